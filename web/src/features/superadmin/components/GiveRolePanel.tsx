import { useDeferredValue, useState } from 'react';
import type { GlobalRoleView } from '@contract/superadmin';
import { QueryView } from '../../../components/QueryView';
import { TextField } from '../../../lib/forms';
import { useAllUsers, useSetUserRoles } from '../api';
import { useSuperadminText } from '../i18n';
import { displayName } from './UsersList';

/** Finds a person by email and gives them the role, keeping the roles they hold. */
export function GiveRolePanel({ role, onDone }: { role: GlobalRoleView; onDone: () => void }) {
  const { t } = useSuperadminText();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const users = useAllUsers(query, 'email');
  const setRoles = useSetUserRoles();
  const found = query ? (users.data?.pages[0]?.data ?? []).slice(0, 8) : [];
  return (
    <>
      <TextField
        label={t('users.search.email.startsWith')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        placeholder={t('users.search.email.placeholder')}
        hint={t('roles.giveRole.emailHint')}
      />
      {query && (
        <QueryView query={users} loadingLabel={t('roles.giveRole.searching')} errorTitle={t('roles.giveRole.error')}>
          {() =>
            found.length === 0 ? (
              <p className="muted">{t('roles.giveRole.noMatch', { query })}</p>
            ) : (
              <ul className="role-list" aria-label={t('roles.giveRole.label')}>
                {found.map((user) => {
                  const holds = user.roles.includes(role.id);
                  const name = displayName(user);
                  return (
                    <li key={user.userId} className="role-item">
                      <span>
                        <strong>{name}</strong> <span className="muted">{user.email}</span>
                      </span>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        disabled={holds || setRoles.isPending}
                        aria-label={
                          holds
                            ? t('roles.giveRole.holds', { name, role: role.name })
                            : t('roles.giveRole.giveTo', { name, role: role.name })
                        }
                        onClick={() => setRoles.mutate({ userId: user.userId, roleIds: [...user.roles, role.id] })}
                      >
                        {holds ? t('roles.giveRole.holdsButton') : t('roles.giveRole.giveButton')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryView>
      )}
      <div className="row-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('roles.giveRole.done')}
        </button>
      </div>
    </>
  );
}
