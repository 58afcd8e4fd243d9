import type { AppContext } from '../../platform/context';
import type { DeletionStep } from '../../contract/privacy';
import { eraseMailTo } from '../../platform/outbox';
import { eraseAnalyticsOf } from '../analytics';
import { eraseLinksOf } from '../links';
import { eraseCardsOf } from '../cards';
import { detachProfilesFromContacts, eraseContactsOf, eraseErasureTicketsOf } from '../contacts';
import { deleteOwnOccupations } from '../tools';
import { eraseProfilesOf, profileIdsOf } from '../profiles';
import { companiesLeftEmptyBy, eraseEmptyCompany, leaveCompanyForDeletion } from '../company';
import { eraseIntegrationsOf } from '../integrations';
import { collections } from '../../platform/store/collections';

/**
 * Account deletion's steps, each a feature's own erasure function. Every step can run again:
 * it deletes what is left and counts it, and finding nothing is no error.
 */

export type StepRun = (ctx: AppContext, userId: string) => Promise<number>;

const analytics: StepRun = async (ctx, userId) => eraseAnalyticsOf(ctx, await profileIdsOf(ctx, userId));

const contacts: StepRun = async (ctx, userId) => {
  await eraseErasureTicketsOf(ctx, userId);
  const removed = await eraseContactsOf(ctx, userId);
  await detachProfilesFromContacts(ctx, await profileIdsOf(ctx, userId));
  return removed;
};

/**
 * Billing (Stripe's client) is imported when an erasure reaches it: the jobs' registry takes this
 * file, and the card page function, which defines the jobs too, never bills (docs/operations.md,
 * "Function sizes").
 */
const billing = () => import('../billing');

/** The person leaves their company; a company nobody is left in goes, its billing first (review S19). */
const company: StepRun = async (ctx, userId) => {
  let changed = await leaveCompanyForDeletion(ctx, userId);
  for (const companyId of await companiesLeftEmptyBy(ctx, userId)) {
    changed += await (await billing()).eraseCompanyBilling(ctx, companyId);
    changed += await eraseEmptyCompany(ctx, companyId);
  }
  return changed;
};

const record: StepRun = async (ctx, userId) => {
  const ref = collections(ctx).users.doc(userId);
  const user = (await ref.get()).data();
  // Mail to them in the outbox, sent or waiting, holds their address and what it told them.
  if (user?.email) await eraseMailTo(ctx, user.email);
  await ref.delete();
  return user ? 1 : 0;
};

const identity: StepRun = async (ctx, userId) => {
  try {
    await ctx.auth.deleteUser(userId);
    return 1;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return 0;
    throw error;
  }
};

export const STEP_RUNS: Record<DeletionStep, StepRun> = {
  integrations: eraseIntegrationsOf,
  subscriptions: async (ctx, userId) => (await billing()).eraseBilling(ctx, userId),
  company,
  analytics,
  links: eraseLinksOf,
  cards: eraseCardsOf,
  contacts,
  occupations: deleteOwnOccupations,
  profiles: eraseProfilesOf,
  record,
  identity,
};
