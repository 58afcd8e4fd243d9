import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_BRAND, type Company } from '@contract/company';
import type { CompanyEverlink } from '@contract/company-brand';
import { PublicProfileView } from '../../public-card';
import { publicProfileFixture } from '../../cards/cards.test-support';
import { createQueryClient } from '../../../lib/query-client';
import { brandOf } from './BrandPreview';

const at = '2026-01-01T00:00:00Z';
const COMPANY: Company = {
  id: 'acme',
  companyId: 'acme',
  name: 'Acme',
  website: null,
  industry: '',
  ownerId: 'u1',
  logo: { url: 'https://files.example/acme-logo.png', path: 'companies/acme/logo.png' },
  background: { url: 'https://files.example/acme-bg.jpg', path: 'companies/acme/bg.jpg' },
  brand: { ...DEFAULT_BRAND, accentColor: '#ff0066' },
  lockedFields: [],
  createdAt: at,
  updatedAt: at,
};
const link = (id: string, title: string, divisionIds: string[] = []): CompanyEverlink => ({
  id,
  companyId: 'acme',
  type: 'url',
  title,
  url: `https://acme.example/${id}`,
  file: null,
  divisionIds,
  order: 0,
  createdAt: at,
  updatedAt: at,
});

describe('the company brand on an employee’s card', () => {
  it('shows the company logo, background and links above the employee’s own', () => {
    const profile = {
      ...publicProfileFixture(),
      companyBrand: brandOf(COMPANY, [link('site', 'Acme website'), link('west', 'West price list', ['west'])]),
    };
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <PublicProfileView profile={profile} fallbackUrl="http://localhost/card/x" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('img', { name: 'Acme' })).toHaveAttribute('src', 'https://files.example/acme-logo.png');
    expect(container.querySelector('.public-profile-company-bg')).toHaveAttribute(
      'src',
      'https://files.example/acme-bg.jpg',
    );
    const companyLinks = screen.getByRole('region', { name: 'Acme' });
    expect(within(companyLinks).getByRole('link', { name: 'Acme website' })).toHaveAttribute(
      'href',
      'https://acme.example/site',
    );
    // Division-only links are not in the preview of "every employee's card".
    expect(within(companyLinks).queryByRole('link', { name: 'West price list' })).toBeNull();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.indexOf('pp-company-links')).toBeLessThan(regions.indexOf('pp-links'));
  });
});
