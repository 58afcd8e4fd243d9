import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminDivision } from '@contract/superadmin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { SelectField, TextField } from '../../../lib/forms';
import { useAllDivisions, useCompanies, useCompanyDivisions, useMergeDivision, useRenameDivision } from '../api';
import { MergeDivisionForm, RenameDivisionForm } from '../components/DivisionForms';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { backOfficeOf } from '../links';
import '../superadmin.css';

type Panel = { kind: 'rename' | 'merge'; division: AdminDivision } | null;

/** /superadmin/divisions: every company's divisions; filter by company, rename, merge. */
export default function SuperadminDivisions() {
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
      <PageHeader title="Superadmin · Divisions" description="Every company's divisions in one place, to find and fix a team's setup." />
      <SuperadminTabs active="divisions" />
      <CompanyFilter companyId={companyId} chosenName={rows[0]?.companyName} onChange={filter} />

      {panel && (
        <section ref={panelRef} tabIndex={-1} className="panel" aria-labelledby="division-panel-title">
          <h2 id="division-panel-title">
            {panel.kind === 'rename' ? 'Rename' : 'Merge'} {panel.division.name} <span className="muted">({panel.division.companyName})</span>
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
          ) : targets.isPending ? (
            <LoadingState label="Loading the company's divisions…" />
          ) : targets.isError ? (
            <ErrorState error={targets.error} title="Divisions could not be loaded" onRetry={() => void targets.refetch()} />
          ) : (
            <MergeDivisionForm
              key={panel.division.id}
              division={panel.division}
              targets={targets.data.filter((d) => d.id !== panel.division.id)}
              onChoose={(into) => setMerging({ division: panel.division, into })}
              onCancel={() => setPanel(null)}
            />
          )}
        </section>
      )}

      <section className="panel" aria-labelledby="divisions-title">
        <h2 id="divisions-title">Divisions</h2>
        {divisions.isPending ? (
          <LoadingState label="Loading divisions…" />
        ) : divisions.isError ? (
          <ErrorState error={divisions.error} title="Divisions could not be loaded" onRetry={() => void divisions.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Icon name="users" />} title={companyId ? 'This company has no divisions' : 'No divisions yet'}>
            <p>Company admins create divisions in their back office; they appear here.</p>
          </EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="table stack-table" aria-label="Divisions">
                <thead>
                  <tr>
                    <th scope="col">Company</th>
                    <th scope="col">Division</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((division) => (
                    <tr key={`${division.companyId}/${division.id}`}>
                      <td data-label="Company">
                        <Link to={backOfficeOf(division.companyId)}>{division.companyName}</Link>
                      </td>
                      <td data-label="Division">{division.name}</td>
                      <td data-label="Actions">
                        <div className="row-actions">
                          <button
                            type="button"
                            className="button button-secondary button-small"
                            aria-label={`Rename ${division.name} of ${division.companyName}`}
                            onClick={() => setPanel({ kind: 'rename', division })}
                          >
                            Rename
                          </button>
                          <button
                            type="button"
                            className="button button-secondary button-small"
                            aria-label={`Merge ${division.name} of ${division.companyName}`}
                            onClick={() => setPanel({ kind: 'merge', division })}
                          >
                            Merge
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {divisions.hasNextPage && (
              <button type="button" className="button button-secondary" disabled={divisions.isFetchingNextPage} onClick={() => void divisions.fetchNextPage()}>
                {divisions.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            )}
          </>
        )}
      </section>

      <ConfirmDialog
        open={!!merging}
        title={merging ? `Merge ${merging.division.name} into ${merging.into.name}?` : ''}
        confirmLabel="Merge divisions"
        pendingLabel="Merging…"
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
        {merging && (
          <p>
            Everyone in {merging.division.name}, its company links and pending invitations move to {merging.into.name}; its sub-divisions move under {merging.into.name}; then{' '}
            {merging.division.name} is deleted. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

/** Narrows the list to one company: type part of its name, then pick it. */
function CompanyFilter({ companyId, chosenName, onChange }: { companyId: string; chosenName?: string; onChange: (companyId: string) => void }) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const companies = useCompanies(query);
  const found = companies.data?.pages[0]?.data ?? [];
  const options = [{ value: '', label: 'All companies' }, ...found.map((c) => ({ value: c.id, label: c.name }))];
  if (companyId && !found.some((c) => c.id === companyId)) options.push({ value: companyId, label: chosenName ?? 'The chosen company' });
  return (
    <section className="panel" aria-label="Filter by company">
      <div className="search-bar" role="search" aria-label="Filter divisions by company">
        <TextField
          label="Find a company"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder="Acme"
          hint={companies.isError ? 'Companies could not be loaded.' : undefined}
        />
        <SelectField label="Company" value={companyId} onChange={(e) => onChange(e.currentTarget.value)} options={options} />
      </div>
    </section>
  );
}
