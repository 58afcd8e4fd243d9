import { z } from 'zod';

/**
 * What the adapter reads of @hubspot/api-client's answers (camelCase, after the SDK's
 * deserializing; it does not check shapes itself, so a wrong answer would otherwise come through
 * as objects full of undefined).
 */

export const tokenAnswer = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: z.number().int().positive(),
});

export const accessTokenInfo = z.object({
  hubId: z.number().int(),
  hubDomain: z.string().optional(),
});

export const propertiesAnswer = z.object({
  results: z.array(
    z.object({
      name: z.string().min(1),
      label: z.string(),
      type: z.string(),
      hidden: z.boolean().optional(),
      hubspotDefined: z.boolean().optional(),
      calculated: z.boolean().optional(),
      archived: z.boolean().optional(),
      modificationMetadata: z.object({ readOnlyValue: z.boolean() }).optional(),
    }),
  ),
});

export const ownersAnswer = z.object({
  results: z.array(z.object({ id: z.string().min(1), email: z.string().optional() })),
});

export const objectAnswer = z.object({ id: z.string().min(1) });

export const upsertAnswer = z.object({
  results: z.array(z.object({ id: z.string().min(1), _new: z.boolean() })),
  errors: z.array(z.object({ category: z.string().optional(), message: z.string().optional() })).optional(),
});
