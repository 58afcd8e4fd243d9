import type { AppContext } from '../../platform/context';
import { ApiError } from '../../platform/errors';
import type { DeletionStep } from '../../contract/privacy';
import { ENDED_STATUSES } from '../../contract/billing';
import { PROVIDERS } from '../../integrations/registry';
import { disconnect } from '../integrations/integrations.service';
import { CRM_PUSHES } from '../integrations/crm-counts';
import { cancelSubscription, listMySubscriptions } from '../billing/subscriptions.service';
import { eraseAnalyticsOf } from '../analytics/analytics.privacy';
import { eraseLinksOf } from '../links/links.privacy';
import { eraseCardsOf } from '../cards/cards.privacy';
import { detachProfilesFromContacts, eraseContactsOf, eraseErasureTicketsOf } from '../contacts/contacts.service';
import { deleteOwnOccupations } from '../tools/occupations.service';
import { eraseProfilesOf, profileIdsOf } from '../profiles/profiles.privacy';
import { leaveCompanyForDeletion } from './erasure.company';

/**
 * Account deletion's steps, each a feature's own erasure function. Every step can run again:
 * it deletes what is left and counts it, and finding nothing is no error.
 */

export type StepRun = (ctx: AppContext, userId: string) => Promise<number>;

async function deleteWhere(ctx: AppContext, collection: string, field: string, userId: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await ctx.store.collection(collection).where(field, '==', userId).limit(400).get();
    if (page.empty) return removed;
    const batch = ctx.store.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    removed += page.size;
  }
}

/**
 * Each connection is revoked at its provider and forgotten (integrations.service disconnect).
 * A provider that does not answer stops the deletion here (502), before anything of ours is
 * gone: a grant must not stay alive at the provider with nobody left to revoke it.
 */
const integrations: StepRun = async (ctx, userId) => {
  let revoked = 0;
  for (const provider of PROVIDERS) {
    try {
      await disconnect(ctx, { uid: userId }, provider);
      revoked++;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    // A connection started and never finished leaves its OAuth state (ten minutes' worth).
    await ctx.store.doc(`oauthStates/${provider.id}_${userId}`).delete();
  }
  return revoked + (await deleteWhere(ctx, CRM_PUSHES, 'userId', userId));
};

/** The person's own live subscriptions are cancelled at Stripe (they end with the period paid for). */
const subscriptions: StepRun = async (ctx, userId) => {
  let cancelled = 0;
  for (const sub of await listMySubscriptions(ctx, { uid: userId })) {
    if (sub.userId !== userId || ENDED_STATUSES.includes(sub.status) || sub.cancelAtPeriodEnd) continue;
    await cancelSubscription(ctx, { uid: userId }, sub.id);
    cancelled++;
  }
  return cancelled;
};

const analytics: StepRun = async (ctx, userId) => eraseAnalyticsOf(ctx, await profileIdsOf(ctx, userId));

const contacts: StepRun = async (ctx, userId) => {
  await eraseErasureTicketsOf(ctx, userId);
  const removed = await eraseContactsOf(ctx, userId);
  await detachProfilesFromContacts(ctx, await profileIdsOf(ctx, userId));
  return removed;
};

const record: StepRun = async (ctx, userId) => {
  const ref = ctx.store.doc(`users/${userId}`);
  const existed = (await ref.get()).exists;
  await ref.delete();
  return existed ? 1 : 0;
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
  integrations,
  subscriptions,
  company: leaveCompanyForDeletion,
  analytics,
  links: eraseLinksOf,
  cards: eraseCardsOf,
  contacts,
  occupations: deleteOwnOccupations,
  profiles: eraseProfilesOf,
  record,
  identity,
};
