import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ContactFileType } from '@contract/contacts';
import { useSession } from '../../../session/session';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { NextPageFailed } from '../../../components/DataTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  useContactCount,
  useContactList,
  useDeleteSelection,
  useExportContacts,
  useTagSelection,
  useToggleFavorite,
  type BulkSelection,
} from '../api';
import {
  apiFilters,
  dateSortOnly,
  effectiveSort,
  hasFilters,
  rangeProblem,
  readParams,
  writeParams,
  type ListParams,
  type SortKey,
} from '../filters';
import { useRowSelection } from '../selection';
import { BulkBar } from '../components/BulkBar';
import { ContactCount } from '../components/ContactCount';
import { ContactFilters } from '../components/ContactFilters';
import { ContactsNav } from '../components/ContactsNav';
import { ContactsTable } from '../components/ContactsTable';
import { ImportPanel } from '../components/ImportPanel';
import { LeadFormLinks } from '../components/LeadFormLinks';
import { useContactsText } from '../i18n';
import '../contacts.css';
import { paths } from '../../../session/paths';

/** /contacts: everyone the person met or added, searchable, filterable, in bulk. */
export default function Contacts() {
  const { t } = useContactsText();
  const session = useSession();
  const loadedProfiles = useMemo(
    () => session.profiles.data?.filter((p) => p.status !== 'deleted'),
    [session.profiles.data],
  );
  const profiles = useMemo(() => loadedProfiles ?? [], [loadedProfiles]);
  const profileNames = useMemo(() => new Map(profiles.map((p) => [p.id, p.name])), [profiles]);
  const [params, setParams] = useSearchParams();
  const listParams = useMemo(() => readParams(params), [params]);
  const importOpen = params.get('import') === '1';
  const range = rangeProblem(listParams);
  const filters = useMemo(() => apiFilters(listParams), [listParams]);

  const list = useContactList(filters, !range);
  const counted = useContactCount(filters, !range);
  const total = counted.data?.count;
  const contacts = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const ids = useMemo(() => contacts.map((c) => c.id), [contacts]);
  const selection = useRowSelection(ids, JSON.stringify(filters));
  const favorite = useToggleFavorite();
  const remove = useDeleteSelection();
  const tagger = useTagSelection();
  const exporter = useExportContacts();
  const [confirming, setConfirming] = useState(false);
  const { fetchNextPage } = list;
  // Not cancelling a page already on its way: the table asks again on every scroll near the end.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  const update = useCallback(
    (next: ListParams) => setParams((current) => writeParams(next, current), { replace: true }),
    [setParams],
  );
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
  // What a bulk action covers: the filter itself once every matching contact is selected.
  const bulkSelection: BulkSelection = selection.allMatching ? { filters } : { ids: selection.ids };
  const selectedCount = selection.allMatching ? (total ?? selection.ids.length) : selection.ids.length;

  const deleteSelected = () =>
    remove.mutate(bulkSelection, {
      onSuccess: () => {
        selection.clear();
        setConfirming(false);
      },
    });

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={<ContactsNav onImport={() => setImport(true)} />}
      />

      {importOpen && (
        <ImportPanel
          profiles={loadedProfiles}
          defaultProfileId={session.currentProfile?.id ?? ''}
          onClose={() => setImport(false)}
        />
      )}

      {isEmptyBook ? (
        <EmptyState
          icon={<Icon name="contacts" />}
          title={t('list.emptyTitle')}
          action={
            <>
              <Link className="button button-primary" to={paths.newContact}>
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
              {selection.ids.length ? t('bulk.selected', { count: selectedCount }) : ''}
            </p>
            <ContactCount
              total={total}
              loaded={list.isSuccess ? contacts.length : undefined}
              hasNextPage={hasNextPage}
            />
            <div className="row">
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={!!range || exporter.isPending}
                onClick={() => exportList('csv')}
              >
                {t('list.exportCsv')}
              </button>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={!!range || exporter.isPending}
                onClick={() => exportList('vcf')}
              >
                {t('list.exportVcard')}
              </button>
            </div>
          </div>

          {range ? null : (
            <QueryView query={list} keepPages loadingLabel={t('list.loading')} errorTitle={t('list.loadFailed')}>
              {() =>
                !contacts.length && !hasNextPage ? (
                  <EmptyState
                    icon={<Icon name="contacts" />}
                    title={t('list.noMatchTitle')}
                    action={
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={() =>
                          update({ ...listParams, q: '', profileId: '', favorite: false, source: '', from: '', to: '' })
                        }
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
                    sortable={{ name: !dateSortOnly(listParams), added: true }}
                    onSort={(sort: SortKey) => update({ ...listParams, sort })}
                    onToggleFavorite={(contact) => favorite.mutate({ id: contact.id, favorite: !contact.favorite })}
                    hasNextPage={hasNextPage}
                    isFetchingNextPage={list.isFetchingNextPage}
                    fetchNextPage={loadMore}
                  />
                )
              }
            </QueryView>
          )}
          <NextPageFailed query={list} title={t('moreFailed')} onRetry={loadMore} />
          {/* After the list, kept in view at the bottom of the screen while rows are chosen. */}
          {selection.ids.length > 0 && (
            <BulkBar
              selectedCount={selection.ids.length}
              allMatching={selection.allMatching}
              total={total}
              canSelectAllMatching={selection.header === 'all' && total !== undefined && total > contacts.length}
              filtered={filtered}
              busy={exporter.isPending || remove.isPending || tagger.isPending}
              onSelectAllMatching={selection.selectAllMatching}
              onExport={() =>
                exporter.mutate({
                  type: 'csv',
                  selection: selection.allMatching ? { filters } : { ids: selection.ids },
                })
              }
              onDelete={() => setConfirming(true)}
              onTag={(tag) => tagger.mutate({ selection: bulkSelection, tag })}
              onClear={selection.clear}
            />
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('bulk.confirmTitle', { count: selectedCount })}
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
