import { useDeferredValue, useId, useState } from 'react';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { useAllUsers } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';

/** /superadmin: every Everlink user, searchable by email. */
export default function SuperadminOverview() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const users = useAllUsers(query);
  const rows = users.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <>
      <PageHeader title="Superadmin" description="Everlink as a whole: its users, product-wide roles and divisions." />
      <SuperadminTabs active="/superadmin" />
      <section className="panel" aria-labelledby="users-title">
        <div className="panel-header">
          <h2 id="users-title">Users</h2>
          <div className="inline-field">
            <label htmlFor={searchId}>Search by email</label>
            <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="name@company.com" />
          </div>
        </div>
        {users.isLoading ? (
          <LoadingState label="Loading users…" />
        ) : users.isError ? (
          <ErrorState error={users.error} title="Users could not be loaded" onRetry={() => users.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Icon name="users" />} title={query ? 'No user matches' : 'No users yet'}>
            <p>{query ? `Nobody's email starts with “${query}”.` : 'People appear here as soon as they sign up.'}</p>
          </EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Name</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Roles</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((u) => (
                  <tr key={u.userId}>
                    <td>{u.email}</td>
                    <td>{`${u.firstName} ${u.lastName}`.trim()}</td>
                    <td>{u.phoneNumber || '—'}</td>
                    <td>{u.roles.length ? u.roles.join(', ') : '—'}</td>
                    <td>{u.createdAt ? new Date(u.createdAt).toLocaleDateString() : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {users.hasNextPage && (
          <button type="button" className="button button-secondary" disabled={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
            {users.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        )}
      </section>
    </>
  );
}
