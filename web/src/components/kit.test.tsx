import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../lib/api';
import { DataTable, LoadMoreButton } from './DataTable';
import { FormActions } from './FormActions';
import { QueryView, hiddenHeading, type QueryResultLike } from './QueryView';

interface Person {
  id: string;
  name: string;
  city: string;
}
const PEOPLE: Person[] = [
  { id: 'a', name: 'Ada', city: 'London' },
  { id: 'b', name: 'Grace', city: 'New York' },
];
const COLUMNS = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (p: Person) => p.name },
  { key: 'city', header: 'City', label: 'City', cell: (p: Person) => p.city },
];

describe('DataTable', () => {
  it('is a captioned table in a focusable scroll box, each row named by its header cell', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={PEOPLE} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.parentElement).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'City']);
    expect(within(table).getByRole('rowheader', { name: 'Grace' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'London' })).toHaveAttribute('data-label', 'City');
  });

  it('shows its empty state instead of an empty table, and leaves out a false column', () => {
    const { rerender } = render(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(p) => p.id} empty={<p>Nobody yet</p>} />,
    );
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<DataTable aria-label="People" columns={[COLUMNS[0], false]} rows={PEOPLE} rowKey={(p) => p.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });

  it('loads the next page on request and says so while it loads', async () => {
    const fetchNextPage = vi.fn();
    const page = { hasNextPage: true, fetchNextPage, label: 'Load more', pendingLabel: 'Loading…' };
    const { rerender } = render(
      <DataTable
        aria-label="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(p) => p.id}
        loadMore={{ ...page, isFetchingNextPage: false }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    rerender(
      <DataTable
        aria-label="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(p) => p.id}
        loadMore={{ ...page, isFetchingNextPage: true }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    rerender(
      <DataTable
        aria-label="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(p) => p.id}
        loadMore={{ ...page, hasNextPage: false, isFetchingNextPage: false }}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("keeps a hidden caption for screen readers, and passes the header's, the rows' and the table's own attributes", () => {
    render(
      <DataTable
        caption="People"
        captionHidden
        className="stack-table"
        columns={[{ ...COLUMNS[0], headerProps: { 'aria-current': 'true', className: 'is-current' } }, COLUMNS[1]]}
        rows={PEOPLE}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'aria-selected': p.id === 'b' })}
        footer={<p>2 of 5 shown</p>}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.querySelector('caption')).toHaveClass('visually-hidden');
    expect(table).toHaveClass('table', 'stack-table');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveClass('is-current');
    expect(screen.getByRole('row', { name: /Grace/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('row', { name: /Ada/ })).toHaveAttribute('aria-selected', 'false');
    // The footer sits inside the scroll box, under the table.
    expect(table.parentElement).toContainElement(screen.getByText('2 of 5 shown'));
  });

  it('centres its button in a row, or, inline, says it is loading as a status line', () => {
    const page = { hasNextPage: true, fetchNextPage: vi.fn(), label: 'More', pendingLabel: 'Loading more…' };
    const { rerender } = render(<LoadMoreButton {...page} isFetchingNextPage={false} centered />);
    expect(screen.getByRole('button', { name: 'More' }).parentElement).toHaveClass('row-center');
    rerender(<LoadMoreButton {...page} isFetchingNextPage={false} inline />);
    expect(screen.getByRole('button', { name: 'More' })).toHaveClass('button-small');
    rerender(<LoadMoreButton {...page} isFetchingNextPage inline />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more…');
  });
});

const query = (state: Partial<QueryResultLike<string>>): QueryResultLike<string> => ({
  status: 'success',
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...state,
});

describe('QueryView', () => {
  const view = (q: QueryResultLike<string>) => (
    <QueryView
      query={q}
      loadingLabel="Loading the card…"
      errorTitle="Could not load the card"
      notFound={<p>No such card</p>}
    >
      {(data) => <p>Card {data}</p>}
    </QueryView>
  );

  it('waits with its words, then shows the data', () => {
    const { rerender } = render(view(query({ status: 'pending' })));
    expect(screen.getByRole('status', { name: 'Loading the card…' })).toBeInTheDocument();
    rerender(view(query({ data: 'c1' })));
    expect(screen.getByText('Card c1')).toBeInTheDocument();
  });

  it("shows the server's message with Try again, and its own words for a 404", async () => {
    const refetch = vi.fn();
    const { rerender } = render(
      view(query({ status: 'error', error: new ApiError(500, 'Something went wrong. Please try again'), refetch })),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Could not load the card' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
    rerender(view(query({ status: 'error', error: new ApiError(404, 'Not found') })));
    expect(screen.getByText('No such card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('QueryView, more than one state', () => {
  it('keeps its frame around the spinner and the error, and waits for the other queries', () => {
    const frame = (state: ReactNode) => (
      <>
        <h1>Card</h1>
        {state}
      </>
    );
    const view = (q: QueryResultLike<string>, other: QueryResultLike<unknown>['status']) => (
      <QueryView query={q} frame={frame} waitFor={[{ status: other }]} loadingLabel="Loading…" errorTitle="Failed">
        {(data) => <p>Card {data}</p>}
      </QueryView>
    );
    const { rerender } = render(view(query({ data: 'c1' }), 'pending'));
    expect(screen.getByRole('heading', { name: 'Card' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    rerender(view(query({ status: 'error', error: new ApiError(500, 'Boom') }), 'success'));
    expect(screen.getByRole('heading', { name: 'Card' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('heading', { name: 'Failed' })).toBeInTheDocument();
    rerender(view(query({ data: 'c1' }), 'error'));
    expect(screen.getByText('Card c1')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Card' })).not.toBeInTheDocument();
  });

  it('shows what a switched-off query offers, nothing while pending when asked, and its own words for a 410', () => {
    const { rerender } = render(
      <QueryView query={query({ status: 'pending', fetchStatus: 'idle' })} off={<p>Upgrade</p>}>
        {() => null}
      </QueryView>,
    );
    expect(screen.getByText('Upgrade')).toBeInTheDocument();
    rerender(
      <QueryView query={query({ status: 'pending', fetchStatus: 'fetching' })} whilePending={null}>
        {() => null}
      </QueryView>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <QueryView
        query={query({ status: 'error', error: new ApiError(410, 'Gone') })}
        missing={(e) => e instanceof ApiError && e.status === 410}
        notFound={<p>Deactivated</p>}
      >
        {() => null}
      </QueryView>,
    );
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
  });

  it('shows its own words for any failure, and a hidden heading around the spinner and the error', () => {
    const { rerender } = render(
      <QueryView
        query={query({ status: 'error', error: new ApiError(500, 'Boom') })}
        error={(e) => <p>Own: {String((e as Error).message)}</p>}
      >
        {() => null}
      </QueryView>,
    );
    expect(screen.getByText('Own: Boom')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const framed = (q: QueryResultLike<string>) => (
      <QueryView query={q} frame={hiddenHeading('Contact form')}>
        {(data) => <h1>{data}</h1>}
      </QueryView>
    );
    rerender(framed(query({ status: 'pending' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Contact form' })).toHaveClass('visually-hidden');
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(framed(query({ status: 'error', error: new ApiError(500, 'Boom') })));
    expect(screen.getByRole('heading', { level: 1, name: 'Contact form' })).toHaveClass('visually-hidden');
    rerender(framed(query({ data: 'Mila' })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mila');
  });

  it("keeps an infinite query's pages when only the next one failed, and says so under its button", async () => {
    const fetchNextPage = vi.fn();
    const failed = query({
      status: 'error',
      data: 'page 1',
      error: new ApiError(500, 'Boom'),
      isFetchNextPageError: true,
    });
    render(
      <QueryView query={failed} keepPages errorTitle="Failed">
        {(data) => (
          <>
            <p>{data}</p>
            <LoadMoreButton
              hasNextPage
              isFetchingNextPage={false}
              isFetchNextPageError
              error={failed.error}
              fetchNextPage={fetchNextPage}
              label="More"
              pendingLabel="Loading…"
              failedTitle="More failed"
            />
          </>
        )}
      </QueryView>,
    );
    expect(screen.getByText('page 1')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'More failed' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button'));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });
});

describe('FormActions', () => {
  it("puts a dialog's cancel first, and offers only Close in a read-only view", () => {
    const { rerender } = render(
      <FormActions
        className="dialog-actions"
        size="inline"
        secondaryFirst
        submitLabel="Send"
        pending={false}
        secondary={{ label: 'Cancel', onClick: vi.fn() }}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Send']);
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveClass('button-block');
    rerender(
      <FormActions
        canSubmit={false}
        submitLabel="Save"
        pending={false}
        secondary={{ label: 'Close', variant: 'ghost', onClick: vi.fn() }}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
  });

  it('keeps the submit disabled while there is nothing to send', () => {
    render(<FormActions submitLabel="Save" pending={false} submitDisabled />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('submits, and while sending shows the pending words with cancel disabled', () => {
    const onCancel = vi.fn();
    const actions = (pending: boolean) => (
      <FormActions
        submitLabel="Save"
        pending={pending}
        pendingLabel="Saving…"
        secondary={{ label: 'Cancel', onClick: onCancel }}
      />
    );
    const { rerender } = render(actions(false));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    rerender(actions(true));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('hides a discard while sending, and offers a link as the way back', () => {
    const { rerender } = render(
      <FormActions
        submitLabel="Save"
        pending
        secondary={{ label: 'Discard', variant: 'ghost', whilePending: 'hidden', onClick: vi.fn() }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <FormActions submitLabel="Save" pending={false} secondary={{ label: 'Cancel', to: '/contacts' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/contacts');
  });

  it('keeps a close enabled while sending, puts a block submit in its own box, and makes the secondary small beside small controls', () => {
    const { container, rerender } = render(
      <FormActions
        submitLabel="Save"
        pending
        wrapSubmit
        secondary={{ label: 'Close', variant: 'ghost', whilePending: 'enabled', onClick: vi.fn() }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('button-ghost');
    expect(screen.getByRole('button', { name: /wait/i }).parentElement).not.toBe(container.firstChild);
    rerender(
      <FormActions submitLabel="Add" pending={false} size="small" secondary={{ label: 'Cancel', onClick: vi.fn() }} />,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toHaveClass('button-small');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('button-secondary', 'button-small');
    expect(screen.getByRole('button', { name: 'Add' }).parentElement).toBe(container.firstChild);
  });
});
