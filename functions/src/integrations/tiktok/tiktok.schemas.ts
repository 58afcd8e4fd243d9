import { z } from 'zod';

/** TikTok Login Kit v2 and Display API answers, as far as we use them (providers.md §3). */

/** Flat, no envelope; errors come as `{error, error_description}`, sometimes with a 200. */
export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  open_id: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  refresh_expires_in: z.number().positive().optional(),
  scope: z.string().optional(),
});

/** Display API answers come in `{data, error: {code: 'ok'}}`. */
const envelope = <T extends z.ZodType>(data: T) => z.object({ data, error: z.object({ code: z.literal('ok') }) });

/** Fields without their scope are left out, so all but open_id are optional. */
export const userInfoAnswer = envelope(
  z.object({
    user: z.object({
      open_id: z.string().min(1),
      display_name: z.string().optional(),
      username: z.string().optional(),
      avatar_url: z.url().optional(),
      profile_deep_link: z.url().optional(),
    }),
  }),
);

export const videoListAnswer = envelope(
  z.object({
    videos: z.array(
      z.object({
        id: z.string().min(1),
        title: z.string().optional(),
        video_description: z.string().optional(),
        create_time: z.number().optional(),
        cover_image_url: z.url().optional(),
        share_url: z.url(),
      }),
    ),
  }),
);

/** The revoke call answers an empty object (or nothing). */
export const revokeAnswer = z.union([z.looseObject({}), z.undefined()]);
