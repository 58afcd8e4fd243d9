import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { TextField } from '../../../lib/forms';
import { useCompanies } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { useSuperadminText } from '../i18n';
import { backOfficeOf, divisionsOf } from '../links';
import { TableScroll } from '../../../components/TableScroll';
import '../superadmin.css';
import { formatDate } from '../../../i18n/format';

/** /superadmin/companies: every company, with a way into its back office. */
export default function SuperadminCompanies() {
  const { t } = useSuperadminText();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const companies = useCompanies(query);
  const rows = companies.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      <PageHeader title={t('companies.title')} description={t('companies.description')} />
      <SuperadminTabs active="companies" />
      <section className="panel" aria-labelledby="companies-title">
        <div className="panel-header">
          <h2 id="companies-title">{t('companies.heading')}</h2>
          <div className="search-bar" role="search" aria-label={t('companies.searchLabel')}>
            <TextField
              label={t('companies.nameStartsWith')}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              placeholder={t('companies.placeholder')}
            />
          </div>
        </div>
        {companies.isPending ? (
          <LoadingState label={t('companies.loading')} />
        ) : companies.isError ? (
          <ErrorState error={companies.error} title={t('companies.error')} onRetry={() => void companies.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Icon name="building" />} title={query ? t('companies.noMatch') : t('companies.empty')}>
            <p>{query ? t('companies.noMatchText', { query }) : t('companies.emptyText')}</p>
          </EmptyState>
        ) : (
          <>
            <TableScroll>
              <table className="table stack-table" aria-label={t('companies.label')}>
                <thead>
                  <tr>
                    <th scope="col">{t('companies.name')}</th>
                    <th scope="col">{t('companies.employees')}</th>
                    <th scope="col">{t('companies.created')}</th>
                    <th scope="col">{t('companies.open')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((company) => (
                    <tr key={company.id}>
                      <td data-label={t('companies.name')}>{company.name}</td>
                      <td data-label={t('companies.employees')}>{company.employees}</td>
                      <td data-label={t('companies.created')}>{formatDate(company.createdAt, 'numeric')}</td>
                      <td data-label={t('companies.open')}>
                        <div className="row-actions">
                          <Link className="button button-secondary button-small" to={backOfficeOf(company.id)} aria-label={t('companies.backOfficeOf', { name: company.name })}>
                            {t('companies.backOffice')}
                          </Link>
                          <Link className="button button-secondary button-small" to={divisionsOf(company.id)} aria-label={t('companies.divisionsOf', { name: company.name })}>
                            {t('companies.divisions')}
                          </Link>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            {companies.hasNextPage && (
              <button type="button" className="button button-secondary" disabled={companies.isFetchingNextPage} onClick={() => void companies.fetchNextPage()}>
                {companies.isFetchingNextPage ? t('loading') : t('loadMore')}
              </button>
            )}
          </>
        )}
      </section>
    </>
  );
}
