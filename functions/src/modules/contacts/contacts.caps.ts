import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { ApiError } from '../../platform/errors';
import { assertUnderCap, capOf } from '../../platform/caps';
import { consumeQuota } from '../../platform/rate-limit';
import { CAP_MESSAGES } from '../../contract/caps';
import { collections } from '../../platform/store/collections';

/** Caps on contact books (contract/caps.ts, docs/contacts.md): a book's size and a form's leads a day. */

const DAY_MS = 86_400_000;

/** 409 when `adding` more contacts would overfill the person's book. */
export async function assertContactRoom(ctx: AppContext, owner: Caller, adding: number): Promise<void> {
  await assertUnderCap(
    ctx,
    owner,
    'contactsPerUser',
    collections(ctx).contacts.where('userId', '==', owner.uid),
    adding,
  );
}

/** One use of the profile's leads for the UTC day (a counter in the store); false once `perDay` are used. */
export async function takeLeadOfDay(ctx: AppContext, profileId: string, perDay: number): Promise<boolean> {
  return (await consumeQuota(ctx, { name: 'leads-per-profile', windowMs: DAY_MS, limit: perDay }, profileId)).allowed;
}

/**
 * Before a lead is stored: the owner's book must have room (403 as a form that is off, telling
 * the visitor nothing about the owner's account), and the profile's form takes so many leads a
 * UTC day (429 past it). The day's budget is taken last, so a lead refused for the book spends none.
 */
export async function assertLeadRoom(ctx: AppContext, profileId: string, ownerId: string): Promise<void> {
  const owner = { uid: ownerId };
  try {
    await assertContactRoom(ctx, owner, 1);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'limit-reached')
      throw new ApiError(403, CAP_MESSAGES.leadBookFull(), 'lead-capture-off');
    throw error;
  }
  if (!(await takeLeadOfDay(ctx, profileId, await capOf(ctx, owner, 'leadsPerProfilePerDay')))) {
    throw new ApiError(429, CAP_MESSAGES.leadsPerProfilePerDay(), 'limit-reached');
  }
}
