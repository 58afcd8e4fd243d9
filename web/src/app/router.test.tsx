import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from '../session/auth';
import { SessionProvider } from '../session/session';
import { routes } from './router';
import { safeRedirect, signedOutDestination, withRedirect } from '../session/redirects';

/** The real route table and auth state machine (Firebase Auth with nobody signed in). */
function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('routes for a signed-out visitor', () => {
  it.each(['/contacts', '/dashboard', '/profile/p1/links', '/company/roles', '/superadmin/roles'])(
    '%s sends the visitor to the landing page',
    async (path) => {
      const router = visit(path);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Your business card, always up to date.' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.search).toBe('');
    },
  );

  it('keeps a card path in the redirect query through sign-in links', async () => {
    visit('/?redirect=%2Fcard%2Fabc');
    expect(await screen.findByRole('status')).toHaveTextContent('Sign in to continue');
    const links = screen.getAllByRole('link', { name: 'Sign in' });
    expect(links[0]).toHaveAttribute('href', '/auth/sign-in?redirect=%2Fcard%2Fabc');
  });

  it('shows public pages without sign-in', async () => {
    visit('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('offers every sign-in method on the sign-in page', async () => {
    visit('/auth/sign-in');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Everlink' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    for (const name of ['Password', 'Email link', 'Phone'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('answers an unknown path with a page, not an error', async () => {
    visit('/no-such-page');
    expect(await screen.findByRole('heading', { name: "This page doesn't exist" })).toBeInTheDocument();
  });
});

describe('redirect helpers', () => {
  it('sends a card straight to sign-in, carrying its path; anything else to the landing page', () => {
    expect(signedOutDestination('/card/abc')).toBe('/auth/sign-in?redirect=%2Fcard%2Fabc');
    expect(signedOutDestination('/contacts')).toBe('/');
  });

  it('accepts only paths inside the app', () => {
    expect(safeRedirect('/card/abc')).toBe('/card/abc');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(withRedirect('/auth', '/card/abc')).toBe('/auth?redirect=%2Fcard%2Fabc');
  });
});
