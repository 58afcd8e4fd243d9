import { Suspense, lazy, useId } from 'react';
import type { AnalyticsDashboard, DayCounts } from '@contract/analytics';
import '../dashboard.css';

const ActivityChart = lazy(() => import('./ActivityChart'));

const METRICS: Record<keyof DayCounts, { label: string; hint: string }> = {
  views: { label: 'Views', hint: 'Times your page was opened.' },
  uniqueVisitors: { label: 'Unique visitors', hint: 'Different people a day, counted without cookies.' },
  clicks: { label: 'Clicks', hint: 'Taps on your links, socials and buttons.' },
  saves: { label: 'Contacts saved', hint: '“Save contact” downloads.' },
  exchanges: { label: 'Exchanges', hint: 'Taps on “Exchange contact”.' },
  leads: { label: 'Leads', hint: 'Visitors who left their details.' },
};

/** A UTC day (YYYY-MM-DD) as people read it: "Nov 9". */
export const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function StatTiles({ totals, metrics }: { totals: DayCounts; metrics: readonly (keyof DayCounts)[] }) {
  return (
    <dl className="stat-tiles">
      {metrics.map((metric) => (
        <div key={metric} className="stat-tile" title={METRICS[metric].hint}>
          <dt>{METRICS[metric].label}</dt>
          <dd>{totals[metric].toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A choice of period, as pressed buttons in a labelled group. */
export function RangePicker({ value, options, onChange }: { value: number; options: readonly number[]; onChange: (days: number) => void }) {
  return (
    <div className="range-picker" role="group" aria-label="Period">
      {options.map((days) => (
        <button key={days} type="button" className="range-option" aria-pressed={value === days} onClick={() => onChange(days)}>
          {days} days
        </button>
      ))}
    </div>
  );
}

/** The day-by-day figures: a chart for the eye, the same numbers in a table on request. */
export function ActivityFigures({ data, height }: { data: AnalyticsDashboard; height?: number }) {
  const captionId = useId();
  const quiet = data.series.every((d) => d.views === 0 && d.clicks === 0);
  return (
    <figure className="activity" aria-labelledby={captionId}>
      <figcaption id={captionId} className="fine-print">
        Views, unique visitors and clicks a day, {dayLabel(data.from)} to {dayLabel(data.to)} (UTC).
        {quiet && ' Nothing yet: share your link or tap your card to see the first visits here.'}
      </figcaption>
      <Suspense fallback={<div className="activity-chart activity-chart-pending" style={{ height: height ?? 220 }} aria-hidden="true" />}>
        <ActivityChart series={data.series} height={height} />
      </Suspense>
      <details className="activity-table">
        <summary>Show the figures as a table</summary>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
                <th scope="col">Unique visitors</th>
                <th scope="col">Clicks</th>
                <th scope="col">Saves</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {data.series.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{dayLabel(d.day)}</th>
                  <td>{d.views}</td>
                  <td>{d.uniqueVisitors}</td>
                  <td>{d.clicks}</td>
                  <td>{d.saves}</td>
                  <td>{d.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
