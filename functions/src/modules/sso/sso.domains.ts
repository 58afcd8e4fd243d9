import { randomBytes } from 'node:crypto';
import publicMailDomains from 'email-providers';
import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { badRequest, conflict, gone, notFound, tooManyRequests } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import { consumeQuota } from '../../platform/rate-limit';
import { DnsUnavailable, resolveTxt } from '../../platform/dns';
import {
  DOMAIN_CHALLENGE_LABEL,
  DOMAIN_CHALLENGE_PREFIX,
  SSO_LIMITS,
  SSO_MESSAGES,
  type DomainClaim,
} from '../../contract/sso';
import { auditCompanyEvents } from '../api-keys';
import type { StoredDomainClaim } from './sso.model';
import { connectionRef, identityEvent } from './sso.connection';
import { ssoGate } from './sso.service';

/**
 * A company's email domains (docs/sso.md): claimed with a token, proved by publishing it in a DNS
 * TXT record, then held by that company alone (`ssoDomains/{domain}`, written in the transaction
 * that verifies). A check that does not find the record answers the claim `failed` with what to
 * publish, and the claim stays open until its token expires, as Google Workspace and Okta do.
 */

const PUBLIC_DOMAINS = new Set<string>(publicMailDomains);
const VERIFY_QUOTA = { name: 'sso-domain-verify', windowMs: 3_600_000, limit: SSO_LIMITS.verificationsPerHour };

const claimRef = (ctx: AppContext, companyId: string, domain: string) =>
  collections(ctx).ssoDomainClaims.doc(`${companyId}_${domain}`);
const holderRef = (ctx: AppContext, domain: string) => collections(ctx).ssoDomains.doc(domain);

const present = ({ token: _token, ...claim }: StoredDomainClaim): DomainClaim => claim;
const domainTaken = () => conflict(SSO_MESSAGES.domainTaken, 'domain-taken');

/** GET /v1/company/{companyId}/sso/domains */
export async function listDomains(ctx: AppContext, caller: Caller, companyId: string): Promise<DomainClaim[]> {
  await ssoGate(ctx, caller, companyId);
  const claims = await collections(ctx)
    .ssoDomainClaims.where('companyId', '==', companyId)
    .limit(SSO_LIMITS.domainsPerCompany)
    .get();
  return claims.docs.map((doc) => present(doc.data())).sort((a, b) => a.domain.localeCompare(b.domain));
}

/**
 * POST /v1/company/{companyId}/sso/domains: a claim with a fresh token. Claiming again a domain
 * not yet verified gives a new token (and a new week); a verified one answers as it is.
 */
export async function claimDomain(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  domain: string,
): Promise<DomainClaim> {
  await ssoGate(ctx, caller, companyId);
  if (PUBLIC_DOMAINS.has(domain)) throw badRequest(SSO_MESSAGES.domainPublic, { domain: SSO_MESSAGES.domainPublic });
  const ref = claimRef(ctx, companyId, domain);
  const claim = await ctx.store.runTransaction(async (tx) => {
    const [holder, current, held] = await Promise.all([
      tx.get(holderRef(ctx, domain)),
      tx.get(ref),
      tx.get(collections(ctx).ssoDomainClaims.where('companyId', '==', companyId).limit(SSO_LIMITS.domainsPerCompany)),
    ]);
    const holderCompany = holder.data()?.companyId;
    if (holderCompany && holderCompany !== companyId) throw domainTaken();
    const existing = current.data();
    if (existing?.status === 'verified') return existing;
    if (!existing && held.size >= SSO_LIMITS.domainsPerCompany)
      throw conflict(SSO_MESSAGES.tooManyDomains, 'too-many-domains');
    const now = ctx.clock.now();
    const token = randomBytes(16).toString('hex');
    const next: StoredDomainClaim = {
      domain,
      companyId,
      status: 'pending',
      recordName: `${DOMAIN_CHALLENGE_LABEL}.${domain}`,
      recordValue: `${DOMAIN_CHALLENGE_PREFIX}${token}`,
      token,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SSO_LIMITS.claimDays * 86_400_000).toISOString(),
      verifiedAt: null,
      lastCheckedAt: null,
      lastError: null,
    };
    tx.set(ref, next);
    auditCompanyEvents(ctx, tx, companyId, [identityEvent(ctx, 'domain.claimed', caller, domain)]);
    return next;
  });
  return present(claim);
}

