import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { USER_SEARCH_FIELDS, type AdminUser, type UserSearchField } from '@contract/superadmin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { SelectField, TextField } from '../../../lib/forms';
import { useSession } from '../../../session/session';
import { useAllUsers, useGlobalRoles, useSetUserRoles, useSetUserStatus } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { UserRolesForm } from '../components/UserRolesForm';
import { UsersList, displayName } from '../components/UsersList';
import { useSuperadminText } from '../i18n';
import '../superadmin.css';

/** /superadmin/users: every account, searchable; disable or enable it, give product roles. */
export default function SuperadminUsers() {
  const { t } = useSuperadminText();
  const { user: me } = useSession();
  const [by, setBy] = useState<UserSearchField>('email');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const users = useAllUsers(query, by);
  const roles = useGlobalRoles();
  const setStatus = useSetUserStatus();
  const setRoles = useSetUserRoles();
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const rolesPanel = useRef<HTMLElement>(null);
  const rows = users.data?.pages.flatMap((p) => p.data) ?? [];
  const roleNames = new Map((roles.data ?? []).map((r) => [r.id, r.name]));

  useEffect(() => {
    if (editing) rolesPanel.current?.focus();
  }, [editing]);

  const confirmStatus = async () => {
    if (!confirming) return;
    await setStatus.mutateAsync({ user: confirming, disabled: !confirming.disabled }).catch(() => undefined);
    setConfirming(null);
  };

  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <SuperadminTabs active="users" />

      {editing && (
        <section ref={rolesPanel} tabIndex={-1} className="panel" aria-labelledby="user-roles-title">
          <h2 id="user-roles-title">{t('users.rolesOf', { name: displayName(editing) })}</h2>
          <QueryView query={roles} loadingLabel={t('users.loadingRoles')} errorTitle={t('users.rolesError')}>
            {(data) => (
              <UserRolesForm
                key={editing.userId}
                user={editing}
                roles={data}
                isSelf={editing.userId === me?.uid}
                onSubmit={async (roleIds) => {
                  await setRoles.mutateAsync({ userId: editing.userId, roleIds });
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            )}
          </QueryView>
        </section>
      )}

      <section className="panel" aria-labelledby="users-title">
        <div className="panel-header">
          <h2 id="users-title">{t('users.heading')}</h2>
          <div className="search-bar" role="search" aria-label={t('users.search.label')}>
            <SelectField
              label={t('users.search.by')}
              value={by}
              onChange={(e) => setBy(e.currentTarget.value as UserSearchField)}
              options={USER_SEARCH_FIELDS.map((field) => ({ value: field, label: t(`users.search.${field}.label`) }))}
            />
            <TextField
              label={t(`users.search.${by}.startsWith`)}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              placeholder={t(`users.search.${by}.placeholder`)}
            />
          </div>
        </div>
        <UsersList
          status={users.status}
          error={users.error}
          onRetry={() => void users.refetch()}
          users={rows}
          search={query}
          roleNames={roleNames}
          currentUserId={me?.uid}
          onToggleStatus={setConfirming}
          onEditRoles={setEditing}
          hasMore={users.hasNextPage}
          loadingMore={users.isFetchingNextPage}
          onLoadMore={() => void users.fetchNextPage()}
        />
      </section>

      <ConfirmDialog
        open={!!confirming}
        title={t(confirming?.disabled ? 'users.confirm.enableTitle' : 'users.confirm.disableTitle', {
          name: confirming ? displayName(confirming) : '',
        })}
        confirmLabel={confirming?.disabled ? t('users.confirm.enable') : t('users.confirm.disable')}
        pendingLabel={confirming?.disabled ? t('users.confirm.enabling') : t('users.confirm.disabling')}
        pending={setStatus.isPending}
        onConfirm={() => void confirmStatus()}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {t(confirming?.disabled ? 'users.confirm.enableText' : 'users.confirm.disableText', {
            email: confirming?.email ?? '',
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
