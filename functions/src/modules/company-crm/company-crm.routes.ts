import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { id } from '../../contract/common';
import { companyParam } from '../../contract/company-params';
import { oauthCallbackBody } from '../../contract/integrations';
import { companyCrmParams, crmMappingBody, crmMarkBody, crmPushesQuery } from '../../contract/company-crm';
import * as crms from './company-crm.service';
import * as pushes from './company-crm.contacts';

const pushParams = companyParam.extend({ contactId: id() });
const contactParam = z.object({ contactId: id() });

/** The company's CRM (docs/company-crm.md): its admins connect and map it; employees mark their contacts. */
export function companyCrmRoutes(ctx: AppContext): Router {
  const router = Router();
  const base = '/companies/:companyId/crm';

  router.get(base, ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({ data: await crms.listCompanyCrms(ctx, callerOf(req), companyId) });
  });
  router.get(`${base}/pushes`, ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    const query = parse(crmPushesQuery, req.query);
    res.json(await pushes.listCompanyCrmPushes(ctx, callerOf(req), companyId, query));
  });
  router.post(`${base}/pushes/:contactId/retry`, ctx.requireAuth, async (req, res) => {
    const { companyId, contactId } = parse(pushParams, req.params);
    res.json({ data: await pushes.retryCompanyCrmPush(ctx, callerOf(req), companyId, contactId) });
  });
  router.get(`${base}/:crm/oauth`, ctx.requireAuth, async (req, res) => {
    const { companyId, crm } = parse(companyCrmParams, req.params);
    res.json({ data: await crms.startCompanyCrm(ctx, callerOf(req), companyId, crm) });
  });
  router.post(`${base}/:crm/oauth`, ctx.requireAuth, async (req, res) => {
    const { companyId, crm } = parse(companyCrmParams, req.params);
    const body = parse(oauthCallbackBody, req.body);
    res.json({ data: await crms.finishCompanyCrm(ctx, callerOf(req), companyId, crm, body) });
  });
  router.delete(`${base}/:crm`, ctx.requireAuth, async (req, res) => {
    const { companyId, crm } = parse(companyCrmParams, req.params);
    await crms.disconnectCompanyCrm(ctx, callerOf(req), companyId, crm);
    res.status(204).end();
  });
  router.get(`${base}/:crm/properties`, ctx.requireAuth, async (req, res) => {
    const { companyId, crm } = parse(companyCrmParams, req.params);
    res.json({ data: await crms.companyCrmProperties(ctx, callerOf(req), companyId, crm) });
  });
  router.put(`${base}/:crm/mapping`, ctx.requireAuth, async (req, res) => {
    const { companyId, crm } = parse(companyCrmParams, req.params);
    const body = parse(crmMappingBody, req.body);
    res.json({ data: await crms.saveCompanyCrmMapping(ctx, callerOf(req), companyId, crm, body) });
  });

  router.get('/contacts/:contactId/company-crm', ctx.requireAuth, async (req, res) => {
    const { contactId } = parse(contactParam, req.params);
    res.json({ data: await pushes.contactCrmPush(ctx, callerOf(req), contactId) });
  });
  router.put('/contacts/:contactId/company-crm', ctx.requireAuth, async (req, res) => {
    const { contactId } = parse(contactParam, req.params);
    const { sync } = parse(crmMarkBody, req.body);
    res.json({ data: await pushes.markContactForCrm(ctx, callerOf(req), contactId, sync) });
  });
  return router;
}
