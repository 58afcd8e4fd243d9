/** The links module's door: the slug registry profiles share, the link behind a slug, a person's export and erasure (docs/architecture.md, "Module doors"). */
export {
  aliasSlug,
  claimableSlug,
  claimSlug,
  freeSlug,
  isClaimable,
  isUsableSlug,
  linkBySlug,
  releaseSlug,
  type SlugClaim,
  slugBase,
  slugTarget,
  uniqueSlug,
  withSlugConflict,
} from './slugs';
export { eraseLinksOf, linksOf } from './links.privacy';
