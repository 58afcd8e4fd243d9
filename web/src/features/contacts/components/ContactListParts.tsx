// What both views of the contact list (the table, the phone's cards) share: their props, check boxes and load-more row.
import { useEffect, useRef, type Key } from 'react';
import type { Contact } from '@contract/contacts';
import { contactName } from '../api';
import { useContactsText } from '../i18n';
import type { HeaderCheck } from '../selection';
import type { SortKey } from '../filters';
import { LoadMoreButton } from '../../../components/DataTable';

export interface Selection {
  header: HeaderCheck;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  toggleAll: () => void;
}

export interface ContactsTableProps {
  contacts: readonly Contact[];
  profileNames: ReadonlyMap<string, string>;
  selection: Selection;
  sort: SortKey;
  /** Sorting by name is off over a date range (the API lists a range by date added). */
  sortable: { name: boolean; added: boolean };
  onSort: (sort: SortKey) => void;
  onToggleFavorite: (contact: Contact) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

export interface VirtualProps extends ContactsTableProps {
  items: { index: number; key: Key }[];
  before: number;
  after: number;
  measure: (element: Element | null) => void;
}

export function SelectBox({ contact, selection }: { contact: Contact; selection: Selection }) {
  const { t } = useContactsText();
  return (
    <input
      type="checkbox"
      className="contact-check-input"
      aria-label={t('table.select', { name: contactName(contact, t) })}
      checked={selection.isSelected(contact.id)}
      onChange={() => selection.toggle(contact.id)}
    />
  );
}

export function SelectAll({ selection, loaded }: { selection: Selection; loaded: number }) {
  const { t } = useContactsText();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.header === 'some';
  }, [selection.header]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="contact-check-input"
      aria-label={t('table.selectAll', { count: loaded })}
      checked={selection.header === 'all'}
      onChange={selection.toggleAll}
      disabled={loaded === 0}
    />
  );
}

export function LoaderRow({
  isFetchingNextPage,
  fetchNextPage,
}: {
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}) {
  const { t } = useContactsText();
  return (
    <LoadMoreButton
      inline
      hasNextPage
      isFetchingNextPage={isFetchingNextPage}
      fetchNextPage={fetchNextPage}
      label={t('table.loadMore')}
      pendingLabel={t('table.loadingMore')}
    />
  );
}
