import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { SCIM_LIMITS, SCIM_MESSAGES, SCIM_TOKEN_PREFIX, type CreatedScimToken } from '../../contract/scim';
import type { AuditEntry } from '../../contract/api-keys';
import { giveTeams } from './scim-teams.test-support';

let t: TestContext;
let w: CompanyWorld;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}/scim-tokens`;
});
afterAll(async () => t.close());

describe('SCIM tokens (docs/scim.md)', () => {
  it('is Teams only: an admin of a company without Teams is refused 403 not-in-plan', async () => {
    const res = await t.api.post(base).set(w.admin.headers).send({ name: 'Entra' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'not-in-plan', message: SCIM_MESSAGES.notInPlan });
    expect((await collections(t).scimTokens.where('companyId', '==', w.acme.id).get()).size).toBe(0);
  });

  it('creates a token shown once with the base URL, stores only its hash, lists and revokes it, audited', async () => {
    await giveTeams(t, w.admin);
    const res = await t.api.post(base).set(w.admin.headers).send({ name: 'Entra ID' });
    expect(res.status).toBe(201);
    const token = res.body.data as CreatedScimToken;
    expect(token.secret.startsWith(SCIM_TOKEN_PREFIX)).toBe(true);
    expect(token.secret.length).toBe(SCIM_TOKEN_PREFIX.length + 43);
    expect(token).toMatchObject({ name: 'Entra ID', createdBy: w.admin.uid, lastUsedAt: null });
    expect(token.baseUrl).toMatch(/\/scim\/v2$/);
    expect(token.displayPrefix).toBe(token.secret.slice(0, SCIM_TOKEN_PREFIX.length + 4));
    const stored = (await collections(t).scimTokens.doc(token.id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(token.secret.slice(SCIM_TOKEN_PREFIX.length));
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.api.get(base).set(w.admin.headers);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: token.id, name: 'Entra ID' })]);
    expect(list.body.data[0].secret).toBeUndefined();

    const revoked = await t.api.delete(`${base}/${token.id}`).set(w.admin.headers);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ id: token.id, revoked: true });
    expect((await t.api.delete(`${base}/${token.id}`).set(w.admin.headers)).status).toBe(404);
    expect((await t.api.get(base).set(w.admin.headers)).body.data).toEqual([]);

    const audit = await t.api.get(`/v1/company/${w.acme.id}/api-keys/audit`).set(w.admin.headers);
    const events = (audit.body.data as AuditEntry[]).filter((e) => e.keyId === token.id).map((e) => e.event);
    // Two entries of the same millisecond may come in either order.
    expect(events.sort()).toEqual(['scim_token.created', 'scim_token.revoked']);
    for (const entry of (audit.body.data as AuditEntry[]).filter((e) => e.keyId === token.id))
      expect(entry).toMatchObject({ by: w.admin.uid, byName: w.admin.email });
  });

  it("records a token's use once a minute: lastUsedAt and one scim.call entry for several calls", async () => {
    const made = await t.api.post(base).set(w.admin.headers).send({ name: 'Okta' });
    const token = made.body.data as CreatedScimToken;
    for (let i = 0; i < 3; i++) {
      const res = await t.api.get('/scim/v2/Users').set('Authorization', `Bearer ${token.secret}`);
      expect(res.status).toBe(200);
    }
    const listed = (await t.api.get(base).set(w.admin.headers)).body.data as {
      id: string;
      lastUsedAt: string | null;
    }[];
    expect(listed.find((k) => k.id === token.id)!.lastUsedAt).not.toBeNull();
    const audit = await t.api.get(`/v1/company/${w.acme.id}/api-keys/audit`).set(w.admin.headers);
    const calls = (audit.body.data as AuditEntry[]).filter((e) => e.keyId === token.id && e.event === 'scim.call');
    expect(calls).toHaveLength(1);
    await t.api.delete(`${base}/${token.id}`).set(w.admin.headers);
  });

  it('refuses a member without rights (403), another company (404), bad input (400) and a sixth live token (409)', async () => {
    expect((await t.api.post(base).set(w.rep.headers).send({ name: 'x' })).status).toBe(403);
    expect((await t.api.get(base).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await t.api.post(base).send({ name: 'x' })).status).toBe(401);
    const bad = await t.api.post(base).set(w.admin.headers).send({ name: '', extra: 1 });
    expect(bad.status).toBe(400);
    for (let i = 0; i < SCIM_LIMITS.tokensPerCompany; i++)
      expect(
        (
          await t.api
            .post(base)
            .set(w.admin.headers)
            .send({ name: `Dir ${i}` })
        ).status,
      ).toBe(201);
    const over = await t.api.post(base).set(w.admin.headers).send({ name: 'one more' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(SCIM_MESSAGES.tooManyTokens);
  });
});
