import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract/profiles';
import { api } from '../../lib/api';

export const profileKeys = {
  all: ['profiles'] as const,
  list: () => ['profiles', 'list'] as const,
  detail: (profileId: string) => ['profiles', 'detail', profileId] as const,
  tab: (profileId: string, tab: string) => ['profiles', 'detail', profileId, tab] as const,
};

/** The caller's profiles (GET /v1/profiles). */
export function useMyProfiles(enabled = true) {
  return useQuery({ queryKey: profileKeys.list(), queryFn: () => api.get<Profile[]>('/v1/profiles'), enabled });
}

/** The tabs of /profile/{profileId}/{tab}; the first is the one /profile/{profileId} opens. */
export const PROFILE_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'links', label: 'Links' },
  { id: 'socials', label: 'Socials' },
  { id: 'design', label: 'Design' },
  { id: 'share', label: 'Share' },
  { id: 'analytics', label: 'Analytics' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];
