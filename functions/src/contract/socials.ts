import { z } from 'zod';
import { MESSAGES } from './messages';
import { requiredString } from './common';

/** The catalogue of social networks a profile can link to (GET /v1/socials). */

export const SOCIAL_CATEGORIES = [
  'social',
  'professional',
  'messaging',
  'video',
  'music',
  'booking',
  'payment',
  'website',
  'other',
] as const;
export type SocialCategory = (typeof SOCIAL_CATEGORIES)[number];

export interface SocialNetwork {
  /** Stable id, used on profiles: 'linkedin', 'x', 'whatsapp'… */
  id: string;
  name: string;
  /** A name from the web app's icon set. */
  icon: string;
  /** Builds the link from a handle: `{handle}` is replaced by it. Null when only a full URL makes sense. */
  urlTemplate: string | null;
  placeholder: string;
  category: SocialCategory;
  order: number;
  createdAt: string;
  updatedAt: string;
}

export const SOCIAL_MESSAGES = {
  exists: 'A social network with this id already exists.',
  templateNeedsHandle: 'The URL template must contain {handle} and start with https://.',
} as const;

const networkId = () =>
  z
    .string({ error: (iss) => (iss.input === undefined ? MESSAGES.required : undefined) })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.required)
    .max(40)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens.');

const urlTemplate = () =>
  z
    .string()
    .trim()
    .max(300)
    .refine((v) => /^https:\/\/[^\s{}]*\{handle\}[^\s{}]*$/.test(v), SOCIAL_MESSAGES.templateNeedsHandle);

const socialFields = {
  name: requiredString(60),
  icon: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and hyphens.'),
  urlTemplate: urlTemplate().nullable(),
  placeholder: z.string().trim().max(100),
  category: z.enum(SOCIAL_CATEGORIES),
  order: z.number().int().min(0).max(10_000),
};

export const createSocialBody = z
  .object({ id: networkId(), ...socialFields })
  .partial({ urlTemplate: true, placeholder: true, order: true, category: true })
  .strict();
export type CreateSocialBody = z.infer<typeof createSocialBody>;

export const updateSocialBody = z.object(socialFields).partial().strict();
export type UpdateSocialBody = z.infer<typeof updateSocialBody>;
