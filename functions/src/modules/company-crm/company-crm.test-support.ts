import { expect } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompany, defaultProfile, join } from '../../../test/world.test-support';
import type { ProviderFakes } from '../../../test/fakes';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { freePort } from '../../../test/mail.test-support';
import { clickConsent } from '../../integrations/core/fake/consent';
import type { CompanyCrmId } from '../../contract/company-crm';

/**
 * The world each company CRM's flow test starts from: a company whose admin connects the CRM and
 * whose employee's card takes visitors' leads, with the calls those tests make through the API.
 */
export interface CrmWorld {
  t: TestContext;
  admin: TestUser;
  employee: TestUser;
  companyId: string;
}

export async function crmWorld(fakes: ProviderFakes): Promise<CrmWorld> {
  const t = await createTestContext({
    EVERLINK_FAKES_URL: fakes.url,
    PROVIDER_TIMEOUT_MS: '1000',
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}?pool=false`,
  });
  const [admin, employee] = await Promise.all([
    createUser(t, { firstName: 'Ada', lastName: 'Admin' }),
    createUser(t, { firstName: 'Rey', lastName: 'Seller' }),
  ]);
  const companyId = (await createCompany(t, admin, 'Acme')).id;
  await join(t, companyId, admin, employee);
  return { t, admin, employee, companyId };
}

export const crmPath = (w: CrmWorld, rest = '') => `/v1/companies/${w.companyId}/crm${rest}`;

/**
 * The admin's dance: the CRM's consent page, "Allow" (with the page's own fields), and the code
 * back to the API from the back office's CRM section, where the CRM sent the browser.
 */
export async function connectCrm(
  w: CrmWorld,
  crm: CompanyCrmId,
  options: { by?: TestUser; fields?: Record<string, string>; checkUrl?: (url: URL) => void } = {},
) {
  const by = options.by ?? w.admin;
  const started = await w.t.api.get(crmPath(w, `/${crm}/oauth`)).set(by.headers);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  options.checkUrl?.(new URL(started.body.data.url));
  const { location, query } = await clickConsent(started.body.data.url, 'allow', options.fields);
  expect(location.startsWith(`${w.t.deps.config.publicUrl}/company/crm?`)).toBe(true);
  return w.t.api
    .post(crmPath(w, `/${crm}/oauth`))
    .set(by.headers)
    .send({ code: query.get('code'), state: query.get('state') });
}

/** A visitor's lead on the employee's card; answers the contact's id. */
export async function leaveLead(w: CrmWorld, email: string, extra: Record<string, string> = {}): Promise<string> {
  const res = await w.t.api.post('/v1/contacts').send(
    await withChallenge(w.t.api, {
      profileId: (await defaultProfile(w.t, w.employee)).id,
      firstName: 'Lena',
      lastName: 'Lead',
      email,
      consent: true,
      consentText: 'I agree to share my details with the owner.',
      ...extra,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.erasure.contactId;
}

/** The contact's push as its owner (or `by`) reads it. */
export const pushOf = async (w: CrmWorld, contactId: string, by = w.employee) =>
  (await w.t.api.get(`/v1/contacts/${contactId}/company-crm`).set(by.headers)).body.data;

/** The CRM's entry in the admin's list. */
export const crmSummary = async (w: CrmWorld, crm: CompanyCrmId) =>
  (await w.t.api.get(crmPath(w)).set(w.admin.headers)).body.data.find((c: { id: string }) => c.id === crm);
