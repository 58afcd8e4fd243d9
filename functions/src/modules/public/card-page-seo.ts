import type { PublicProfile } from '../../contract/profiles';

/**
 * The card's schema.org `Person` for search engines (docs/profiles-and-cards.md, "Search
 * engines"): only what the page itself shows, since the public view already left out what the
 * owner hid (contact details, socials). Only an indexable page carries it.
 */

export interface PersonFacts {
  profile: PublicProfile;
  /** The page's own address (the profile's canonical page when it has one). */
  url: string;
  /** Absolute URL of the photo, when there is one. */
  image: string | null;
}

export function personJsonLd({ profile: p, url, image }: PersonFacts): Record<string, unknown> {
  const organisation = p.companyBrand?.name || p.company;
  const emails = [...(p.email ? [p.email] : []), ...p.emails.map((e) => e.email)];
  const person: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: p.displayName,
    url,
    ...(p.firstName ? { givenName: p.firstName } : {}),
    ...(p.lastName ? { familyName: p.lastName } : {}),
    ...(p.jobTitle ? { jobTitle: p.jobTitle } : {}),
    ...(organisation ? { worksFor: { '@type': 'Organization', name: organisation } } : {}),
    ...(p.headline ? { description: p.headline } : {}),
    ...(image ? { image } : {}),
    ...(emails.length ? { email: [...new Set(emails)].map((e) => `mailto:${e}`) } : {}),
    ...(p.phoneNumbers.length ? { telephone: p.phoneNumbers.map((n) => n.number) } : {}),
    ...(p.socials.length ? { sameAs: p.socials.map((s) => s.url).filter((u) => /^https?:\/\//.test(u)) } : {}),
  };
  return person;
}

/**
 * JSON inside <script>: `<` becomes \u003c, so no text the owner wrote (a name with
 * `</script>` or `<!--`) can end the block or open markup; the JSON reads the same.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
