import type { AppContext } from '../../platform/context';
import { authorizeInCompany, type Caller } from '../../platform/access';
import { ApiError, badRequest, conflict, notFound } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import {
  COMPANY_CRM_MESSAGES,
  type CompanyCrmId,
  type CompanyCrmSummary,
  type CrmMappingBody,
  type CrmProperty,
} from '../../contract/company-crm';
import { INTEGRATION_MESSAGES, type OAuthCallbackBody } from '../../contract/integrations';
import type { CompanyCrmConnected, CompanyCrmProvider } from '../../integrations/core/company-crm.types';
import { COMPANY_CRM_PROVIDERS, companyCrmOf } from '../../integrations/company-crms';
import { ProviderError } from '../../integrations/core/http';
import { beginAuthorization, consumeAuthorization } from '../../integrations/core/oauth-state';
import { settingsOf, tokenKeyOf } from '../../integrations/core/settings';
import { crmRef, secretRef, type StoredCompanyCrm } from './company-crm.model';
import { CrmUnusable, crmCallOf, sealedSecret, useCrm } from './company-crm.tokens';
import { requeueWaiting } from './company-crm.pushes';

/**
 * A company's CRM connection (docs/company-crm.md): only those who may update the company (its
 * admins) connect, map, list and disconnect it, through the one company gate.
 */

const gate = (ctx: AppContext, caller: Caller, companyId: string) =>
  authorizeInCompany(ctx, caller, 'update', 'Company', companyId);

const providerFailed = () => new ApiError(502, INTEGRATION_MESSAGES.providerFailed, 'provider-failed');

function providerOf(crm: CompanyCrmId): CompanyCrmProvider {
  const provider = companyCrmOf(crm);
  if (!provider) throw conflict(COMPANY_CRM_MESSAGES.notAvailable, 'not-available');
  return provider;
}

/** The OAuth state is one a company and admin: `{companyId}~{uid}` in the state's store. */
const stateOwner = (companyId: string, caller: Caller) => `${companyId}~${caller.uid}`;

async function countsOf(ctx: AppContext, companyId: string, crm: CompanyCrmId) {
  // Count queries: a count reads one entry a thousand pushes, never the documents.
  const count = async (status: string) =>
    (
      await collections(ctx)
        .companyCrmPushes.where('companyId', '==', companyId)
        .where('crm', '==', crm)
        .where('status', '==', status)
        .count()
        .get()
    ).data().count;
  const [pending, waiting, synced, failed] = await Promise.all(
    ['pending', 'waiting_for_reconnect', 'synced', 'failed'].map(count),
  );
  return { pending, waiting, synced, failed };
}

async function summaryOf(
  ctx: AppContext,
  provider: CompanyCrmProvider,
  connected: StoredCompanyCrm | undefined,
): Promise<CompanyCrmSummary> {
  const mine = connected?.crm === provider.id ? connected : undefined;
  const base = {
    id: provider.id,
    name: provider.name,
    object: provider.object,
    account: mine?.account ?? null,
    connectedAt: mine?.connectedAt ?? null,
    connectedBy: mine?.connectedBy ?? null,
    reason: mine?.reason ?? null,
    mapping: mine?.mapping ?? provider.defaultMapping,
  };
  if (!mine)
    return {
      ...base,
      status: settingsOf(ctx, provider, '/company/crm') ? 'not_connected' : 'not_available',
      counts: { pending: 0, waiting: 0, synced: 0, failed: 0 },
    };
  return { ...base, status: mine.status, counts: await countsOf(ctx, mine.companyId, provider.id) };
}

/** GET /v1/companies/{companyId}/crm: every registered CRM, the connected one with its counts. */
export async function listCompanyCrms(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
): Promise<CompanyCrmSummary[]> {
  await gate(ctx, caller, companyId);
  const connected = (await crmRef(ctx, companyId).get()).data();
  return Promise.all(COMPANY_CRM_PROVIDERS.map((provider) => summaryOf(ctx, provider, connected)));
}

/** The company's connection to this CRM, or 409: another CRM is connected, or none. */
async function connectionTo(ctx: AppContext, companyId: string, provider: CompanyCrmProvider) {
  const connected = (await crmRef(ctx, companyId).get()).data();
  if (!connected || connected.crm !== provider.id) throw conflict(COMPANY_CRM_MESSAGES.notConnected, 'not-connected');
  return connected;
}

/** GET …/crm/{crm}/oauth: the CRM's consent page, with a state bound to this admin and company. */
export async function startCompanyCrm(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  crm: CompanyCrmId,
): Promise<{ url: string }> {
  await gate(ctx, caller, companyId);
  const provider = providerOf(crm);
  const { settings } = crmCallOf(ctx, provider);
  const connected = (await crmRef(ctx, companyId).get()).data();
  if (connected && connected.crm !== crm) throw conflict(COMPANY_CRM_MESSAGES.alreadyConnected, 'already-connected');
  const started = await beginAuthorization(ctx.store, tokenKeyOf(ctx), {
    providerId: crm,
    userId: stateOwner(companyId, caller),
    pkce: provider.pkce,
    now: ctx.clock.now(),
  });
  return { url: provider.authorizeUrl(settings, started) };
}

/**
 * POST …/crm/{crm}/oauth: the code for tokens; connects, or reconnects (the mapping stays), and
 * every push that waited for the connection goes out again.
 */
