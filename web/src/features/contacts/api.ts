import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  CONTACT_LIMITS,
  type Contact,
  type ContactFileType,
  type ContactFilters,
  type ContactSource,
  type CreateContactBody,
  type DuplicateGroup,
  type ImportResult,
  type SelectionStep,
  type UpdateContactBody,
} from '@contract/contacts';
import { api, type Page } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useAppMutation } from '../../lib/toasts';
import { useContactsText, type ContactsT } from './i18n';
import type { ImportField } from '@contract/contact-import';

/** The list's filters as the screens hold them: what `GET /v1/contacts` and the export take. */
export type ContactListFilters = Partial<
  Pick<ContactFilters, 'q' | 'profileId' | 'favorite' | 'source' | 'from' | 'to' | 'order'>
> & { sort?: ContactFilters['sort'] };

/** Query keys of the contact screens (GET /v1/contacts and its sub-resources). */
export const contactKeys = {
  all: ['contacts'] as const,
  /** Every paged list (the table's, recently added): what a change to one contact patches. */
  lists: () => ['contacts', 'list'] as const,
  list: (filters: ContactListFilters = {}) => ['contacts', 'list', filters] as const,
  /** How many contacts a filter matches (GET /v1/contacts/count). */
  count: (filters: ContactListFilters = {}) => ['contacts', 'count', filters] as const,
  recentlyAdded: (from: string) => ['contacts', 'list', 'recently-added', from] as const,
  detail: (contactId: string) => ['contacts', 'detail', contactId] as const,
  merge: () => ['contacts', 'merge'] as const,
  /** Outside `all`: the visitor's view of someone else's profile does not change with the book. */
};

/** Rows a page of the table asks for: fewer round trips when scrolling through thousands. */
export const LIST_PAGE_SIZE = 100;

const contactPath = (contactId: string, rest = '') => `/v1/contacts/${encodeURIComponent(contactId)}${rest}`;

/** Drops empty filters, so equal lists share one cache entry and the query string stays short. */
export function cleanFilters(filters: ContactListFilters): ContactListFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== '' && value !== null),
  ) as ContactListFilters;
}

// --- reads ---

