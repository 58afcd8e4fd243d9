import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans } from 'react-i18next';
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
import { useContactsText } from '../i18n';
import '../contacts.css';

/** /contacts: everyone the person met or added, searchable, filterable, in bulk. */
export default function Contacts() {
  const { t } = useContactsText();
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
      <PageHeader title={t('list.title')} description={t('list.description')} actions={<ContactsNav onImport={() => setImport(true)} />} />

      {importOpen && <ImportPanel profiles={loadedProfiles} defaultProfileId={session.currentProfile?.id ?? ''} onClose={() => setImport(false)} />}

      {isEmptyBook ? (
        <EmptyState
          icon={<Icon name="contacts" />}
          title={t('list.emptyTitle')}
          action={
            <>
              <Link className="button button-primary" to="/contacts/new">
                {t('addContact')}
              </Link>
              <button type="button" className="button button-secondary" onClick={() => setImport(true)}>
                {t('list.importFile')}
              </button>
              <LeadFormLinks profile={session.currentProfile} />
            </>
          }
        >
          <p>{t('list.emptyBody')}</p>
        </EmptyState>
      ) : (
        <>
          <ContactFilters value={listParams} profiles={profiles} onChange={update} />

          <div className="contacts-toolbar">
            {/* Always in the page, so a change of selection is announced. */}
            <p className="visually-hidden" aria-live="polite">
              {selection.ids.length ? t('bulk.selected', { count: selection.ids.length }) : ''}
            </p>
            <p className="muted contacts-count" aria-live="polite">
              {list.isSuccess && t(hasNextPage ? 'list.countLoaded' : 'list.count', { count: contacts.length })}
            </p>
            <div className="row">
              <button type="button" className="button button-secondary button-small" disabled={!!range || exporter.isPending} onClick={() => exportList('csv')}>
                {t('list.exportCsv')}
              </button>
              <button type="button" className="button button-secondary button-small" disabled={!!range || exporter.isPending} onClick={() => exportList('vcf')}>
                {t('list.exportVcard')}
              </button>
            </div>
          </div>

          {range ? null : list.isPending ? (
            <LoadingState label={t('list.loading')} />
          ) : !list.data ? (
            <ErrorState error={list.error} title={t('list.loadFailed')} onRetry={() => void list.refetch()} />
          ) : !contacts.length && !hasNextPage ? (
            <EmptyState
              icon={<Icon name="contacts" />}
              title={t('list.noMatchTitle')}
              action={
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => update({ ...listParams, q: '', profileId: '', favorite: false, source: '', from: '', to: '' })}
                >
                  {t('filters.clear')}
                </button>
              }
            >
              <p>{t('list.noMatchBody')}</p>
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
          {list.isFetchNextPageError && <ErrorState error={list.error} title={t('moreFailed')} onRetry={loadMore} />}
          {/* After the list, kept in view at the bottom of the screen while rows are chosen. */}
          {selection.ids.length > 0 && (
            <div className="contacts-bulk" role="region" aria-label={t('bulk.label')}>
              <p>
                <Trans t={t} i18nKey="bulk.selectedShown" count={selection.ids.length} components={{ strong: <strong /> }} />
              </p>
              <div className="row">
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={tooManyToExport || exporter.isPending}
                  aria-describedby={tooManyToExport ? 'contacts-export-limit' : undefined}
                  onClick={() => exporter.mutate({ type: 'csv', selection: { ids: selection.ids } })}
                >
                  {t('bulk.export')}
                </button>
                <button type="button" className="button button-small button-danger" onClick={() => setConfirming(true)}>
                  {t('bulk.delete')}
                </button>
                <button type="button" className="button button-ghost button-small" onClick={selection.clear}>
                  {t('bulk.clear')}
                </button>
              </div>
              {tooManyToExport && (
                <p className="fine-print" id="contacts-export-limit">
                  {t('bulk.exportLimit', { max: CONTACT_LIMITS.exportIds })}
                </p>
              )}
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('bulk.confirmTitle', { count: selection.ids.length })}
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        onConfirm={deleteSelected}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('bulk.confirmBody')}</p>
      </ConfirmDialog>
    </>
  );
}
