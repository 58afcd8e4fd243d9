import { Suspense, lazy, useId, useState } from 'react';
import type { AnalyticsDashboard, DayCounts } from '@contract/analytics';
import { useDashboardText } from '../i18n';
import { DataTable } from '../../../components/DataTable';
import '../dashboard.css';
import { formatDate, formatNumber } from '../../../i18n/format';
import { useNearViewport } from '../../../lib/near-viewport';

const ActivityChart = lazy(() => import('./ActivityChart'));

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
export function RangePicker({
  value,
  options,
  onChange,
}: {
  value: number;
  options: readonly number[];
  onChange: (days: number) => void;
}) {
  const { t } = useDashboardText();
  return (
    <div className="range-picker" role="group" aria-label={t('stats.period')}>
      {options.map((days) => (
        <button
          key={days}
          type="button"
          className="range-option"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
        >
          {t('stats.days', { days })}
        </button>
      ))}
    </div>
  );
}

/**
 * The day-by-day figures: a chart for the eye, the same numbers in a table on request. The chart
 * is drawn once it is scrolled to (below the dashboard's first view on a phone, where drawing it
 * took most of the screen's start-up work), over a placeholder of its height.
 */
export function ActivityFigures({ data, height }: { data: AnalyticsDashboard; height?: number }) {
  const { t } = useDashboardText();
  const captionId = useId();
  const [chartSpot, inView] = useNearViewport<HTMLDivElement>();
  const quiet = data.series.every((d) => d.views === 0 && d.clicks === 0);
  const pending = (
    <div
      ref={chartSpot}
      className="activity-chart activity-chart-pending"
      style={{ height: height ?? 220 }}
      aria-hidden="true"
    />
  );
  return (
    <figure className="activity" aria-labelledby={captionId}>
      <figcaption id={captionId} className="fine-print">
        {t('stats.caption', { from: formatDate(data.from, 'day'), to: formatDate(data.to, 'day') })}
        {quiet && t('stats.quiet')}
      </figcaption>
      {inView ? (
        <Suspense fallback={pending}>
          <ActivityChart series={data.series} height={height} />
        </Suspense>
      ) : (
        pending
      )}
      <FiguresTable series={data.series} />
    </figure>
  );
}

/**
 * The same figures as a table, on request. Its rows are made when it is first opened: closed, a
 * month of rows was most of the dashboard's first render for a table nobody had asked for.
 */
function FiguresTable({ series }: { series: AnalyticsDashboard['series'] }) {
  const { t } = useDashboardText();
  const [opened, setOpened] = useState(false);
  return (
    <details className="activity-table" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{t('stats.showTable')}</summary>
      {opened && (
        <DataTable
          columns={[
            { key: 'day', header: t('stats.day'), rowHeader: true, cell: (d) => formatDate(d.day, 'day') },
            { key: 'views', header: t('stats.views'), cell: (d) => d.views },
            { key: 'uniqueVisitors', header: t('stats.uniqueVisitors'), cell: (d) => d.uniqueVisitors },
            { key: 'clicks', header: t('stats.clicks'), cell: (d) => d.clicks },
            { key: 'saves', header: t('stats.saves'), cell: (d) => d.saves },
            { key: 'leads', header: t('stats.leads'), cell: (d) => d.leads },
          ]}
          rows={series}
          rowKey={(d) => d.day}
        />
      )}
    </details>
  );
}
