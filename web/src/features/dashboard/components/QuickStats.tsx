import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@contract/profiles';
import { QueryView } from '../../../components/QueryView';
import { paths } from '../../../session/paths';
import { useProfileAnalytics } from '../api';
import { useDashboardText } from '../i18n';
import { ActivityFigures, RangePicker, StatTiles } from './Stats';

const RANGES = [14, 30] as const;

/** The panel's figures: over the range it opens with unless another is picked (also the dashboard's first view waits for them). */
export function useQuickStatsFigures(profileId: string | undefined, days: number = RANGES[0]) {
  return useProfileAnalytics(profileId ?? '', days, !!profileId);
}

/** The current profile's figures at a glance: views, visitors, clicks, saves and leads. */
export function QuickStats({ profile }: { profile: Pick<Profile, 'id' | 'name'> }) {
  const { t } = useDashboardText();
  const [days, setDays] = useState<number>(RANGES[0]);
  const analytics = useQuickStatsFigures(profile.id, days);
  return (
    <section className="panel" aria-labelledby="quick-stats-title">
      <div className="panel-header">
        <h2 id="quick-stats-title">{t('quickStats.title', { name: profile.name })}</h2>
        <RangePicker value={days} options={RANGES} onChange={setDays} />
      </div>
      <QueryView query={analytics} loadingLabel={t('quickStats.loading')} errorTitle={t('quickStats.loadFailed')}>
        {(data) => (
          <div className="stack">
            <StatTiles totals={data.totals} metrics={['views', 'uniqueVisitors', 'clicks', 'saves', 'leads']} />
            <ActivityFigures data={data} height={180} />
            <div>
              <Link to={paths.profile(profile.id, 'analytics')}>{t('quickStats.seeAll', { name: profile.name })}</Link>
            </div>
          </div>
        )}
      </QueryView>
    </section>
  );
}
