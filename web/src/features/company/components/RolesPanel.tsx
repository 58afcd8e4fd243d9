import { useState } from 'react';
import type { Company, CompanyRole } from '@contract/company';
import { EmptyState, ErrorState, Icon, LoadingState } from '../../../components/ui';
import { useCompanyRoles, useCreateRole, useUpdateRole } from '../api';
import { summaryOf } from '../permissions';
import { useCompanyAbility } from './CompanyPage';
import { RoleEditor } from './RoleEditor';

/** Which role the editor shows: a new one, or one of the list. */
type Open = { kind: 'new' } | { kind: 'role'; role: CompanyRole } | null;

/** /company/roles: the company's roles and what each lets its holders do. */
export function RolesPanel({ company }: { company: Company }) {
  const can = useCompanyAbility(company);
  const roles = useCompanyRoles(company.id);
  const create = useCreateRole(company.id);
  const update = useUpdateRole(company.id);
  const [open, setOpen] = useState<Open>(null);
  const canCreate = can('create', 'CompanyRole');
  const canEdit = can('update', 'CompanyRole');

  if (roles.isPending) return <LoadingState label="Loading roles…" />;
  if (roles.isError) return <ErrorState error={roles.error} title="The roles could not be loaded" onRetry={() => void roles.refetch()} />;

  if (open)
    return open.kind === 'new' ? (
      <RoleEditor
        key="new"
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          setOpen(null);
        }}
        onCancel={() => setOpen(null)}
      />
    ) : (
      <RoleEditor
        key={open.role.id}
        role={open.role}
        readOnly={!canEdit}
        onSubmit={async (body) => {
          await update.mutateAsync({ roleId: open.role.id, body });
          setOpen(null);
        }}
        onCancel={() => setOpen(null)}
      />
    );

  return (
    <div className="stack">
      <div className="row company-section-intro">
        <p className="muted">A role is a set of rights. Give people roles in Users; someone with several roles has the rights of all of them.</p>
        {canCreate && (
          <button type="button" className="button button-primary" onClick={() => setOpen({ kind: 'new' })}>
            New role
          </button>
        )}
      </div>
      {roles.data.length === 0 ? (
        <EmptyState icon={<Icon name="shield" />} title="No roles yet">
          <p>Create a role for each kind of rights your people need, such as a team lead who edits the profiles of their division.</p>
        </EmptyState>
      ) : (
        <ul className="plain-list role-list" aria-label="Roles">
          {roles.data.map((role) => (
            <li key={role.id} className="panel role-row">
              <div>
                <h3>
                  {role.name} {role.builtIn && <span className="badge badge-info">Built in</span>}
                </h3>
                <p className="fine-print">{summaryOf(role.permissions)}</p>
              </div>
              <button type="button" className="button button-secondary button-small" onClick={() => setOpen({ kind: 'role', role })}>
                {canEdit && role.builtIn !== 'admin' ? 'Edit' : 'View rights'}
                <span className="visually-hidden"> of {role.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
