import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMongoAbility } from '@casl/ability';
import { MemoryRouter } from 'react-router-dom';
import { AbilityProvider, NO_ABILITY } from '../../../lib/ability';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { BASE, COMPANY, push } from '../company-crm.test-support';
import { ContactCompanyCrm } from './ContactCompanyCrm';

const FIRST_ANSWER = { timeout: 5000 };
const PATH = '/v1/contacts/c1/company-crm';
const ADMIN = createMongoAbility([{ action: 'manage', subject: 'Company', conditions: { companyId: COMPANY } }]);

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = { [`GET ${PATH}`]: { body: { data: push() } } };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderStatus({ admin = false, own = true, companyId = COMPANY as string | null } = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AbilityProvider value={admin ? ADMIN : NO_ABILITY}>
          <ContactCompanyCrm contactId="c1" companyId={companyId} ownContact={own} />
        </AbilityProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ContactCompanyCrm', () => {
  it('says the contact is synced to the company’s CRM, with the employee’s toggle on', async () => {
    renderStatus();
    expect(await screen.findByRole('status', {}, FIRST_ANSWER)).toHaveTextContent(/Synced to HubSpot on/);
    expect(screen.getByRole('switch', { name: 'Sync to company CRM' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says a push waits for the reconnect', async () => {
    answers[`GET ${PATH}`] = { body: { data: push({ status: 'waiting_for_reconnect', syncedAt: null }) } };
    renderStatus();
    expect(await screen.findByRole('status', {}, FIRST_ANSWER)).toHaveTextContent(
      'Waiting for reconnect: HubSpot stopped accepting',
    );
  });

  it('shows a failure with its reason, and Retry to the company’s admins only', async () => {
    const user = userEvent.setup();
    answers[`GET ${PATH}`] = { body: { data: push({ status: 'failed', lastError: 'Invalid email' }) } };
    answers[`POST ${BASE}/pushes/c1/retry`] = { body: { data: push({ status: 'pending' }) } };
    renderStatus({ admin: true, own: false });
    expect(await screen.findByRole('status', {}, FIRST_ANSWER)).toHaveTextContent('Failed: Invalid email');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `${BASE}/pushes/c1/retry`)).toBe(true),
    );
  });

  it('hides Retry from an employee who is not an admin', async () => {
    answers[`GET ${PATH}`] = { body: { data: push({ status: 'failed', lastError: 'Invalid email' }) } };
    renderStatus();
    expect(await screen.findByRole('status', {}, FIRST_ANSWER)).toHaveTextContent('Failed: Invalid email');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('lets the employee mark a contact for the company CRM', async () => {
    const user = userEvent.setup();
    answers[`GET ${PATH}`] = { body: { data: null } };
    answers[`PUT ${PATH}`] = { body: { data: push({ status: 'pending', syncedAt: null }) } };
    renderStatus();
    const toggle = await screen.findByRole('switch', { name: 'Sync to company CRM' }, FIRST_ANSWER);
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Not sent to the company CRM.')).toBeInTheDocument();
    answers[`GET ${PATH}`] = { body: { data: push({ status: 'pending', syncedAt: null }) } };
    await user.click(toggle);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ sync: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting to go to HubSpot');
    expect(toggle).toBeChecked();
  });

  it('unmarks a synced contact: it stays in the CRM, the switch goes off', async () => {
    const user = userEvent.setup();
    const unmarked = push({ marked: false });
    answers[`PUT ${PATH}`] = { body: { data: unmarked } };
    renderStatus();
    const toggle = await screen.findByRole('switch', { name: 'Sync to company CRM' }, FIRST_ANSWER);
    expect(toggle).toBeChecked();
    answers[`GET ${PATH}`] = { body: { data: unmarked } };
    await user.click(toggle);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ sync: false });
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent(/Synced to HubSpot/);
  });

  it('shows nothing outside a company, or when the API refuses', async () => {
    answers[`GET ${PATH}`] = { status: 403, body: { message: 'Forbidden.', code: 'forbidden' } };
    renderStatus();
    await waitFor(() => expect(calls.some((c) => c.path === PATH)).toBe(true), FIRST_ANSWER);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    calls = stubFetch(answers).calls;
    renderStatus({ companyId: null });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
