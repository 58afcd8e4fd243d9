import { Link } from 'react-router-dom';
import { ErrorState, LoadingState, PageHeader } from '../../../components/ui';
import { paths } from '../../../app/paths';
import { useOverview } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import '../superadmin.css';

const number = new Intl.NumberFormat();

/** /superadmin: Everlink as a whole, in a few numbers. */
export default function SuperadminOverview() {
  const overview = useOverview();
  return (
    <>
      <PageHeader title="Superadmin" description="Everlink as a whole: its users, companies, cards and leads." />
      <SuperadminTabs active="overview" />
      <section className="panel" aria-labelledby="overview-title" aria-busy={overview.isPending || undefined}>
        <div className="panel-header">
          <h2 id="overview-title">At a glance</h2>
          {overview.isSuccess && (
            <button type="button" className="button button-secondary button-small" disabled={overview.isFetching} onClick={() => void overview.refetch()}>
              {overview.isFetching ? 'Refreshing…' : 'Refresh'}
            </button>
          )}
        </div>
        {overview.isPending ? (
          <LoadingState label="Counting…" />
        ) : overview.isError ? (
          <ErrorState error={overview.error} title="The counts could not be loaded" onRetry={() => void overview.refetch()} />
        ) : (
          <>
            <dl className="overview-tiles">
              <div className="overview-tile">
                <dt>Users</dt>
                <dd>{number.format(overview.data.users)}</dd>
              </div>
              <div className="overview-tile">
                <dt>Companies</dt>
                <dd>{number.format(overview.data.companies)}</dd>
              </div>
              <div className="overview-tile">
                <dt>Active cards</dt>
                <dd>
                  {number.format(overview.data.cards.active)}
                  <span className="muted"> of {number.format(overview.data.cards.total)}</span>
                </dd>
              </div>
              <div className="overview-tile">
                <dt>Leads this week</dt>
                <dd>{number.format(overview.data.leadsThisWeek)}</dd>
              </div>
            </dl>
            <p className="muted">
              Leads are contacts created since {new Date(overview.data.since).toLocaleString()}. Cards count every minted card; active ones are activated and not deactivated.
            </p>
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="manage-title">
        <h2 id="manage-title">Manage</h2>
        <ul className="quick-links">
          <li>
            <Link className="quick-link" to={paths.superadminUsers}>
              <span>
                <strong>Users</strong> Find an account, disable or enable it, give product roles.
              </span>
            </Link>
          </li>
          <li>
            <Link className="quick-link" to={paths.superadminCompanies}>
              <span>
                <strong>Companies</strong> Open any company&apos;s back office.
              </span>
            </Link>
          </li>
          <li>
            <Link className="quick-link" to={paths.superadminRoles}>
              <span>
                <strong>Roles</strong> Product-wide roles and what they allow.
              </span>
            </Link>
          </li>
          <li>
            <Link className="quick-link" to={paths.superadminDivisions}>
              <span>
                <strong>Divisions</strong> Every company&apos;s teams: rename or merge them.
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
