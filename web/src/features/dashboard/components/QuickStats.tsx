import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@contract/profiles';
import { ErrorState, LoadingState } from '../../../components/ui';
import { profileTabPath } from '../../profiles/api';
import { useProfileAnalytics } from '../api';
import { ActivityFigures, RangePicker, StatTiles } from './Stats';

const RANGES = [14, 30] as const;

/** The current profile's figures at a glance: views, visitors, clicks, saves and leads. */
export function QuickStats({ profile }: { profile: Pick<Profile, 'id' | 'name'> }) {
  const [days, setDays] = useState<number>(RANGES[0]);
  const analytics = useProfileAnalytics(profile.id, days);
  return (
    <section className="panel" aria-labelledby="quick-stats-title">
      <div className="panel-header">
        <h2 id="quick-stats-title">How {profile.name} is doing</h2>
        <RangePicker value={days} options={RANGES} onChange={setDays} />
      </div>
      {analytics.isPending && <LoadingState label="Loading your figures…" />}
      {analytics.isError && <ErrorState error={analytics.error} title="Your figures could not be loaded" onRetry={() => void analytics.refetch()} />}
      {analytics.isSuccess && (
        <div className="stack">
          <StatTiles totals={analytics.data.totals} metrics={['views', 'uniqueVisitors', 'clicks', 'saves', 'leads']} />
          <ActivityFigures data={analytics.data} height={180} />
          <div>
            <Link to={profileTabPath(profile.id, 'analytics')}>See all analytics for {profile.name}</Link>
          </div>
        </div>
      )}
    </section>
  );
}
