import { z } from 'zod';

/** Salesforce's answers as far as the company CRM adapter uses them (providers-teams.md §2). */

/** The web-server flow's token answer: no `expires_in`; a refresh answer has no `refresh_token`. */
export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  instance_url: z.url(),
  /** The identity URL, `…/id/{organizationId}/{userId}`. */
  id: z.string().regex(/^https?:\/\/[^/]+\/(?:.+\/)?id\/[^/]+\/[^/]+$/),
  scope: z.string().optional(),
  token_type: z.string().optional(),
  issued_at: z.string().optional(),
});

export const organizationAnswer = z.object({ Id: z.string().min(1), Name: z.string().min(1) });

export const describeAnswer = z.object({
  name: z.literal('Lead'),
  fields: z.array(
    z.object({
      name: z.string().min(1),
      label: z.string(),
      type: z.string(),
      custom: z.boolean(),
      createable: z.boolean(),
      updateable: z.boolean(),
      nillable: z.boolean(),
      defaultedOnCreate: z.boolean(),
    }),
  ),
});

export const queryAnswer = z.object({
  totalSize: z.number().int().nonnegative(),
  done: z.boolean(),
  records: z.array(z.object({ Id: z.string().min(1) })),
});

export const createAnswer = z.object({ id: z.string().min(1), success: z.literal(true) });
