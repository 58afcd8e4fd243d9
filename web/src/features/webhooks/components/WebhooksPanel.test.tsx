import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Company } from '@contract/company';
import { WEBHOOK_MESSAGES, type WebhookAttempt, type WebhookEndpoint } from '@contract/webhooks';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { WebhooksPanel } from './WebhooksPanel';

const at = '2026-01-01T10:00:00Z';
const URL_A = 'https://hooks.acme.test/everlink';
const ENDPOINT: WebhookEndpoint = {
  id: 'w1',
  companyId: 'acme',
  url: URL_A,
  events: ['lead.created', 'employee.joined'],
  description: 'CRM bridge',
  enabled: true,
  previousSecretExpiresAt: null,
  createdAt: at,
  updatedAt: at,
};
const ATTEMPT: WebhookAttempt = {
  id: 'a1',
  endpointId: 'w1',
  eventId: 'evt_1',
  type: 'lead.created',
  attempt: 2,
  at,
  statusCode: 500,
  durationMs: 42,
  error: 'HTTP 500',
  responseExcerpt: 'upstream down',
  state: 'PENDING',
  nextRetryAt: '2026-01-01T10:05:00Z',
};
const BASE = '/v1/company/acme/webhooks';
/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = {
    [`GET ${BASE}`]: { body: { data: [ENDPOINT] } },
    [`GET ${BASE}/w1/attempts`]: { body: { data: [ATTEMPT] } },
  };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <WebhooksPanel company={{ id: 'acme' } as Company} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const table = () => screen.findByRole('table', { name: 'Webhook endpoints' }, FIRST_ANSWER);

