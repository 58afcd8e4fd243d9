import { useEffect, useRef, useState } from 'react';
import type { GlobalRoleView } from '@contract/superadmin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { useDeleteRole, useGlobalRoles, useSaveRole } from '../api';
import { summaryOf } from '../global-permissions';
import { GiveRolePanel } from '../components/GiveRolePanel';
import { RoleForm } from '../components/RoleForm';
import { SuperadminTabs } from '../components/SuperadminTabs';
import '../superadmin.css';

type Panel = { kind: 'new' } | { kind: 'edit'; role: GlobalRoleView } | { kind: 'give'; role: GlobalRoleView } | null;

const holders = (n: number) => `${n} ${n === 1 ? 'person holds' : 'people hold'} it`;

/** /superadmin/roles: product-wide roles, what they allow (as checkboxes), and who gets them. */
export default function SuperadminRoles() {
  const roles = useGlobalRoles();
  const save = useSaveRole();
  const remove = useDeleteRole();
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<GlobalRoleView | null>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (panel) panelRef.current?.focus();
  }, [panel]);

  const title = panel?.kind === 'new' ? 'New role' : panel?.kind === 'edit' ? `Edit ${panel.role.name}` : panel ? `Give ${panel.role.name} to someone` : '';

  return (
    <>
      <PageHeader
        title="Superadmin · Roles"
        description="Roles that apply across Everlink. Anyone holding a role is premium."
        actions={
          <button type="button" className="button button-primary" onClick={() => setPanel({ kind: 'new' })}>
            New role
          </button>
        }
      />
      <SuperadminTabs active="roles" />

      {panel && (
        <section ref={panelRef} tabIndex={-1} className="panel" aria-labelledby="role-panel-title">
          <h2 id="role-panel-title">{title}</h2>
          {panel.kind === 'give' ? (
            <GiveRolePanel role={panel.role} onDone={() => setPanel(null)} />
          ) : (
            <RoleForm
              key={panel.kind === 'edit' ? panel.role.id : 'new'}
              role={panel.kind === 'edit' ? panel.role : undefined}
              onSubmit={async (body) => {
                await save.mutateAsync({ roleId: panel.kind === 'edit' ? panel.role.id : undefined, body });
                setPanel(null);
              }}
              onCancel={() => setPanel(null)}
            />
          )}
        </section>
      )}

      <section className="panel" aria-labelledby="roles-title">
        <h2 id="roles-title">Product roles</h2>
        {roles.isPending ? (
          <LoadingState label="Loading roles…" />
        ) : roles.isError ? (
          <ErrorState error={roles.error} title="Roles could not be loaded" onRetry={() => void roles.refetch()} />
        ) : roles.data.length === 0 ? (
          <EmptyState icon={<Icon name="shield" />} title="No roles yet">
            <p>Create a role, check what it allows, and give it to people.</p>
          </EmptyState>
        ) : (
          <ul className="role-list">
            {roles.data.map((role) => (
              <li key={role.id} className="role-item">
                <div>
                  <h3>
                    {role.name} {role.builtIn && <span className="badge badge-info">Built in</span>}
                  </h3>
                  <p className="muted">
                    {role.builtIn ? 'Everything, everywhere.' : summaryOf(role.permissions)} · {holders(role.holders)}
                  </p>
                </div>
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    aria-label={`Give ${role.name} to someone`}
                    onClick={() => setPanel({ kind: 'give', role })}
                  >
                    Give to…
                  </button>
                  {!role.builtIn && (
                    <>
                      <button type="button" className="button button-secondary button-small" aria-label={`Edit ${role.name}`} onClick={() => setPanel({ kind: 'edit', role })}>
                        Edit
                      </button>
                      <button type="button" className="button button-secondary button-small" aria-label={`Delete ${role.name}`} onClick={() => setDeleting(role)}>
                        Delete
                      </button>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={!!deleting}
        title={`Delete ${deleting?.name ?? ''}?`}
        confirmLabel="Delete role"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, { onSettled: () => setDeleting(null) });
          if (panel && panel.kind !== 'new' && panel.role.id === deleting.id) setPanel(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {deleting?.holders ? `${holders(deleting.holders)}; they lose what it allows at once, and anyone left with no role is no longer premium.` : 'Nobody holds it.'} This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
