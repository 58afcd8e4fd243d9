import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useRowSelection } from '../selection';
import { contactFixture } from '../contacts.test-support';
import { BulkBar } from './BulkBar';
import { ContactCount } from './ContactCount';
import { ContactsTable } from './ContactsTable';

const TOTAL = 10_000;

/** The list screen's parts: 3 of the filter's 10,000 contacts loaded, the table, the count and the bulk bar. */
function Harness({ onDelete = vi.fn(), onExport = vi.fn(), onTag = vi.fn(), filtered = true }) {
  const contacts = useMemo(
    () =>
      [1, 2, 3].map((i) => contactFixture({ id: `c${i}`, firstName: `Person${i}`, lastName: 'Test', favorite: false })),
    [],
  );
  const selection = useRowSelection(
    contacts.map((c) => c.id),
    'source=import',
  );
  return (
    <MemoryRouter>
      <ContactCount total={TOTAL} loaded={contacts.length} hasNextPage />
      <output aria-label="Selection">{selection.allMatching ? 'filter' : selection.ids.join(',')}</output>
      <ContactsTable
        contacts={contacts}
        profileNames={new Map()}
        selection={selection}
        sort="newest"
        sortable={{ name: true, added: true }}
        onSort={vi.fn()}
        onToggleFavorite={vi.fn()}
        hasNextPage
        isFetchingNextPage={false}
        fetchNextPage={vi.fn()}
      />
      {selection.ids.length > 0 && (
        <BulkBar
          selectedCount={selection.ids.length}
          allMatching={selection.allMatching}
          total={TOTAL}
          canSelectAllMatching={selection.header === 'all' && TOTAL > contacts.length}
          filtered={filtered}
          busy={false}
          onSelectAllMatching={selection.selectAllMatching}
          onExport={onExport}
          onDelete={onDelete}
          onTag={onTag}
          onClear={selection.clear}
        />
      )}
    </MemoryRouter>
  );
}

const selectionOf = () => screen.getByRole('status', { hidden: true, name: 'Selection' }).textContent;

describe('the contact count', () => {
  it('shows the total the filter matches, not the rows loaded', () => {
    render(<Harness />);
    expect(screen.getByText('10,000 contacts')).toBeInTheDocument();
  });

  it('falls back to the loaded rows until the total is counted', () => {
    render(<ContactCount total={undefined} loaded={100} hasNextPage />);
    expect(screen.getByText('100 contacts loaded, more as you scroll')).toBeInTheDocument();
    render(<ContactCount total={1} loaded={1} hasNextPage={false} />);
    expect(screen.getByText('1 contact')).toBeInTheDocument();
  });
});

describe('select all matching the filter', () => {
  it('offers every matching contact once all loaded rows are checked, and says so', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const onExport = vi.fn();
    const onTag = vi.fn();
    render(<Harness onDelete={onDelete} onExport={onExport} onTag={onTag} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 loaded contacts' }));
    const bar = screen.getByRole('region', { name: 'Selected contacts' });
    expect(bar).toHaveTextContent('3 selected');
    await user.click(screen.getByRole('button', { name: 'Select all 10,000 contacts matching this filter' }));
    expect(bar).toHaveTextContent('All 10,000 contacts matching this filter are selected');
    expect(selectionOf()).toBe('filter');
    expect(screen.queryByRole('button', { name: /Select all 10,000/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Export selected' }));
    expect(onExport).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(onDelete).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add a tag' }));
    await user.type(screen.getByLabelText('Tag'), 'fair 2026');
    await user.click(screen.getByRole('button', { name: 'Add the tag' }));
    expect(onTag).toHaveBeenCalledWith('fair 2026');
  });

  it('ends with a row unchecked (the other loaded rows stay selected) or with the header', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 loaded contacts' }));
    await user.click(screen.getByRole('button', { name: 'Select all 10,000 contacts matching this filter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person2 Test' }));
    expect(selectionOf()).toBe('c1,c3');
    expect(screen.getByRole('region', { name: 'Selected contacts' })).toHaveTextContent('2 selected');

    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 loaded contacts' }));
    await user.click(screen.getByRole('button', { name: 'Select all 10,000 contacts matching this filter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 loaded contacts' }));
    expect(selectionOf()).toBe('');
  });

  it('words the whole book without a filter', async () => {
    const user = userEvent.setup();
    render(<Harness filtered={false} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 loaded contacts' }));
    await user.click(screen.getByRole('button', { name: 'Select all 10,000 contacts' }));
    expect(screen.getByRole('region', { name: 'Selected contacts' })).toHaveTextContent(
      'All 10,000 contacts are selected',
    );
  });
});
