import type { HTMLAttributes, Key, ReactNode, ThHTMLAttributes } from 'react';
import { TableScroll } from './TableScroll';
import { ErrorState } from './ui';
import './data-table.css';

/** One column: its header, and what each row shows in it. */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The header cell's own attributes (a class, `aria-current` on the plan in use). */
  headerProps?: ThHTMLAttributes<HTMLTableCellElement>;
  cell: (row: Row, index: number) => ReactNode;
  /** The column that names the row: its cells are `<th scope="row">`, so a screen reader reads them with each value. */
  rowHeader?: boolean;
  /** The words a stacked phone layout (`stack-table`) shows before the value, as `data-label`. */
  label?: string;
  className?: string;
}

/** An infinite query's "load more": what react-query's `useInfiniteQuery` gives, and the button's words. */
export interface LoadMore {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  label: string;
  pendingLabel: string;
  /** Centred under the table in its own row. */
  centered?: boolean;
  /** A small button, and while loading its words as a status line (a list that loads as it scrolls). */
  inline?: boolean;
  /** With `isFetchNextPageError` and `error` (spread from the query): the heading of the next page's failure, shown under the button. */
  failedTitle?: string;
  isFetchNextPageError?: boolean;
  error?: unknown;
}

interface DataTableProps<Row> {
  /** A `false` or missing column is left out (a column only some callers may see). */
  columns: readonly (Column<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Names the table; `captionHidden` keeps it for screen readers only. */
  caption?: ReactNode;
  captionHidden?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Classes after `table` (`stack-table` stacks the cells on a phone). */
  className?: string;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Under the table, inside its scroll box (how many rows were left out). */
  footer?: ReactNode;
  loadMore?: LoadMore;
}

/**
 * A list of records as a table in a sideways scroll box (TableScroll, so it works at 390 px), with
 * an empty state and a "load more" for paged lists. A virtualised list (the contacts) keeps its own.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden,
  className,
  rowProps,
  empty,
  footer,
  loadMore,
  ...labels
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const shown = columns.filter((column): column is Column<Row> => !!column);
  return (
    <>
      <TableScroll>
        <table className={className ? `table ${className}` : 'table'} {...labels}>
          {caption !== undefined && (
            <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
          )}
          <thead>
            <tr>
              <HeaderCells columns={shown} />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} {...rowProps?.(row)}>
                <RowCells columns={shown} row={row} index={index} />
              </tr>
            ))}
          </tbody>
        </table>
        {footer}
      </TableScroll>
      {loadMore && <LoadMoreButton {...loadMore} />}
    </>
  );
}

/** The header cells of a row of columns (also the virtualised contacts table's). */
export function HeaderCells<Row>({ columns }: { columns: readonly Column<Row>[] }) {
  return columns.map((column) => (
    <th key={column.key} scope="col" {...column.headerProps}>
      {column.header}
    </th>
  ));
}

/** One row's cells, the naming column as its row header (also the virtualised contacts table's). */
export function RowCells<Row>({ columns, row, index }: { columns: readonly Column<Row>[]; row: Row; index: number }) {
  return columns.map((column) =>
    column.rowHeader ? (
      <th key={column.key} scope="row" className={column.className} data-label={column.label}>
        {column.cell(row, index)}
      </th>
    ) : (
      <td key={column.key} className={column.className} data-label={column.label}>
        {column.cell(row, index)}
      </td>
    ),
  );
}

/** The next page of a paged list, on request; says so while it loads. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  label,
  pendingLabel,
  centered,
  inline = false,
  failedTitle,
  isFetchNextPageError = false,
  error,
}: LoadMore) {
  if (!hasNextPage) return null;
  const failed = failedTitle !== undefined && (
    <NextPageFailed query={{ isFetchNextPageError, error }} title={failedTitle} onRetry={fetchNextPage} />
  );
  const button =
    inline && isFetchingNextPage ? (
      <span className="muted" role="status">
        {pendingLabel}
      </span>
    ) : (
      <button
        type="button"
        className={inline ? 'button button-secondary button-small' : 'button button-secondary'}
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchingNextPage ? pendingLabel : label}
      </button>
    );
  return (
    <>
      {centered ? <div className="row row-center">{button}</div> : button}
      {failed}
    </>
  );
}

/** A paged list's next page that failed, with "Try again"; the pages already loaded stay above it. */
export function NextPageFailed({
  query,
  title,
  onRetry,
}: {
  query: { isFetchNextPageError: boolean; error: unknown };
  title: string;
  onRetry: () => unknown;
}) {
  if (!query.isFetchNextPageError) return null;
  return <ErrorState error={query.error} title={title} onRetry={() => void onRetry()} />;
}
