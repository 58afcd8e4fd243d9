import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { ApiError } from '../../platform/errors';
import { assertCountUnderCap, capOf, planTier } from '../../platform/caps';
import {
  consumeQuota,
  quotaState,
  setWindowLimit,
  type RateLimitOptions,
  type WindowState,
} from '../../platform/rate-limit';
import type { LeadDay } from '../../contract/contacts';
import { CAP_MESSAGES, PLAN_TABLE } from '../../contract/caps';
import { exactContactCount, heldContacts } from './contacts.count';

/** Caps on contact books (contract/caps.ts, docs/contacts.md): a book's size and a form's leads a day. */

const DAY_MS = 86_400_000;

/**
 * How close to the cap the kept count may come before the book is counted exactly: wider than
 * the drift the kept count can gather (two deletes of one contact racing each other each take
 * one off), so a count that drifted low never lets a book pass the cap.
 */
const nearCap = (cap: number) => Math.max(50, Math.ceil(cap * 0.05));

/**
 * 409 when `adding` more contacts would overfill the person's book. The kept count (one read)
 * decides far from the cap; near it, `count()` does, so neither a count that drifted low nor one
 * that drifted high decides at the edge.
 */
export async function assertContactRoom(ctx: AppContext, owner: Caller, adding: number): Promise<void> {
  const [tier, held] = await Promise.all([planTier(ctx, owner), heldContacts(ctx, owner.uid)]);
  const cap = PLAN_TABLE.contactsPerUser[tier];
  const count =
    held.exact || held.count + adding <= cap - nearCap(cap) ? held.count : await exactContactCount(ctx, owner.uid);
  assertCountUnderCap('contactsPerUser', tier, count, adding);
}

const leadsOfDay = (perDay: number): RateLimitOptions => ({
  name: 'leads-per-profile',
  windowMs: DAY_MS,
  limit: perDay,
});

/**
 * One use of the profile's leads for the UTC day (a counter in the store); false once `perDay`
 * are used, or the day's own budget when the owner lifted it (`liftLeadDay`).
 */
export async function takeLeadOfDay(ctx: AppContext, profileId: string, perDay: number): Promise<boolean> {
  return (await consumeQuota(ctx, leadsOfDay(perDay), profileId)).allowed;
}

/**
 * A lifted day takes this many times the plan's leads: a booth at a conference (50 leads a
 * minute) spends a free profile's 100 in two minutes. The book's size still caps what is stored.
 */
const EVENT_DAY_FACTOR = 10;

function leadDayOf(profileId: string, planLimit: number, state: WindowState): LeadDay {
  return {
    profileId,
    used: state.used,
    limit: state.limit,
    lifted: state.own,
    planLimit,
    eventLimit: planLimit * EVENT_DAY_FACTOR,
    endsAt: state.endsAt,
  };
}

/** The profile's lead budget today. */
export async function leadDay(ctx: AppContext, profileId: string, ownerId: string): Promise<LeadDay> {
  const planLimit = await capOf(ctx, { uid: ownerId }, 'leadsPerProfilePerDay');
  return leadDayOf(profileId, planLimit, await quotaState(ctx, leadsOfDay(planLimit), profileId));
}

/**
 * Lifts the profile's lead budget to the event budget for the rest of the UTC day, or puts the
 * plan's back; the leads already taken today stay counted. It lives on the day's counter, so the
 * lead path reads nothing more, and it ends with the day.
 */
export async function liftLeadDay(
  ctx: AppContext,
  profileId: string,
  ownerId: string,
  lifted: boolean,
): Promise<LeadDay> {
  const planLimit = await capOf(ctx, { uid: ownerId }, 'leadsPerProfilePerDay');
  const limit = lifted ? planLimit * EVENT_DAY_FACTOR : undefined;
  return leadDayOf(profileId, planLimit, await setWindowLimit(ctx, leadsOfDay(planLimit), profileId, limit));
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
