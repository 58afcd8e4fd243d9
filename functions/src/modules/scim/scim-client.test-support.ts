import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { TestContext } from '../../../test/harness.test-support';
import { SCIM_SCHEMAS, type CreatedScimToken } from '../../contract/scim';
import type { CompanyWorld } from '../../../test/world.test-support';
import { giveTeams } from './scim-teams.test-support';

/**
 * A SCIM client replaying what Entra ID's and Okta's provisioning send (docs/scim.md,
 * providers-teams §3): their headers, filter encoding, paging and PATCH shapes. Its calls go
 * through HTTP to /scim/v2 like theirs, and each answer is checked for SCIM's media type.
 */

export const ENTERPRISE = SCIM_SCHEMAS.enterpriseUser;
const PATCH = SCIM_SCHEMAS.patchOp;

export type Flavour = 'entra' | 'okta';

export class ScimClient {
  constructor(
    private readonly t: TestContext,
    private readonly secret: string,
    private readonly flavour: Flavour = 'entra',
  ) {}

  async call(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown): Promise<Response> {
    let req = this.t.api[method](`/scim/v2${path}`);
    req = req
      .set('Authorization', `Bearer ${this.secret}`)
      .set('Accept', 'application/scim+json')
      .set('User-Agent', this.flavour === 'okta' ? 'Okta SCIM Client 1.0.0' : 'Azure AD SCIM Provisioning');
    if (body !== undefined) req = req.set('Content-Type', 'application/scim+json').send(JSON.stringify(body));
    const res = await req;
    if (res.status !== 204) expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
    if (res.text && res.headers['content-type']?.startsWith('application/scim+json')) res.body = JSON.parse(res.text);
    return res;
  }

  /** `GET /Users?filter=…` with the filter encoded as the directory does (Okta adds startIndex=1&count=100). */
  findUsers(filter: string): Promise<Response> {
    const paging = this.flavour === 'okta' ? '&startIndex=1&count=100' : '';
    return this.call('get', `/Users?filter=${encodeURIComponent(filter)}${paging}`);
  }

  patch(path: string, operations: unknown[]): Promise<Response> {
    return this.call('patch', path, { schemas: [PATCH], Operations: operations });
  }
}

/** Entra's create body (its default attribute mapping). */
export function entraUser(userName: string, email: string, extra: Record<string, unknown> = {}) {
  return {
    schemas: [SCIM_SCHEMAS.user, ENTERPRISE],
    externalId: `ext-${userName}`,
    userName,
    active: true,
    emails: [{ primary: true, type: 'work', value: email }],
    meta: { resourceType: 'User' },
    name: { formatted: 'Given Family', familyName: 'Family', givenName: 'Given' },
    roles: [],
    ...extra,
  };
}

/** Okta's create body. */
export function oktaUser(email: string, given = 'Test', family = 'User') {
  return {
    schemas: [SCIM_SCHEMAS.user],
    userName: email,
    name: { givenName: given, familyName: family },
    emails: [{ primary: true, value: email, type: 'work' }],
    displayName: `${given} ${family}`,
    locale: 'en-US',
    externalId: `00u${Math.random().toString(36).slice(2, 12)}`,
    groups: [],
    password: 'never-kept-1!',
    active: true,
  };
}

/** The company world's Acme on Teams, with a SCIM token its admin made. */
export async function scimToken(t: TestContext, w: CompanyWorld, name = 'Directory'): Promise<CreatedScimToken> {
  await giveTeams(t, w.admin);
  const res = await t.api.post(`/v1/company/${w.acme.id}/scim-tokens`).set(w.admin.headers).send({ name });
  expect(res.status).toBe(201);
  return res.body.data as CreatedScimToken;
}

/** SCIM's error shape, with its status as a string. */
export function expectScimError(res: Response, status: number, scimType?: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.body.schemas).toEqual([SCIM_SCHEMAS.error]);
  expect(res.body.status).toBe(String(status));
  if (scimType) expect(res.body.scimType).toBe(scimType);
  expect(typeof res.body.detail).toBe('string');
}
