import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract/profiles';
import { api } from '../../lib/api';

/** The profiles' query keys and the caller's list: all the signed-in shell needs of this feature. */
export const profileKeys = {
  all: ['profiles'] as const,
  list: () => ['profiles', 'list'] as const,
  detail: (profileId: string) => ['profiles', 'detail', profileId] as const,
  tab: (profileId: string, tab: string) => ['profiles', 'detail', profileId, tab] as const,
  /** Outside `all`: saving a profile does not change the catalogue of networks. */
  networks: () => ['social-networks'] as const,
  /** A URL's QR code as a PNG; outside `all` too, as it depends on the URL alone. */
  qrPng: (url: string | null) => ['profile-qr-png', url] as const,
};

/** The caller's profiles (GET /v1/profiles). */
export function useMyProfiles(enabled = true) {
  return useQuery({ queryKey: profileKeys.list(), queryFn: () => api.get<Profile[]>('/v1/profiles'), enabled });
}
