import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../platform/context';
import { perStore } from '../../platform/store/per-store';
import { planTier } from '../../platform/caps';
import { SCIM_MESSAGES } from '../../contract/scim';
import { getCompanyById } from '../company';
import { ScimFail } from './scim-errors';

/**
 * SCIM is part of Teams (docs/scim.md, "Tokens"): a company whose owner no longer holds Teams has
 * its tokens refused (403) as its back office is. A directory sends a few calls a second, so each
 * instance keeps a company's answer for PLAN_CACHE_MS: a plan that ends reaches every instance's
 * SCIM calls within that bound (as the SSO guard's domain rule does), at one company read and one
 * principal read a company per instance in that time.
 */
export const PLAN_CACHE_MS = 30_000;
const CACHED_COMPANIES = 10_000;

const cacheOf = perStore(() => new LRUCache<string, { teams: boolean; at: number }>({ max: CACHED_COMPANIES }));

async function readTeams(ctx: AppContext, companyId: string): Promise<boolean> {
  const company = await getCompanyById(ctx, companyId);
  return !!company && (await planTier(ctx, { uid: company.ownerId })) === 'teams';
}

/** 403 in SCIM's shape unless the company's owner held Teams at most PLAN_CACHE_MS ago. */
export async function assertScimPlan(ctx: AppContext, companyId: string): Promise<void> {
  const cache = cacheOf(ctx);
  const now = ctx.clock.now().getTime();
  let hit = cache.get(companyId);
  if (!hit || now - hit.at >= PLAN_CACHE_MS || now < hit.at) {
    hit = { teams: await readTeams(ctx, companyId), at: now };
    cache.set(companyId, hit);
  }
  if (!hit.teams) throw new ScimFail(403, SCIM_MESSAGES.notInPlan);
}
