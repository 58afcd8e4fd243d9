import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { SSO_MESSAGES, type SsoDiscovery } from '@contract/sso';
import { createQueryClient } from '../../lib/query-client';
import { stubFetch, type Routes, type StubRequest } from '../../test/fetch-stub.test-support';
import { leaveSignInNotice } from '../../session/sign-in-notice';
import SignIn from './routes/SignIn';
import SignUp from './routes/SignUp';

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

const NORTHWIND = (enforced: boolean): SsoDiscovery => ({
  sso: true,
  providerId: 'oidc.northwind',
  type: 'oidc',
  companyName: 'Northwind',
  enforced,
});

let answers: Routes;
let calls: StubRequest[];

beforeEach(() => {
  answers = {
    'POST /v1/sso/discover': ({ body }) => {
      const email = (body as { email: string }).email;
      if (email.endsWith('@northwind.test')) return { body: { data: NORTHWIND(true) } };
      if (email.endsWith('@contoso.test')) return { body: { data: NORTHWIND(false) } };
      return { body: { data: { sso: false } } };
    },
  };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, screenElement: React.ReactElement) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{screenElement}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const discoveries = () => calls.filter((call) => call.path === '/v1/sso/discover');

describe('sign-in: email-first routing', () => {
  it('asks only about a complete address, once typing pauses, and offers the company SSO first', async () => {
    const user = userEvent.setup();
    renderAt('/auth/sign-in', <SignIn />);
    await user.type(screen.getByLabelText('Email'), 'ann@contoso.test');
    const button = await screen.findByRole('button', { name: 'Continue with Northwind single sign-on' }, FIRST_ANSWER);
    expect(discoveries().map((call) => call.body)).toEqual([{ email: 'ann@contoso.test' }]);
    // Not enforced: the password stays as another way in.
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(button.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('hides the password for an enforced address and says why; another address brings it back', async () => {
    const user = userEvent.setup();
    renderAt('/auth/sign-in', <SignIn />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ann@northwind.test');
    expect(await screen.findByText(SSO_MESSAGES.ssoRequired, {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Northwind single sign-on' })).toBeEnabled();
    await user.clear(email);
    await user.type(email, 'ann@example.com');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByText(SSO_MESSAGES.ssoRequired)).toBeNull();
  });

  it("gives the company's owner the password back (break-glass): the API decides", async () => {
    const user = userEvent.setup();
    renderAt('/auth/sign-in', <SignIn />);
    await user.type(screen.getByLabelText('Email'), 'owner@northwind.test');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'I own Northwind’s Everlink account: sign in another way' },
        FIRST_ANSWER,
      ),
    );
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /I own Northwind/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Northwind single sign-on' })).toBeInTheDocument();
  });

  it('refuses a password sent for an enforced address before the lookup has answered, without signing in', async () => {
    const user = userEvent.setup();
    // The lookup answers only once the form has been sent.
    let answer: (reply: { body: unknown }) => void = () => undefined;
    answers['POST /v1/sso/discover'] = () => new Promise((resolve) => (answer = resolve));
    renderAt('/auth/sign-in', <SignIn />);
    await user.type(screen.getByLabelText('Email'), 'bo@northwind.test');
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(discoveries()).not.toHaveLength(0), FIRST_ANSWER);
    answer({ body: { data: NORTHWIND(true) } });
    expect(await screen.findAllByText(SSO_MESSAGES.ssoRequired, {}, FIRST_ANSWER)).not.toHaveLength(0);
    expect(calls.filter((call) => call.url.includes('identitytoolkit'))).toEqual([]);
    expect(discoveries()).toHaveLength(1);
  });

  it('refuses an email link for an enforced address', async () => {
    const user = userEvent.setup();
    renderAt('/auth/sign-in?method=email-link', <SignIn />);
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ann@northwind.test');
    expect(await screen.findByText(SSO_MESSAGES.ssoRequired, {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });

  it('shows the reason the last session ended, once', async () => {
    leaveSignInNotice(SSO_MESSAGES.emailNotOnDomain);
    renderAt('/auth/sign-in', <SignIn />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.emailNotOnDomain);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('sign-up: email-first routing', () => {
  it('offers the company SSO instead of a password account for an enforced address', async () => {
    const user = userEvent.setup();
    renderAt('/auth', <SignUp />);
    await user.type(screen.getByLabelText('Email'), 'ann@northwind.test');
    expect(await screen.findByText(SSO_MESSAGES.ssoRequired, {}, FIRST_ANSWER)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(screen.getByRole('button', { name: 'Continue with Northwind single sign-on' })).toBeInTheDocument();
  });
});