describe('WebhooksPanel', () => {
  it('lists endpoints with their events, state and last delivery', async () => {
    answers[`GET ${BASE}`] = {
      body: { data: [{ ...ENDPOINT, previousSecretExpiresAt: '2026-01-02T10:00:00Z' }] },
    };
    renderPanel();
    const row = within(await table()).getByRole('row', { name: new RegExp(URL_A) });
    expect(row).toHaveTextContent('CRM bridge');
    expect(row).toHaveTextContent('Lead created, Employee joined');
    expect(row).toHaveTextContent('Enabled');
    expect(row).toHaveTextContent(/Previous secret valid until/);
    expect(await within(row).findByText('Failed · 500, retrying')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${BASE}/w1/attempts`)?.query.get('limit')).toBe('1');
  });

  it('shows the empty state', async () => {
    answers[`GET ${BASE}`] = { body: { data: [] } };
    renderPanel();
    expect(await screen.findByRole('region', { name: 'No webhook endpoints yet' }, FIRST_ANSWER)).toBeInTheDocument();
  });

  it('shows why the list could not be loaded', async () => {
    answers[`GET ${BASE}`] = { status: 403, body: { message: 'Forbidden.', code: 'forbidden' } };
    renderPanel();
    expect(await screen.findByText('The webhook endpoints could not be loaded', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByText('Forbidden.')).toBeInTheDocument();
  });

  it("adds an endpoint with the contract's checks and the server's, and shows its secret once", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    answers[`POST ${BASE}`] = [
      {
        status: 400,
        body: {
          message: WEBHOOK_MESSAGES.urlBlocked,
          code: 'bad_request',
          fields: { url: WEBHOOK_MESSAGES.urlBlocked },
        },
      },
      { status: 201, body: { data: { ...ENDPOINT, id: 'w2', secret: 'whsec_SECRET' } } },
    ];
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://10.0.0.1/hook');
    await user.click(within(dialog).getByLabelText('Lead created'));
    expect(within(dialog).getByText(/A visitor leaves their details/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlBlocked)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Endpoint URL'));
    await user.type(within(dialog).getByLabelText('Endpoint URL'), URL_A);
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'CRM bridge');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByRole('dialog', { name: 'Copy the signing secret' });
    expect(secret).toHaveTextContent('This is the only time the secret is shown.');
    expect(within(secret).getByLabelText('Signing secret')).toHaveValue('whsec_SECRET');
    await user.click(within(secret).getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith('whsec_SECRET');
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      url: URL_A,
      events: ['lead.created'],
      description: 'CRM bridge',
      enabled: true,
    });
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue('whsec_SECRET')).not.toBeInTheDocument();
  });

  it('edits the events and turns the endpoint off', async () => {
    const user = userEvent.setup();
    answers[`PATCH ${BASE}/w1`] = { body: { data: { ...ENDPOINT, enabled: false } } };
    renderPanel();
    await user.click(within(await table()).getByRole('button', { name: `Edit ${URL_A}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${URL_A}` });
    expect(within(dialog).getByLabelText('Lead created')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Send events to this endpoint'));
    await user.click(within(dialog).getByLabelText('Employee joined'));
    await user.click(within(dialog).getByLabelText('Contact deleted'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      enabled: false,
      events: ['lead.created', 'contact.deleted'],
      description: 'CRM bridge',
    });
  });

  it('rotates the secret after a confirmation and shows the new one once, with the 24-hour overlap', async () => {
    const user = userEvent.setup();
    answers[`POST ${BASE}/w1/rotate`] = { body: { data: { ...ENDPOINT, secret: 'whsec_NEW' } } };
    renderPanel();
    await user.click(within(await table()).getByRole('button', { name: `Rotate secret of ${URL_A}` }));
    const confirm = screen.getByRole('alertdialog', { name: `Rotate the secret of ${URL_A}?` });
    expect(confirm).toHaveTextContent('The old one keeps signing too for 24 hours');
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const secret = await screen.findByRole('dialog', { name: 'Copy the new signing secret' });
    expect(within(secret).getByLabelText('Signing secret')).toHaveValue('whsec_NEW');
    expect(secret).toHaveTextContent('The old secret keeps signing beside it for 24 hours');
  });

  it('sends the endpoint a test event', async () => {
    const user = userEvent.setup();
    answers[`POST ${BASE}/w1/test`] = { status: 202, body: { data: { eventId: 'evt_test' } } };
    renderPanel();
    await user.click(within(await table()).getByRole('button', { name: `Send test event to ${URL_A}` }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `${BASE}/w1/test`)).toBe(true));
  });

  it('deletes an endpoint after a confirmation', async () => {
    const user = userEvent.setup();
    answers[`DELETE ${BASE}/w1`] = { body: { data: { id: 'w1' } } };
    renderPanel();
    await user.click(within(await table()).getByRole('button', { name: `Delete ${URL_A}` }));
    const confirm = screen.getByRole('alertdialog', { name: `Delete ${URL_A}?` });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    answers[`GET ${BASE}`] = { body: { data: [] } };
    await user.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByRole('region', { name: 'No webhook endpoints yet' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${BASE}/w1`)).toBe(true);
  });

  it('shows the delivery log with request and response, resends, and says why a resend is refused', async () => {
    const user = userEvent.setup();
    answers[`GET ${BASE}/w1/events/evt_1`] = {
      body: {
        data: {
          id: 'evt_1',
          type: 'lead.created',
          created: 1,
          companyId: 'acme',
          data: { contact: { firstName: 'Vera' } },
        },
      },
    };
    renderPanel();
    await user.click(within(await table()).getByRole('button', { name: `Delivery log of ${URL_A}` }));
    const log = await screen.findByRole('table', { name: `Delivery log: ${URL_A}` });
    const row = within(log).getByRole('row', { name: /Lead created/ });
    expect(row).toHaveTextContent('500');
    expect(row).toHaveTextContent('Will retry');
    expect(row).toHaveTextContent('evt_1');
    expect(calls.some((c) => c.path === `${BASE}/w1/events/evt_1`)).toBe(false);
    await user.click(within(row).getByText('Request and response'));
    expect(await within(row).findByText(/"firstName": "Vera"/)).toBeInTheDocument();
    expect(within(row).getByText('upstream down')).toBeInTheDocument();
    // Each body may scroll, so it takes keyboard focus (axe scrollable-region-focusable).
    expect(within(row).getByRole('region', { name: 'Request body' })).toHaveAttribute('tabindex', '0');
    expect(within(row).getByRole('region', { name: 'Response (start)' })).toHaveTextContent('upstream down');
    expect(within(row).getByText('Error: HTTP 500')).toBeInTheDocument();

    answers[`POST ${BASE}/w1/events/evt_1/resend`] = [
      { status: 202, body: { data: { eventId: 'evt_1' } } },
      { status: 429, body: { message: 'Too many requests. Please try again later.', code: 'too_many_requests' } },
    ];
    const resend = within(row).getByRole('button', { name: /^Resend lead.created/ });
    await user.click(resend);
    await waitFor(() => expect(calls.filter((c) => c.path === `${BASE}/w1/events/evt_1/resend`)).toHaveLength(1));
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});
