import { useMemo, useState } from 'react';
import type { Company, Employee, EmployeeFilters } from '@contract/company';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, ErrorState, Icon, LoadingState } from '../../../components/ui';
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
import { useSettled } from '../use-settled';
import { BulkBar } from './BulkBar';
import { useCompanyAbility } from './CompanyPage';
import { EmployeesTable } from './EmployeesTable';
import { InvitationsList } from './InvitationsList';
import { InviteDialog } from './InviteDialog';

const STATUS_OPTIONS = [
  { value: '', label: 'Anyone' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

/** /company/users: search and filter the people, invite, change many at once, suspend, remove. */
export function UsersPanel({ company }: { company: Company }) {
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

  const setFilter = (key: keyof EmployeeFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value || undefined }));

  return (
    <div className="stack">
      <div className="company-toolbar">
        <div className="company-filters" role="search" aria-label="Find people">
          <TextField label="Search" type="search" placeholder="Name or email" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          <SelectField
            label="Division"
            value={filters.divisionId ?? ''}
            onChange={(e) => setFilter('divisionId')(e.currentTarget.value)}
            options={[{ value: '', label: 'All divisions' }, ...flat.map((d) => ({ value: d.id, label: d.path }))]}
          />
          <SelectField
            label="Role"
            value={filters.roleId ?? ''}
            onChange={(e) => setFilter('roleId')(e.currentTarget.value)}
            options={[{ value: '', label: 'All roles' }, ...(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))]}
          />
          <SelectField label="Status" value={filters.status ?? ''} onChange={(e) => setFilter('status')(e.currentTarget.value)} options={STATUS_OPTIONS} />
        </div>
        {canInvite && (
          <button type="button" className="button button-primary" onClick={() => setInviting(true)}>
            Invite people
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

      {employees.isPending ? (
        <LoadingState label="Loading people…" />
      ) : employees.isError ? (
        <ErrorState error={employees.error} title="The people could not be loaded" onRetry={() => void employees.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Icon name="users" />} title={filtered ? 'Nobody matches these filters' : 'Nobody here yet'}>
          <p>
            {filtered
              ? 'Try another name, or clear a filter.'
              : canInvite
                ? 'Invite people by email, or import them from a CSV file in Import & export.'
                : 'Your company’s admins add people here.'}
          </p>
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
              {employees.isFetchingNextPage ? 'Loading…' : 'Show more people'}
            </button>
          )}
        </>
      )}

      {canInvite && invitations.isError && <ErrorState error={invitations.error} title="Pending invitations could not be loaded" onRetry={() => void invitations.refetch()} />}
      {pending.length > 0 && (
        <InvitationsList
          invitations={pending}
          canRevoke={canInvite}
          pendingId={revoke.isPending ? revoke.variables?.id : null}
          onRevoke={(i) => revoke.mutate(i)}
          onMore={invitations.hasNextPage ? () => void invitations.fetchNextPage() : undefined}
        />
      )}

      {inviting && (
        <InviteDialog companyName={company.name} roles={roles.data ?? []} divisions={flat} onSubmit={(body) => invite.mutateAsync(body)} onClose={() => setInviting(false)} />
      )}

      <ConfirmDialog
        open={!!removing}
        title={removing ? `Remove ${employeeName(removing)} from ${company.name}?` : ''}
        confirmLabel="Remove from company"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ employee: removing }, { onSuccess: () => setRemoving(null) })}
      >
        <p>They lose access to the company at once, and their roles and divisions here.</p>
        <p>
          The company cards they hold are released, ready to hand to someone else in Company cards. The leads those cards and their company profile collected stay with the company:
          they move into your contacts (or, if you are not an employee here, into those of the company&apos;s longest-serving admin).
        </p>
        <p>Their own Everlink account and personal profiles stay theirs.</p>
      </ConfirmDialog>
    </div>
  );
}
