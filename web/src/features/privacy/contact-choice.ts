import type { Profile } from '@contract/profiles';

/**
 * A new profile shows only the name (docs/privacy.md): nobody saved it yet, and it is the
 * person's only profile. That is when the dashboard asks what else it may show. Apart from the
 * question's form (a zod form, loaded only when it is asked: components/LazyContactChoice.tsx).
 */
export function needsContactChoice(profile: Profile, profiles: readonly Profile[]): boolean {
  return profiles.length === 1 && profile.default && profile.createdAt === profile.updatedAt;
}
