import type { Transaction } from '../../platform/store/types';
import type { AppContext } from '../../app';

/**
 * The first profile a new user gets, so the app always has a current profile to show.
 * Written inside the caller's transaction, together with the user record.
 */
export function createInitialProfile(
  ctx: AppContext,
  tx: Transaction,
  user: { userId: string; firstName: string; lastName: string; email: string; phoneNumber?: string },
): string {
  const ref = ctx.store.collection('profiles').doc();
  const now = ctx.clock.now().toISOString();
  tx.create(ref, {
    id: ref.id,
    userId: user.userId,
    name: 'My profile',
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumbers: user.phoneNumber ? [{ label: 'mobile', number: user.phoneNumber }] : [],
    default: true,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  });
  return ref.id;
}
