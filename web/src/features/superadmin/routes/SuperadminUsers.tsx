import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { USER_SEARCH_FIELDS, type AdminUser, type UserSearchField } from '@contract/superadmin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState, LoadingState, PageHeader } from '../../../components/ui';
import { SelectField, TextField } from '../../../lib/forms';
import { useSession } from '../../../app/session';
import { useAllUsers, useGlobalRoles, useSetUserRoles, useSetUserStatus } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { UserRolesForm } from '../components/UserRolesForm';
import { UsersList, displayName } from '../components/UsersList';
import '../superadmin.css';

const SEARCH_LABELS: Record<UserSearchField, { label: string; placeholder: string }> = {
  email: { label: 'Email', placeholder: 'name@company.com' },
  name: { label: 'Name', placeholder: 'Ada Lovelace' },
  lastName: { label: 'Last name', placeholder: 'Lovelace' },
};

/** /superadmin/users: every account, searchable; disable or enable it, give product roles. */
export default function SuperadminUsers() {
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
      <PageHeader title="Superadmin · Users" description="Every Everlink account. Disabling one signs the person out everywhere and stops their sign-ins until enabled again." />
      <SuperadminTabs active="users" />

      {editing && (
        <section ref={rolesPanel} tabIndex={-1} className="panel" aria-labelledby="user-roles-title">
          <h2 id="user-roles-title">Product roles of {displayName(editing)}</h2>
          {roles.isPending ? (
            <LoadingState label="Loading roles…" />
          ) : roles.isError ? (
            <ErrorState error={roles.error} title="Roles could not be loaded" onRetry={() => void roles.refetch()} />
          ) : (
            <UserRolesForm
              key={editing.userId}
              user={editing}
              roles={roles.data}
              isSelf={editing.userId === me?.uid}
              onSubmit={async (roleIds) => {
                await setRoles.mutateAsync({ userId: editing.userId, roleIds });
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
            />
          )}
        </section>
      )}

      <section className="panel" aria-labelledby="users-title">
        <div className="panel-header">
          <h2 id="users-title">Users</h2>
          <div className="search-bar" role="search" aria-label="Search users">
            <SelectField
              label="Search by"
              value={by}
              onChange={(e) => setBy(e.currentTarget.value as UserSearchField)}
              options={USER_SEARCH_FIELDS.map((field) => ({ value: field, label: SEARCH_LABELS[field].label }))}
            />
            <TextField
              label={`${SEARCH_LABELS[by].label} starts with`}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              placeholder={SEARCH_LABELS[by].placeholder}
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
        title={confirming?.disabled ? `Enable ${confirming ? displayName(confirming) : ''}?` : `Disable ${confirming ? displayName(confirming) : ''}?`}
        confirmLabel={confirming?.disabled ? 'Enable account' : 'Disable account'}
        pendingLabel={confirming?.disabled ? 'Enabling…' : 'Disabling…'}
        pending={setStatus.isPending}
        onConfirm={() => void confirmStatus()}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.disabled ? (
          <p>{confirming.email} can sign in again and use everything they had. Their profiles, cards and contacts were kept.</p>
        ) : (
          <p>
            {confirming?.email} cannot sign in any more, and their open sessions end (at the latest within the hour). Their public profiles and cards stay online, and nothing is
            deleted. You can enable the account again at any time.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
