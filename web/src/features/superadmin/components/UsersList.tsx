import type { AdminUser } from '@contract/superadmin';
import { EmptyState, ErrorState, Icon, LoadingState } from '../../../components/ui';

interface UsersListProps {
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry: () => void;
  users: readonly AdminUser[];
  /** What was searched, for the empty state. */
  search: string;
  roleNames: ReadonlyMap<string, string>;
  /** The signed-in superadmin, who cannot disable themselves. */
  currentUserId?: string;
  onToggleStatus: (user: AdminUser) => void;
  onEditRoles: (user: AdminUser) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export const displayName = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Every account, with its status and product roles; disabling and roles are a button away. */
export function UsersList({ status, error, onRetry, users, search, roleNames, currentUserId, onToggleStatus, onEditRoles, hasMore, loadingMore, onLoadMore }: UsersListProps) {
  if (status === 'pending') return <LoadingState label="Loading users…" />;
  if (status === 'error') return <ErrorState error={error} title="Users could not be loaded" onRetry={onRetry} />;
  if (!users.length) {
    return (
      <EmptyState icon={<Icon name="users" />} title={search ? 'No user matches' : 'No users yet'}>
        <p>{search ? `Nobody matches “${search}”. Check the spelling, or search by another field.` : 'People appear here as soon as they sign up.'}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="table-wrap">
        <table className="table stack-table" aria-label="Users">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col">Product roles</th>
              <th scope="col">Joined</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const name = displayName(user);
              const self = user.userId === currentUserId;
              return (
                <tr key={user.userId}>
                  <td data-label="Name">
                    {name}
                    {self && <span className="muted"> (you)</span>}
                  </td>
                  <td data-label="Email">{user.email}</td>
                  <td data-label="Status">{user.disabled ? <span className="badge badge-warning">Disabled</span> : <span className="badge badge-success">Active</span>}</td>
                  <td data-label="Product roles">{user.roles.length ? user.roles.map((id) => roleNames.get(id) ?? id).join(', ') : '—'}</td>
                  <td data-label="Joined">{user.createdAt ? new Date(user.createdAt).toLocaleDateString() : '—'}</td>
                  <td data-label="Actions">
                    <div className="row-actions">
                      <button type="button" className="button button-secondary button-small" aria-label={`Product roles of ${name}`} onClick={() => onEditRoles(user)}>
                        Roles
                      </button>
                      {!self && (
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${name}`}
                          onClick={() => onToggleStatus(user)}
                        >
                          {user.disabled ? 'Enable' : 'Disable'}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hasMore && (
        <button type="button" className="button button-secondary" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}
