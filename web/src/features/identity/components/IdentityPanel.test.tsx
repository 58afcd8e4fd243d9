import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { expectNoAxeViolations } from '../../../test/axe.test-support';
import {
  AUDIT,
  DOMAINS,
  FIRST_ANSWER,
  OIDC,
  SSO,
  TOKEN,
  TOKENS,
  claim,
  emptyIdentity,
  renderIdentity,
} from '../identity.test-support';

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = emptyIdentity();
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole('region', { name });

describe('IdentityPanel', () => {
  it('shows every section’s empty state, enforcement held back with the reason, and is axe clean', async () => {
    const { container } = renderIdentity();
    expect(await screen.findByText('No identity provider yet', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(await screen.findByText('No domain claimed yet')).toBeInTheDocument();
    expect(await screen.findByText('No SCIM token yet')).toBeInTheDocument();
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    const enforce = section('Enforce single sign-on');
    expect(within(enforce).getByRole('switch', { name: 'Require single sign-on' })).toBeDisabled();
    expect(enforce).toHaveTextContent('Set up an identity provider first.');
    expect(within(section('Directory sync (SCIM)')).getByLabelText('SCIM base URL')).toHaveValue(
      `${window.location.origin}/scim/v2`,
    );
    await expectNoAxeViolations(container);
  });

  it('shows each section’s failure with the API’s message', async () => {
    const refusal = { status: 403, body: { message: 'Single sign-on is part of Teams.', code: 'not-in-plan' } };
    answers[`GET ${SSO}`] = refusal;
    answers[`GET ${DOMAINS}`] = { status: 500, body: { message: 'Something went wrong.' } };
    answers[`GET ${TOKENS}`] = { status: 403, body: { message: 'SCIM provisioning is part of Teams.' } };
    renderIdentity();
    expect(await screen.findByText('The identity provider could not be loaded', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByText('Single sign-on is part of Teams.')).toBeInTheDocument();
    expect(await screen.findByText('The domains could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('The SCIM tokens could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('SCIM provisioning is part of Teams.')).toBeInTheDocument();
    // Enforcement has nothing to decide on without both lists.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('holds enforcement back until a domain is verified', async () => {
    answers[`GET ${SSO}`] = { body: { data: OIDC } };
    answers[`GET ${DOMAINS}`] = { body: { data: [claim()] } };
    renderIdentity();
    const enforce = await screen.findByRole('region', { name: 'Enforce single sign-on' }, FIRST_ANSWER);
    expect(within(enforce).getByRole('switch')).toBeDisabled();
    expect(enforce).toHaveTextContent('Verify a domain first');
  });

  it('enforces after a confirmation that says who is affected and the owner’s break-glass, and lifts it at once', async () => {
    const user = userEvent.setup();
    answers[`GET ${SSO}`] = { body: { data: OIDC } };
    answers[`GET ${DOMAINS}`] = { body: { data: [claim({ status: 'verified', verifiedAt: '2026-01-02T10:00:00Z' })] } };
    answers[`PUT ${SSO}/enforcement`] = (request) => ({
      body: { data: { ...OIDC, enforced: (request.body as { enforced: boolean }).enforced } },
    });
    renderIdentity();
    const toggle = await screen.findByRole('switch', { name: 'Require single sign-on' }, FIRST_ANSWER);
    expect(toggle).toBeEnabled();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const dialog = screen.getByRole('alertdialog', { name: 'Require single sign-on?' });
    expect(dialog).toHaveTextContent('Everyone with an address on acme.test must sign in through your provider');
    expect(dialog).toHaveTextContent('The company’s owner keeps a way in');
    await expectNoAxeViolations(dialog);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    answers[`GET ${SSO}`] = { body: { data: { ...OIDC, enforced: true } } };
    await user.click(within(dialog).getByRole('button', { name: 'Require single sign-on' }));
    expect(await screen.findByText('Single sign-on is now required.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enforced: true });
    answers[`GET ${SSO}`] = { body: { data: OIDC } };
    await user.click(toggle);
    expect(await screen.findByText('Single sign-on is no longer required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { enforced: true },
      { enforced: false },
    ]);
  });

  it('removing the last verified domain shows enforcement off, as the API turned it off', async () => {
    const user = userEvent.setup();
    answers[`GET ${SSO}`] = { body: { data: { ...OIDC, enforced: true } } };
    answers[`GET ${DOMAINS}`] = { body: { data: [claim({ status: 'verified', verifiedAt: '2026-01-02T10:00:00Z' })] } };
    answers[`DELETE ${DOMAINS}/acme.test`] = { status: 204 };
    renderIdentity();
    const toggle = await screen.findByRole('switch', { name: 'Require single sign-on' }, FIRST_ANSWER);
    expect(toggle).toBeChecked();
    const item = screen.getByRole('listitem', { name: 'acme.test' });
    await user.click(within(item).getByRole('button', { name: 'Remove acme.test' }));
    answers[`GET ${SSO}`] = { body: { data: OIDC } };
    answers[`GET ${DOMAINS}`] = { body: { data: [] } };
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove domain' }));
    expect(await screen.findByText('acme.test removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(section('Enforce single sign-on')).toHaveTextContent('Verify a domain first');
  });

  it('cancelling the confirmation changes nothing', async () => {
    const user = userEvent.setup();
    answers[`GET ${SSO}`] = { body: { data: OIDC } };
    answers[`GET ${DOMAINS}`] = { body: { data: [claim({ status: 'verified' })] } };
    renderIdentity();
    await user.click(await screen.findByRole('switch', { name: 'Require single sign-on' }, FIRST_ANSWER));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('lists SCIM tokens, creates one whose secret is shown once with the base URL, and revokes after a confirmation', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answers[`GET ${TOKENS}`] = { body: { data: [TOKEN] } };
    answers[`POST ${TOKENS}`] = {
      status: 201,
      body: {
        data: { ...TOKEN, id: 't2', name: 'Okta', secret: 'evk_scim_SECRET', baseUrl: 'https://ever.test/scim/v2' },
      },
    };
    answers[`DELETE ${TOKENS}/t1`] = { status: 204 };
    renderIdentity();
    const table = await screen.findByRole('table', { name: 'SCIM tokens' }, FIRST_ANSWER);
    const row = within(table).getByRole('row', { name: /Entra ID/ });
    expect(row).toHaveTextContent('evk_scim_AbCd…');
    expect(row).toHaveTextContent('Never');

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const form = screen.getByRole('dialog', { name: 'Create a SCIM token' });
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(form).getByLabelText('Name'), 'Okta');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    const secret = await screen.findByRole('dialog', { name: 'Copy your SCIM token' });
    expect(secret).toHaveTextContent('with the base URL https://ever.test/scim/v2');
    expect(within(secret).getByLabelText('SCIM token')).toHaveValue('evk_scim_SECRET');
    await user.click(within(secret).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith('evk_scim_SECRET');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Okta' });
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('evk_scim_SECRET')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke Entra ID' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke Entra ID?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    answers[`GET ${TOKENS}`] = { body: { data: [] } };
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Token Entra ID revoked.')).toBeInTheDocument();
    expect(await screen.findByText('No SCIM token yet')).toBeInTheDocument();
    // The audit is read again: the revocation is in it.
    expect(calls.filter((c) => c.path === AUDIT).length).toBeGreaterThan(1);
  });

  it('shows the API’s refusal of a new token on the form', async () => {
    const user = userEvent.setup();
    answers[`POST ${TOKENS}`] = {
      status: 409,
      body: { message: 'A company can have at most 5 SCIM tokens. Revoke one first.', code: 'conflict' },
    };
    renderIdentity();
    await screen.findByText('No SCIM token yet', {}, FIRST_ANSWER);
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const form = screen.getByRole('dialog', { name: 'Create a SCIM token' });
    await user.type(within(form).getByLabelText('Name'), 'Sixth');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A company can have at most 5 SCIM tokens.');
  });
});
