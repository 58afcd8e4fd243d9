import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { requireSuperadmin } from '../../platform/access';
import { id } from '../../contract/common';
import {
  globalRoleBody,
  listCompaniesQuery,
  listDivisionsQuery,
  mergeDivisionBody,
  renameDivisionBody,
  userRolesBody,
  userStatusBody,
} from '../../contract/superadmin';
import { overview } from './overview.service';
import { setUserRoles, setUserStatus } from './accounts.service';
import { createRole, deleteRole, listRoles, updateRole } from '../roles';
import { listCompanies } from './companies.service';
import { listAllDivisions, mergeDivisions, renameDivision } from '../company';

const userParam = z.object({ userId: id() });
const roleParam = z.object({ roleId: id() });
const divisionParam = z.object({ companyId: id(), divisionId: id() });

/** /v1/superadmin/…: every call is for superadmins only (404 for anyone else, as if it did not exist). */
export function superadminRoutes(ctx: AppContext): Router {
  const router = Router();
  const base = '/superadmin';
  // Who may call comes before what was sent: to anyone else even a malformed call is a 404.
  // Revocation checked: a disabled or signed-out superadmin's token stops working at once.
  router.use(base, ctx.requireFreshAuth, async (req, _res, next) => {
    await requireSuperadmin(ctx, callerOf(req));
    next();
  });

  router.get(`${base}/overview`, async (req, res) => {
    res.json({ data: await overview(ctx, callerOf(req)) });
  });

  router.put(`${base}/users/:userId/status`, async (req, res) => {
    const { userId } = parse(userParam, req.params);
    res.json({ data: await setUserStatus(ctx, callerOf(req), userId, parse(userStatusBody, req.body)) });
  });
  router.put(`${base}/users/:userId/roles`, async (req, res) => {
    const { userId } = parse(userParam, req.params);
    res.json({ data: await setUserRoles(ctx, callerOf(req), userId, parse(userRolesBody, req.body)) });
  });

  router.get(`${base}/roles`, async (req, res) => {
    res.json({ data: await listRoles(ctx, callerOf(req), 'global') });
  });
  router.post(`${base}/roles`, async (req, res) => {
    res.status(201).json({ data: await createRole(ctx, callerOf(req), 'global', parse(globalRoleBody, req.body)) });
  });
  router.put(`${base}/roles/:roleId`, async (req, res) => {
    const { roleId } = parse(roleParam, req.params);
    res.json({ data: await updateRole(ctx, callerOf(req), 'global', roleId, parse(globalRoleBody, req.body)) });
  });
  router.delete(`${base}/roles/:roleId`, async (req, res) => {
    const { roleId } = parse(roleParam, req.params);
    res.json({ data: await deleteRole(ctx, callerOf(req), 'global', roleId) });
  });

  router.get(`${base}/companies`, async (req, res) => {
    res.json(await listCompanies(ctx, callerOf(req), parse(listCompaniesQuery, req.query)));
  });

  // Divisions of any company: the company module's own rules and writes, called as a superadmin.
  router.get(`${base}/divisions`, async (req, res) => {
    res.json(await listAllDivisions(ctx, callerOf(req), parse(listDivisionsQuery, req.query)));
  });
  router.put(`${base}/divisions/:companyId/:divisionId`, async (req, res) => {
    const { companyId, divisionId } = parse(divisionParam, req.params);
    const { name } = parse(renameDivisionBody, req.body);
    res.json({ data: await renameDivision(ctx, callerOf(req), { companyId, divisionId, name }) });
  });
  router.post(`${base}/divisions/:companyId/:divisionId/merge`, async (req, res) => {
    const { companyId, divisionId } = parse(divisionParam, req.params);
    const { intoId } = parse(mergeDivisionBody, req.body);
    res.json({ data: await mergeDivisions(ctx, callerOf(req), { companyId, fromId: divisionId, intoId }) });
  });
  return router;
}
