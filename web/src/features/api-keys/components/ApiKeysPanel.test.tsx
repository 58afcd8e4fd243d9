import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ApiKey, AuditEntry } from '@contract/api-keys';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { ApiKeysPanel } from './ApiKeysPanel';

const at = '2026-01-01T10:00:00Z';
const KEY: ApiKey = {
  id: 'k1',
  name: 'Zapier',
  scopes: ['contacts:read', 'employees:read'],
  displayPrefix: 'evk_live_AbCd',
  rateLimit: 600,
  createdAt: at,
  createdBy: 'u-admin',
  lastUsedAt: null,
};
const CALL: AuditEntry = {
  event: 'call',
  keyId: 'k1',
  keyName: 'Zapier',
  method: 'GET',
  route: '/v1/company/:companyId/employees',
  status: 200,
  at,
};
const BASE = '/v1/company/acme/api-keys';
/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = {
    [`GET ${BASE}`]: { body: { data: [KEY] } },
    [`GET ${BASE}/audit`]: { body: { data: [CALL], nextCursor: 'p2.0' } },
  };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel(owner: { companyId: string } | 'mine' = { companyId: 'acme' }) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ApiKeysPanel owner={owner} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ApiKeysPanel', () => {
  it('lists keys with their scopes and last use, and the audit a page at a time', async () => {
    const user = userEvent.setup();
    renderPanel();
    const table = await screen.findByRole('table', { name: 'API keys' }, FIRST_ANSWER);
    const row = within(table).getByRole('row', { name: /Zapier/ });
    expect(row).toHaveTextContent('Read contacts, Read employees, roles and divisions');
    expect(row).toHaveTextContent('evk_live_AbCd…');
    expect(row).toHaveTextContent('Never');
    const audit = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(audit).getByRole('row', { name: /Zapier/ })).toHaveTextContent(
      'GET /v1/company/:companyId/employees',
    );
    answers[`GET ${BASE}/audit`] = {
      body: { data: [{ ...CALL, event: 'key.created', method: 'POST', status: 201 }] },
    };
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(audit).findByText('Key created')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${BASE}/audit` && c.query.get('cursor') === 'p2.0')).toBeDefined();
  });

  it('shows the empty states and the failure with its message', async () => {
    answers[`GET ${BASE}`] = { body: { data: [] } };
    answers[`GET ${BASE}/audit`] = { status: 403, body: { message: 'Forbidden.', code: 'forbidden' } };
    renderPanel();
    expect(await screen.findByRole('region', { name: 'No API keys yet' }, FIRST_ANSWER)).toBeInTheDocument();
    expect(await screen.findByText('The audit log could not be loaded')).toBeInTheDocument();
  });

  it('creates a key with chosen scopes and shows its secret once, with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answers[`POST ${BASE}`] = { status: 201, body: { data: { ...KEY, id: 'k2', secret: 'evk_live_SECRET' } } };
    renderPanel();
    await screen.findByRole('table', { name: 'API keys' }, FIRST_ANSWER);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'HR sync');
    await user.click(within(dialog).getByLabelText('Invite, edit, suspend and remove employees'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const secret = await screen.findByRole('dialog', { name: 'Copy your new key' });
    expect(within(secret).getByLabelText('API key')).toHaveValue('evk_live_SECRET');
    await user.click(within(secret).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith('evk_live_SECRET');
    expect(within(secret).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'HR sync',
      scopes: ['employees:manage'],
      rateLimit: 600,
    });
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('evk_live_SECRET')).not.toBeInTheDocument();
  });

  it("offers only one's own data's scopes for a personal key", async () => {
    const user = userEvent.setup();
    answers['GET /v1/api-keys'] = { body: { data: [] } };
    answers['GET /v1/api-keys/audit'] = { body: { data: [] } };
    renderPanel('mine');
    await user.click(await screen.findByRole('button', { name: 'Create key' }, FIRST_ANSWER));
    const dialog = screen.getByRole('dialog', { name: 'Create an API key' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(dialog).queryByLabelText('Invite, edit, suspend and remove employees')).not.toBeInTheDocument();
  });

  it('revokes a key after a confirmation', async () => {
    const user = userEvent.setup();
    answers[`DELETE ${BASE}/k1`] = { body: { data: { id: 'k1' } } };
    renderPanel();
    const table = await screen.findByRole('table', { name: 'API keys' }, FIRST_ANSWER);
    await user.click(within(table).getByRole('button', { name: 'Revoke Zapier' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke Zapier?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    answers[`GET ${BASE}`] = { body: { data: [] } };
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `${BASE}/k1`)).toBe(true));
    expect(await screen.findByRole('region', { name: 'No API keys yet' })).toBeInTheDocument();
  });
});
