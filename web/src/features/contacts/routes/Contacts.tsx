import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTACT_LIMITS, type ContactFileType } from '@contract/contacts';
import { useSession } from '../../../app/session';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useContactList, useDeleteContacts, useExportContacts, useToggleFavorite } from '../api';
import { apiFilters, dateSortOnly, effectiveSort, hasFilters, rangeProblem, readParams, writeParams, type ListParams, type SortKey } from '../filters';
import { useRowSelection } from '../selection';
import { ContactFilters } from '../components/ContactFilters';
import { ContactsNav } from '../components/ContactsNav';
import { ContactsTable } from '../components/ContactsTable';
import { ImportPanel } from '../components/ImportPanel';
import { LeadFormLinks } from '../components/LeadFormLinks';
import '../contacts.css';

/** /contacts: everyone the person met or added, searchable, filterable, in bulk. */
export default function Contacts() {
  const session = useSession();
  const loadedProfiles = useMemo(() => session.profiles.data?.filter((p) => p.status !== 'deleted'), [session.profiles.data]);
  const profiles = useMemo(() => loadedProfiles ?? [], [loadedProfiles]);
  const profileNames = useMemo(() => new Map(profiles.map((p) => [p.id, p.name])), [profiles]);
  const [params, setParams] = useSearchParams();
  const listParams = useMemo(() => readParams(params), [params]);
  const importOpen = params.get('import') === '1';
  const range = rangeProblem(listParams);
  const filters = useMemo(() => apiFilters(listParams), [listParams]);

  const list = useContactList(filters, !range);
  const contacts = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const ids = useMemo(() => contacts.map((c) => c.id), [contacts]);
  const selection = useRowSelection(ids, JSON.stringify(filters));
  const favorite = useToggleFavorite();
  const remove = useDeleteContacts();
  const exporter = useExportContacts();
  const [confirming, setConfirming] = useState(false);
  const { fetchNextPage } = list;
  // Not cancelling a page already on its way: the table asks again on every scroll near the end.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  const update = useCallback((next: ListParams) => setParams((current) => writeParams(next, current), { replace: true }), [setParams]);
  const setImport = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set('import', '1');
      else next.delete('import');
      return next;
    });
  const exportList = (type: ContactFileType) => exporter.mutate({ type, selection: { filters } });
  const filtered = hasFilters(listParams);
  // After a failed page the list waits for Try again, instead of asking on every scroll.
  const hasNextPage = !!list.hasNextPage && !list.isFetchNextPageError;
  const isEmptyBook = list.isSuccess && !contacts.length && !hasNextPage && !filtered;
  const tooManyToExport = selection.ids.length > CONTACT_LIMITS.exportIds;

  const deleteSelected = () =>
    remove.mutate(selection.ids, {
      onSuccess: () => {
        selection.clear();
        setConfirming(false);
      },
    });

  return (
    <>
      <PageHeader
        title="Contacts"
        description="People who shared their details with you, and the ones you added yourself."
        actions={<ContactsNav onImport={() => setImport(true)} />}
      />

      {importOpen && <ImportPanel profiles={loadedProfiles} defaultProfileId={session.currentProfile?.id ?? ''} onClose={() => setImport(false)} />}

      {isEmptyBook ? (
        <EmptyState
          icon={<Icon name="contacts" />}
          title="No contacts yet"
          action={
            <>
              <Link className="button button-primary" to="/contacts/new">
                Add a contact
              </Link>
              <button type="button" className="button button-secondary" onClick={() => setImport(true)}>
                Import a file
              </button>
              <LeadFormLinks profile={session.currentProfile} />
            </>
          }
        >
          <p>When someone leaves their details on your lead form, they appear here, newest first. Add people you met yourself, or import them from a CSV or vCard file.</p>
        </EmptyState>
      ) : (
        <>
          <ContactFilters value={listParams} profiles={profiles} onChange={update} />

          <div className="contacts-toolbar">
            {/* Always in the page, so a change of selection is announced. */}
            <p className="visually-hidden" aria-live="polite">
              {selection.ids.length ? `${selection.ids.length.toLocaleString()} selected` : ''}
            </p>
            <p className="muted contacts-count" aria-live="polite">
              {list.isSuccess && `${contacts.length.toLocaleString()} ${contacts.length === 1 ? 'contact' : 'contacts'}${hasNextPage ? ' loaded, more as you scroll' : ''}`}
            </p>
            <div className="row">
              <button type="button" className="button button-secondary button-small" disabled={!!range || exporter.isPending} onClick={() => exportList('csv')}>
                Export CSV
              </button>
              <button type="button" className="button button-secondary button-small" disabled={!!range || exporter.isPending} onClick={() => exportList('vcf')}>
                Export vCard
              </button>
            </div>
          </div>

          {range ? null : list.isPending ? (
            <LoadingState label="Loading contacts…" />
          ) : !list.data ? (
            <ErrorState error={list.error} title="Your contacts could not be loaded" onRetry={() => void list.refetch()} />
          ) : !contacts.length && !hasNextPage ? (
            <EmptyState
              icon={<Icon name="contacts" />}
              title="No contacts match"
              action={
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => update({ ...listParams, q: '', profileId: '', favorite: false, source: '', from: '', to: '' })}
                >
                  Clear filters
                </button>
              }
            >
              <p>Try another search, or fewer filters.</p>
            </EmptyState>
          ) : (
            <ContactsTable
              contacts={contacts}
              profileNames={profileNames}
              selection={selection}
              sort={effectiveSort(listParams)}
              sortable={{ name: !listParams.q && !dateSortOnly(listParams), added: !listParams.q }}
              onSort={(sort: SortKey) => update({ ...listParams, sort })}
              onToggleFavorite={(contact) => favorite.mutate({ id: contact.id, favorite: !contact.favorite })}
              hasNextPage={hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              fetchNextPage={loadMore}
            />
          )}
          {list.isFetchNextPageError && <ErrorState error={list.error} title="More contacts could not be loaded" onRetry={loadMore} />}
          {/* After the list, kept in view at the bottom of the screen while rows are chosen. */}
          {selection.ids.length > 0 && (
            <div className="contacts-bulk" role="region" aria-label="Selected contacts">
              <p>
                <strong>{selection.ids.length.toLocaleString()}</strong> selected
              </p>
              <div className="row">
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={tooManyToExport || exporter.isPending}
                  aria-describedby={tooManyToExport ? 'contacts-export-limit' : undefined}
                  onClick={() => exporter.mutate({ type: 'csv', selection: { ids: selection.ids } })}
                >
                  Export selected
                </button>
                <button type="button" className="button button-small button-danger" onClick={() => setConfirming(true)}>
                  Delete selected
                </button>
                <button type="button" className="button button-ghost button-small" onClick={selection.clear}>
                  Clear selection
                </button>
              </div>
              {tooManyToExport && (
                <p className="fine-print" id="contacts-export-limit">
                  Export up to {CONTACT_LIMITS.exportIds.toLocaleString()} selected contacts at a time, or use Export CSV for everyone in this list.
                </p>
              )}
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title={selection.ids.length === 1 ? 'Delete 1 contact?' : `Delete ${selection.ids.length.toLocaleString()} contacts?`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={deleteSelected}
        onCancel={() => setConfirming(false)}
      >
        <p>Their details, notes and photos are removed for good. Export them first if you may need them again.</p>
      </ConfirmDialog>
    </>
  );
}
