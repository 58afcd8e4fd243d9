import { createHash } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { ApiError, badRequest } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import type { Transaction } from '../../platform/store/types';
import type { AuditEntry } from '../../contract/api-keys';
import type { Caller } from '../../platform/access';
import { auditedBy } from '../api-keys';
import { SSO_MESSAGES, type SsoConnection } from '../../contract/sso';
import { seal, unseal } from '../../integrations/core/vault';
import { tokenKeyOf } from '../../integrations/core/settings';
import {
  providerConfigErrorCode,
  providerConfigsOf,
  type ProviderConfig,
  type ProviderConfigs,
} from '../../integrations/identity-platform';
import type { StoredSsoConnection } from './sso.model';

/** The Firebase provider id of a company: stable, lower case, the company id never shown. */
export function providerIdOf(type: 'oidc' | 'saml', companyId: string): string {
  return `${type}.co-${createHash('sha256').update(companyId).digest('hex').slice(0, 20)}`;
}

/** The SAML service provider's entity id the company registers at its IdP. */
export const spEntityIdOf = (ctx: AppContext, companyId: string) =>
  `${ctx.config.publicUrl}/sso/saml/${providerIdOf('saml', companyId).slice('saml.'.length)}`;

export const connectionRef = (ctx: AppContext, companyId: string) => collections(ctx).ssoConnections.doc(companyId);

const secretContext = (companyId: string) => `sso:${companyId}`;
export const sealSecret = (ctx: AppContext, companyId: string, secret: string) =>
  seal(tokenKeyOf(ctx), secret, secretContext(companyId));
export const unsealSecret = (ctx: AppContext, companyId: string, sealed: string) =>
  unseal<string>(tokenKeyOf(ctx), sealed, secretContext(companyId));

/** What the back office sees: never the secret, sealed or not, nor the PEMs (their summary instead). */
export function present(stored: StoredSsoConnection): SsoConnection {
  const { clientSecretSealed: _secret, x509Certificates: _pems, ...shown } = stored;
  return shown;
}

export const identityEvent = (
  ctx: AppContext,
  event: AuditEntry['event'],
  caller: Caller,
  target: string,
): AuditEntry => ({
  event,
  at: ctx.clock.now().toISOString(),
  ...auditedBy(caller),
  target,
});

/** A refusal of the provider-config port as the API answers it: its own rule a 400, anything else 502. */
function portRefusal(error: unknown): ApiError {
  switch (providerConfigErrorCode(error)) {
    case 'auth/missing-oauth-client-secret':
      return badRequest(SSO_MESSAGES.clientSecretRequired, { clientSecret: SSO_MESSAGES.clientSecretRequired });
    case 'auth/invalid-config':
    case 'auth/invalid-oauth-responsetype':
    case 'auth/invalid-provider-id':
      return badRequest(SSO_MESSAGES.providerFailed);
    default:
      return new ApiError(502, SSO_MESSAGES.providerFailed, 'provider-failed');
  }
}

const patchOf = ({ providerId: _id, ...patch }: ProviderConfig) => patch;

/**
 * Writes the provider config, then the company's side in one transaction (with its audit). The
 * two stores cannot share a transaction, so the step is made whole by hand: a refused config
 * stores nothing; a failed store write puts the config back as it was (or removes it).
 */
export async function writeConnection(
  ctx: AppContext,
  config: ProviderConfig,
  write: (tx: Transaction) => Promise<StoredSsoConnection>,
): Promise<StoredSsoConnection> {
  const port: ProviderConfigs = providerConfigsOf(ctx);
  let before: ProviderConfig | null;
  try {
    before = await port.get(config.providerId);
    if (before) await port.update(config.providerId, patchOf(config));
    else await port.create(config);
  } catch (error) {
    const refusal = portRefusal(error);
    if (refusal.status === 502)
      ctx.logger.error({ err: error, providerId: config.providerId }, 'provider config failed');
    throw refusal;
  }
  try {
    return await ctx.store.runTransaction(write);
  } catch (error) {
    await (before ? port.update(config.providerId, patchOf(before)) : port.delete(config.providerId)).catch((undo) =>
      ctx.logger.error({ err: undo, providerId: config.providerId }, 'provider config not put back'),
    );
    throw error;
  }
}

/** Removes a provider config no connection uses any more; a failure leaves an unused config, logged. */
export async function dropProviderConfig(ctx: AppContext, providerId: string): Promise<void> {
  await providerConfigsOf(ctx)
    .delete(providerId)
    .catch((error) => ctx.logger.error({ err: error, providerId }, 'unused provider config not removed'));
}
