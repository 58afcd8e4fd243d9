import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { TextField } from '../../../lib/forms';
import { useCompanies } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { backOfficeOf, divisionsOf } from '../links';
import '../superadmin.css';

/** /superadmin/companies: every company, with a way into its back office. */
export default function SuperadminCompanies() {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const companies = useCompanies(query);
  const rows = companies.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      <PageHeader title="Superadmin · Companies" description="Every company on Everlink. Open one to work in its back office as its admins do." />
      <SuperadminTabs active="companies" />
      <section className="panel" aria-labelledby="companies-title">
        <div className="panel-header">
          <h2 id="companies-title">Companies</h2>
          <div className="search-bar" role="search" aria-label="Search companies">
            <TextField label="Name starts with" type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} placeholder="Acme" />
          </div>
        </div>
        {companies.isPending ? (
          <LoadingState label="Loading companies…" />
        ) : companies.isError ? (
          <ErrorState error={companies.error} title="Companies could not be loaded" onRetry={() => void companies.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Icon name="building" />} title={query ? 'No company matches' : 'No companies yet'}>
            <p>{query ? `No company's name starts with “${query}”.` : 'Companies appear here as soon as someone creates one.'}</p>
          </EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="table stack-table" aria-label="Companies">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Active employees</th>
                    <th scope="col">Created</th>
                    <th scope="col">Open</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((company) => (
                    <tr key={company.id}>
                      <td data-label="Name">{company.name}</td>
                      <td data-label="Active employees">{company.employees}</td>
                      <td data-label="Created">{company.createdAt ? new Date(company.createdAt).toLocaleDateString() : '—'}</td>
                      <td data-label="Open">
                        <div className="row-actions">
                          <Link className="button button-secondary button-small" to={backOfficeOf(company.id)} aria-label={`Open the back office of ${company.name}`}>
                            Back office
                          </Link>
                          <Link className="button button-secondary button-small" to={divisionsOf(company.id)} aria-label={`Divisions of ${company.name}`}>
                            Divisions
                          </Link>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {companies.hasNextPage && (
              <button type="button" className="button button-secondary" disabled={companies.isFetchingNextPage} onClick={() => void companies.fetchNextPage()}>
                {companies.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            )}
          </>
        )}
      </section>
    </>
  );
}
