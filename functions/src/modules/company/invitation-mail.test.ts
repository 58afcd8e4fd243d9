import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LIMITS, COMPANY_MESSAGES } from '../../contract/company';
import { createTestContext, createUser, type TestContext } from '../../../test/harness.test-support';
import { inbox } from '../../../test/mail.test-support';
import { createCompany, createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';

/** Invitation mail is no relay (security review S8), and inviting stays within the inviter's divisions (S4). */

let t: TestContext;
let w: CompanyWorld;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
});
afterAll(async () => t.close());

const newEmail = () => `mail-${randomUUID()}@test.everlink.test`;
const invitationsTo = async (email: string) =>
  (await collections(t).invitations.where('email', '==', email).get()).docs.map((d) => d.data());

describe('S8: invitation mail', () => {
  it('keeps the company name and first name out of the subject and inert in the body: no link but the accept link', async () => {
    const owner = await createUser(t);
    const evil = await createCompany(
      t,
      owner,
      'URGENT: verify your bank account at https://evil.example/login or www.evil.example',
      {},
    );
    const email = newEmail();
    await t.api
      .post(`/v1/company/${evil.id}/employees`)
      .set(owner.headers)
      .send({ email, firstName: 'Dear customer, click http://evil.example' })
      .expect(201);
    const [mail] = await inbox(email);
    expect(mail.subject).toBe("You're invited to join a team on Everlink");
    const text = mail.text ?? '';
    expect(text).not.toMatch(/evil\.example|https?:\/\/evil|www\./);
    expect(text.match(/https?:\/\/\S+/g)).toEqual([expect.stringMatching(/\/auth\?invitation=/)]);
    expect(text).toContain('URGENT: verify your bank account at evil\u2024example/login');
  });

  it(`an address gets at most ${COMPANY_LIMITS.invitationMailsPerAddressDay} invitation mails a day from all companies; the invitations still wait in its app`, async () => {
    const email = newEmail();
    const admins = await Promise.all(
      Array.from({ length: COMPANY_LIMITS.invitationMailsPerAddressDay + 1 }, () => createUser(t)),
    );
    for (const [i, admin] of admins.entries()) {
      const company = await createCompany(t, admin, `Company ${i}`, {});
      const res = await t.api.post(`/v1/company/${company.id}/employees`).set(admin.headers).send({ email });
      expect(res.status).toBe(201);
      expect(res.body.data.status).toBe('invited');
    }
    expect(
      await inbox(email, { count: COMPANY_LIMITS.invitationMailsPerAddressDay + 1, timeoutMs: 1000 }),
    ).toHaveLength(COMPANY_LIMITS.invitationMailsPerAddressDay);
    expect(await invitationsTo(email)).toHaveLength(COMPANY_LIMITS.invitationMailsPerAddressDay + 1);
  });

  it(`a company mails at most ${COMPANY_LIMITS.invitationMailsPerCompanyHour} invitations an hour: an import holds the rest unmailed, a single invitation is 429 and writes nothing`, async () => {
    const admin = await createUser(t);
    const company = await createCompany(t, admin, 'Busy Co', {});
    const rows = Array.from({ length: COMPANY_LIMITS.invitationMailsPerCompanyHour + 2 }, () => newEmail());
    const imported = await t.api
      .post(`/v1/company/${company.id}/import/csv`)
      .set(admin.headers)
      .attach('file', Buffer.from(['email', ...rows].join('\n')), { filename: 'people.csv', contentType: 'text/csv' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.data).toMatchObject({ invited: rows.length, unmailed: 2 });
    expect(await inbox(rows.at(-1)!, { timeoutMs: 500 })).toHaveLength(0);

    const email = newEmail();
    const refused = await t.api.post(`/v1/company/${company.id}/employees`).set(admin.headers).send({ email });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(COMPANY_MESSAGES.invitationMailLimit);
    expect(await invitationsTo(email)).toHaveLength(0);

    t.clock.advance(61 * 60_000);
    expect((await t.api.post(`/v1/company/${company.id}/employees`).set(admin.headers).send({ email })).status).toBe(
      201,
    );
    expect(await inbox(email)).toHaveLength(1);
  });
});

describe('S4: inviting into divisions', () => {
  it('takes `create Employee` in every division named: a recruiter of Sales cannot invite into Sales and Engineering', async () => {
    const role = await t.api
      .post(`/v1/company/${w.acme.id}/roles`)
      .set(w.admin.headers)
      .send({
        name: 'Recruiter',
        permissions: [
          {
            action: ['read', 'create'],
            subject: 'Employee',
            conditions: { companyId: '${company.id}', divisionIds: { $in: '${user.divisionIds}' } },
          },
        ],
      });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    await t.api
      .put(`/v1/company/${w.acme.id}/employees/${w.rep.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: [role.body.data.id] })
      .expect(200);

    const email = newEmail();
    const widened = await t.api
      .post(`/v1/company/${w.acme.id}/employees`)
      .set(w.rep.headers)
      .send({ email, divisionIds: [w.sales.id, w.engineering.id] });
    expect(widened.status).toBe(403);
    expect(await invitationsTo(email)).toHaveLength(0);
    expect(
      (await t.api.post(`/v1/company/${w.acme.id}/employees`).set(w.rep.headers).send({ email, divisionIds: [] }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.api
          .post(`/v1/company/${w.acme.id}/employees`)
          .set(w.rep.headers)
          .send({ email, divisionIds: [w.sales.id] })
      ).status,
    ).toBe(201);
  });
});
