import type { IntegrationProvider } from './core/types';
import { instagram } from './instagram/instagram.provider';
import { x } from './x/x.provider';
import { tiktok } from './tiktok/tiktok.provider';
import { calendly } from './calendly/calendly.provider';
import { gohighlevel } from './gohighlevel/gohighlevel.provider';

/**
 * Every provider, in the order the screens list them. The routes, the scheduled jobs and their
 * functions, the secrets to bind and the web app's list all come from here: a new provider is
 * a folder beside these and one line below. This is the only file that imports the providers:
 * they import `core/` (the connection lifecycle), and `core/` never imports one of them.
 */
export const PROVIDERS: readonly IntegrationProvider[] = [instagram, x, tiktok, calendly, gohighlevel];

export const PROVIDER_IDS = PROVIDERS.map((p) => p.id);

const FEED_KINDS = new Set(['posts', 'tweets', 'videos']);
/** The providers whose content shows as a feed on a card, and the one that offers a booking. */
export const feedProviders = () => PROVIDERS.filter((p) => FEED_KINDS.has(p.kind));
export const bookingProvider = () => PROVIDERS.find((p) => p.kind === 'booking');
