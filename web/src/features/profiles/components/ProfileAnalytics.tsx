import { useState } from 'react';
import type { ServiceClicks } from '@contract/analytics';
import type { ProfileService } from '@contract/profiles';
import { ErrorState, LoadingState } from '../../../components/ui';
import { useProfileAnalytics, useServiceClicks } from '../../dashboard/api';
import { ActivityFigures, RangePicker, StatTiles } from '../../dashboard';
import { useProfileServices } from '../api';

const RANGES = [7, 14, 30, 90] as const;

const SOURCES = [
  { key: 'card', label: 'Card taps and scans' },
  { key: 'link', label: 'Links you shared' },
  { key: 'direct', label: 'Your page directly' },
] as const;

interface ServiceRow {
  id: string;
  label: string;
  type: string;
  visible: boolean;
  inRange: number;
  allTime: number | null;
}

/** The range's clicks beside the all-time ones, current services first, removed ones after. */
function serviceRows(inRange: ServiceClicks[], allTime: ProfileService[] | undefined): ServiceRow[] {
  const rows = new Map<string, ServiceRow>();
  for (const s of allTime ?? []) rows.set(s.id, { id: s.id, label: s.label, type: s.type, visible: s.visible, inRange: 0, allTime: s.clicks });
  for (const s of inRange) {
    const row = rows.get(s.id);
    rows.set(s.id, row ? { ...row, inRange: s.clicks } : { id: s.id, label: s.label, type: s.type, visible: s.visible, inRange: s.clicks, allTime: null });
  }
  return [...rows.values()].sort((a, b) => b.inRange - a.inRange || (b.allTime ?? 0) - (a.allTime ?? 0));
}

const TYPE_LABELS: Record<string, string> = {
  link: 'Link',
  social: 'Social',
  booking: 'Booking',
  'save-contact': 'Button',
  'exchange-contact': 'Button',
  phone: 'Contact',
  email: 'Contact',
};

/** One profile's figures over a period: totals, a chart, where visitors came from, what they used. */
export function ProfileAnalytics({ profileId }: { profileId: string }) {
  const [days, setDays] = useState<number>(30);
  const analytics = useProfileAnalytics(profileId, days);
  const clicks = useServiceClicks(profileId, days);
  const services = useProfileServices(profileId);

  return (
    <div className="stack">
      <section className="panel" aria-labelledby="analytics-title">
        <div className="panel-header">
          <h2 id="analytics-title">Last {days} days</h2>
          <RangePicker value={days} options={RANGES} onChange={setDays} />
        </div>
        {analytics.isPending && <LoadingState label="Loading the figures…" />}
        {analytics.isError && <ErrorState error={analytics.error} title="The figures could not be loaded" onRetry={() => void analytics.refetch()} />}
        {analytics.isSuccess && (
          <div className="stack">
            <StatTiles totals={analytics.data.totals} metrics={['views', 'uniqueVisitors', 'clicks', 'saves', 'exchanges', 'leads']} />
            <ActivityFigures data={analytics.data} />
            <div>
              <h3>Where visitors came from</h3>
              <dl className="stat-tiles stat-tiles-small">
                {SOURCES.map((source) => (
                  <div key={source.key} className="stat-tile">
                    <dt>{source.label}</dt>
                    <dd>{analytics.data.sources[source.key].toLocaleString()}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        )}
      </section>

      <section className="panel" aria-labelledby="services-title">
        <h2 id="services-title">What visitors used</h2>
        <p className="muted">Clicks on each link, social network and button of your page. Unique visitors are counted a day, without cookies; bots are left out.</p>
        {(clicks.isPending || services.isPending) && <LoadingState label="Loading the clicks…" />}
        {clicks.isError && <ErrorState error={clicks.error} title="The clicks could not be loaded" onRetry={() => void clicks.refetch()} />}
        {clicks.isSuccess && !services.isPending && <ServicesTable rows={serviceRows(clicks.data.services, services.data)} days={days} allTimeKnown={services.isSuccess} />}
      </section>
    </div>
  );
}

function ServicesTable({ rows, days, allTimeKnown }: { rows: ServiceRow[]; days: number; allTimeKnown: boolean }) {
  if (!rows.length) return <p>Nothing to click on your page yet. Add links or social networks and they appear here with their clicks.</p>;
  return (
    <div className="table-wrap">
      <table className="table services-table">
        <caption className="visually-hidden">Clicks on each thing visitors can use on your page</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Kind</th>
            <th scope="col">Last {days} days</th>
            {allTimeKnown && <th scope="col">All time</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.label}
                {!row.visible && <span className="badge">Not on the page</span>}
              </th>
              <td>{TYPE_LABELS[row.type] ?? row.type}</td>
              <td>{row.inRange.toLocaleString()}</td>
              {allTimeKnown && <td>{row.allTime === null ? '—' : row.allTime.toLocaleString()}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
