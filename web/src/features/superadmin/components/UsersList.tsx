import type { AdminUser } from '@contract/superadmin';
import { EmptyState, Icon } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { useSuperadminText } from '../i18n';
import { DataTable } from '../../../components/DataTable';
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

export const displayName = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Every account, with its status and product roles; disabling and roles are a button away. */
export function UsersList({
  status,
  error,
  onRetry,
  users,
  search,
  roleNames,
  currentUserId,
  onToggleStatus,
  onEditRoles,
  hasMore,
  loadingMore,
  onLoadMore,
}: UsersListProps) {
  const { t } = useSuperadminText();
  return (
    <QueryView
      query={{ status, error, data: users, refetch: onRetry }}
      loadingLabel={t('users.list.loading')}
      errorTitle={t('users.list.error')}
    >
      {() => (
        <DataTable
          className="stack-table"
          aria-label={t('users.list.label')}
          columns={[
            {
              key: 'name',
              header: t('users.list.name'),
              label: t('users.list.name'),
              cell: (user) => (
                <>
                  {displayName(user)}
                  {user.userId === currentUserId && <span className="muted"> {t('users.list.you')}</span>}
                </>
              ),
            },
            { key: 'email', header: t('users.list.email'), label: t('users.list.email'), cell: (user) => user.email },
            {
              key: 'status',
              header: t('users.list.status'),
              label: t('users.list.status'),
              cell: (user) =>
                user.disabled ? (
                  <span className="badge badge-warning">{t('users.list.disabled')}</span>
                ) : (
                  <span className="badge badge-success">{t('users.list.active')}</span>
                ),
            },
            {
              key: 'roles',
              header: t('users.list.roles'),
              label: t('users.list.roles'),
              cell: (user) => (user.roles.length ? user.roles.map((id) => roleNames.get(id) ?? id).join(', ') : '—'),
            },
            {
              key: 'joined',
              header: t('users.list.joined'),
              label: t('users.list.joined'),
              cell: (user) => formatDate(user.createdAt, 'numeric'),
            },
            {
              key: 'actions',
              header: t('users.list.actions'),
              label: t('users.list.actions'),
              cell: (user) => {
                const name = displayName(user);
                return (
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={t('users.rolesOf', { name })}
                      onClick={() => onEditRoles(user)}
                    >
                      {t('users.list.rolesButton')}
                    </button>
                    {user.userId !== currentUserId && (
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={
                          user.disabled ? t('users.list.enableName', { name }) : t('users.list.disableName', { name })
                        }
                        onClick={() => onToggleStatus(user)}
                      >
                        {user.disabled ? t('users.list.enable') : t('users.list.disable')}
                      </button>
                    )}
                  </div>
                );
              },
            },
          ]}
          rows={users}
          rowKey={(user) => user.userId}
          empty={
            <EmptyState icon={<Icon name="users" />} title={search ? t('users.list.noMatch') : t('users.list.empty')}>
              <p>{search ? t('users.list.noMatchText', { search }) : t('users.list.emptyText')}</p>
            </EmptyState>
          }
          loadMore={{
            hasNextPage: hasMore,
            isFetchingNextPage: loadingMore,
            fetchNextPage: onLoadMore,
            label: t('loadMore'),
            pendingLabel: t('loading'),
          }}
        />
      )}
    </QueryView>
  );
}
