/** What other modules may use of the links module beside its service: the slug registry profiles share. */
export { aliasSlug, claimableSlug, claimSlug, freeSlug, isClaimable, isUsableSlug, releaseSlug, slugBase, uniqueSlug, withSlugConflict } from './slugs';
