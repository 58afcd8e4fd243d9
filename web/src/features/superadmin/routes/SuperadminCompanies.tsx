import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { TextField } from '../../../lib/forms';
import { useCompanies } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { useSuperadminText } from '../i18n';
import { backOfficeOf, divisionsOf } from '../links';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
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
        <QueryView query={companies} loadingLabel={t('companies.loading')} errorTitle={t('companies.error')}>
          {() => (
            <DataTable
              className="stack-table"
              aria-label={t('companies.label')}
              columns={[
                {
                  key: 'name',
                  header: t('companies.name'),
                  label: t('companies.name'),
                  cell: (company) => company.name,
                },
                {
                  key: 'employees',
                  header: t('companies.employees'),
                  label: t('companies.employees'),
                  cell: (company) => company.employees,
                },
                {
                  key: 'created',
                  header: t('companies.created'),
                  label: t('companies.created'),
                  cell: (company) => formatDate(company.createdAt, 'numeric'),
                },
                {
                  key: 'open',
                  header: t('companies.open'),
                  label: t('companies.open'),
                  cell: (company) => (
                    <div className="row-actions">
                      <Link
                        className="button button-secondary button-small"
                        to={backOfficeOf(company.id)}
                        aria-label={t('companies.backOfficeOf', { name: company.name })}
                      >
                        {t('companies.backOffice')}
                      </Link>
                      <Link
                        className="button button-secondary button-small"
                        to={divisionsOf(company.id)}
                        aria-label={t('companies.divisionsOf', { name: company.name })}
                      >
                        {t('companies.divisions')}
                      </Link>
                    </div>
                  ),
                },
              ]}
              rows={rows}
              rowKey={(company) => company.id}
              empty={
                <EmptyState
                  icon={<Icon name="building" />}
                  title={query ? t('companies.noMatch') : t('companies.empty')}
                >
                  <p>{query ? t('companies.noMatchText', { query }) : t('companies.emptyText')}</p>
                </EmptyState>
              }
              loadMore={{ ...companies, label: t('loadMore'), pendingLabel: t('loading') }}
            />
          )}
        </QueryView>
      </section>
    </>
  );
}