export async function finishCompanyCrm(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  crm: CompanyCrmId,
  body: OAuthCallbackBody,
): Promise<CompanyCrmSummary> {
  await gate(ctx, caller, companyId);
  const provider = providerOf(crm);
  const call = crmCallOf(ctx, provider);
  const check = await consumeAuthorization(ctx.store, tokenKeyOf(ctx), {
    providerId: crm,
    userId: stateOwner(companyId, caller),
    state: body.state,
    now: ctx.clock.now(),
  });
  if (!check.ok) throw badRequest(INTEGRATION_MESSAGES.badState, { state: INTEGRATION_MESSAGES.badState });
  let connected: CompanyCrmConnected;
  try {
    connected = await provider.exchangeCode(call, { code: body.code, codeVerifier: check.codeVerifier });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.logger.info({ crm, companyId, detail: error.detail }, 'the company CRM refused the code');
    if (error.kind === 'refused')
      throw badRequest(INTEGRATION_MESSAGES.codeRefused, { code: INTEGRATION_MESSAGES.codeRefused });
    throw providerFailed();
  }
  const saved = await ctx.store.runTransaction(async (tx) => {
    const before = (await tx.get(crmRef(ctx, companyId))).data();
    if (before && before.crm !== crm) throw conflict(COMPANY_CRM_MESSAGES.alreadyConnected, 'already-connected');
    const now = ctx.clock.now().toISOString();
    const next: StoredCompanyCrm = {
      companyId,
      crm,
      status: 'connected',
      reason: null,
      account: connected.account,
      extra: connected.extra,
      connectedAt: now,
      connectedBy: caller.uid,
      mapping: before?.mapping ?? provider.defaultMapping,
      updatedAt: now,
    };
    tx.set(crmRef(ctx, companyId), next);
    tx.set(secretRef(ctx, companyId), sealedSecret(ctx, companyId, provider, connected.tokens, connected.tokens));
    return next;
  });
  await requeueWaiting(ctx, companyId, crm);
  return summaryOf(ctx, provider, saved);
}

/**
 * DELETE …/crm/{crm}: the CRM is told to drop the grant where it can (a failure there is logged:
 * the admin's wish to disconnect stands), and the connection and tokens are forgotten. Pushes stay:
 * a waiting or pending one waits for the next connection (docs/company-crm.md, "Disconnecting").
 */
export async function disconnectCompanyCrm(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  crm: CompanyCrmId,
): Promise<void> {
  await gate(ctx, caller, companyId);
  const provider = providerOf(crm);
  const connected = (await crmRef(ctx, companyId).get()).data();
  if (!connected || connected.crm !== crm) throw notFound(COMPANY_CRM_MESSAGES.notConnected);
  if (provider.revoke)
    await useCrm(ctx, provider, connected, (call) => provider.revoke!(call)).catch((error: unknown) =>
      ctx.logger.warn({ err: error, companyId, crm }, 'the company CRM did not take the revocation'),
    );
  const batch = ctx.store.batch();
  batch.delete(crmRef(ctx, companyId));
  batch.delete(secretRef(ctx, companyId));
  await batch.commit();
}

/** The CRM's writable properties, live; 409 when the connection is unusable, 502 when the CRM fails. */
async function liveProperties(
  ctx: AppContext,
  provider: CompanyCrmProvider,
  connected: StoredCompanyCrm,
): Promise<CrmProperty[]> {
  try {
    return await useCrm(ctx, provider, connected, (call) => provider.listProperties(call));
  } catch (error) {
    if (error instanceof CrmUnusable) throw conflict(COMPANY_CRM_MESSAGES.needsReconnect, 'needs-reconnect');
    if (error instanceof ProviderError) throw providerFailed();
    throw error;
  }
}

/** GET …/crm/{crm}/properties */
export async function companyCrmProperties(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  crm: CompanyCrmId,
): Promise<{ properties: CrmProperty[] }> {
  await gate(ctx, caller, companyId);
  const provider = providerOf(crm);
  return { properties: await liveProperties(ctx, provider, await connectionTo(ctx, companyId, provider)) };
}

/**
 * PUT …/crm/{crm}/mapping: checked against the CRM's properties of the moment: each property
 * exists and is writable (400 with the list otherwise), is written by one field, and every
 * property the CRM requires is mapped.
 */
export async function saveCompanyCrmMapping(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  crm: CompanyCrmId,
  body: CrmMappingBody,
): Promise<CompanyCrmSummary> {
  await gate(ctx, caller, companyId);
  const provider = providerOf(crm);
  const connected = await connectionTo(ctx, companyId, provider);
  const properties = await liveProperties(ctx, provider, connected);
  const names = new Set(properties.map((p) => p.name));
  const unknown = body.rows.findIndex((row) => !names.has(row.property));
  if (unknown >= 0)
    throw new ApiError(
      400,
      COMPANY_CRM_MESSAGES.unknownProperty,
      'unknown-property',
      { [`rows.${unknown}.property`]: COMPANY_CRM_MESSAGES.unknownProperty },
      { properties },
    );
  const seen = new Set<string>();
  body.rows.forEach((row, i) => {
    if (seen.has(row.property))
      throw badRequest(COMPANY_CRM_MESSAGES.duplicateProperty, {
        [`rows.${i}.property`]: COMPANY_CRM_MESSAGES.duplicateProperty,
      });
    seen.add(row.property);
  });
  const missing = properties.find((p) => p.required && !seen.has(p.name));
  if (missing) throw badRequest(COMPANY_CRM_MESSAGES.requiredMissing, { rows: COMPANY_CRM_MESSAGES.requiredMissing });
  const updatedAt = ctx.clock.now().toISOString();
  await crmRef(ctx, companyId).update({ mapping: body.rows, updatedAt });
  return summaryOf(ctx, provider, { ...connected, mapping: body.rows, updatedAt });
}
