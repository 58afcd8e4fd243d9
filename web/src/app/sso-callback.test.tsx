import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { stubFetch, type Routes as ApiRoutes, type StubRequest } from '../test/fetch-stub.test-support';
import SignIn from '../features/auth/routes/SignIn';
import SsoCallback from '../features/sso/routes/SsoCallback';

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

let answers: ApiRoutes;
let calls: StubRequest[];

beforeEach(() => {
  answers = {};
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sso/callback" element={<SsoCallback />} />
          <Route path="/auth/sign-in" element={<SignIn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/sso/callback', () => {
  it('back from a provider that refused: the sign-in page says so, and nothing was asked of the API', async () => {
    renderAt('/sso/callback?error=access_denied&state=s1');
    expect(await screen.findByRole('alert', {}, FIRST_ANSWER)).toHaveTextContent(
      'Your identity provider did not sign you in.',
    );
    expect(screen.getByRole('heading', { name: 'Sign in to Everlink' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("a code the API cannot take (expired, replayed): the sign-in page gives the API's reason", async () => {
    answers['POST /v1/sso/oidc/callback'] = {
      status: 400,
      body: { message: 'This sign-in has expired or was already used. Start again.' },
    };
    renderAt('/sso/callback?code=c1&state=s1');
    expect(await screen.findByRole('alert', {}, FIRST_ANSWER)).toHaveTextContent(
      'This sign-in has expired or was already used. Start again.',
    );
    expect(calls.filter((call) => call.path === '/v1/sso/oidc/callback').map((call) => call.body)).toEqual([
      { code: 'c1', state: 's1' },
    ]);
    expect(calls.some((call) => call.path === '/v1/sso/complete')).toBe(false);
  });
});
