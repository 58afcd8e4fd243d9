import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '../session/paths';
import { TabNav } from './TabNav';

const ITEMS = ['details', 'links', 'settings'].map((id) => ({
  id,
  label: id[0].toUpperCase() + id.slice(1),
  to: paths.profile('p1', id),
}));

describe('TabNav', () => {
  it('is a named navigation of links, the open one marked current', () => {
    render(
      <MemoryRouter>
        <TabNav label="Profile sections" items={ITEMS} active="links" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/profile/p1');
    expect(screen.getByRole('link', { name: 'Links' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('is reached link by link with Tab', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <TabNav label="Company sections" items={ITEMS} active="details" />
      </MemoryRouter>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Links' })).toHaveFocus();
  });
});

describe('paths', () => {
  it('builds every section’s address from the one table', () => {
    expect(paths.profile('p 1', 'links')).toBe('/profile/p%201/links');
    expect(paths.company()).toBe('/company');
    expect(paths.company('users')).toBe('/company/users');
    expect(paths.company('import-export')).toBe('/company/import-export');
    expect(paths.publicCard('ABC')).toBe('/card/ABC');
    expect(paths.editContact('c1')).toBe('/contacts/c1/edit');
  });
});
