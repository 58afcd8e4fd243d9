import { Suspense, lazy, useId } from 'react';
import type { AnalyticsDashboard, DayCounts } from '@contract/analytics';
import { useDashboardText } from '../i18n';
import { TableScroll } from '../../../components/TableScroll';
import '../dashboard.css';
import { formatDate, formatNumber } from '../../../i18n/format';

const ActivityChart = lazy(() => import('./ActivityChart'));

/** A UTC day (YYYY-MM-DD) as people read it: "Nov 9". */

export function StatTiles({ totals, metrics }: { totals: DayCounts; metrics: readonly (keyof DayCounts)[] }) {
  const { t } = useDashboardText();
  return (
    <dl className="stat-tiles">
      {metrics.map((metric) => (
        <div key={metric} className="stat-tile" title={t(`stats.metrics.${metric}.hint`)}>
          <dt>{t(`stats.metrics.${metric}.label`)}</dt>
          <dd>{formatNumber(totals[metric])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A choice of period, as pressed buttons in a labelled group. */
export function RangePicker({ value, options, onChange }: { value: number; options: readonly number[]; onChange: (days: number) => void }) {
  const { t } = useDashboardText();
  return (
    <div className="range-picker" role="group" aria-label={t('stats.period')}>
      {options.map((days) => (
        <button key={days} type="button" className="range-option" aria-pressed={value === days} onClick={() => onChange(days)}>
          {t('stats.days', { days })}
        </button>
      ))}
    </div>
  );
}

/** The day-by-day figures: a chart for the eye, the same numbers in a table on request. */
export function ActivityFigures({ data, height }: { data: AnalyticsDashboard; height?: number }) {
  const { t } = useDashboardText();
  const captionId = useId();
  const quiet = data.series.every((d) => d.views === 0 && d.clicks === 0);
  return (
    <figure className="activity" aria-labelledby={captionId}>
      <figcaption id={captionId} className="fine-print">
        {t('stats.caption', { from: formatDate(data.from, 'day'), to: formatDate(data.to, 'day') })}
        {quiet && t('stats.quiet')}
      </figcaption>
      <Suspense fallback={<div className="activity-chart activity-chart-pending" style={{ height: height ?? 220 }} aria-hidden="true" />}>
        <ActivityChart series={data.series} height={height} />
      </Suspense>
      <details className="activity-table">
        <summary>{t('stats.showTable')}</summary>
        <TableScroll>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('stats.day')}</th>
                <th scope="col">{t('stats.views')}</th>
                <th scope="col">{t('stats.uniqueVisitors')}</th>
                <th scope="col">{t('stats.clicks')}</th>
                <th scope="col">{t('stats.saves')}</th>
                <th scope="col">{t('stats.leads')}</th>
              </tr>
            </thead>
            <tbody>
              {data.series.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{formatDate(d.day, 'day')}</th>
                  <td>{d.views}</td>
                  <td>{d.uniqueVisitors}</td>
                  <td>{d.clicks}</td>
                  <td>{d.saves}</td>
                  <td>{d.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}
