import { z } from 'zod';

/** Calendly API v2 answers, as far as we use them (providers.md §4). */

export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  /** Single-use: every refresh answers a new one. */
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
  scope: z.string().optional(),
  /** The user's URI: what `?user=` takes. */
  owner: z.url(),
  organization: z.url().optional(),
});

export const userAnswer = z.object({
  resource: z.object({
    uri: z.url(),
    name: z.string(),
    slug: z.string().min(1),
    scheduling_url: z.url(),
    avatar_url: z.url().nullable().optional(),
  }),
});

export const eventTypesAnswer = z.object({
  collection: z.array(
    z.object({
      uri: z.url(),
      name: z.string().min(1),
      active: z.boolean(),
      scheduling_url: z.url(),
      duration: z.number().int().nullable().optional(),
      /** Secret event types are not listed on the user's page: never offered on a card either. */
      secret: z.boolean().optional(),
    }),
  ),
});

/** Revoking answers 200 with an empty body (or an empty object). */
export const revokeAnswer = z.union([z.looseObject({}), z.undefined()]);
