import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { Profile } from '@contract/profiles';

/**
 * The owner's card as event mode shows it, kept in IndexedDB so it opens with no network
 * (conference Wi-Fi): refreshed whenever the app is online with the current profile loaded.
 */
export interface OwnCard {
  profileId: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  email: string;
  phone: string;
  /** The profile's share link, which the QR code holds. */
  url: string;
  savedAt: string;
}

let store: UseStore | null = null;
const cardStore = () => (store ??= createStore('everlink-event-card', 'cards'));

export function ownCardOf(profile: Profile, url: string): OwnCard {
  return {
    profileId: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle,
    company: profile.company,
    email: profile.emails[0]?.email ?? profile.email,
    phone: profile.phoneNumbers[0]?.number ?? '',
    url,
    savedAt: new Date().toISOString(),
  };
}

export const saveOwnCard = (uid: string, card: OwnCard) => set(uid, card, cardStore());
export const readOwnCard = (uid: string) => get<OwnCard>(uid, cardStore());
