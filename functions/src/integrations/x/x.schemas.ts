import { z } from 'zod';

/** X API v2 answers, as far as we use them (providers.md §2). */

export const tokenAnswer = z.object({
  token_type: z.string().optional(),
  access_token: z.string().min(1),
  /** Only with `offline.access`, and rotated on every refresh. */
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive(),
  scope: z.string().optional(),
});

export const userAnswer = z.object({
  data: z.object({
    id: z.string().min(1),
    name: z.string(),
    username: z.string().min(1),
    profile_image_url: z.url().optional(),
  }),
});

const tweet = z.object({
  id: z.string().min(1),
  text: z.string(),
  created_at: z.string().optional(),
});

/** With no posts X answers `{"meta":{"result_count":0}}`: no `data` key at all. */
export const tweetsAnswer = z.object({
  data: z.array(tweet).optional(),
  meta: z.object({ result_count: z.number().int().min(0) }),
});

export const revokeAnswer = z.object({ revoked: z.boolean() });
