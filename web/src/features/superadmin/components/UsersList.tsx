import type { AdminUser } from '@contract/superadmin';
import { EmptyState, ErrorState, Icon, LoadingState } from '../../../components/ui';
import { useSuperadminText } from '../i18n';
import { TableScroll } from '../../../components/TableScroll';
import { formatDate } from '../../../i18n/format';

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
  const { t } = useSuperadminText();
  if (status === 'pending') return <LoadingState label={t('users.list.loading')} />;
  if (status === 'error') return <ErrorState error={error} title={t('users.list.error')} onRetry={onRetry} />;
  if (!users.length) {
    return (
      <EmptyState icon={<Icon name="users" />} title={search ? t('users.list.noMatch') : t('users.list.empty')}>
        <p>{search ? t('users.list.noMatchText', { search }) : t('users.list.emptyText')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <TableScroll>
        <table className="table stack-table" aria-label={t('users.list.label')}>
          <thead>
            <tr>
              <th scope="col">{t('users.list.name')}</th>
              <th scope="col">{t('users.list.email')}</th>
              <th scope="col">{t('users.list.status')}</th>
              <th scope="col">{t('users.list.roles')}</th>
              <th scope="col">{t('users.list.joined')}</th>
              <th scope="col">{t('users.list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const name = displayName(user);
              const self = user.userId === currentUserId;
              return (
                <tr key={user.userId}>
                  <td data-label={t('users.list.name')}>
                    {name}
                    {self && <span className="muted"> {t('users.list.you')}</span>}
                  </td>
                  <td data-label={t('users.list.email')}>{user.email}</td>
                  <td data-label={t('users.list.status')}>
                    {user.disabled ? (
                      <span className="badge badge-warning">{t('users.list.disabled')}</span>
                    ) : (
                      <span className="badge badge-success">{t('users.list.active')}</span>
                    )}
                  </td>
                  <td data-label={t('users.list.roles')}>{user.roles.length ? user.roles.map((id) => roleNames.get(id) ?? id).join(', ') : '—'}</td>
                  <td data-label={t('users.list.joined')}>{formatDate(user.createdAt, 'numeric')}</td>
                  <td data-label={t('users.list.actions')}>
                    <div className="row-actions">
                      <button type="button" className="button button-secondary button-small" aria-label={t('users.rolesOf', { name })} onClick={() => onEditRoles(user)}>
                        {t('users.list.rolesButton')}
                      </button>
                      {!self && (
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          aria-label={user.disabled ? t('users.list.enableName', { name }) : t('users.list.disableName', { name })}
                          onClick={() => onToggleStatus(user)}
                        >
                          {user.disabled ? t('users.list.enable') : t('users.list.disable')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {hasMore && (
        <button type="button" className="button button-secondary" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? t('loading') : t('loadMore')}
        </button>
      )}
    </>
  );
}
