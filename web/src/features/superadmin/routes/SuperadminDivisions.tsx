import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminDivision } from '@contract/superadmin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { SelectField, TextField } from '../../../lib/forms';
import { useAllDivisions, useCompanies, useCompanyDivisions, useMergeDivision, useRenameDivision } from '../api';
import { MergeDivisionForm, RenameDivisionForm } from '../components/DivisionForms';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { useSuperadminText } from '../i18n';
import { backOfficeOf } from '../links';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import '../superadmin.css';

type Panel = { kind: 'rename' | 'merge'; division: AdminDivision } | null;

/** /superadmin/divisions: every company's divisions; filter by company, rename, merge. */
export default function SuperadminDivisions() {
  const { t } = useSuperadminText();
  const [params, setParams] = useSearchParams();
  const companyId = params.get('companyId') ?? '';
  const divisions = useAllDivisions(companyId);
  const rename = useRenameDivision();
  const merge = useMergeDivision();
  const [panel, setPanel] = useState<Panel>(null);
  const [merging, setMerging] = useState<{ division: AdminDivision; into: AdminDivision } | null>(null);
  const targets = useCompanyDivisions(panel?.kind === 'merge' ? panel.division.companyId : undefined);
  const panelRef = useRef<HTMLElement>(null);
  const rows = divisions.data?.pages.flatMap((p) => p.data) ?? [];

  useEffect(() => {
    if (panel) panelRef.current?.focus();
  }, [panel]);

  const filter = (id: string) => {
    setPanel(null);
    setParams(id ? { companyId: id } : {}, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('divisions.title')} description={t('divisions.description')} />
      <SuperadminTabs active="divisions" />
      <CompanyFilter companyId={companyId} chosenName={rows[0]?.companyName} onChange={filter} />

      {panel && (
        <section ref={panelRef} tabIndex={-1} className="panel" aria-labelledby="division-panel-title">
          <h2 id="division-panel-title">
            {t(panel.kind === 'rename' ? 'divisions.rename' : 'divisions.merge', { name: panel.division.name })}{' '}
            <span className="muted">{t('divisions.ofCompany', { company: panel.division.companyName })}</span>
          </h2>
          {panel.kind === 'rename' ? (
            <RenameDivisionForm
              key={panel.division.id}
              division={panel.division}
              onSubmit={async (name) => {
                await rename.mutateAsync({ division: panel.division, name });
                setPanel(null);
              }}
              onCancel={() => setPanel(null)}
            />
          ) : (
            <QueryView query={targets} loadingLabel={t('divisions.loadingTargets')} errorTitle={t('divisions.error')}>
              {(data) => (
                <MergeDivisionForm
                  key={panel.division.id}
                  division={panel.division}
                  targets={data.filter((d) => d.id !== panel.division.id)}
                  onChoose={(into) => setMerging({ division: panel.division, into })}
                  onCancel={() => setPanel(null)}
                />
              )}
            </QueryView>
          )}
        </section>
      )}

      <section className="panel" aria-labelledby="divisions-title">
        <h2 id="divisions-title">{t('divisions.heading')}</h2>
        <QueryView query={divisions} loadingLabel={t('divisions.loading')} errorTitle={t('divisions.error')}>
          {() => (
            <DataTable
              className="stack-table"
              aria-label={t('divisions.label')}
              columns={[
                {
                  key: 'company',
                  header: t('divisions.company'),
                  label: t('divisions.company'),
                  cell: (division) => <Link to={backOfficeOf(division.companyId)}>{division.companyName}</Link>,
                },
                {
                  key: 'division',
                  header: t('divisions.division'),
                  label: t('divisions.division'),
                  cell: (division) => division.name,
                },
                {
                  key: 'actions',
                  header: t('divisions.actions'),
                  label: t('divisions.actions'),
                  cell: (division) => (
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={t('divisions.renameOf', { name: division.name, company: division.companyName })}
                        onClick={() => setPanel({ kind: 'rename', division })}
                      >
                        {t('divisions.renameButton')}
                      </button>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={t('divisions.mergeOf', { name: division.name, company: division.companyName })}
                        onClick={() => setPanel({ kind: 'merge', division })}
                      >
                        {t('divisions.mergeButton')}
                      </button>
                    </div>
                  ),
                },
              ]}
              rows={rows}
              rowKey={(division) => `${division.companyId}/${division.id}`}
              empty={
                <EmptyState
                  icon={<Icon name="users" />}
                  title={companyId ? t('divisions.emptyOfCompany') : t('divisions.empty')}
                >
                  <p>{t('divisions.emptyText')}</p>
                </EmptyState>
              }
              loadMore={{ ...divisions, label: t('loadMore'), pendingLabel: t('loading') }}
            />
          )}
        </QueryView>
      </section>

      <ConfirmDialog
        open={!!merging}
        title={merging ? t('divisions.confirm.title', { name: merging.division.name, into: merging.into.name }) : ''}
        confirmLabel={t('divisions.confirm.confirm')}
        pendingLabel={t('divisions.confirm.pending')}
        pending={merge.isPending}
        onConfirm={() => {
          if (!merging) return;
          merge.mutate(merging, {
            onSuccess: () => setPanel(null),
            onSettled: () => setMerging(null),
          });
        }}
        onCancel={() => setMerging(null)}
      >
        {merging && <p>{t('divisions.confirm.text', { name: merging.division.name, into: merging.into.name })}</p>}
      </ConfirmDialog>
    </>
  );
}

/** Narrows the list to one company: type part of its name, then pick it. */
function CompanyFilter({
  companyId,
  chosenName,
  onChange,
}: {
  companyId: string;
  chosenName?: string;
  onChange: (companyId: string) => void;
}) {
  const { t } = useSuperadminText();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const companies = useCompanies(query);
  const found = companies.data?.pages[0]?.data ?? [];
  const options = [
    { value: '', label: t('divisions.filter.all') },
    ...found.map((c) => ({ value: c.id, label: c.name })),
  ];
  if (companyId && !found.some((c) => c.id === companyId))
    options.push({ value: companyId, label: chosenName ?? t('divisions.filter.chosen') });
  return (
    <section className="panel" aria-label={t('divisions.filter.label')}>
      <div className="search-bar" role="search" aria-label={t('divisions.filter.searchLabel')}>
        <TextField
          label={t('divisions.filter.find')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder={t('divisions.filter.placeholder')}
          hint={companies.isError ? t('divisions.filter.error') : undefined}
        />
        <SelectField
          label={t('divisions.filter.company')}
          value={companyId}
          onChange={(e) => onChange(e.currentTarget.value)}
          options={options}
        />
      </div>
    </section>
  );
}
