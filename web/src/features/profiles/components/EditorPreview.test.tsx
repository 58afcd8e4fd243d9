import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { PublicViewContext } from '@contract/public-view';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { profileFixture } from '../../cards/cards.test-support';
import { EditorPreview } from './EditorPreview';

/** The card's context as GET /v1/profiles/{id}/public-context answers it for an employee of Acme. */
const ACME_CONTEXT: PublicViewContext = {
  companyBrand: {
    id: 'acme',
    name: 'Acme',
    logoUrl: '/v1/files/companies/acme/logo/v1.webp?token=t',
    backgroundUrl: '/v1/files/companies/acme/background/v1.webp?token=t',
    brand: { primaryColor: '#aa0000', accentColor: '#00aa00' },
    everlinks: [
      { id: 'c1', type: 'url', title: 'Welcome pack', url: 'https://acme.example.com/welcome' },
      { id: 'c2', type: 'url', title: 'Sales playbook', url: 'https://acme.example.com/sales' },
    ],
  },
  feeds: [
    {
      provider: 'x',
      name: 'X',
      kind: 'tweets',
      account: { username: 'rey', url: 'https://x.com/rey' },
      items: [
        {
          url: 'https://x.com/rey/status/1',
          text: 'Come say hi at booth 42!',
          imageUrl: null,
          publishedAt: '2026-11-20T15:04:00.000Z',
        },
      ],
    },
  ],
  connectedBookingUrl: 'https://calendly.com/acme-rey/product-demo',
};

function stubApi(context: PublicViewContext) {
  stubFetch({
    '/v1/profiles/p-work/public-context': { body: { data: context } },
    '/v1/socials': { body: { data: [] } },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('EditorPreview', () => {
  it("shows an employee's draft with the company's logo, background, colour and links above their own, their feed and booking, as the card page does", async () => {
    stubApi(ACME_CONTEXT);
    const draft = profileFixture({
      firstName: 'Rey',
      everlinks: [
        {
          id: 'e1',
          type: 'url',
          title: 'My portfolio',
          url: 'https://rey.example.com',
          icon: null,
          thumbnailUrl: null,
          visible: true,
        },
      ],
    });
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <EditorPreview draft={draft} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    // The first call loads the Firebase SDK for the token, which takes a while in a test.
    const companyLinks = await within(preview).findByRole(
      'heading',
      { name: 'Acme', hidden: true },
      { timeout: 10_000 },
    );
    const links = [...container.querySelectorAll('.public-profile-links a')].map((a) => a.textContent);
    expect(links).toEqual(['Welcome pack', 'Sales playbook', 'My portfolio']);
    expect(companyLinks.id).toBe('pp-company-links');
    expect(within(preview).getByRole('img', { name: 'Acme', hidden: true })).toHaveAttribute(
      'src',
      ACME_CONTEXT.companyBrand!.logoUrl,
    );
    expect(container.querySelector('.public-profile-company-bg')).toHaveAttribute(
      'src',
      ACME_CONTEXT.companyBrand!.backgroundUrl,
    );
    const card = container.querySelector<HTMLElement>('.public-profile')!;
    expect(card.style.getPropertyValue('--pp-primary')).toBe('#aa0000');
    expect(card.style.getPropertyValue('--pp-accent')).toBe('#00aa00');
    expect(within(preview).getByRole('link', { name: 'Book a meeting', hidden: true })).toHaveAttribute(
      'href',
      ACME_CONTEXT.connectedBookingUrl,
    );
    expect(within(preview).getByRole('heading', { name: 'Latest on X', hidden: true })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Come say hi at booth 42!', hidden: true })).toHaveAttribute(
      'href',
      'https://x.com/rey/status/1',
    );
    expect(within(preview).getByRole('link', { name: '@rey on X', hidden: true })).toBeInTheDocument();
  });

  it('shows the profile alone for someone in no company', async () => {
    stubApi({ companyBrand: null, feeds: [], connectedBookingUrl: null });
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <EditorPreview
            draft={profileFixture({
              config: { ...profileFixture().config, sections: { ...profileFixture().config.sections, booking: false } },
            })}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(screen.getByText('Jordan Rivera')).toBeInTheDocument());
    expect(container.querySelector('#pp-company-links')).toBeNull();
    expect(container.querySelector('.public-profile-company-bg')).toBeNull();
  });
});
