import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../platform/context';
import type { AuthUser, SignInGuard } from '../../platform/auth';
import { perStore } from '../../platform/store/per-store';
import { ApiError } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import { SSO_MESSAGES } from '../../contract/sso';
import { auditCompanyEvents } from '../api-keys';
import { getCompanyById } from '../company';

/**
 * Single sign-on a company enforces, on the server (docs/sso.md, "Enforcement"): every signed-in
 * call whose email is on a verified domain of a company with `enforced` must come from a session
 * that signed in with that company's provider. The company's owner may still sign in otherwise
 * (break-glass), audited once a session.
 */

/** What sign-in needs to know of an email domain: who holds it and how its people sign in. */
export interface DomainRule {
  domain: string;
  companyId: string;
  companyName: string;
  ownerId: string;
  providerId: string;
  type: 'oidc' | 'saml';
  enforced: boolean;
}

/**
 * How long an instance keeps a domain's rule (a claimed domain's or an unclaimed one's): a change
 * of enforcement or of the provider reaches every instance within this bound, and a signed-in
 * call costs no read for it in between.
 */
export const DOMAIN_RULE_CACHE_MS = 30_000;
const CACHED_DOMAINS = 10_000;
/** An owner's break-glass mark outlives any session worth auditing once. */
const BREAK_GLASS_KEPT_MS = 30 * 86_400_000;

type Cached = { rule: DomainRule | null; at: number };
const rulesOf = perStore(() => new LRUCache<string, Cached>({ max: CACHED_DOMAINS }));
const auditedSessionsOf = perStore(() => new LRUCache<string, { at: number }>({ max: CACHED_DOMAINS }));

export const domainOfEmail = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The domain's rule read now: null when no company verified it or its company has no provider. */
async function readDomainRule(ctx: AppContext, domain: string): Promise<DomainRule | null> {
  const claim = (await collections(ctx).ssoDomains.doc(domain).get()).data();
  if (!claim) return null;
  const [connection, company] = await Promise.all([
    collections(ctx).ssoConnections.doc(claim.companyId).get(),
    getCompanyById(ctx, claim.companyId),
  ]);
  const provider = connection.data();
  if (!provider || !company) return null;
  return {
    domain,
    companyId: claim.companyId,
    companyName: company.name,
    ownerId: company.ownerId,
    providerId: provider.providerId,
    type: provider.type,
    enforced: provider.enforced,
  };
}

/** The domain's rule as this instance last read it, at most DOMAIN_RULE_CACHE_MS ago. */
export async function domainRule(ctx: AppContext, domain: string): Promise<DomainRule | null> {
  const cache = rulesOf(ctx);
  const now = ctx.clock.now().getTime();
  const hit = cache.get(domain);
  if (hit && now - hit.at < DOMAIN_RULE_CACHE_MS) return hit.rule;
  const rule = await readDomainRule(ctx, domain);
  cache.set(domain, { rule, at: now });
  return rule;
}

/** `sso.break_glass` in the company's audit log, once for each of the owner's sessions (its auth_time). */
async function auditBreakGlass(ctx: AppContext, user: AuthUser, rule: DomainRule): Promise<void> {
  const authTime = user.authTime ?? 0;
  const key = `${rule.companyId}_${user.uid}_${authTime}`;
  const seen = auditedSessionsOf(ctx);
  if (seen.has(key)) return;
  const ref = collections(ctx).ssoBreakGlass.doc(key);
  const now = ctx.clock.now();
  await ctx.store.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return;
    tx.set(ref, {
      companyId: rule.companyId,
      userId: user.uid,
      authTime,
      expireAt: new Date(now.getTime() + BREAK_GLASS_KEPT_MS),
    });
    auditCompanyEvents(ctx, tx, rule.companyId, [
      { event: 'sso.break_glass', at: now.toISOString(), by: user.uid, target: user.signInProvider ?? 'unknown' },
    ]);
  });
  seen.set(key, { at: now.getTime() });
}

/** A sign-in judged by the one rule: let through, the owner's break-glass, or refused. */
export type SignInVerdict = { kind: 'allowed' } | { kind: 'breakGlass'; rule: DomainRule } | { kind: 'refused' };

/**
 * The rule, for the API's guard and the sign-in blocking function alike: an address on a domain
 * whose company enforces SSO signs in with that company's provider, or is the company's owner.
 */
export async function judgeSignIn(
  ctx: AppContext,
  user: Pick<AuthUser, 'uid' | 'email' | 'signInProvider'>,
): Promise<SignInVerdict> {
  if (!user.email) return { kind: 'allowed' };
  const rule = await domainRule(ctx, domainOfEmail(user.email));
  if (!rule?.enforced || user.signInProvider === rule.providerId) return { kind: 'allowed' };
  return user.uid === rule.ownerId ? { kind: 'breakGlass', rule } : { kind: 'refused' };
}

/** The guard app.ts gives every signed-in call (platform/context.ts, `signInGuard`). */
export function ssoSignInGuard(ctx: AppContext): SignInGuard {
  return async (user) => {
    const verdict = await judgeSignIn(ctx, user);
    if (verdict.kind === 'breakGlass') return auditBreakGlass(ctx, user, verdict.rule);
    if (verdict.kind === 'refused') throw new ApiError(403, SSO_MESSAGES.ssoRequired, 'sso-required');
  };
}
