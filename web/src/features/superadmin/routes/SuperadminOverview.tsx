import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { paths } from '../../../session/paths';
import { useOverview } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { useSuperadminText } from '../i18n';
import '../superadmin.css';
import { formatDate, formatNumber } from '../../../i18n/format';

/** /superadmin: Everlink as a whole, in a few numbers. */
export default function SuperadminOverview() {
  const { t } = useSuperadminText();
  const overview = useOverview();
  return (
    <>
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      <SuperadminTabs active="overview" />
      <section className="panel" aria-labelledby="overview-title" aria-busy={overview.isPending || undefined}>
        <div className="panel-header">
          <h2 id="overview-title">{t('overview.heading')}</h2>
          {overview.isSuccess && (
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={overview.isFetching}
              onClick={() => void overview.refetch()}
            >
              {overview.isFetching ? t('overview.refreshing') : t('overview.refresh')}
            </button>
          )}
        </div>
        <QueryView query={overview} loadingLabel={t('overview.counting')} errorTitle={t('overview.error')}>
          {(data) => (
            <>
              <dl className="overview-tiles">
                <div className="overview-tile">
                  <dt>{t('overview.users')}</dt>
                  <dd>{formatNumber(data.users)}</dd>
                </div>
                <div className="overview-tile">
                  <dt>{t('overview.companies')}</dt>
                  <dd>{formatNumber(data.companies)}</dd>
                </div>
                <div className="overview-tile">
                  <dt>{t('overview.activeCards')}</dt>
                  <dd>
                    {formatNumber(data.cards.active)}
                    <span className="muted"> {t('overview.ofTotal', { total: formatNumber(data.cards.total) })}</span>
                  </dd>
                </div>
                <div className="overview-tile">
                  <dt>{t('overview.leadsThisWeek')}</dt>
                  <dd>{formatNumber(data.leadsThisWeek)}</dd>
                </div>
              </dl>
              <p className="muted">{t('overview.explained', { since: formatDate(data.since, 'dateTime') })}</p>
            </>
          )}
        </QueryView>
      </section>
      <section className="panel" aria-labelledby="manage-title">
        <h2 id="manage-title">{t('overview.manage.title')}</h2>
        <ul className="quick-links">
          <li>
            <Link className="quick-link" to={paths.superadminUsers}>
              <span>
                <strong>{t('tabs.users')}</strong> {t('overview.manage.users')}
              </span>
            </Link>
          </li>
          <li>
            <Link className="quick-link" to={paths.superadminCompanies}>
              <span>
                <strong>{t('tabs.companies')}</strong> {t('overview.manage.companies')}
              </span>
            </Link>
          </li>
          <li>
            <Link className="quick-link" to={paths.superadminRoles}>
              <span>
                <strong>{t('tabs.roles')}</strong> {t('overview.manage.roles')}
              </span>
            </Link>
          </li>
          <li>
            <Link className="quick-link" to={paths.superadminDivisions}>
              <span>
                <strong>{t('tabs.divisions')}</strong> {t('overview.manage.divisions')}
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
