import type { ReactNode } from 'react';
import { isNotFound } from '../lib/api';
import { ErrorState, LoadingState } from './ui';

/** What QueryView reads of a react-query result (a plain or an infinite query). */
export interface QueryResultLike<Data> {
  status: 'pending' | 'error' | 'success';
  data: Data | undefined;
  error: unknown;
  refetch: () => unknown;
  /** react-query's `fetchStatus`: `idle` while pending means the query is switched off (`enabled: false`). */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  /** An infinite query whose next page failed (see `keepPages`). */
  isFetchNextPageError?: boolean;
}

interface QueryViewProps<Data> {
  query: QueryResultLike<Data>;
  /** Other queries the content needs settled first: the spinner shows while any is pending; their data and failures are the content's. */
  waitFor?: readonly Pick<QueryResultLike<unknown>, 'status'>[];
  /** The spinner's words while the query is pending. */
  loadingLabel?: string;
  /** Shown instead of the spinner while pending (`null`: a panel that appears only with its data). */
  whilePending?: ReactNode;
  /** The error state's heading when the query failed. */
  errorTitle?: string;
  /** Shown instead of the error state when the API answered 404 (or what `missing` says reads as missing). */
  notFound?: ReactNode;
  /** Which failures read as not found: a 404 unless the screen says otherwise (a 410 for a deactivated card). */
  missing?: (error: unknown) => boolean;
  /** Shown instead of the error state for any failure (the screen words its own). */
  error?: (error: unknown) => ReactNode;
  /** Shown while the query is switched off, instead of a spinner that would never end. */
  off?: ReactNode;
  /** An infinite query keeps its loaded pages on screen when the next page fails (the screen shows `NextPageFailed`). */
  keepPages?: boolean;
  /** What the screen shows around the spinner and the error state too (its page header); `notFound` and `error` come whole. */
  frame?: (state: ReactNode) => ReactNode;
  children: (data: Data) => ReactNode;
}

/** A `frame` for a page whose header comes with its data: a heading for screen readers while it loads or fails. */
export const hiddenHeading = (title: string) => (state: ReactNode) => (
  <>
    <h1 className="visually-hidden">{title}</h1>
    {state}
  </>
);

/**
 * A screen's or a panel's query in its three states: a spinner while pending, the server's
 * message with "Try again" on failure (or `notFound` for a 404), and `children` with the data.
 */
export function QueryView<Data>({
  query,
  waitFor = [],
  loadingLabel,
  whilePending,
  errorTitle,
  notFound,
  missing = isNotFound,
  error,
  off,
  keepPages = false,
  frame = (state) => state,
  children,
}: QueryViewProps<Data>) {
  if (query.status === 'pending' && off !== undefined && query.fetchStatus === 'idle') return <>{off}</>;
  if (query.status === 'pending' || waitFor.some((other) => other.status === 'pending'))
    return <>{whilePending !== undefined ? whilePending : frame(<LoadingState label={loadingLabel} />)}</>;
  const pageFailed = keepPages && query.isFetchNextPageError && query.data !== undefined;
  if (query.status === 'error' && !pageFailed) {
    if (notFound !== undefined && missing(query.error)) return <>{notFound}</>;
    if (error) return <>{error(query.error)}</>;
    return <>{frame(<ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />)}</>;
  }
  return <>{children(query.data as Data)}</>;
}
