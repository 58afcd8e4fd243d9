import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Contact } from '@contract/contacts';
import { HeaderCells, RowCells, type Column } from '../../../components/DataTable';
import { contactName, sourceLabel } from '../api';
import { useContactsText } from '../i18n';
import { SORTS, type SortKey } from '../filters';
import { ContactAvatar } from './ContactAvatar';
import { ContactCards } from './ContactCards';
import { LoaderRow, SelectAll, SelectBox, type ContactsTableProps, type VirtualProps } from './ContactListParts';
import { FavoriteButton } from './FavoriteButton';
import '../contacts.css';
import { paths } from '../../../session/paths';
import { formatDate } from '../../../i18n/format';

/** Below this width the table becomes a list of cards. */
export const PHONE_QUERY = '(max-width: 720px)';

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

export function useMediaQuery(query: string): boolean {
  const [subscribe] = useState(() => subscribeTo(query));
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Rows kept in the page beyond the visible ones, so a quick scroll does not show blanks. */
const OVERSCAN = 10;
/** Start loading the next page this many rows before the end of what is loaded. */
const PREFETCH_ROWS = 30;

/**
 * The contact list, however long: only the rows on screen are in the page (window scrolling,
 * so the page scrolls as any other), and the next page loads as the end comes near. A table on
 * wide screens, a list of cards on phones.
 */
export function ContactsTable(props: ContactsTableProps) {
  const { contacts, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const phone = useMediaQuery(PHONE_QUERY);
  const container = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const count = contacts.length + (hasNextPage ? 1 : 0);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => (phone ? 118 : 61),
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => contacts[index]?.id ?? 'loader',
  });

  // The list starts below the header and the filters, whose height changes with the screen.
  useLayoutEffect(() => {
    const measure = () =>
      setScrollMargin(container.current ? container.current.getBoundingClientRect().top + window.scrollY : 0);
    measure();
    if (typeof ResizeObserver !== 'function' || !container.current?.parentElement) return;
    const observer = new ResizeObserver(measure);
    observer.observe(container.current.parentElement);
    return () => observer.disconnect();
  }, [phone]);

  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= contacts.length - PREFETCH_ROWS) fetchNextPage();
  }, [lastIndex, contacts.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const before = items.length ? items[0].start - scrollMargin : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div ref={container} className="contacts-virtual">
      {phone ? (
        <ContactCards {...props} items={items} before={before} after={after} measure={virtualizer.measureElement} />
      ) : (
        <Table {...props} items={items} before={before} after={after} measure={virtualizer.measureElement} />
      )}
    </div>
  );
}

/** The sort's arrow, seen only (a screen reader hears the words below it). */
const SORT_ARROWS = { asc: '▲', desc: '▼', none: '↕' } as const;

/** What a screen reader hears after a sortable column's name. */
const SORTED_KEYS = {
  name: { asc: 'table.sortedNameAsc', desc: 'table.sortedNameDesc' },
  added: { asc: 'table.sortedAddedAsc', desc: 'table.sortedAddedDesc' },
} as const;

/** A column's header: sortable ones are a button, with the order read out and `aria-sort` on the cell. */
function sortHeader(
  label: string,
  column: 'name' | 'added',
  sort: SortKey,
  enabled: boolean,
  onSort: (sort: SortKey) => void,
  t: ReturnType<typeof useContactsText>['t'],
): Pick<Column<Contact>, 'header' | 'headerProps'> {
  const field = column === 'name' ? 'name' : 'createdAt';
  const active = SORTS[sort].sort === field && enabled;
  const order = SORTS[sort].order;
  const ariaSort = active ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  const next: SortKey =
    column === 'name'
      ? active && order === 'asc'
        ? 'name-desc'
        : 'name-asc'
      : active && order === 'desc'
        ? 'oldest'
        : 'newest';
  if (!enabled) return { header: label };
  return {
    headerProps: { 'aria-sort': ariaSort },
    header: (
      <button type="button" className="contact-sort" onClick={() => onSort(next)}>
        {label}
        <span aria-hidden="true" className="contact-sort-arrow">
          {active ? SORT_ARROWS[order] : SORT_ARROWS.none}
        </span>
        <span className="visually-hidden">{t(active ? SORTED_KEYS[column][order] : 'table.selectToSort')}</span>
      </button>
    ),
  };
}

