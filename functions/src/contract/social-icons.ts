/**
 * The brand mark each social network shows on a card: a Simple Icons slug (the `simple-icons`
 * package, pinned in functions and web). The server page inlines the marks of the networks a
 * card shows, and the web app's view draws the same ones. A network without a mark here
 * (LinkedIn asked Simple Icons to remove theirs; a network a superadmin added) shows a generic
 * glyph instead, and every icon is labelled with the network's name.
 */
export const SOCIAL_ICON_SLUGS: Readonly<Record<string, string>> = {
  instagram: 'instagram',
  x: 'x',
  tiktok: 'tiktok',
  facebook: 'facebook',
  youtube: 'youtube',
  github: 'github',
  whatsapp: 'whatsapp',
  telegram: 'telegram',
  calendly: 'calendly',
  threads: 'threads',
  bluesky: 'bluesky',
  pinterest: 'pinterest',
  snapchat: 'snapchat',
  twitch: 'twitch',
  discord: 'discord',
  spotify: 'spotify',
  soundcloud: 'soundcloud',
  behance: 'behance',
  dribbble: 'dribbble',
  medium: 'medium',
  paypal: 'paypal',
  venmo: 'venmo',
  cashapp: 'cashapp',
};

/** Outline glyphs (24×24, stroked) for networks without a brand mark: a globe for a website, a link otherwise. */
export const GENERIC_SOCIAL_GLYPHS = {
  website:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const;

/** The generic glyph for a network without a mark. */
export const genericGlyphOf = (network: string): string =>
  network === 'website' ? GENERIC_SOCIAL_GLYPHS.website : GENERIC_SOCIAL_GLYPHS.link;

/**
 * The letters of a photo-less card's avatar: the first letters of the first and last name (or
 * of the first two words of the display name), upper-cased; one letter for a single word.
 */
export function initialsOf(names: { firstName: string; lastName: string; displayName: string }): string {
  const words = names.firstName || names.lastName ? [names.firstName, names.lastName] : names.displayName.split(/\s+/);
  const letters = words
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => Array.from(w.trim())[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}