/** GET /v1/contacts with the filters, a page at a time (`nextCursor`). */
export function useContactList(filters: ContactListFilters, enabled = true) {
  const clean = cleanFilters(filters);
  return useInfiniteQuery({
    queryKey: contactKeys.list(clean),
    queryFn: ({ pageParam, signal }) =>
      api.list<Contact>('/v1/contacts', { query: { ...clean, limit: LIST_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** GET /v1/contacts/count: the total the list's filter matches, however much of it is loaded. */
export function useContactCount(filters: ContactListFilters, enabled = true) {
  const clean = cleanFilters(filters);
  return useQuery({
    queryKey: contactKeys.count(clean),
    queryFn: ({ signal }) => api.get<{ count: number }>('/v1/contacts/count', { query: clean, signal }),
    enabled,
  });
}

/** The newest contacts since `from` (YYYY-MM-DD), newest first. */
export function useRecentContacts(from: string) {
  return useInfiniteQuery({
    queryKey: contactKeys.recentlyAdded(from),
    queryFn: ({ pageParam, signal }) =>
      api.list<Contact>('/v1/contacts', { query: { from, limit: 25, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useContact(contactId: string) {
  return useQuery({ queryKey: contactKeys.detail(contactId), queryFn: () => api.get<Contact>(contactPath(contactId)) });
}

/** GET /v1/contacts/merge: groups of likely duplicates. */
export function useDuplicates() {
  return useQuery({ queryKey: contactKeys.merge(), queryFn: () => api.get<DuplicateGroup[]>('/v1/contacts/merge') });
}

// --- changes ---

export function useCreateContact() {
  const { t } = useContactsText();
  return useAppMutation({
    mutationFn: (body: CreateContactBody) => api.post<Contact>('/v1/contacts', body),
    success: (contact) => t('toast.created', { name: contactName(contact, t) }),
    invalidates: [contactKeys.all],
    silentError: true,
  });
}

export function useUpdateContact(contactId: string) {
  const { t } = useContactsText();
  return useAppMutation({
    mutationFn: (body: UpdateContactBody) => api.put<Contact>(contactPath(contactId), body),
    success: t('toast.saved'),
    invalidates: [contactKeys.all],
    silentError: true,
  });
}

/**
 * Changes the loaded pages in place. Refetching a list would ask again for every page loaded,
 * which after scrolling through thousands of contacts is dozens of requests for one star; the
 * lists are marked out of date instead, so they are fetched afresh when next opened.
 */
function patchLists(queryClient: QueryClient, patch: (contacts: Contact[]) => Contact[]) {
  queryClient.setQueriesData<InfiniteData<Page<Contact>>>({ queryKey: contactKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: patch(page.data) })) } : data,
  );
  void queryClient.invalidateQueries({ queryKey: contactKeys.lists(), refetchType: 'none' });
}

/** The star in lists and on a contact's page. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { t } = useContactsText();
  return useAppMutation({
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
      api.put<Contact>(contactPath(id), { favorite }),
    success: (contact) =>
      t(contact.favorite ? 'toast.favorited' : 'toast.unfavorited', { name: contactName(contact, t) }),
    invalidates: [contactKeys.merge()],
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      patchLists(queryClient, (contacts) => contacts.map((c) => (c.id === contact.id ? contact : c)));
    },
  });
}

function useForgetContacts() {
  const queryClient = useQueryClient();
  return (ids: readonly string[]) => {
    const gone = new Set(ids);
    patchLists(queryClient, (contacts) => contacts.filter((c) => !gone.has(c.id)));
    // Not removed: a page still showing the contact would fetch it again and flash a 404.
    for (const id of ids) void queryClient.invalidateQueries({ queryKey: contactKeys.detail(id), refetchType: 'none' });
  };
}

export function useDeleteContact() {
  const forget = useForgetContacts();
  const { t } = useContactsText();
  return useAppMutation({
    mutationFn: (contact: Contact) => api.delete<{ id: string }>(contactPath(contact.id)),
    success: (_data, contact) => t('toast.deleted', { name: contactName(contact, t) }),
    invalidates: [contactKeys.merge()],
    onSuccess: (_data, contact) => forget([contact.id]),
  });
}

/** What a bulk action covers: every contact matching the list's filters, or chosen ids. */
export type BulkSelection = { filters: ContactListFilters } | { ids: readonly string[] };

/**
 * POST /v1/contacts/selection/{action}: the API works through a filter in bounded steps and
 * answers a cursor while there is more; this repeats the call until it is done (ids go ≤ 500 a call).
 */
async function overSelection(
  action: 'delete' | 'tag',
  selection: BulkSelection,
  extra: Record<string, string> = {},
): Promise<number> {
  const bodies =
    'ids' in selection
      ? chunkIds(selection.ids).map((ids) => ({ ids }))
      : [{ filter: cleanFilters(selection.filters) }];
  let done = 0;
  for (const body of bodies) {
    let cursor: string | undefined;
    do {
      const step: SelectionStep = await api.post<SelectionStep>(`/v1/contacts/selection/${action}`, {
        ...body,
        ...extra,
        ...(cursor ? { cursor } : {}),
      });
      done += step.count;
      cursor = step.nextCursor;
    } while (cursor);
  }
  return done;
}

const chunkIds = (ids: readonly string[]) =>
  Array.from({ length: Math.ceil(ids.length / CONTACT_LIMITS.bulkDelete) }, (_, i) => [
    ...ids.slice(i * CONTACT_LIMITS.bulkDelete, (i + 1) * CONTACT_LIMITS.bulkDelete),
  ]);

/**
 * After a bulk change: the toast says it is done at once, and the lists and counts load again
 * behind it (a book of thousands is many pages; waiting for them would hold the toast back).
 */
function useRefreshAfterBulk() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: contactKeys.all });
}

/** Deletes a selection: "all matching this filter" included. */
export function useDeleteSelection() {
  const { t } = useContactsText();
  const forget = useForgetContacts();
  const refresh = useRefreshAfterBulk();
  return useAppMutation({
    mutationFn: (selection: BulkSelection) => overSelection('delete', selection),
    success: (count) => t('toast.deletedMany', { count }),
    onSuccess: (_count, selection) => {
      if ('ids' in selection) forget(selection.ids);
      refresh();
    },
  });
}

/** Adds a tag to every contact of a selection. */
export function useTagSelection() {
  const { t } = useContactsText();
  const refresh = useRefreshAfterBulk();
  return useAppMutation({
    mutationFn: ({ selection, tag }: { selection: BulkSelection; tag: string }) =>
      overSelection('tag', selection, { tag }),
    success: (count, { tag }) => t('toast.tagged', { count, tag }),
    onSuccess: refresh,
  });
}

export function useUploadContactPhoto() {
  const { t } = useContactsText();
  return useAppMutation({
    mutationFn: ({ contactId, file }: { contactId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<Contact>(contactPath(contactId, '/display/upload'), form);
    },
    success: t('toast.photoSaved'),
    invalidates: [contactKeys.all],
  });
}

export function useSyncContact(contactId: string) {
  const { t } = useContactsText();
  return useAppMutation({
    mutationFn: () => api.post<Contact>(`/v1/contacts/sync/profile/${encodeURIComponent(contactId)}`),
    success: t('toast.synced'),
    invalidates: [contactKeys.all],
  });
}

export function useMergeContacts() {
  const { t } = useContactsText();
  return useAppMutation({
    mutationFn: (body: { primaryId: string; ids: string[] }) => api.post<Contact>('/v1/contacts/merge', body),
    success: (contact, body) => t('toast.merged', { count: body.ids.length + 1, name: contactName(contact, t) }),
    invalidates: [contactKeys.all],
  });
}

/** An import as the preview step sends it: the columns' fields as chosen, and whether to skip bad rows. */
export interface ImportRequest {
  profileId: string;
  type: ContactFileType;
  file: File;
  mapping?: readonly (ImportField | null)[];
  validOnly: boolean;
  /** Chosen here so the progress can be polled while the import runs (useImportProgress). */
  importId: string;
}

export function useImportContacts() {
  const { t } = useContactsText();
  return useAppMutation({
    mutationFn: ({ profileId, type, file, mapping, validOnly, importId }: ImportRequest) => {
      const form = new FormData();
      if (mapping) form.append('mapping', JSON.stringify(mapping));
      form.append('validOnly', String(validOnly));
      form.append('importId', importId);
      form.append('file', file);
      return api.post<ImportResult>(`/v1/contacts/${encodeURIComponent(profileId)}/${type}/import`, form);
    },
    success: (result) => t('toast.imported', { imported: result.imported, total: result.total }),
    invalidates: [contactKeys.all],
    silentError: true,
  });
}

/** What an export covers: the list's filters, or a selection of ids. */
export type ExportSelection = { filters: ContactListFilters } | { ids: readonly string[] };

/** POST /v1/contacts/{type}/export, saved under the server's file name. */
export function useExportContacts() {
  const { t } = useContactsText();
  return useAppMutation({
    mutationFn: async ({ type, selection }: { type: ContactFileType; selection: ExportSelection }) => {
      const body = 'ids' in selection ? { ids: selection.ids } : cleanFilters(selection.filters);
      saveFile(
        await api.download(`/v1/contacts/${type}/export`, { method: 'POST', body }),
        `everlink-contacts.${type}`,
      );
    },
    success: (_data, { type }) => t('toast.exporting', { format: FILE_FORMAT_NAMES[type] }),
  });
}

// --- presentation ---

/** How a contact is called: the full name, else their email or phone. */
export function contactName(
  contact: Pick<Contact, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>,
  t: ContactsT,
): string {
  return (
    [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim() ||
    contact.email ||
    contact.phoneNumber ||
    t('unnamed')
  );
}

/** "Engineer at Initech", or whichever of the two the contact has ('' for neither). */
export function contactRole(contact: Pick<Contact, 'jobTitle' | 'company'>, t: ContactsT): string {
  if (contact.jobTitle && contact.company) return t('role', { jobTitle: contact.jobTitle, company: contact.company });
  return contact.jobTitle || contact.company;
}

/** The file formats' names (not translated). */
export const FILE_FORMAT_NAMES: Record<ContactFileType, string> = { csv: 'CSV', vcf: 'vCard' };

export function initialsOf(contact: Pick<Contact, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [contact.firstName, contact.lastName].filter(Boolean).map((part) => part.trim()[0]);
  return (letters.join('') || contact.email[0] || '?').toUpperCase();
}

/** How a contact came into the book, in words. */
export const sourceLabel = (source: ContactSource, t: ContactsT) => t(`source.${source}`);

/** A day as the date inputs and the API's `from`/`to` take it (YYYY-MM-DD, UTC). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