const MISSING_VALUE = <span className="muted">—</span>;

/** The wide screen's table: DataTable's columns and cells, with only the rows on screen in the page. */
function Table({
  contacts,
  items,
  before,
  after,
  measure,
  selection,
  sort,
  sortable,
  onSort,
  onToggleFavorite,
  profileNames,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: VirtualProps) {
  const { t } = useContactsText();
  const columns: Column<Contact>[] = [
    {
      key: 'check',
      header: <SelectAll selection={selection} loaded={contacts.length} />,
      cell: (contact) => <SelectBox contact={contact} selection={selection} />,
    },
    {
      key: 'name',
      ...sortHeader(t('field.name'), 'name', sort, sortable.name, onSort, t),
      cell: (contact) => (
        <div className="contact-name-cell">
          <ContactAvatar contact={contact} size="sm" />
          <div className="contact-name-text">
            <Link to={paths.contact(contact.id)} className="contact-name-link">
              {contactName(contact, t)}
            </Link>
            {contact.jobTitle && <span className="fine-print contact-ellipsis">{contact.jobTitle}</span>}
          </div>
        </div>
      ),
    },
    {
      key: 'email',
      header: t('field.email'),
      className: 'contact-ellipsis',
      cell: (contact) => (contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : MISSING_VALUE),
    },
    {
      key: 'phone',
      header: t('field.phone'),
      className: 'contact-ellipsis',
      cell: (contact) =>
        contact.phoneNumber ? (
          <a href={`tel:${contact.phoneNumber.replace(/[^\d+]/g, '')}`}>{contact.phoneNumber}</a>
        ) : (
          MISSING_VALUE
        ),
    },
    {
      key: 'company',
      header: t('field.company'),
      className: 'contact-ellipsis',
      cell: (contact) => contact.company || MISSING_VALUE,
    },
    {
      key: 'source',
      header: t('field.source'),
      cell: (contact) => (
        <>
          <span className={`badge${contact.source === 'form' ? ' badge-info' : ''}`}>
            {sourceLabel(contact.source, t)}
          </span>
          {contact.profileId && profileNames.get(contact.profileId) && (
            <span className="fine-print contact-ellipsis contact-profile-name">
              {profileNames.get(contact.profileId)}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'added',
      ...sortHeader(t('field.added'), 'added', sort, sortable.added, onSort, t),
      cell: (contact) => formatDate(contact.createdAt),
    },
    {
      key: 'favorite',
      header: <span className="visually-hidden">{t('field.favorite')}</span>,
      cell: (contact) => <FavoriteButton contact={contact} onToggle={onToggleFavorite} />,
    },
  ];
  return (
    <table className="table contacts-table" aria-rowcount={hasNextPage ? -1 : contacts.length + 1}>
      <colgroup>
        {columns.map((column) => (
          <col key={column.key} className={`col-${column.key}`} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          <HeaderCells columns={columns} />
        </tr>
      </thead>
      <tbody>
        {before > 0 && (
          <tr aria-hidden="true" className="contacts-spacer" style={{ height: before }}>
            <td colSpan={columns.length} />
          </tr>
        )}
        {items.map((item) => {
          const contact = contacts[item.index];
          if (!contact)
            return (
              <tr key={item.key} ref={measure} data-index={item.index} className="contacts-loader-row">
                <td colSpan={columns.length}>
                  <LoaderRow isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
                </td>
              </tr>
            );
          const selected = selection.isSelected(contact.id);
          return (
            <tr
              key={item.key}
              ref={measure}
              data-index={item.index}
              aria-rowindex={item.index + 2}
              aria-selected={selected}
              className={selected ? 'is-selected' : undefined}
            >
              <RowCells columns={columns} row={contact} index={item.index} />
            </tr>
          );
        })}
        {after > 0 && (
          <tr aria-hidden="true" className="contacts-spacer" style={{ height: after }}>
            <td colSpan={columns.length} />
          </tr>
        )}
      </tbody>
    </table>
  );
}
