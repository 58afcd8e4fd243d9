import type { AppContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { COMPANY_CRM_MESSAGES } from '../../contract/company-crm';
import type { CompanyCrmProvider, CrmCall } from '../../integrations/core/company-crm.types';
import type { ConnectionExtra, HeldTokens, ProviderCall, TokenGrant } from '../../integrations/core/types';
import { ProviderError } from '../../integrations/core/http';
import { seal, unseal } from '../../integrations/core/vault';
import { settingsOf, tokenKeyOf } from '../../integrations/core/settings';
import { crmRef, secretRef, type StoredCompanyCrm, type StoredCompanyCrmSecret } from './company-crm.model';

/**
 * A company CRM's tokens in use (the pattern of integrations/core/connections.ts, for a
 * company): renewed before they expire, renewed once more on a 401 (Salesforce says nothing of
 * expiry), and the connection marked `needs_reconnect` when the CRM no longer honours them.
 */

/** The CRM no longer honours the connection (or there is none): pushes wait for a reconnect. */
export class CrmUnusable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'CrmUnusable';
  }
}

const RENEW_BEFORE_USE_MS = 2 * 60_000;
const sealContext = (crm: string, companyId: string) => `company-crm:${crm}:${companyId}`;

/** The provider call with the back office's CRM section as the redirect, or 409 when the deployment lacks a setting. */
export function crmCallOf(ctx: AppContext, provider: CompanyCrmProvider): ProviderCall {
  const settings = settingsOf(ctx, provider, '/company/crm');
  if (!settings) throw conflict(COMPANY_CRM_MESSAGES.notAvailable, 'not-available');
  return { settings, timeoutMs: ctx.config.integrations.timeoutMs };
}

export function sealedSecret(
  ctx: AppContext,
  companyId: string,
  provider: CompanyCrmProvider,
  tokens: HeldTokens,
  grant: Pick<TokenGrant, 'expiresInSeconds'>,
): StoredCompanyCrmSecret {
  const now = ctx.clock.now();
  const held = {
    accessToken: tokens.accessToken,
    ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
  };
  return {
    companyId,
    crm: provider.id,
    tokens: seal(tokenKeyOf(ctx), held, sealContext(provider.id, companyId)),
    expiresAt: grant.expiresInSeconds ? new Date(now.getTime() + grant.expiresInSeconds * 1000).toISOString() : null,
    updatedAt: now.toISOString(),
  };
}

const openTokens = (ctx: AppContext, secret: StoredCompanyCrmSecret) =>
  unseal<HeldTokens>(tokenKeyOf(ctx), secret.tokens, sealContext(secret.crm, secret.companyId));

const refusesTokens = (error: unknown) =>
  error instanceof ProviderError && error.kind === 'refused' && (error.status === 401 || error.status === 403);

/** Marks the connection for a reconnect, unless its tokens changed meanwhile (an admin reconnected). */
async function markNeedsReconnect(ctx: AppContext, used: StoredCompanyCrmSecret, reason: string): Promise<void> {
  await ctx.store.runTransaction(async (tx) => {
    const secret = (await tx.get(secretRef(ctx, used.companyId))).data();
    const crm = (await tx.get(crmRef(ctx, used.companyId))).data();
    if (!secret || !crm || secret.tokens !== used.tokens) return;
    const iso = ctx.clock.now().toISOString();
    tx.update(crmRef(ctx, used.companyId), { status: 'needs_reconnect', reason, updatedAt: iso });
  });
  ctx.logger.warn({ companyId: used.companyId, crm: used.crm, reason }, 'the company CRM refused its tokens');
}

/** The tokens in use and the connection's facts they go with. */
interface Held {
  secret: StoredCompanyCrmSecret;
  extra: ConnectionExtra;
}

/**
 * Renews the tokens and stores them, with the connection's facts when the CRM names new ones
 * (Salesforce's instance can move), unless the tokens changed meanwhile (then the stored ones stand).
 * A refusal marks the connection and throws CrmUnusable; no answer passes through (retried).
 */
async function renew(
  ctx: AppContext,
  provider: CompanyCrmProvider,
  crm: StoredCompanyCrm,
  sent: StoredCompanyCrmSecret,
): Promise<Held> {
  let grant: TokenGrant & { extra?: ConnectionExtra };
  try {
    grant = await provider.refresh(crmCallOf(ctx, provider), openTokens(ctx, sent), crm.extra);
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'refused') {
      await markNeedsReconnect(ctx, sent, error.detail);
      throw new CrmUnusable(error.detail);
    }
    throw error;
  }
  const held = openTokens(ctx, sent);
  const next = sealedSecret(
    ctx,
    crm.companyId,
    provider,
    { accessToken: grant.accessToken, refreshToken: grant.refreshToken ?? held.refreshToken },
    grant,
  );
  return ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(secretRef(ctx, crm.companyId))).data();
    const stored = (await tx.get(crmRef(ctx, crm.companyId))).data();
    if (!current || !stored) throw new CrmUnusable(COMPANY_CRM_MESSAGES.notConnected);
    if (current.tokens !== sent.tokens) return { secret: current, extra: stored.extra };
    tx.set(secretRef(ctx, crm.companyId), next);
    if (grant.extra) tx.update(crmRef(ctx, crm.companyId), { extra: grant.extra, updatedAt: next.updatedAt });
    return { secret: next, extra: grant.extra ?? stored.extra };
  });
}

/**
 * Runs `use` with the company's CRM, its tokens renewed first when about to expire and once more
 * after a 401/403. CrmUnusable when there is no usable connection; other failures pass through.
 */
export async function useCrm<T>(
  ctx: AppContext,
  provider: CompanyCrmProvider,
  crm: StoredCompanyCrm,
  use: (call: CrmCall) => Promise<T>,
): Promise<T> {
  if (crm.status !== 'connected') throw new CrmUnusable(crm.reason ?? COMPANY_CRM_MESSAGES.needsReconnect);
  const secret = (await secretRef(ctx, crm.companyId).get()).data();
  if (!secret || secret.crm !== provider.id) throw new CrmUnusable(COMPANY_CRM_MESSAGES.notConnected);
  const call = crmCallOf(ctx, provider);
  let held: Held = { secret, extra: crm.extra };
  let renewed = false;
  if (secret.expiresAt && Date.parse(secret.expiresAt) - ctx.clock.now().getTime() < RENEW_BEFORE_USE_MS) {
    held = await renew(ctx, provider, crm, secret);
    renewed = true;
  }
  const attempt = (with_: Held) => use({ ...call, tokens: openTokens(ctx, with_.secret), extra: with_.extra });
  try {
    return await attempt(held);
  } catch (error) {
    if (!refusesTokens(error)) throw error;
    if (!renewed && openTokens(ctx, held.secret).refreshToken) {
      const fresh = await renew(ctx, provider, crm, held.secret);
      try {
        return await attempt(fresh);
      } catch (again) {
        if (!refusesTokens(again)) throw again;
        await markNeedsReconnect(ctx, fresh.secret, (again as ProviderError).detail);
        throw new CrmUnusable((again as ProviderError).detail);
      }
    }
    await markNeedsReconnect(ctx, held.secret, (error as ProviderError).detail);
    throw new CrmUnusable((error as ProviderError).detail);
  }
}
