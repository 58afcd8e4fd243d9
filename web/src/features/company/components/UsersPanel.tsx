import { useMemo, useState } from 'react';
import type { Company, Employee, EmployeeFilters } from '@contract/company';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCommonText } from '../../../i18n';
import { EmptyState, Icon } from '../../../components/ui';
import { NextPageFailed } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import { SelectField, TextField } from '../../../lib/forms';
import { useRowSelection } from '../../contacts';
import {
  employeeName,
  useBulkAssign,
  useCompanyRoles,
  useDivisions,
  useEmployees,
  useInvitations,
  useInviteEmployee,
  useRemoveEmployee,
  useRevokeInvitation,
  useUpdateEmployee,
} from '../api';
import { divisionNames, flattenDivisions } from '../divisions';
import { useCompanyUsersText } from '../i18n';
import { useSettled } from '../../../lib/use-settled';
import { BulkBar } from './BulkBar';
import { useCompanyAbility } from './CompanyPage';
import { EmployeesTable } from './EmployeesTable';
import { InvitationsList } from './InvitationsList';
import { InviteDialog } from './InviteDialog';

/** /company/users: search and filter the people, invite, change many at once, suspend, remove. */
export function UsersPanel({ company }: { company: Company }) {
  const { t } = useCompanyUsersText();
  const common = useCommonText();
  const can = useCompanyAbility(company);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<EmployeeFilters>({});
  const typed = useSettled(search.trim());
  const query = { ...filters, search: typed || undefined };
  const employees = useEmployees(company.id, query);
  const roles = useCompanyRoles(company.id);
  const divisions = useDivisions(company.id);
  const canInvite = can('create', 'Employee');
  const invitations = useInvitations(company.id, canInvite);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Employee | null>(null);

  const invite = useInviteEmployee(company.id);
  const update = useUpdateEmployee(company.id);
  const remove = useRemoveEmployee(company.id);
  const bulk = useBulkAssign(company.id);
  const revoke = useRevokeInvitation(company.id);

  const pending = useMemo(() => invitations.data?.pages.flatMap((page) => page.data) ?? [], [invitations.data]);
  const rows = useMemo(() => employees.data?.pages.flatMap((page) => page.data) ?? [], [employees.data]);
  const ids = useMemo(() => rows.map((e) => e.id), [rows]);
  const selection = useRowSelection(ids, JSON.stringify(query));
  const selected = rows.filter((e) => selection.isSelected(e.id));
  const flat = useMemo(() => flattenDivisions(divisions.data ?? []), [divisions.data]);
  const divisionNameMap = useMemo(() => divisionNames(divisions.data ?? []), [divisions.data]);
  const roleNameMap = useMemo(() => new Map((roles.data ?? []).map((r) => [r.id, r.name])), [roles.data]);
  const canChange = (e: Employee) => can('update', 'Employee', { userId: e.id, divisionIds: e.divisionIds });
  const canRemove = (e: Employee) => can('delete', 'Employee', { userId: e.id, divisionIds: e.divisionIds });
  const canBulk = can('update', 'Employee');
  const filtered = Object.values(query).some(Boolean);

  const statusOptions = [
    { value: '', label: t('users.anyone') },
    { value: 'active', label: t('statuses.active') },
    { value: 'suspended', label: t('statuses.suspended') },
  ];
  const setFilter = (key: keyof EmployeeFilters) => (value: string) =>
    setFilters((f) => ({ ...f, [key]: value || undefined }));

  return (
    <div className="stack">
      <div className="company-toolbar">
        <div className="company-filters" role="search" aria-label={t('users.find')}>
          <TextField
            label={t('users.search')}
            type="search"
            placeholder={t('users.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <SelectField
            label={t('users.division')}
            value={filters.divisionId ?? ''}
            onChange={(e) => setFilter('divisionId')(e.currentTarget.value)}
            options={[
              { value: '', label: t('users.allDivisions') },
              ...flat.map((d) => ({ value: d.id, label: d.path })),
            ]}
          />
          <SelectField
            label={t('users.role')}
            value={filters.roleId ?? ''}
            onChange={(e) => setFilter('roleId')(e.currentTarget.value)}
            options={[
              { value: '', label: t('users.allRoles') },
              ...(roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
            ]}
          />
          <SelectField
            label={t('users.status')}
            value={filters.status ?? ''}
            onChange={(e) => setFilter('status')(e.currentTarget.value)}
            options={statusOptions}
          />
        </div>
        {canInvite && (
          <button type="button" className="button button-primary" onClick={() => setInviting(true)}>
            {t('users.invite')}
          </button>
        )}
      </div>

      {canBulk && selected.length > 0 && (
        <BulkBar
          count={selected.length}
          roles={roles.data ?? []}
          divisions={flat}
          pending={bulk.isPending}
          onSetRoles={(roleIds) => bulk.mutateAsync({ employees: selected, roleIds })}
          onSetDivisions={(divisionIds) => bulk.mutateAsync({ employees: selected, divisionIds })}
          onClear={selection.clear}
        />
      )}

      <QueryView query={employees} loadingLabel={t('users.loading')} errorTitle={t('users.loadFailed')}>
        {() =>
          rows.length === 0 ? (
            <EmptyState icon={<Icon name="users" />} title={filtered ? t('users.noMatch') : t('users.empty')}>
              <p>{filtered ? t('users.noMatchText') : canInvite ? t('users.emptyInvite') : t('users.emptyAsk')}</p>
            </EmptyState>
          ) : (
            <>
              <EmployeesTable
                employees={rows}
                roleNames={roleNameMap}
                divisionNames={divisionNameMap}
                selection={canBulk ? selection : undefined}
                canUpdate={canChange}
                canRemove={canRemove}
                pendingId={update.isPending ? update.variables?.employee.id : null}
                onSetStatus={(employee, status) => update.mutate({ employee, body: { status } })}
                onRemove={setRemoving}
              />
              {employees.hasNextPage && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void employees.fetchNextPage()}
                  disabled={employees.isFetchingNextPage}
                  aria-busy={employees.isFetchingNextPage || undefined}
                >
                  {employees.isFetchingNextPage ? common.t('loading') : t('users.more')}
                </button>
              )}
            </>
          )
        }
      </QueryView>

      {canInvite && (
        <QueryView query={invitations} whilePending={null} keepPages errorTitle={t('users.invitationsFailed')}>
          {() => (
            <>
              {pending.length > 0 && (
                <InvitationsList
                  invitations={pending}
                  canRevoke={canInvite}
                  pendingId={revoke.isPending ? revoke.variables?.id : null}
                  onRevoke={(i) => revoke.mutate(i)}
                  onMore={invitations.hasNextPage ? () => void invitations.fetchNextPage() : undefined}
                />
              )}
              <NextPageFailed
                query={invitations}
                title={t('users.invitationsFailed')}
                onRetry={invitations.fetchNextPage}
              />
            </>
          )}
        </QueryView>
      )}

      {inviting && (
        <InviteDialog
          companyName={company.name}
          roles={roles.data ?? []}
          divisions={flat}
          onSubmit={(body) => invite.mutateAsync(body)}
          onClose={() => setInviting(false)}
        />
      )}

      <ConfirmDialog
        open={!!removing}
        title={removing ? t('users.remove.title', { name: employeeName(removing), company: company.name }) : ''}
        confirmLabel={t('users.remove.confirm')}
        pendingLabel={t('users.remove.pending')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ employee: removing }, { onSuccess: () => setRemoving(null) })}
      >
        <p>{t('users.remove.access')}</p>
        <p>{t('users.remove.cards')}</p>
        <p>{t('users.remove.account')}</p>
      </ConfirmDialog>
    </div>
  );
}
