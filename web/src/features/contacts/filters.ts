import { CONTACT_SOURCES, type ContactSource } from '@contract/contacts';
import { MESSAGES } from '@contract/messages';
import type { ContactListFilters } from './api';

/**
 * The list's filters live in the address (`/contacts?q=ada&favorite=true&sort=name`), so a
 * filtered list survives a reload, the back button and a shared link.
 */

/** The list's orders by their key in the address; their names are the catalogue's `filters.sorts`. */
export const SORTS = {
  newest: { sort: 'createdAt', order: 'desc' },
  oldest: { sort: 'createdAt', order: 'asc' },
  'name-asc': { sort: 'name', order: 'asc' },
  'name-desc': { sort: 'name', order: 'desc' },
} as const;
export type SortKey = keyof typeof SORTS;

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

export interface ListParams {
  q: string;
  profileId: string;
  favorite: boolean;
  source: ContactSource | '';
  from: string;
  to: string;
  sort: SortKey;
}

export function readParams(params: URLSearchParams): ListParams {
  const source = params.get('source') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    profileId: params.get('profile') ?? '',
    favorite: params.get('favorite') === 'true',
    source: (CONTACT_SOURCES as readonly string[]).includes(source) ? (source as ContactSource) : '',
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
    sort: sort in SORTS ? (sort as SortKey) : 'newest',
  };
}

/** The address's query for `list`, without the defaults. */
export function writeParams(list: ListParams, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('q', list.q);
  set('profile', list.profileId);
  set('favorite', list.favorite ? 'true' : '');
  set('source', list.source);
  set('from', list.from);
  set('to', list.to);
  set('sort', list.sort === 'newest' ? '' : list.sort);
  return next;
}

/** A date range lists by date added (the API has no name order over a range). */
export const dateSortOnly = (list: ListParams) => !!(list.from || list.to);

/** The sort the list really uses: a name sort falls back to newest first over a date range. */
export const effectiveSort = (list: ListParams): SortKey =>
  dateSortOnly(list) && SORTS[list.sort].sort === 'name' ? 'newest' : list.sort;

export const hasFilters = (list: ListParams) =>
  !!(list.q || list.profileId || list.favorite || list.source || list.from || list.to);

/** The problems of the date range, as the API words them. */
export function rangeProblem(list: ListParams): string | null {
  return list.from && list.to && list.from > list.to ? MESSAGES.startDateAfterEndDate : null;
}

/** What `GET /v1/contacts` and the export take for `list`. */
export function apiFilters(list: ListParams): ContactListFilters {
  const { sort, order } = SORTS[effectiveSort(list)];
  return {
    q: list.q || undefined,
    profileId: list.profileId || undefined,
    favorite: list.favorite || undefined,
    source: list.source || undefined,
    from: list.from || undefined,
    to: list.to || undefined,
    sort,
    order,
  };
}
