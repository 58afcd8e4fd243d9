import { z } from 'zod';
import { MESSAGES } from './messages';
import { requiredString } from './common';

/**
 * Tools: a pasted link's preview (title, picture) for the link editor, and job-title
 * suggestions for the profile's details. Shared by the API and the web app (zod only).
 */

export const TOOLS_LIMITS = {
  /** A URL longer than browsers keep in their address bar is not a link anyone pastes. */
  urlLength: 2048,
  /** Link previews one person may ask for in a minute. */
  previewsPerMinute: 30,
  /** How long a page may take, all redirects included. */
  previewTimeoutMs: 5_000,
  /** The most of a page we read (after decompression). */
  previewMaxBytes: 1024 * 1024,
  /** Redirects followed, each checked like the first address. */
  previewMaxRedirects: 3,
  /** How long an answer is kept and served again without fetching the page. */
  previewCacheMs: 24 * 60 * 60_000,
  /** Suggestions one search answers. */
  occupationResults: 25,
  occupationQueryLength: 100,
  occupationTitleLength: 120,
  /** Job titles of their own one person keeps. */
  ownOccupations: 200,
} as const;

export const TOOLS_MESSAGES = {
  previewBlocked: 'This address cannot be previewed.',
  previewNotHtml: 'This link does not lead to a web page, so there is nothing to preview.',
  previewTooLarge: 'This page is too large to preview.',
  previewTimeout: 'This page took too long to answer. You can still add the link.',
  previewUnreachable: 'This page could not be reached. Check the address, or add the link without a preview.',
  previewTooManyRedirects: 'This link redirects too many times to preview.',
  previewFailed: 'This page answered with an error, so it cannot be previewed.',
  tooManyOwnOccupations: `You can keep at most ${TOOLS_LIMITS.ownOccupations} job titles of your own.`,
} as const;

/** GET /v1/tools/meta?url=: an absolute http or https address. */
export const linkMetaQuery = z
  .object({
    url: z
      .string({ error: (iss) => (iss.input === undefined ? MESSAGES.required : MESSAGES.invalidUrl) })
      .trim()
      .min(1, MESSAGES.required)
      .max(TOOLS_LIMITS.urlLength, MESSAGES.invalidUrl)
      .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
      .refine((v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username && !u.password;
        } catch {
          return false;
        }
      }, MESSAGES.invalidUrl),
  })
  .strict();
export type LinkMetaQuery = z.infer<typeof linkMetaQuery>;

/** A page's preview. `url` is where the page ended up (after redirects); the rest may be null. */
export interface LinkMeta {
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
  favicon: string | null;
}

/** GET /v1/tools/occupations?q=: prefix and word search; an empty q lists the caller's own titles. */
export const occupationsQuery = z
  .object({
    q: z.string().trim().max(TOOLS_LIMITS.occupationQueryLength).default(''),
    limit: z.coerce.number().int().min(1).max(TOOLS_LIMITS.occupationResults).default(10),
  })
  .strict();
export type OccupationsQuery = z.infer<typeof occupationsQuery>;

/** POST /v1/tools/occupations: a title of the caller's own, suggested to them from then on. */
export const addOccupationBody = z.object({ title: requiredString(TOOLS_LIMITS.occupationTitleLength) }).strict();
export type AddOccupationBody = z.infer<typeof addOccupationBody>;

export interface Occupation {
  title: string;
  /** 'standard': from the list shipped with the product (ESCO); 'own': one the caller added. */
  source: 'standard' | 'own';
}
