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

/** `GET /locations/{locationId}/customFields`: the fields a sub-account added (contact ones are `model: contact`). */
export const customFieldsAnswer = z.object({
  customFields: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string(),
      fieldKey: z.string().min(1),
      dataType: z.string(),
      model: z.string().optional(),
    }),
  ),
});

/** `GET /users/?locationId=`: the sub-account's users, who may own a contact (`assignedTo`). */
export const usersAnswer = z.object({
  users: z.array(z.object({ id: z.string().min(1), email: z.string().optional(), name: z.string().optional() })),
});

/** `PUT /contacts/{contactId}` (GoHighLevel's own spelling: `succeded`). */
export const updateAnswer = z.object({
  succeded: z.boolean().optional(),
  contact: z.object({ id: z.string().min(1) }),
});
