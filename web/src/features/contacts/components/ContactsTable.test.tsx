import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Contact } from '@contract/contacts';
import { headerCheck, selectedInList, toggleAllLoaded, toggleOne, useRowSelection } from '../selection';
import { contactFixture } from '../contacts.test-support';
import { ContactsTable } from './ContactsTable';

function contact(i: number, overrides: Partial<Contact> = {}): Contact {
  return contactFixture({
    id: `c${i}`,
    firstName: `Person${i}`,
    lastName: 'Test',
    email: `person${i}@example.com`,
    phoneNumber: '',
    otherEmails: [],
    company: 'Acme',
    jobTitle: '',
    note: '',
    tags: [],
    favorite: false,
    profileId: null,
    ...overrides,
  });
}

describe('selection rules', () => {
  const loaded = ['a', 'b', 'c'];

  it('toggles one row', () => {
    expect([...toggleOne(new Set(), 'a')]).toEqual(['a']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('says none, some or all of the loaded rows are selected', () => {
    expect(headerCheck(new Set(), loaded)).toBe('none');
    expect(headerCheck(new Set(['b']), loaded)).toBe('some');
    expect(headerCheck(new Set(loaded), loaded)).toBe('all');
    expect(headerCheck(new Set(['gone']), loaded)).toBe('none');
    expect(headerCheck(new Set(), [])).toBe('none');
  });

  it('selects every loaded row from none or some, and clears them from all', () => {
    expect([...toggleAllLoaded(new Set(), loaded)]).toEqual(loaded);
    expect([...toggleAllLoaded(new Set(['b']), loaded)]).toEqual(loaded);
    expect(toggleAllLoaded(new Set(loaded), loaded).size).toBe(0);
  });

  it('keeps only rows still in the list, in its order', () => {
    expect(selectedInList(new Set(['c', 'gone', 'a']), loaded)).toEqual(['a', 'c']);
  });
});

/** The table as the list screen uses it: the selection follows the loaded rows and the filters. */
function Harness({ onToggleFavorite = vi.fn() }: { onToggleFavorite?: (c: Contact) => void }) {
  const [count, setCount] = useState(3);
  const [filters, setFilters] = useState('all');
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const contacts = useMemo(
    () => Array.from({ length: count }, (_, i) => contact(i + 1)).filter((c) => !deleted.has(c.id)),
    [count, deleted],
  );
  const ids = useMemo(() => contacts.map((c) => c.id), [contacts]);
  const selection = useRowSelection(ids, filters);
  return (
    <MemoryRouter>
      <output aria-label="Selected">{selection.ids.join(',')}</output>
      <button type="button" onClick={() => setCount((n) => n + 2)}>
        Load next page
      </button>
      <button type="button" onClick={() => setFilters('favorites')}>
        Change filters
      </button>
      <button type="button" onClick={() => setDeleted(new Set(selection.ids))}>
        Delete selected
      </button>
      <ContactsTable
        contacts={contacts}
        profileNames={new Map()}
        selection={selection}
        sort="newest"
        sortable={{ name: true, added: true }}
        onSort={vi.fn()}
        onToggleFavorite={onToggleFavorite}
        hasNextPage={false}
        isFetchingNextPage={false}
        fetchNextPage={vi.fn()}
      />
    </MemoryRouter>
  );
}

const selected = () => screen.getByRole('status', { hidden: true, name: 'Selected' }).textContent;

describe('ContactsTable selection', () => {
  it('selects rows one by one and all loaded rows from the header', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all 3 loaded contacts' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Person2 Test' }));
    expect(selected()).toBe('c2');
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Select Person2 Test' }).closest('tr')).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(all);
    expect(selected()).toBe('c1,c2,c3');
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);

    await user.click(all);
    expect(selected()).toBe('');
  });

  it('leaves new pages unselected, and "all" then means all loaded again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 loaded contacts' }));
    await user.click(screen.getByRole('button', { name: 'Load next page' }));
    expect(selected()).toBe('c1,c2,c3');
    const all = screen.getByRole('checkbox', { name: 'Select all 5 loaded contacts' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(selected()).toBe('c1,c2,c3,c4,c5');
  });

  it('forgets the selection when the filters change or the rows are gone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Person1 Test' }));
    await user.click(screen.getByRole('button', { name: 'Change filters' }));
    expect(selected()).toBe('');

    await user.click(screen.getByRole('checkbox', { name: 'Select Person3 Test' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(selected()).toBe('');
    expect(screen.queryByRole('checkbox', { name: 'Select Person3 Test' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all 2 loaded contacts' })).not.toBeChecked();
  });

  it('toggles a favorite with a pressed button named for the contact', async () => {
    const user = userEvent.setup();
    const onToggleFavorite = vi.fn();
    render(<Harness onToggleFavorite={onToggleFavorite} />);
    const star = screen.getByRole('button', { name: 'Favorite Person1 Test' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
  });
});
