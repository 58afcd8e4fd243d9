import type { AppContext } from '../../platform/context';
import { authorizeInCompany, type Caller } from '../../platform/access';
import { ApiError, badRequest, conflict } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import { SSO_MESSAGES, type SsoConnection, type ssoSettingsBody } from '../../contract/sso';
import type { z } from 'zod';
import { providerConfigsOf, type ProviderConfig } from '../../integrations/identity-platform';
import { auditCompanyEvents } from '../api-keys';
import type { StoredSsoConnection } from './sso.model';
import {
  connectionRef,
  dropProviderConfig,
  identityEvent,
  present,
  providerIdOf,
  sealSecret,
  spEntityIdOf,
  unsealSecret,
  writeConnection,
} from './sso.connection';
import { parseMetadata, summarise, type SamlIdp } from './sso.idp';
import { issuerMetadata } from './sso-oidc';

/**
 * A company's single sign-on (docs/sso.md): its admins (whoever may manage the company, through
 * the one company gate) configure one OIDC or SAML provider and enforce it.
 */
export const ssoGate = (ctx: AppContext, caller: Caller, companyId: string) =>
  authorizeInCompany(ctx, caller, 'manage', 'Company', companyId);

/** The admin's settings, as the route parsed them. */
type Settings = z.output<typeof ssoSettingsBody>;

/** GET /v1/company/{companyId}/sso */
export async function getSso(ctx: AppContext, caller: Caller, companyId: string): Promise<SsoConnection | null> {
  await ssoGate(ctx, caller, companyId);
  const stored = (await connectionRef(ctx, companyId).get()).data();
  return stored ? present(stored) : null;
}

function samlIdpOf(body: Extract<Settings, { type: 'saml' }>): SamlIdp {
  if (body.metadataXml?.trim()) return parseMetadata(body.metadataXml);
  const { idpEntityId, ssoUrl, x509Certificates } = body;
  if (!idpEntityId || !ssoUrl || !x509Certificates?.length)
    throw badRequest(SSO_MESSAGES.samlIncomplete, { metadataXml: SSO_MESSAGES.samlIncomplete });
  return { idpEntityId, ssoUrl, x509Certificates };
}

/** The provider config and the company's side of it, from the admin's settings. */
async function planOf(
  ctx: AppContext,
  companyId: string,
  body: Settings,
  before: StoredSsoConnection | undefined,
): Promise<{ config: ProviderConfig; fields: Partial<StoredSsoConnection> }> {
  const providerId = providerIdOf(body.type, companyId);
  const common = { providerId, displayName: body.displayName, enabled: true };
  if (body.type === 'oidc') {
    // Read as every sign-in reads it, so an issuer sign-in would refuse is refused now.
    await issuerMetadata(ctx, body.issuer);
    // Omitted on an update: the secret already stored, opened from its seal.
    const kept = before?.type === 'oidc' && before.clientSecretSealed;
    const secret = body.clientSecret ?? (kept ? unsealSecret(ctx, companyId, kept) : undefined);
    return {
      config: {
        ...common,
        issuer: body.issuer,
        clientId: body.clientId,
        clientSecret: secret,
        responseType: { code: true },
      },
      fields: {
        issuer: body.issuer,
        clientId: body.clientId,
        hasClientSecret: !!secret,
        clientSecretSealed: secret ? sealSecret(ctx, companyId, secret) : null,
        x509Certificates: [],
      },
    };
  }
  const idp = samlIdpOf(body);
  const certificates = summarise(idp.x509Certificates);
  const spEntityId = spEntityIdOf(ctx, companyId);
  return {
    config: {
      ...common,
      idpEntityId: idp.idpEntityId,
      ssoURL: idp.ssoUrl,
      x509Certificates: idp.x509Certificates,
      rpEntityId: spEntityId,
      callbackURL: ctx.config.sso.callbackUrl,
    },
    fields: { ...idp, certificates, spEntityId, clientSecretSealed: null },
  };
}

/** PUT /v1/company/{companyId}/sso: configures (or replaces) the company's provider. */
export async function configureSso(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  settings: Settings,
): Promise<SsoConnection> {
  await ssoGate(ctx, caller, companyId);
  const ref = connectionRef(ctx, companyId);
  const before = (await ref.get()).data();
  const { config, fields } = await planOf(ctx, companyId, settings, before);
  const stored = await writeConnection(ctx, config, async (tx) => {
    const current = (await tx.get(ref)).data();
    const next: StoredSsoConnection = {
      companyId,
      type: settings.type,
      providerId: config.providerId,
      displayName: settings.displayName,
      callbackUrl: ctx.config.sso.callbackUrl,
      enforced: current?.enforced ?? false,
      updatedAt: ctx.clock.now().toISOString(),
      updatedBy: caller.uid,
      clientSecretSealed: null,
      x509Certificates: [],
      ...fields,
    };
    tx.set(ref, next);
    auditCompanyEvents(ctx, tx, companyId, [identityEvent(ctx, 'sso.configured', caller, config.providerId)]);
    return next;
  });
  // A change of protocol leaves the other protocol's config unused.
  if (before && before.providerId !== stored.providerId) await dropProviderConfig(ctx, before.providerId);
  return present(stored);
}

/** DELETE /v1/company/{companyId}/sso: the provider and the connection (enforcement with it); domains stay. */
export async function removeSso(ctx: AppContext, caller: Caller, companyId: string): Promise<void> {
  await ssoGate(ctx, caller, companyId);
  const ref = connectionRef(ctx, companyId);
  const stored = (await ref.get()).data();
  if (!stored) return;
  const port = providerConfigsOf(ctx);
  const config = await port.get(stored.providerId).catch(() => null);
  try {
    await port.delete(stored.providerId);
  } catch (error) {
    ctx.logger.error({ err: error, providerId: stored.providerId }, 'provider config not removed');
    throw new ApiError(502, SSO_MESSAGES.providerFailed, 'provider-failed');
  }
  try {
    await ctx.store.runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) return;
      tx.delete(ref);
      auditCompanyEvents(ctx, tx, companyId, [identityEvent(ctx, 'sso.removed', caller, stored.providerId)]);
    });
  } catch (error) {
    if (config)
      await port
        .create(config)
        .catch((undo) =>
          ctx.logger.error({ err: undo, providerId: stored.providerId }, 'provider config not put back'),
        );
    throw error;
  }
}

/** PUT /v1/company/{companyId}/sso/enforcement: only with a provider and a verified domain. */
export async function setEnforcement(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  enforced: boolean,
): Promise<SsoConnection> {
  await ssoGate(ctx, caller, companyId);
  const ref = connectionRef(ctx, companyId);
  const stored = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw conflict(SSO_MESSAGES.enforceNeedsDomain, 'enforce-needs-domain');
    if (enforced) {
      const verified = await tx.get(collections(ctx).ssoDomains.where('companyId', '==', companyId).limit(1));
      if (verified.empty) throw conflict(SSO_MESSAGES.enforceNeedsDomain, 'enforce-needs-domain');
    }
    if (current.enforced === enforced) return current;
    const next = { ...current, enforced, updatedAt: ctx.clock.now().toISOString(), updatedBy: caller.uid };
    tx.set(ref, next);
    auditCompanyEvents(ctx, tx, companyId, [
      identityEvent(ctx, enforced ? 'sso.enforced' : 'sso.unenforced', caller, current.providerId),
    ]);
    return next;
  });
  return present(stored);
}
