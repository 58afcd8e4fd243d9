import type { AppContext } from '../../platform/context';
import type { Query } from '../../platform/store/types';
import { ApiError } from '../../platform/errors';
import type { IntegrationSummary } from '../../contract/integrations';
import { PROVIDERS } from '../../integrations/registry';
import { disconnect } from './integrations.service';
import { summaryOf } from './summary';
import { collections } from '../../platform/store/collections';

/**
 * A person's connections for their data export and account deletion (modules/privacy).
 */

/** Each connected service's state as its owner sees it, without the calls and never a token. */
export async function integrationsOf(ctx: AppContext, userId: string): Promise<Omit<IntegrationSummary, 'calls'>[]> {
  const summaries = await Promise.all(PROVIDERS.map((p) => summaryOf(ctx, p, userId)));
  return summaries.filter((s) => s.account || s.connectedAt).map(({ calls: _calls, ...state }) => state);
}

async function deleteWhere(ctx: AppContext, collection: Query<unknown>, userId: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await collection.where('userId', '==', userId).limit(400).get();
    if (page.empty) return removed;
    const batch = ctx.store.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    removed += page.size;
  }
}

/**
 * Account deletion: each connection is revoked at its provider and forgotten (`disconnect`: the
 * registry's `revoke` where the provider has one, then tokens, connection and pictures), with
 * any OAuth attempt left open and the CRM push records. A provider that does not answer stops
 * the deletion (502) before anything else is gone: a grant must not stay alive at the provider
 * with nobody left to revoke it.
 */
export async function eraseIntegrationsOf(ctx: AppContext, userId: string): Promise<number> {
  let revoked = 0;
  for (const provider of PROVIDERS) {
    try {
      await disconnect(ctx, { uid: userId }, provider);
      revoked++;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    await collections(ctx).oauthStates.doc(`${provider.id}_${userId}`).delete();
  }
  await deleteWhere(ctx, collections(ctx).crmPushes, userId);
  return revoked;
}
