import type { UseQueryResult } from '@tanstack/react-query';
import { useMyInvitations } from '../../company/api';
import { useProfileLink } from '../../profiles/api';
import { useReveal } from '../../../lib/reveal';
import { useQuickStatsFigures } from './QuickStats';

const inFlight = (query: UseQueryResult<unknown>) => query.status === 'pending' && query.fetchStatus === 'fetching';

/**
 * Whether the dashboard's first view shows: its panels that read the API (the invitations banner,
 * the current profile's figures and share link, each through the query hook the panel itself
 * calls) show together once their first answers are in, each from the cache. Shown one by one they
 * moved the page under the reader and rendered the screen once per answer. Once shown they stay
 * (another profile picked loads in its own panels), and the render that shows them is done in
 * slices (useReveal).
 */
export function useFirstViewShown(profileId: string | undefined): boolean {
  const invitations = useMyInvitations();
  const figures = useQuickStatsFigures(profileId);
  const link = useProfileLink(profileId ?? '', !!profileId);
  return useReveal(![invitations, figures, link].some(inFlight));
}
