import {
  siBehance,
  siBluesky,
  siCalendly,
  siCashapp,
  siDiscord,
  siDribbble,
  siFacebook,
  siGithub,
  siInstagram,
  siMedium,
  siPaypal,
  siPinterest,
  siSnapchat,
  siSoundcloud,
  siSpotify,
  siTelegram,
  siThreads,
  siTiktok,
  siTwitch,
  siVenmo,
  siWhatsapp,
  siX,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';
import { genericGlyphOf, SOCIAL_ICON_SLUGS } from '@contract/social-icons';

/**
 * The marks of contract/social-icons.ts, by Simple Icons slug: named imports, so the app's
 * bundle carries these few and not the package's thousands.
 */
export const MARKS: Readonly<Record<string, SimpleIcon>> = Object.fromEntries(
  [
    siBehance,
    siBluesky,
    siCalendly,
    siCashapp,
    siDiscord,
    siDribbble,
    siFacebook,
    siGithub,
    siInstagram,
    siMedium,
    siPaypal,
    siPinterest,
    siSnapchat,
    siSoundcloud,
    siSpotify,
    siTelegram,
    siThreads,
    siTiktok,
    siTwitch,
    siVenmo,
    siWhatsapp,
    siX,
    siYoutube,
  ].map((icon) => [icon.slug, icon]),
);

/** A network's icon as the server's page draws it: its brand mark, or a generic glyph. Decorative: the link carries the name. */
export function SocialIcon({ network }: { network: string }) {
  const mark = MARKS[SOCIAL_ICON_SLUGS[network] ?? ''];
  return mark ? (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d={mark.path} />
    </svg>
  ) : (
    <svg className="g" viewBox="0 0 24 24" aria-hidden="true">
      <path d={genericGlyphOf(network)} />
    </svg>
  );
}
