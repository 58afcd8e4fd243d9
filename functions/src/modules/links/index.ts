/** The links module's door: the slug registry profiles share, what a slug opens, a person's export and erasure (docs/architecture.md, "Module doors"). */
export {
  aliasSlug,
  claimableSlug,
  claimSlug,
  freeSlug,
  isClaimable,
  isUsableSlug,
  releaseSlug,
  type SlugClaim,
  slugBase,
  slugTarget,
  uniqueSlug,
  withSlugConflict,
} from './slugs';
export { eraseLinksOf, linksOf } from './links.privacy';
