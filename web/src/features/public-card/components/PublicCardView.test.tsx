import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { CARD_MESSAGES, type PublicCardStatus } from '@contract/cards';
import { DEFAULT_PROFILE_CONFIG } from '@contract/profiles';
import { createQueryClient } from '../../../lib/query-client';
import { ApiError } from '../../../lib/api';
import { profileFixture, publicProfileFixture } from '../../cards/cards.test-support';
import { PublicCardView } from './PublicCardView';

const CARD = { id: 'DEMQNEW23456', status: 'active' as const, url: 'http://127.0.0.1:5000/card/DEMQNEW23456' };

function status(overrides: Partial<PublicCardStatus>): PublicCardStatus {
  return { card: CARD, profile: null, state: 'profile', ...overrides };
}

function renderView(props: Partial<Parameters<typeof PublicCardView>[0]> & { status: PublicCardStatus }) {
  const onActivate = vi.fn().mockResolvedValue({});
  const onService = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PublicCardView auth="signedOut" onActivate={onActivate} onService={onService} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onActivate, onService };
}

describe('PublicCardView: a card on a profile', () => {
  it('shows the profile like the server page, with Save and Exchange contact', async () => {
    renderView({ status: status({ profile: publicProfileFixture() }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeInTheDocument();
    expect(screen.getByText('Partnerships Lead at Northwind Labs')).toBeInTheDocument();
    expect(screen.getByText('Building partnerships that ship')).toBeInTheDocument();
    const save = screen.getByRole('link', { name: 'Save contact' });
    expect(save).toHaveAttribute('href', '/v1/public/profiles/p-work/vcard');
    expect(save).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Exchange contact' })).toHaveAttribute('href', '/contacts/new/p-work');
    expect(screen.getByRole('link', { name: 'Book a meeting' })).toHaveAttribute('href', 'https://calendly.com/jordan');
    expect(screen.getByRole('link', { name: '+1 415 555 0101' })).toHaveAttribute('href', 'tel:+14155550101');
    expect(screen.getByRole('link', { name: 'jordan@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:jordan@northwind.example',
    );
    expect(
      within(screen.getByRole('region', { name: 'Links' })).getByRole('link', { name: 'Partner program' }),
    ).toHaveAttribute('href', 'https://northwind.example/partners');
    expect(
      within(screen.getByRole('region', { name: 'Social' })).getByRole('link', { name: 'LinkedIn' }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/in/jordan');
    expect(await screen.findByRole('img', { name: 'QR code for this card' })).toBeInTheDocument();
    expect(screen.queryByText(/This is your card/)).toBeNull();
  });

  it('counts clicks on links and socials as the server page does', async () => {
    const user = userEvent.setup();
    const { onService } = renderView({ status: status({ profile: publicProfileFixture() }) });
    await user.click(screen.getByRole('link', { name: 'Partner program' }));
    await user.click(screen.getByRole('link', { name: 'LinkedIn' }));
    await user.click(screen.getByRole('link', { name: 'Book a meeting' }));
    expect(onService.mock.calls.map(([id]) => id)).toEqual(['link:e1', 'social:linkedin', 'booking']);
  });

  it('counts clicks on the company’s links and on feed posts by their ids, as the flush checks them', async () => {
    const user = userEvent.setup();
    const profile = publicProfileFixture({
      companyBrand: {
        id: 'acme',
        name: 'Acme',
        logoUrl: null,
        backgroundUrl: null,
        brand: { primaryColor: '#aa0000', accentColor: '#00aa00' },
        everlinks: [{ id: 'cl1', type: 'url', title: 'Welcome pack', url: 'https://acme.example/welcome' }],
      },
      feeds: [
        {
          provider: 'x',
          name: 'X',
          kind: 'tweets',
          account: { username: 'jordan', url: 'https://x.com/jordan' },
          items: [{ url: 'https://x.com/jordan/status/1', text: 'Shipping today', imageUrl: null, publishedAt: null }],
        },
      ],
    });
    const { onService } = renderView({ status: status({ profile }) });
    await user.click(screen.getByRole('link', { name: 'Welcome pack' }));
    await user.click(screen.getByRole('link', { name: 'Shipping today' }));
    await user.click(screen.getByRole('link', { name: /@jordan on X/ }));
    expect(onService.mock.calls.map(([id]) => id)).toEqual(['company-link:cl1', 'feed:x', 'feed:x']);
  });

  it('draws the socials as brand marks (a generic glyph without one), named by their network, and initials without a photo', () => {
    const socials = [
      {
        network: 'instagram',
        url: 'https://www.instagram.com/jordan',
        handle: 'jordan',
        order: 0,
        mediaUrl: null,
        name: 'Instagram',
        icon: 'instagram',
      },
      {
        network: 'linkedin',
        url: 'https://www.linkedin.com/in/jordan',
        handle: 'jordan',
        order: 1,
        mediaUrl: null,
        name: 'LinkedIn',
        icon: 'linkedin',
      },
    ];
    renderView({ status: status({ profile: publicProfileFixture({ socials }) }) });
    const region = screen.getByRole('region', { name: 'Social' });
    const instagram = within(region).getByRole('link', { name: 'Instagram' });
    // The same mark the server's page inlines (simple-icons' Instagram path).
    expect(instagram.querySelector('svg:not(.g) path')?.getAttribute('d')).toMatch(/^M7\.0301/);
    expect(instagram).not.toHaveTextContent('Instagram');
    expect(within(region).getByRole('link', { name: 'LinkedIn' }).querySelector('svg.g')).not.toBeNull();
    const avatar = document.querySelector('.public-profile-avatar');
    expect(avatar).toHaveTextContent('JR');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the photo, not initials, when there is one', () => {
    renderView({ status: status({ profile: publicProfileFixture({ photoUrl: 'https://cdn.example/jordan.jpg' }) }) });
    expect(screen.getByRole('img', { name: 'Photo of Jordan Rivera' })).toHaveAttribute(
      'src',
      'https://cdn.example/jordan.jpg',
    );
    expect(document.querySelector('.public-profile-avatar')).toBeNull();
  });

  it('leaves out Exchange contact while lead capture is off, and the QR code when hidden', () => {
    const config = {
      ...DEFAULT_PROFILE_CONFIG,
      leadCapture: { enabled: false },
      sections: { ...DEFAULT_PROFILE_CONFIG.sections, qrCode: false },
    };
    renderView({ status: status({ profile: publicProfileFixture({ config }) }) });
    expect(screen.getByRole('link', { name: 'Save contact' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exchange contact' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code for this card' })).toBeNull();
  });

  it('tells the owner it is their card, with a way to manage it', () => {
    renderView({ status: status({ profile: publicProfileFixture(), viewer: { isOwner: true } }), auth: 'signedIn' });
    expect(screen.getByText(/This is your card/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage card' })).toHaveAttribute('href', '/cards/DEMQNEW23456');
  });
});

describe('PublicCardView: a new card', () => {
  const unassigned = status({ state: 'unassigned', card: { ...CARD, status: 'unassigned' } });

  it('sends a signed-out visitor to sign in, and back to the card afterwards', () => {
    renderView({ status: unassigned, auth: 'signedOut' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activate your Everlink card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to activate' })).toHaveAttribute(
      'href',
      '/auth/sign-in?redirect=%2Fcard%2FDEMQNEW23456',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fcard%2FDEMQNEW23456',
    );
    expect(screen.queryByRole('button', { name: 'Activate card' })).toBeNull();
  });

  it('lets a signed-in visitor choose one of their profiles and activate', async () => {
    const user = userEvent.setup();
    const profiles = [profileFixture(), profileFixture({ id: 'p-personal', name: 'Personal', default: false })];
    const { onActivate } = renderView({
      status: unassigned,
      auth: 'signedIn',
      profiles,
      initialProfileId: 'p-personal',
    });
    expect(screen.getByLabelText('Profile it opens')).toHaveValue('p-personal');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect(onActivate).toHaveBeenCalledWith({ cardId: 'DEMQNEW23456', profileId: 'p-personal' });
  });

  it("shows the API's refusal above the form", async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn().mockRejectedValue(new ApiError(409, CARD_MESSAGES.activeElsewhere, 'card-active'));
    renderView({ status: unassigned, auth: 'signedIn', profiles: [profileFixture()], onActivate });
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_MESSAGES.activeElsewhere);
  });

  it('waits for the profiles', () => {
    renderView({ status: unassigned, auth: 'signedIn', profiles: undefined });
    expect(screen.getByText('Loading your profiles…')).toBeInTheDocument();
  });

  it('asks for an active profile when there is none', () => {
    renderView({ status: unassigned, auth: 'signedIn', profiles: [profileFixture({ status: 'deactivated' })] });
    expect(screen.getByRole('link', { name: 'Set up your profile' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('PublicCardView: nothing to show', () => {
  it.each([
    ['deactivated' as const, 'Card no longer active', 'This card has been deactivated by its owner.'],
    [
      'profile-deactivated' as const,
      'Profile unavailable',
      'This profile is currently unavailable. Please try again later.',
    ],
    ['no-profile' as const, 'Card not linked yet', 'This card is not connected to a profile right now.'],
  ])('%s: a friendly page', (state, title, message) => {
    renderView({ status: status({ state }) });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('offers the signed-out owner of an unlinked card a way to connect it', () => {
    renderView({ status: status({ state: 'no-profile' }), auth: 'signedOut' });
    expect(screen.getByRole('link', { name: 'Own this card? Connect it' })).toHaveAttribute(
      'href',
      '/?redirect=%2Fcards%2FDEMQNEW23456',
    );
  });

  it('sends the signed-in owner of an unlinked card to the card', () => {
    renderView({ status: status({ state: 'no-profile', viewer: { isOwner: true } }), auth: 'signedIn' });
    expect(screen.getByRole('link', { name: 'Connect it to a profile' })).toHaveAttribute(
      'href',
      '/cards/DEMQNEW23456',
    );
  });
});
