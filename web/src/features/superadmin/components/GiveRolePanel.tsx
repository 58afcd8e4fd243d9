import { useDeferredValue, useState } from 'react';
import type { GlobalRoleView } from '@contract/superadmin';
import { ErrorState, LoadingState } from '../../../components/ui';
import { TextField } from '../../../lib/forms';
import { useAllUsers, useSetUserRoles } from '../api';
import { displayName } from './UsersList';

/** Finds a person by email and gives them the role, keeping the roles they hold. */
export function GiveRolePanel({ role, onDone }: { role: GlobalRoleView; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const users = useAllUsers(query, 'email');
  const setRoles = useSetUserRoles();
  const found = query ? (users.data?.pages[0]?.data ?? []).slice(0, 8) : [];
  return (
    <>
      <TextField
        label="Email starts with"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        placeholder="name@company.com"
        hint="Type the start of the person's email."
      />
      {!query ? null : users.isPending ? (
        <LoadingState label="Searching…" />
      ) : users.isError ? (
        <ErrorState error={users.error} title="The search failed" onRetry={() => void users.refetch()} />
      ) : found.length === 0 ? (
        <p className="muted">Nobody&apos;s email starts with “{query}”.</p>
      ) : (
        <ul className="role-list" aria-label="Matching people">
          {found.map((user) => {
            const holds = user.roles.includes(role.id);
            return (
              <li key={user.userId} className="role-item">
                <span>
                  <strong>{displayName(user)}</strong> <span className="muted">{user.email}</span>
                </span>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={holds || setRoles.isPending}
                  aria-label={holds ? `${displayName(user)} holds ${role.name}` : `Give ${role.name} to ${displayName(user)}`}
                  onClick={() => setRoles.mutate({ userId: user.userId, roleIds: [...user.roles, role.id] })}
                >
                  {holds ? 'Holds it' : 'Give role'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="row-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </>
  );
}
