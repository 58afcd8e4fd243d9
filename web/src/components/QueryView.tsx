import type { ReactNode } from 'react';
import { isNotFound } from '../lib/api';
import { ErrorState, LoadingState } from './ui';

/** What QueryView reads of a react-query result (a plain or an infinite query). */
export interface QueryResultLike<Data> {
  status: 'pending' | 'error' | 'success';
  data: Data | undefined;
  error: unknown;
  refetch: () => unknown;
}

interface QueryViewProps<Data> {
  query: QueryResultLike<Data>;
  /** The spinner's words while the query is pending. */
  loadingLabel?: string;
  /** The error state's heading when the query failed. */
  errorTitle?: string;
  /** Shown instead of the error state when the API answered 404. */
  notFound?: ReactNode;
  /** Shown instead of the error state for any failure (the screen words its own). */
  error?: (error: unknown) => ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A screen's or a panel's query in its three states: a spinner while pending, the server's
 * message with "Try again" on failure (or `notFound` for a 404), and `children` with the data.
 */
export function QueryView<Data>({ query, loadingLabel, errorTitle, notFound, error, children }: QueryViewProps<Data>) {
  if (query.status === 'pending') return <LoadingState label={loadingLabel} />;
  if (query.status === 'error') {
    if (notFound !== undefined && isNotFound(query.error)) return <>{notFound}</>;
    if (error) return <>{error(query.error)}</>;
    return <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data as Data)}</>;
}
