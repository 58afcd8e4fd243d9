import { z } from 'zod';
import { createScimTokenBody, type CreatedScimToken, type ScimToken } from '../scim';
import { data, type ApiRoute } from './define';

/**
 * A company's SCIM tokens (docs/scim.md). `/scim/v2` itself is SCIM's protocol, not this API:
 * its own discovery endpoints (ServiceProviderConfig, ResourceTypes, Schemas) describe it.
 */

const tokenFields = {
  id: z.string(),
  name: z.string(),
  displayPrefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
};
const scimTokenView = z.object(tokenFields) satisfies z.ZodType<ScimToken>;
const createdScimTokenView = z.object({
  ...tokenFields,
  secret: z.string(),
  baseUrl: z.string(),
}) satisfies z.ZodType<CreatedScimToken>;

const PATH = '/company/:companyId/scim-tokens';
const tag = 'SCIM';

export const SCIM_API: ApiRoute[] = [
  {
    method: 'get',
    path: PATH,
    tag,
    summary: "The company's live SCIM tokens (Teams)",
    auth: 'token',
    answer: data(z.array(scimTokenView)),
  },
  {
    method: 'post',
    path: PATH,
    tag,
    summary: 'Create a SCIM token for the company directory: the secret is in this answer only',
    auth: 'token',
    body: createScimTokenBody,
    status: 201,
    answer: data(createdScimTokenView),
  },
  {
    method: 'delete',
    path: `${PATH}/:tokenId`,
    tag,
    summary: 'Revoke a SCIM token: the directory can no longer call',
    auth: 'token',
    answer: data(z.object({ id: z.string(), revoked: z.literal(true) })),
  },
];
