import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DaySeriesPoint } from '@contract/analytics';
import { useDashboardText } from '../i18n';
import { formatDate } from '../../../i18n/format';

const LINES = [
  { key: 'views', colour: '#1f6feb' },
  { key: 'uniqueVisitors', colour: '#7c3aed' },
  { key: 'clicks', colour: '#067647' },
] as const;

/**
 * Views, unique visitors and clicks a day. Loaded on its own (recharts is large) once the
 * figures are in; the table beside it carries the same numbers for assistive technology, so the
 * drawing itself is hidden from it and takes no focus.
 */
export default function ActivityChart({ series, height = 220 }: { series: DaySeriesPoint[]; height?: number }) {
  const { t } = useDashboardText();
  return (
    <div className="activity-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        <AreaChart data={series} margin={{ top: 8, right: 12, bottom: 0, left: -12 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e7eb" />
          <XAxis
            dataKey="day"
            tickFormatter={(day: string) => formatDate(day, 'day')}
            tick={{ fontSize: 12 }}
            minTickGap={18}
            tickLine={false}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={44} tickLine={false} axisLine={false} />
          <Tooltip labelFormatter={(day) => formatDate(String(day), 'day')} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {LINES.map((line) => (
            <Area
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={t(`stats.metrics.${line.key}.label`)}
              stroke={line.colour}
              fill={line.colour}
              fillOpacity={0.12}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
