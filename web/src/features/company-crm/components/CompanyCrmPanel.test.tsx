import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { BASE, COMPANY, PROPERTIES, gohighlevel, hubspot, push, salesforce } from '../company-crm.test-support';
import { CompanyCrmPanel } from './CompanyCrmPanel';

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = {
    [`GET ${BASE}`]: { body: { data: [hubspot, salesforce, gohighlevel] } },
    [`GET ${BASE}/hubspot/properties`]: { body: { data: { properties: PROPERTIES } } },
    [`GET ${BASE}/pushes`]: { body: { data: [push()] } },
  };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderPanel(at = '/company/crm') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <CompanyCrmPanel companyId={COMPANY} />
        <Address />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('CompanyCrmPanel', () => {
  it('shows each CRM with its state, the connected one’s account, counts and who connected it', async () => {
    renderPanel();
    await screen.findByRole('list', { name: 'CRMs' }, FIRST_ANSWER);
    const hub = card('HubSpot');
    expect(hub).toHaveTextContent('Connected');
    expect(hub).toHaveTextContent('Account: acme.hubspot.com');
    expect(hub).toHaveTextContent(/Connected by Ada Admin on/);
    expect(hub).toHaveTextContent('Pending1Waiting0Synced12Failed2');
    expect(within(hub).getByRole('button', { name: 'Disconnect HubSpot' })).toBeInTheDocument();
    // One CRM at a time: Salesforce says which one to disconnect first, and offers no Connect.
    expect(card('Salesforce')).toHaveTextContent('The company syncs to HubSpot. Disconnect it to use Salesforce.');
    expect(within(card('Salesforce')).queryByRole('button', { name: 'Connect Salesforce' })).not.toBeInTheDocument();
    expect(card('GoHighLevel')).toHaveTextContent('Not available');
    expect(within(card('GoHighLevel')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('connects: the browser goes to the consent page the API names', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answers[`GET ${BASE}`] = {
      body: { data: [{ ...hubspot, ...salesforce, id: 'hubspot', name: 'HubSpot' }, salesforce] },
    };
    answers[`GET ${BASE}/hubspot/oauth`] = { body: { data: { url: 'http://fakes/hubspot/oauth/authorize?state=s' } } };
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Connect HubSpot' }, FIRST_ANSWER));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://fakes/hubspot/oauth/authorize?state=s'));
  });

  it('shows a lapsed connection with the reason and a Reconnect, and the pushes waiting', async () => {
    const lapsed = { ...hubspot, status: 'needs_reconnect' as const, reason: 'refresh token revoked' };
    answers[`GET ${BASE}`] = { body: { data: [lapsed, salesforce, gohighlevel] } };
    renderPanel();
    await screen.findByRole('list', { name: 'CRMs' }, FIRST_ANSWER);
    expect(within(card('HubSpot')).getByRole('status')).toHaveTextContent(
      'HubSpot stopped accepting Everlink’s access (refresh token revoked). Pushes wait until you reconnect; nothing is lost.',
    );
    expect(within(card('HubSpot')).getByRole('button', { name: 'Reconnect HubSpot' })).toBeInTheDocument();
  });

  it('hands the consent page’s code and state to the API once, cleans the address and says so', async () => {
    answers[`POST ${BASE}/hubspot/oauth`] = { body: { data: hubspot } };
    renderPanel('/company/crm?companyId=acme&code=c-1&state=hubspot.n-1');
    expect(await screen.findByText('HubSpot connected.', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'HubSpot' })).toHaveTextContent('Connected');
    // The list is read once the connection is made, not beside it.
    const order = calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf(`GET ${BASE}`)).toBeGreaterThan(order.indexOf(`POST ${BASE}/hubspot/oauth`));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({ path: `${BASE}/hubspot/oauth`, body: { code: 'c-1', state: 'hubspot.n-1' } }),
    ]);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/company\/crm\?companyId=acme$/);
  });

  it('shows the API’s refusal of a consent page’s answer', async () => {
    answers[`POST ${BASE}/salesforce/oauth`] = {
      status: 409,
      body: { message: 'The company already syncs to another CRM. Disconnect it first.', code: 'conflict' },
    };
    renderPanel('/company/crm?code=c-2&state=salesforce.n-2');
    expect(
      await screen.findByText('The company already syncs to another CRM. Disconnect it first.', {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/company\/crm$/);
  });

  it('disconnects after a confirmation', async () => {
    const user = userEvent.setup();
    answers[`DELETE ${BASE}/hubspot`] = { status: 204 };
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Disconnect HubSpot' }, FIRST_ANSWER));
    const dialog = screen.getByRole('alertdialog', { name: 'Disconnect HubSpot?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    answers[`GET ${BASE}`] = { body: { data: [{ ...salesforce, id: 'hubspot', name: 'HubSpot' }, salesforce] } };
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('HubSpot disconnected.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect HubSpot' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Field mapping' })).not.toBeInTheDocument();
  });

  it('shows the loading failure with the API’s message', async () => {
    answers[`GET ${BASE}`] = {
      status: 403,
      body: { message: 'You do not have permission to do this.', code: 'forbidden' },
    };
    renderPanel();
    expect(await screen.findByText('The CRMs could not be loaded', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument();
  });
});
