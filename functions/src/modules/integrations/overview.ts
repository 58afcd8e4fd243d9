import { assertFeature } from '../../platform/caps';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { authorize } from '../../platform/access';
import { badRequest, conflict } from '../../platform/errors';
import {
  INTEGRATION_MESSAGES,
  type IntegrationSummary,
  type ProfileIntegrations,
  type ProfileIntegrationsBody,
} from '../../contract/integrations';
import { bookingProvider, feedProviders, PROVIDERS } from '../../integrations/registry';
import type { IntegrationProvider } from '../../integrations/core/types';
import { settingsOf } from '../../integrations/core/settings';
import { connectionRef, type StoredConnection } from '../../integrations/core/store';
import { ownedProfile } from '../profiles';
import { summaryFrom } from '../../integrations/core/summary';
import { crmCounts } from '../../integrations/core/crm-counts';
import { dropPublicView } from '../../platform/public-view';

/** The registry seen from the screens: every provider's state, and what a profile shows. */

async function connectionsOf(
  ctx: AppContext,
  userId: string,
  providers: readonly IntegrationProvider[],
): Promise<(StoredConnection | undefined)[]> {
  if (!providers.length) return [];
  const snaps = await ctx.store.getAll(...providers.map((p) => connectionRef(ctx.store, p.id, userId)));
  return snaps.map((snap) => snap.data());
}

/** GET /v1/integrations: every provider of the registry, in its order, with the caller's state. */
export async function listIntegrations(ctx: AppContext, caller: AuthUser): Promise<IntegrationSummary[]> {
  await authorize(ctx, caller, 'read', 'Integration', { userId: caller.uid });
  const connections = await connectionsOf(ctx, caller.uid, PROVIDERS);
  return Promise.all(
    PROVIDERS.map(async (provider, i) => {
      const connection = connections[i];
      const crm = connection && provider.pushContact ? await crmCounts(ctx, provider, caller.uid) : null;
      return summaryFrom(provider, !!settingsOf(ctx, provider), connection, crm);
    }),
  );
}

const statusOf = (ctx: AppContext, provider: IntegrationProvider, connection: StoredConnection | undefined) =>
  connection ? connection.status : settingsOf(ctx, provider) ? 'not_connected' : 'not_available';

/** The profile's owner's connections, and whether each shows on it. Only for the owner. */
async function readProfileIntegrations(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  action: 'read' | 'update',
): Promise<ProfileIntegrations & { ownerId: string }> {
  const profile = await ownedProfile(ctx, caller, profileId, action);
  await authorize(ctx, caller, action, 'Integration', { userId: profile.userId });
  if (action === 'update') await assertFeature(ctx, caller, 'integrations');
  const feeds = feedProviders();
  const booking = bookingProvider();
  const connections = await connectionsOf(ctx, profile.userId, booking ? [...feeds, booking] : feeds);
  const bookingConnection = booking ? connections[feeds.length] : undefined;
  return {
    ownerId: profile.userId,
    profileId,
    feeds: feeds.map((provider, i) => {
      const connection = connections[i];
      return {
        provider: provider.id,
        name: provider.name,
        kind: provider.kind,
        status: statusOf(ctx, provider, connection),
        account: connection?.account ?? null,
        shown: connection?.status === 'connected' && !connection.hiddenOnProfileIds.includes(profileId),
      };
    }),
    booking: {
      status: booking ? statusOf(ctx, booking, bookingConnection) : 'not_available',
      options: bookingConnection?.bookingOptions ?? [],
      // An event type Calendly no longer lists is no choice any more.
      selected:
        bookingConnection?.bookingOptions.find((o) => o.uri === bookingConnection.bookingByProfile[profileId])?.uri ??
        null,
    },
  };
}

export async function profileIntegrations(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
): Promise<ProfileIntegrations> {
  const { ownerId: _owner, ...view } = await readProfileIntegrations(ctx, caller, profileId, 'read');
  return view;
}

/**
 * PUT /v1/integrations/profiles/{profileId}: shows or hides each connected feed on the profile,
 * and picks the Calendly event type its "Book a meeting" opens (null: none). All in one write.
 */
export async function updateProfileIntegrations(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  body: ProfileIntegrationsBody,
): Promise<ProfileIntegrations> {
  const { ownerId } = await readProfileIntegrations(ctx, caller, profileId, 'update');
  const feeds = new Map(feedProviders().map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  for (const id of Object.keys(body.feeds ?? {}))
    if (!feeds.has(id)) fields[`feeds.${id}`] = 'This is not a feed you can show.';
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0], fields);
  const booking = bookingProvider();

  await ctx.store.runTransaction(async (tx) => {
    const writes: (() => void)[] = [];
    for (const [id, shown] of Object.entries(body.feeds ?? {})) {
      const ref = connectionRef(ctx.store, id, ownerId);
      const connection = (await tx.get(ref)).data();
      if (!connection) throw conflict(INTEGRATION_MESSAGES.notConnected, 'not-connected');
      const hidden = new Set(connection.hiddenOnProfileIds);
      if (shown) hidden.delete(profileId);
      else hidden.add(profileId);
      writes.push(() => tx.update(ref, { hiddenOnProfileIds: [...hidden], updatedAt: ctx.clock.now().toISOString() }));
    }
    if (body.bookingEventType !== undefined) {
      if (!booking) throw conflict(INTEGRATION_MESSAGES.notAvailable, 'not-available');
      const ref = connectionRef(ctx.store, booking.id, ownerId);
      const connection = (await tx.get(ref)).data();
      if (!connection) throw conflict(INTEGRATION_MESSAGES.notConnected, 'not-connected');
      const choice = body.bookingEventType;
      if (choice !== null && !connection.bookingOptions.some((o) => o.uri === choice)) {
        throw badRequest(INTEGRATION_MESSAGES.eventTypeUnknown, {
          bookingEventType: INTEGRATION_MESSAGES.eventTypeUnknown,
        });
      }
      const byProfile = { ...connection.bookingByProfile };
      if (choice === null) delete byProfile[profileId];
      else byProfile[profileId] = choice;
      writes.push(() => tx.update(ref, { bookingByProfile: byProfile, updatedAt: ctx.clock.now().toISOString() }));
    }
    for (const write of writes) write();
    dropPublicView(ctx, tx, profileId);
  });
  return profileIntegrations(ctx, caller, profileId);
}
