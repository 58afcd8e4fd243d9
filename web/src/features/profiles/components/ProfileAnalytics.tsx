import { useState } from 'react';
import type { ServiceClicks } from '@contract/analytics';
import { SERVICE_TYPES, type ProfileService, type ServiceType } from '@contract/profiles';
import { QueryView } from '../../../components/QueryView';
import { useProfileAnalytics, useServiceClicks } from '../../dashboard/api';
import { ActivityFigures, RangePicker, StatTiles } from '../../dashboard';
import { useProfileServices } from '../api';
import { useProfilesText } from '../i18n';
import { DataTable } from '../../../components/DataTable';
import { useSession } from '../../../session/session';
import { PLAN_TABLE } from '@contract/caps';
import { HistoryLimit } from '../../billing';
import { formatNumber, MISSING } from '../../../i18n/format';

const RANGES = [7, 14, 30, 90, 365] as const;

/** Where visits came from, worded as `analytics.sources.<source>`. */
const SOURCES = ['card', 'link', 'direct'] as const;

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
  for (const s of allTime ?? [])
    rows.set(s.id, { id: s.id, label: s.label, type: s.type, visible: s.visible, inRange: 0, allTime: s.clicks });
  for (const s of inRange) {
    const row = rows.get(s.id);
    rows.set(
      s.id,
      row
        ? { ...row, inRange: s.clicks }
        : { id: s.id, label: s.label, type: s.type, visible: s.visible, inRange: s.clicks, allTime: null },
    );
  }
  return [...rows.values()].sort((a, b) => b.inRange - a.inRange || (b.allTime ?? 0) - (a.allTime ?? 0));
}

/** The service types worded as `analytics.kinds.<type>`; another (a removed service's, by its id) shows as the API names it. */
const isKnownKind = (type: string): type is ServiceType => (SERVICE_TYPES as readonly string[]).includes(type);

/** One profile's figures over a period: totals, a chart, where visitors came from, what they used. */
export function ProfileAnalytics({ profileId }: { profileId: string }) {
  const { t } = useProfilesText();
  const { planTier } = useSession();
  // Only the periods the plan keeps: the API refuses an older start (403 'not-in-plan').
  const ranges = RANGES.filter((d) => d <= PLAN_TABLE.analyticsHistoryDays[planTier]);
  const [days, setDays] = useState<number>(30);
  const analytics = useProfileAnalytics(profileId, days);
  const clicks = useServiceClicks(profileId, days);
  const services = useProfileServices(profileId);

  return (
    <div className="stack">
      <section className="panel" aria-labelledby="analytics-title">
        <div className="panel-header">
          <h2 id="analytics-title">{t('analytics.lastDays', { days })}</h2>
          <RangePicker value={days} options={ranges} onChange={setDays} />
        </div>
        {ranges.length < RANGES.length && <HistoryLimit tier={planTier} />}
        <QueryView query={analytics} loadingLabel={t('analytics.loading')} errorTitle={t('analytics.loadFailed')}>
          {(data) => (
            <div className="stack">
              <StatTiles
                totals={data.totals}
                metrics={['views', 'uniqueVisitors', 'clicks', 'saves', 'exchanges', 'leads']}
              />
              <ActivityFigures data={data} />
              <div>
                <h3>{t('analytics.sources.title')}</h3>
                <dl className="stat-tiles stat-tiles-small">
                  {SOURCES.map((source) => (
                    <div key={source} className="stat-tile">
                      <dt>{t(`analytics.sources.${source}`)}</dt>
                      <dd>{formatNumber(data.sources[source])}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          )}
        </QueryView>
      </section>

      <section className="panel" aria-labelledby="services-title">
        <h2 id="services-title">{t('analytics.services.title')}</h2>
        <p className="muted">{t('analytics.services.about')}</p>
        {/* Without the all-time figures (services failed) the range's clicks still show. */}
        <QueryView
          query={clicks}
          waitFor={[services]}
          loadingLabel={t('analytics.services.loading')}
          errorTitle={t('analytics.services.loadFailed')}
        >
          {(data) => (
            <ServicesTable
              rows={serviceRows(data.services, services.data)}
              days={days}
              allTimeKnown={services.isSuccess}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}

function ServicesTable({ rows, days, allTimeKnown }: { rows: ServiceRow[]; days: number; allTimeKnown: boolean }) {
  const { t } = useProfilesText();
  return (
    <DataTable
      className="services-table"
      caption={t('analytics.services.caption')}
      captionHidden
      columns={[
        {
          key: 'what',
          header: t('analytics.services.what'),
          rowHeader: true,
          cell: (row) => (
            <>
              {row.label}
              {!row.visible && <span className="badge">{t('analytics.services.notOnPage')}</span>}
            </>
          ),
        },
        {
          key: 'kind',
          header: t('analytics.services.kind'),
          cell: (row) => (isKnownKind(row.type) ? t(`analytics.kinds.${row.type}`) : row.type),
        },
        { key: 'inRange', header: t('analytics.lastDays', { days }), cell: (row) => formatNumber(row.inRange) },
        allTimeKnown && {
          key: 'allTime',
          header: t('analytics.services.allTime'),
          cell: (row) => (row.allTime === null ? MISSING : formatNumber(row.allTime)),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      empty={<p>{t('analytics.services.empty')}</p>}
    />
  );
}
