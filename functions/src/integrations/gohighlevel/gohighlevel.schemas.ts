import { z } from 'zod';

/** GoHighLevel (LeadConnector) answers, as far as we use them (providers.md §5). */

/** Sub-account (Location) tokens; refresh tokens rotate on every refresh. */
export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
  scope: z.string().optional(),
  userType: z.string().optional(),
  locationId: z.string().min(1),
  companyId: z.string().optional(),
});

export const locationAnswer = z.object({
  location: z.object({ id: z.string().min(1), name: z.string().min(1), website: z.string().optional() }),
});

export const upsertAnswer = z.object({
  new: z.boolean().optional(),
  contact: z.object({ id: z.string().min(1) }),
});
