import { describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_PROFILE_CONFIG, type Everlink, type Profile } from '@contract/profiles';
import type { SocialNetwork } from '@contract/socials';
import { EMPTY_PUBLIC_CONTEXT } from '@contract/public-view';
import { createQueryClient } from '../../../lib/query-client';
import { profileFixture } from '../../cards/cards.test-support';
import { DetailsForm } from './DetailsForm';
import { LinkBlocksEditor } from './LinkBlocksEditor';
import { ProfilePreview, toPublicProfile } from './ProfilePreview';

const LINKEDIN: SocialNetwork = {
  id: 'linkedin',
  name: 'LinkedIn',
  icon: 'linkedin',
  urlTemplate: 'https://www.linkedin.com/in/{handle}',
  placeholder: 'your-name',
  category: 'professional',
  order: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const link = (id: string, title: string, visible = true): Everlink => ({
  id,
  type: 'url',
  title,
  url: `https://example.com/${id}`,
  icon: null,
  thumbnailUrl: null,
  visible,
});

const richProfile = profileFixture({
  bio: 'Partnerships, integrations and co-marketing.',
  // Contact details show only when the owner turned them on (new profiles start with them hidden).
  config: { ...DEFAULT_PROFILE_CONFIG, sections: { ...DEFAULT_PROFILE_CONFIG.sections, contact: true } },
  phoneNumbers: [{ label: 'mobile', number: '+1 415 555 0101' }],
  everlinks: [link('a', 'Partner program'), link('b', 'Internal wiki', false)],
  socials: [
    {
      network: 'linkedin',
      url: 'https://www.linkedin.com/in/jordan',
      handle: 'jordan',
      order: 0,
      visible: true,
      mediaUrl: null,
    },
    { network: 'x', url: 'https://x.com/jordan', handle: 'jordan', order: 1, visible: false, mediaUrl: null },
  ],
});

const wrap = (ui: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>{ui}</MemoryRouter>
  </QueryClientProvider>
);

describe('toPublicProfile', () => {
  it('leaves out what visitors would not see, like the API’s public projection', () => {
    const pub = toPublicProfile(richProfile, EMPTY_PUBLIC_CONTEXT, [LINKEDIN], 'https://everlink.example');
    expect(pub.url).toBe('https://everlink.example/card/@jordan-rivera');
    expect(pub.displayName).toBe('Jordan Rivera');
    expect(pub.everlinks.map((e) => e.title)).toEqual(['Partner program']);
    expect(pub.everlinks[0]).not.toHaveProperty('visible');
    expect(pub.socials).toEqual([expect.objectContaining({ network: 'linkedin', name: 'LinkedIn', icon: 'linkedin' })]);
    expect(pub.phoneNumbers).toHaveLength(1);
    expect(pub).not.toHaveProperty('userId');

    const quiet = toPublicProfile(
      {
        ...richProfile,
        config: {
          ...DEFAULT_PROFILE_CONFIG,
          sections: { ...DEFAULT_PROFILE_CONFIG.sections, contact: false, bio: false, links: false },
        },
      },
      EMPTY_PUBLIC_CONTEXT,
    );
    expect(quiet.phoneNumbers).toEqual([]);
    expect(quiet.email).toBeNull();
    expect(quiet.bio).toBe('');
    expect(quiet.everlinks).toEqual([]);
  });
});

describe('ProfilePreview', () => {
  it('draws the card page in a frame that takes no focus and is not read twice', () => {
    render(wrap(<ProfilePreview profile={toPublicProfile(richProfile, EMPTY_PUBLIC_CONTEXT, [LINKEDIN])} />));
    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    expect(within(preview).getByText('Jordan Rivera')).toBeInTheDocument();
    expect(within(preview).getByText('Partner program')).toBeInTheDocument();
    expect(within(preview).queryByText('Internal wiki')).toBeNull();
    const frame = within(preview).getByText('Jordan Rivera').closest('[inert]');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    // Only the preview's own heading is exposed: the page's h1 stays the editor's.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('re-renders as the owner types, before anything is saved', async () => {
    const user = userEvent.setup();
    function Editor() {
      const [draft, setDraft] = useState<Partial<Profile>>({});
      return (
        <>
          <DetailsForm profile={richProfile} onSubmit={vi.fn()} onDraftChange={setDraft} checkSlug={vi.fn()} />
          <ProfilePreview profile={toPublicProfile({ ...richProfile, ...draft }, EMPTY_PUBLIC_CONTEXT, [LINKEDIN])} />
        </>
      );
    }
    render(wrap(<Editor />));
    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Job title'), ' & Alliances');
    expect(within(preview).getByText('Sam Rivera')).toBeInTheDocument();
    expect(within(preview).getByText('Partnerships Lead & Alliances at Northwind Labs')).toBeInTheDocument();
  });

  it('shows a link block as it is typed and added', async () => {
    const user = userEvent.setup();
    function Links() {
      const [everlinks, setEverlinks] = useState<Everlink[] | null>(null);
      return (
        <>
          <LinkBlocksEditor
            everlinks={richProfile.everlinks}
            onSave={vi.fn().mockResolvedValue({})}
            onUploadFile={vi.fn()}
            onUploadThumbnail={vi.fn()}
            onReplaceFile={vi.fn()}
            onDraftChange={setEverlinks}
          />
          <ProfilePreview
            profile={toPublicProfile(
              { ...richProfile, everlinks: everlinks ?? richProfile.everlinks },
              EMPTY_PUBLIC_CONTEXT,
              [LINKEDIN],
            )}
          />
        </>
      );
    }
    render(wrap(<Links />));
    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    const form = screen.getByRole('form', { name: 'Add a link' });
    await user.type(within(form).getByLabelText('Title'), 'Book a demo');
    expect(within(preview).getByText('Book a demo')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show “Partner program” on your page' }));
    expect(within(preview).queryByText('Partner program')).toBeNull();
  });
});
