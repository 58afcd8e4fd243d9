import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { publicProfileFixture } from '../features/cards/cards.test-support';
import { PublicProfileView } from '../features/public-card';
import { ErrorState, LoadingState } from '../components/ui';
import { i18n } from './index';
import { PublicLanguage, usePublicPageLanguage } from './public-language';

afterEach(() => vi.unstubAllGlobals());

function inRouter(path: string) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
}

function stubBrowserLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
}

describe('usePublicPageLanguage', () => {
  it("takes ?lang= first, then the owner's language, then the browser's, then English", () => {
    stubBrowserLanguages(['es-ES', 'en']);
    const page = (path: string, owner?: 'auto' | 'fr') =>
      renderHook(() => usePublicPageLanguage(owner), { wrapper: inRouter(path) }).result.current;
    expect(page('/card/X?lang=de', 'fr')).toEqual({ language: 'de', explicit: true });
    expect(page('/card/X', 'fr')).toEqual({ language: 'fr', explicit: false });
    expect(page('/card/X?lang=xx', 'auto')).toEqual({ language: 'es', explicit: false });
    stubBrowserLanguages(['ja-JP']);
    expect(page('/card/X')).toEqual({ language: 'en', explicit: false });
  });
});

describe('PublicLanguage', () => {
  it('shows its subtree in the language, sets the page’s lang while it shows, and leaves the app English', async () => {
    document.documentElement.lang = 'en';
    const profile = publicProfileFixture();
    const { unmount } = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <PublicLanguage language="es">
            <PublicProfileView profile={profile} fallbackUrl="http://localhost/card/x" leadFormLanguage="es" />
          </PublicLanguage>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The Spanish texts are a chunk of their own: a spinner, then the card.
    expect(await screen.findByRole('link', { name: 'Guardar contacto' })).toHaveAttribute(
      'href',
      '/v1/public/profiles/p-work/vcard',
    );
    expect(screen.getByRole('link', { name: 'Intercambiar contacto' })).toHaveAttribute(
      'href',
      '/contacts/new/p-work?lang=es',
    );
    expect(screen.getByRole('region', { name: 'Acerca de' })).toBeInTheDocument();
    expect(screen.getByText('Partnerships Lead en Northwind Labs')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Código QR de esta tarjeta' })).toBeInTheDocument();
    // The owner's own words stay as written.
    expect(screen.getByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeInTheDocument();
    expect(screen.getByText('I connect product teams with partners.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner program' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.language).toBe('en');
    unmount();
    expect(document.documentElement.lang).toBe('en');
  });

  it('words the shared states on a public page (the common namespace) in the language too', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <PublicLanguage language="es">
        <LoadingState />
        <ErrorState error={new Error('offline')} onRetry={onRetry} />
      </PublicLanguage>,
    );
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('No se pudo cargar');
    expect(failed).toHaveTextContent('Algo salió mal. Inténtelo de nuevo.');
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(i18n.t('tryAgain')).toBe('Try again');
  });
});
