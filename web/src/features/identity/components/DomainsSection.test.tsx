import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { expectNoAxeViolations } from '../../../test/axe.test-support';
import { DOMAINS, FIRST_ANSWER, claim, emptyIdentity, renderIdentity } from '../identity.test-support';

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = emptyIdentity();
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

const domains = () => screen.getByRole('region', { name: 'Domains' });

describe('DomainsSection', () => {
  it('refuses a malformed domain, claims one and shows the TXT record to publish with copy buttons', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answers[`POST ${DOMAINS}`] = { status: 201, body: { data: claim() } };
    const { container } = renderIdentity();
    await screen.findByText('No domain claimed yet', {}, FIRST_ANSWER);
    const form = within(domains()).getByRole('form', { name: 'Claim domain' });
    await user.type(within(form).getByLabelText('Domain'), 'https://acme');
    await user.click(within(form).getByRole('button', { name: 'Claim domain' }));
    expect(await within(form).findByText('Enter a domain such as example.com.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Domain'));
    await user.type(within(form).getByLabelText('Domain'), ' Acme.TEST ');
    answers[`GET ${DOMAINS}`] = { body: { data: [claim()] } };
    await user.click(within(form).getByRole('button', { name: 'Claim domain' }));
    expect(await screen.findByText('acme.test claimed. Publish the TXT record, then check it.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ domain: 'acme.test' });
    expect(within(form).getByLabelText('Domain')).toHaveValue('');

    const item = await within(domains()).findByRole('listitem', { name: 'acme.test' });
    expect(item).toHaveTextContent('Pending');
    expect(item).toHaveTextContent('Not checked yet');
    expect(within(item).getByLabelText('TXT record name')).toHaveValue('_everlink-challenge.acme.test');
    expect(within(item).getByLabelText('TXT record value')).toHaveValue('everlink-verify=tok123');
    await user.click(within(item).getByRole('button', { name: 'Copy TXT record value' }));
    expect(writeText).toHaveBeenCalledWith('everlink-verify=tok123');
    await expectNoAxeViolations(container);
  });

  it('shows the API’s refusal of a claim on the field', async () => {
    const user = userEvent.setup();
    answers[`POST ${DOMAINS}`] = {
      status: 409,
      body: {
        message: 'Another company has already claimed this domain.',
        fields: { domain: 'Another company has already claimed this domain.' },
      },
    };
    renderIdentity();
    await screen.findByText('No domain claimed yet', {}, FIRST_ANSWER);
    const form = within(domains()).getByRole('form', { name: 'Claim domain' });
    await user.type(within(form).getByLabelText('Domain'), 'taken.test');
    await user.click(within(form).getByRole('button', { name: 'Claim domain' }));
    expect(await within(form).findByText('Another company has already claimed this domain.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks now: a record not found yet says so and the claim shows why and when it was checked', async () => {
    const user = userEvent.setup();
    const failed = claim({
      status: 'failed',
      lastCheckedAt: '2026-01-02T10:00:00Z',
      lastError: 'We could not find the TXT record yet. Publish it, wait a few minutes and check again.',
    });
    answers[`GET ${DOMAINS}`] = { body: { data: [claim()] } };
    answers[`POST ${DOMAINS}/acme.test/verify`] = () => {
      answers[`GET ${DOMAINS}`] = { body: { data: [failed] } };
      return { body: { data: failed } };
    };
    renderIdentity();
    const item = await screen.findByRole('listitem', { name: 'acme.test' }, FIRST_ANSWER);
    await user.click(within(item).getByRole('button', { name: 'Check now acme.test' }));
    expect(await screen.findByText('acme.test checked: its TXT record was not found yet.')).toBeInTheDocument();
    await waitFor(() => expect(item).toHaveTextContent('Not found'));
    expect(within(item).getByRole('status')).toHaveTextContent('We could not find the TXT record yet.');
    expect(item).toHaveTextContent(/Last checked/);
    // Still there to publish, and to check again.
    expect(within(item).getByLabelText('TXT record value')).toHaveValue('everlink-verify=tok123');
  });

  it('checks now: an expired claim’s refusal is shown and the claims are read again', async () => {
    const user = userEvent.setup();
    answers[`GET ${DOMAINS}`] = { body: { data: [claim()] } };
    answers[`POST ${DOMAINS}/acme.test/verify`] = {
      status: 410,
      body: { message: 'This claim’s token has expired. Start the claim again for a new one.', code: 'gone' },
    };
    renderIdentity();
    const item = await screen.findByRole('listitem', { name: 'acme.test' }, FIRST_ANSWER);
    const reads = () => calls.filter((c) => c.method === 'GET' && c.path === DOMAINS).length;
    const before = reads();
    await user.click(within(item).getByRole('button', { name: 'Check now acme.test' }));
    expect(
      await screen.findByText('This claim’s token has expired. Start the claim again for a new one.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('checks now: a verified domain drops its record and its check', async () => {
    const user = userEvent.setup();
    const verified = claim({ status: 'verified', verifiedAt: '2026-01-02T10:00:00Z' });
    answers[`GET ${DOMAINS}`] = { body: { data: [claim()] } };
    answers[`POST ${DOMAINS}/acme.test/verify`] = () => {
      answers[`GET ${DOMAINS}`] = { body: { data: [verified] } };
      return { body: { data: verified } };
    };
    renderIdentity();
    const item = await screen.findByRole('listitem', { name: 'acme.test' }, FIRST_ANSWER);
    await user.click(within(item).getByRole('button', { name: 'Check now acme.test' }));
    expect(await screen.findByText('acme.test verified.')).toBeInTheDocument();
    await waitFor(() => expect(item).toHaveTextContent('Verified'));
    expect(item).toHaveTextContent(/Verified on/);
    expect(within(item).queryByLabelText('TXT record value')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Check now/ })).not.toBeInTheDocument();
    // Enforcement may now be turned on (a provider still missing says so).
    expect(screen.getByRole('region', { name: 'Enforce single sign-on' })).toHaveTextContent(
      'Set up an identity provider first.',
    );
  });

  it('removes a domain after a confirmation', async () => {
    const user = userEvent.setup();
    answers[`GET ${DOMAINS}`] = { body: { data: [claim()] } };
    answers[`DELETE ${DOMAINS}/acme.test`] = { status: 204 };
    renderIdentity();
    const item = await screen.findByRole('listitem', { name: 'acme.test' }, FIRST_ANSWER);
    await user.click(within(item).getByRole('button', { name: 'Remove acme.test' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove acme.test?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    answers[`GET ${DOMAINS}`] = { body: { data: [] } };
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    expect(await screen.findByText('acme.test removed.')).toBeInTheDocument();
    expect(await screen.findByText('No domain claimed yet')).toBeInTheDocument();
  });
});
