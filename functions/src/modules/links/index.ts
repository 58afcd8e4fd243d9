/** What other modules may use of the links module beside its service: the slug registry profiles share, and random suffixes. */
export { aliasSlug, claimableSlug, claimSlug, freeSlug, isClaimable, isUsableSlug, randomSuffix, releaseSlug, slugBase, uniqueSlug, withSlugConflict } from './slugs';
