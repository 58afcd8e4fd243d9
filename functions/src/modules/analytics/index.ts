/** The analytics module's door: what other modules, jobs and scripts use of it (docs/architecture.md, "Module doors"). */
export { analyticsOf, eraseAnalyticsOf } from './analytics.privacy';
export { recordLead, recordLinkRedirect, recordSave } from './analytics.service';
export { beaconRoutes, visitorOf, type Visitor } from './analytics.beacon';
export { flushOnShutdown, SHARDS, type StatsDoc, type StatShard } from './analytics.counts';
export { profilesSeenSince } from './analytics.seen';
