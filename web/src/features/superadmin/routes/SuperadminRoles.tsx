import { useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import type { GlobalRoleView } from '@contract/superadmin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { useDeleteRole, useGlobalRoles, useSaveRole } from '../api';
import { summaryOf } from '../global-permissions';
import { GiveRolePanel } from '../components/GiveRolePanel';
import { RoleForm } from '../components/RoleForm';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { useSuperadminText } from '../i18n';
import '../superadmin.css';

type Panel = { kind: 'new' } | { kind: 'edit'; role: GlobalRoleView } | { kind: 'give'; role: GlobalRoleView } | null;

/** /superadmin/roles: product-wide roles, what they allow (as checkboxes), and who gets them. */
export default function SuperadminRoles() {
  const { t } = useSuperadminText();
  const roles = useGlobalRoles();
  const save = useSaveRole();
  const remove = useDeleteRole();
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<GlobalRoleView | null>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (panel) panelRef.current?.focus();
  }, [panel]);

  const title =
    panel?.kind === 'new'
      ? t('roles.new')
      : panel?.kind === 'edit'
        ? t('roles.edit', { name: panel.role.name })
        : panel
          ? t('roles.give', { name: panel.role.name })
          : '';

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        description={t('roles.description')}
        actions={
          <button type="button" className="button button-primary" onClick={() => setPanel({ kind: 'new' })}>
            {t('roles.new')}
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
        <h2 id="roles-title">{t('roles.heading')}</h2>
        <QueryView query={roles} loadingLabel={t('roles.loading')} errorTitle={t('roles.error')}>
          {(data) =>
            data.length === 0 ? (
              <EmptyState icon={<Icon name="shield" />} title={t('roles.empty')}>
                <p>{t('roles.emptyText')}</p>
              </EmptyState>
            ) : (
              <ul className="role-list">
                {data.map((role) => (
                  <li key={role.id} className="role-item">
                    <div>
                      <h3>
                        {role.name} {role.builtIn && <span className="badge badge-info">{t('roles.builtIn')}</span>}
                      </h3>
                      <p className="muted">
                        {t('roles.line', {
                          rights: role.builtIn ? t('everythingEverywhere') : summaryOf(role.permissions, t),
                          holders: t('roles.holders', { count: role.holders }),
                        })}
                      </p>
                    </div>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        onClick={() => setPanel({ kind: 'give', role })}
                      >
                        {/* The role's name is heard, not shown: the row already shows it. */}
                        <Trans
                          t={t}
                          i18nKey="roles.give"
                          values={{ name: role.name }}
                          components={{ hidden: <span className="visually-hidden" /> }}
                        />
                      </button>
                      {!role.builtIn && (
                        <>
                          <button
                            type="button"
                            className="button button-secondary button-small"
                            aria-label={t('roles.edit', { name: role.name })}
                            onClick={() => setPanel({ kind: 'edit', role })}
                          >
                            {t('roles.editButton')}
                          </button>
                          <button
                            type="button"
                            className="button button-secondary button-small"
                            aria-label={t('roles.deleteName', { name: role.name })}
                            onClick={() => setDeleting(role)}
                          >
                            {t('roles.deleteButton')}
                          </button>
                        </>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </section>

      <ConfirmDialog
        open={!!deleting}
        title={t('roles.confirm.title', { name: deleting?.name ?? '' })}
        confirmLabel={t('roles.confirm.confirm')}
        pendingLabel={t('roles.confirm.pending')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, { onSettled: () => setDeleting(null) });
          if (panel && panel.kind !== 'new' && panel.role.id === deleting.id) setPanel(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting?.holders ? t('roles.confirm.held', { count: deleting.holders }) : t('roles.confirm.unheld')}</p>
      </ConfirmDialog>
    </>
  );
}
