import type { AuthUser } from '../../session/auth';

export interface DerivedRecord {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

const capitalise = (word: string) => (word ? word[0].toUpperCase() + word.slice(1) : word);

/**
 * The user record's fields from the identity user (spec §4): the display name split into
 * first and last name, else the parts of the email's local part ("jane.doe" → Jane Doe).
 */
export function deriveRecord(user: Pick<AuthUser, 'displayName' | 'email' | 'phoneNumber'>): DerivedRecord {
  let parts = (user.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length && user.email) {
    parts = user.email
      .split('@')[0]
      .split(/[._+-]+/)
      .map((p) => p.replace(/[0-9]+/g, ''))
      .filter(Boolean)
      .map(capitalise);
  }
  return {
    firstName: parts[0] ?? '',
    lastName: parts.slice(1).join(' '),
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
  };
}

/** Everything the record needs is known: it can be created without asking. */
export const isComplete = (r: DerivedRecord) => Boolean(r.firstName && r.lastName && r.email);

const guardKey = (uid: string) => `everlink.accountSetup.${uid}`;
const GUARD_MS = 2 * 60_000;

/**
 * The page reloads after the record is created (spec §4). If it comes back still without a
 * profile, a recent mark stops a second reload, so a failing server cannot loop the page.
 */
export const reloadGuard = {
  recent(uid: string, now = Date.now()): boolean {
    try {
      const at = Number(sessionStorage.getItem(guardKey(uid)));
      return Number.isFinite(at) && at > 0 && now - at < GUARD_MS;
    } catch {
      return false;
    }
  },
  mark(uid: string, now = Date.now()): void {
    try {
      sessionStorage.setItem(guardKey(uid), String(now));
    } catch {
      // Without session storage the guard cannot hold; the reload still ends the setup.
    }
  },
  clear(uid: string): void {
    try {
      sessionStorage.removeItem(guardKey(uid));
    } catch {
      // nothing stored
    }
  },
};
