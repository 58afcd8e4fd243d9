import { z } from 'zod';

/** Instagram API with Instagram Login answers, as far as we use them (providers.md §1). */

const shortToken = z.object({
  access_token: z.string().min(1),
  user_id: z.union([z.string(), z.number()]).optional(),
  permissions: z.union([z.string(), z.array(z.string())]).optional(),
});

/** Documented as `{data: [token]}`; some live answers are the token itself. Both are taken. */
export const codeAnswer = z.union([z.object({ data: z.array(shortToken).min(1) }), shortToken]);

export const longLivedAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
});

export const meAnswer = z.object({
  /** The app-scoped id: what Meta's data-deletion callback names. */
  id: z.string().min(1),
  /** The professional account id, which webhooks use. */
  user_id: z.union([z.string(), z.number()]).optional(),
  username: z.string().min(1),
  name: z.string().optional(),
  account_type: z.string().optional(),
  profile_picture_url: z.url().optional(),
});

export const mediaAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      caption: z.string().optional(),
      media_type: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']),
      media_url: z.url().optional(),
      thumbnail_url: z.url().optional(),
      permalink: z.url(),
      timestamp: z.string().optional(),
    }),
  ),
  paging: z.object({ next: z.url().optional() }).optional(),
});
