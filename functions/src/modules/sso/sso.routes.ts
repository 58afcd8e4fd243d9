import { Router } from 'express';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { companyParam } from '../../contract/company-params';
import { claimDomainBody, domainName, ssoEnforcementBody, ssoSettingsBody } from '../../contract/sso';
import { configureSso, getSso, removeSso, setEnforcement } from './sso.service';
import { claimDomain, listDomains, removeDomain, verifyDomain } from './sso.domains';

const domainParam = companyParam.extend({ domain: domainName() });

/**
 * A company's single sign-on and email domains (docs/sso.md). Only a signed-in person whose
 * session is not revoked (requireFreshAuth, which takes no API key), and the service's gate asks
 * that they manage the company.
 */
export function ssoRoutes(ctx: AppContext): Router {
  const router = Router();
  const base = '/company/:companyId/sso';

  router.get(base, ctx.requireFreshAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({ data: await getSso(ctx, callerOf(req), companyId) });
  });
  router.put(base, ctx.requireFreshAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    const body = parse(ssoSettingsBody, req.body);
    res.json({ data: await configureSso(ctx, callerOf(req), companyId, body) });
  });
  router.delete(base, ctx.requireFreshAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    await removeSso(ctx, callerOf(req), companyId);
    res.status(204).end();
  });
  router.put(`${base}/enforcement`, ctx.requireFreshAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    const { enforced } = parse(ssoEnforcementBody, req.body);
    res.json({ data: await setEnforcement(ctx, callerOf(req), companyId, enforced) });
  });

  router.get(`${base}/domains`, ctx.requireFreshAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({ data: await listDomains(ctx, callerOf(req), companyId) });
  });
  router.post(`${base}/domains`, ctx.requireFreshAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    const { domain } = parse(claimDomainBody, req.body);
    res.status(201).json({ data: await claimDomain(ctx, callerOf(req), companyId, domain) });
  });
  router.post(`${base}/domains/:domain/verify`, ctx.requireFreshAuth, async (req, res) => {
    const { companyId, domain } = parse(domainParam, req.params);
    res.json({ data: await verifyDomain(ctx, callerOf(req), companyId, domain) });
  });
  router.delete(`${base}/domains/:domain`, ctx.requireFreshAuth, async (req, res) => {
    const { companyId, domain } = parse(domainParam, req.params);
    await removeDomain(ctx, callerOf(req), companyId, domain);
    res.status(204).end();
  });
  return router;
}
