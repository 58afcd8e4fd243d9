/** The analytics module's door: what other modules, jobs and scripts use of it (docs/architecture.md, "Module doors"). */
export { analyticsOf, eraseAnalyticsOf } from './analytics.privacy';
export { profilesSeenSince } from './analytics.seen';
export {
  profileServices,
  recordLead,
  recordLinkRedirect,
  recordPageEvent,
  recordSave,
  type StatsDoc,
  type Visitor,
} from './analytics.service';
