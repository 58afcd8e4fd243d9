import { useState } from 'react';
import { Trans } from 'react-i18next';
import type { Company, CompanyRole } from '@contract/company';
import { EmptyState, Icon } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { useCompanyRoles, useCreateRole, useUpdateRole } from '../api';
import { useDeleteRole } from '../admin-api';
import { MoveAndDeleteDialog } from './MoveAndDeleteDialog';
import { useCompanyText } from '../i18n';
import { summaryOf } from '../permissions';
import { useCompanyAbility } from './CompanyPage';
import { RoleEditor } from './RoleEditor';

/** Which role the editor shows: a new one, or one of the list. */
type Open = { kind: 'new' } | { kind: 'role'; role: CompanyRole } | null;

/** /company/roles: the company's roles and what each lets its holders do. */
export function RolesPanel({ company }: { company: Company }) {
  const { t } = useCompanyText();
  const can = useCompanyAbility(company);
  const roles = useCompanyRoles(company.id);
  const create = useCreateRole(company.id);
  const update = useUpdateRole(company.id);
  const remove = useDeleteRole(company.id);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<CompanyRole | null>(null);
  const canCreate = can('create', 'CompanyRole');
  const canEdit = can('update', 'CompanyRole');
  const canDelete = can('delete', 'CompanyRole');
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <QueryView query={roles} loadingLabel={t('roles.loading')} errorTitle={t('roles.loadFailed')}>
      {(list) => {
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
              <p className="muted">{t('roles.intro')}</p>
              {canCreate && (
                <button type="button" className="button button-primary" onClick={() => setOpen({ kind: 'new' })}>
                  {t('roles.new')}
                </button>
              )}
            </div>
            {list.length === 0 ? (
              <EmptyState icon={<Icon name="shield" />} title={t('roles.empty')}>
                <p>{t('roles.emptyText')}</p>
              </EmptyState>
            ) : (
              <ul className="plain-list role-list" aria-label={t('roles.list')}>
                {list.map((role) => (
                  <li key={role.id} className="panel role-row">
                    <div>
                      <h3>
                        {role.name} {role.builtIn && <span className="badge badge-info">{t('roles.builtIn')}</span>}
                      </h3>
                      <p className="fine-print">{summaryOf(role.permissions, t)}</p>
                    </div>
                    <span className="role-actions">
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        onClick={() => setOpen({ kind: 'role', role })}
                      >
                        <Trans
                          t={t}
                          i18nKey={canEdit && role.builtIn !== 'admin' ? 'roles.edit' : 'roles.viewRights'}
                          values={{ name: role.name }}
                          components={{ hidden: <span className="visually-hidden" /> }}
                        />
                      </button>
                      {canDelete && !role.builtIn && (
                        <button
                          type="button"
                          className="button button-ghost button-small text-danger"
                          onClick={() => setDeleting(role)}
                        >
                          <Trans
                            t={t}
                            i18nKey="roles.delete"
                            values={{ name: role.name }}
                            components={{ hidden: <span className="visually-hidden" /> }}
                          />
                        </button>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <MoveAndDeleteDialog
              target={deleting}
              title={deleting ? t('roles.deleteTitle', { name: deleting.name }) : ''}
              body={t('roles.deleteBody')}
              moveLabel={t('roles.moveTo')}
              options={list.filter((r) => r.id !== deleting?.id).map((r) => ({ value: r.id, label: r.name }))}
              pending={remove.isPending}
              error={remove.error}
              onConfirm={(moveTo) =>
                deleting &&
                remove.mutate({ roleId: deleting.id, name: deleting.name, moveTo }, { onSuccess: closeDelete })
              }
              onCancel={closeDelete}
            />
          </div>
        );
      }}
    </QueryView>
  );
}