async function claimOf(ctx: AppContext, companyId: string, domain: string): Promise<StoredDomainClaim> {
  const claim = (await claimRef(ctx, companyId, domain).get()).data();
  if (!claim) throw notFound();
  return claim;
}

/**
 * POST …/sso/domains/{domain}/verify: looks for the TXT record (through the DNS port, rate
 * limited a company: each check is a lookup). Found: verified, and the domain is this company's
 * in the same transaction, unless another company proved it meanwhile (409). Not found: 200 with
 * the claim `failed` and why, so the back office shows what to publish.
 */
export async function verifyDomain(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  domain: string,
): Promise<DomainClaim> {
  await ssoGate(ctx, caller, companyId);
  const claim = await claimOf(ctx, companyId, domain);
  if (claim.status === 'verified') return present(claim);
  if (claim.expiresAt <= ctx.clock.now().toISOString()) throw gone(SSO_MESSAGES.domainClaimExpired);
  if (!(await consumeQuota(ctx, VERIFY_QUOTA, companyId)).allowed) throw tooManyRequests();
  let found: boolean;
  try {
    found = (await resolveTxt(claim.recordName, ctx.config.sso.dnsServers)).includes(claim.recordValue);
  } catch (error) {
    if (!(error instanceof DnsUnavailable)) throw error;
    ctx.logger.warn({ err: error, domain }, 'domain check: DNS unavailable');
    found = false;
  }
  const ref = claimRef(ctx, companyId, domain);
  const checked = await ctx.store.runTransaction(async (tx) => {
    const [current, holder] = await Promise.all([tx.get(ref), tx.get(holderRef(ctx, domain))]);
    const stored = current.data();
    if (!stored || stored.token !== claim.token) throw conflict(SSO_MESSAGES.domainClaimExpired, 'claim-changed');
    const now = ctx.clock.now().toISOString();
    if (!found) {
      const next = {
        ...stored,
        status: 'failed' as const,
        lastCheckedAt: now,
        lastError: SSO_MESSAGES.domainNotProved,
      };
      tx.set(ref, next);
      auditCompanyEvents(ctx, tx, companyId, [identityEvent(ctx, 'domain.failed', caller, domain)]);
      return next;
    }
    const holderCompany = holder.data()?.companyId;
    if (holderCompany && holderCompany !== companyId) throw domainTaken();
    const next = { ...stored, status: 'verified' as const, verifiedAt: now, lastCheckedAt: now, lastError: null };
    tx.set(ref, next);
    tx.set(holderRef(ctx, domain), { domain, companyId, verifiedAt: now });
    auditCompanyEvents(ctx, tx, companyId, [identityEvent(ctx, 'domain.verified', caller, domain)]);
    return next;
  });
  return present(checked);
}

/**
 * DELETE …/sso/domains/{domain}: the claim, and the domain itself if verified; the last verified
 * domain gone, enforcement is turned off (nothing would be left to enforce it on).
 */
export async function removeDomain(ctx: AppContext, caller: Caller, companyId: string, domain: string): Promise<void> {
  await ssoGate(ctx, caller, companyId);
  const ref = claimRef(ctx, companyId, domain);
  await ctx.store.runTransaction(async (tx) => {
    const [claim, holder, verified, connection] = await Promise.all([
      tx.get(ref),
      tx.get(holderRef(ctx, domain)),
      tx.get(collections(ctx).ssoDomains.where('companyId', '==', companyId).limit(2)),
      tx.get(connectionRef(ctx, companyId)),
    ]);
    if (!claim.exists) throw notFound();
    const events = [identityEvent(ctx, 'domain.removed', caller, domain)];
    tx.delete(ref);
    if (holder.data()?.companyId === companyId) {
      tx.delete(holderRef(ctx, domain));
      const others = verified.docs.filter((doc) => doc.id !== domain);
      const current = connection.data();
      if (!others.length && current?.enforced) {
        tx.set(connectionRef(ctx, companyId), {
          ...current,
          enforced: false,
          updatedAt: ctx.clock.now().toISOString(),
          updatedBy: caller.uid,
        });
        events.push(identityEvent(ctx, 'sso.unenforced', caller, current.providerId));
      }
    }
    auditCompanyEvents(ctx, tx, companyId, events);
  });
}
