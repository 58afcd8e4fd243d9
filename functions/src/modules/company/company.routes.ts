import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth';
import { parse } from '../../platform/validation';
import { fileReader } from '../../platform/uploads';
import {
  acceptInvitationBody,
  acceptMyInvitationBody,
  companyParam,
  companyRoleBody,
  createCompanyBody,
  divisionBody,
  divisionParam,
  employeeDivisionsBody,
  employeeListQuery,
  employeeParam,
  employeeRolesBody,
  exportEmployeesBody,
  invitationParam,
  inviteEmployeeBody,
  myInvitationParam,
  roleParam,
  updateCompanyBody,
  updateCompanyRoleBody,
  updateDivisionBody,
  updateEmployeeBody,
} from '../../contract/company';
import { deleteMoveQuery, removeEmployeeQuery } from '../../contract/company-admin';
import { invitationPreviewBody, invitationsQuery } from '../../contract/company-invitations';
import { publicRateLimit } from '../../platform/rate-limit';
import * as companies from './company.service';
import * as employees from './employees.service';
import { listEmployees } from './employees-list.service';
import * as invitations from './invitations.service';
import * as invitee from './invitee.service';
import * as roles from '../roles';
import * as divisions from './divisions.service';
import { exportEmployeesCsv, importEmployees } from './employees-csv';
import { getEmployeeDetail } from './employee-detail.service';

/** The "Company" group of the API (docs/company.md). Links, branding and cards: company-brand.routes.ts. */
export function companyRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post('/company', ctx.requireAuth, async (req, res) => {
    res
      .status(201)
      .json({ data: await companies.createCompany(ctx, callerOf(req), parse(createCompanyBody, req.body)) });
  });
  router.get('/company', ctx.requireAuth, async (req, res) => {
    res.json({ data: await companies.getMyCompany(ctx, callerOf(req)) });
  });

  // Before /company/:companyId, which would take "invitations" for an id.
  router.get('/company/invitations', ctx.requireAuthOrKey('create', 'Employee'), async (req, res) => {
    res.json(await invitations.listInvitations(ctx, callerOf(req), parse(invitationsQuery, req.query)));
  });
  router.get('/company/invitations/mine', ctx.requireAuth, async (req, res) => {
    res.json({ data: await invitee.myInvitations(ctx, callerOf(req)) });
  });
  // The invitation link's page, before sign-in: the token is the only key (32 random bytes), the limit spares the store.
  const previewLimit = publicRateLimit(ctx, { name: 'invitation-preview', windowMs: 60_000, limit: 30 });
  router.post('/company/invitations/preview', previewLimit, async (req, res) => {
    res.json({ data: await invitee.previewInvitation(ctx, parse(invitationPreviewBody, req.body)) });
  });
  router.post('/company/invitations/accept', ctx.requireAuth, async (req, res) => {
    res.json({ data: await invitee.acceptInvitation(ctx, callerOf(req), parse(acceptInvitationBody, req.body)) });
  });
  router.post('/company/invitations/:invitationId/accept', ctx.requireAuth, async (req, res) => {
    const { invitationId } = parse(myInvitationParam, req.params);
    res.json({
      data: await invitee.acceptMyInvitation(
        ctx,
        callerOf(req),
        invitationId,
        parse(acceptMyInvitationBody, req.body ?? {}),
      ),
    });
  });
  router.post('/company/invitations/:invitationId/decline', ctx.requireAuth, async (req, res) => {
    const { invitationId } = parse(myInvitationParam, req.params);
    res.json({ data: await invitee.declineInvitation(ctx, callerOf(req), invitationId) });
  });

  router.get('/company/:companyId', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({ data: await companies.getCompany(ctx, callerOf(req), companyId) });
  });
  router.put('/company/:companyId', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({
      data: await companies.updateCompany(ctx, callerOf(req), companyId, parse(updateCompanyBody, req.body)),
    });
  });

  router.get('/company/:companyId/employees', ctx.requireAuthOrKey('read', 'Employee'), async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json(await listEmployees(ctx, callerOf(req), companyId, parse(employeeListQuery, req.query)));
  });
  router.post('/company/:companyId/employees', ctx.requireAuthOrKey('create', 'Employee'), async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.status(201).json({
      data: await invitations.inviteEmployee(ctx, callerOf(req), companyId, parse(inviteEmployeeBody, req.body)),
    });
  });
  router.get(
    '/company/:companyId/employees/:employeeId',
    ctx.requireAuthOrKey('read', 'Employee'),
    async (req, res) => {
      const { companyId, employeeId } = parse(employeeParam, req.params);
      res.json({ data: await getEmployeeDetail(ctx, callerOf(req), companyId, employeeId) });
    },
  );
  router.put(
    '/company/:companyId/employees/:employeeId',
    ctx.requireAuthOrKey('update', 'Employee'),
    async (req, res) => {
      const { companyId, employeeId } = parse(employeeParam, req.params);
      res.json({
        data: await employees.updateEmployee(
          ctx,
          callerOf(req),
          companyId,
          employeeId,
          parse(updateEmployeeBody, req.body),
        ),
      });
    },
  );
  router.put('/company/:companyId/employees/:employeeId/roles', ctx.requireAuth, async (req, res) => {
    const { companyId, employeeId } = parse(employeeParam, req.params);
    const { roleIds } = parse(employeeRolesBody, req.body);
    res.json({ data: await employees.setEmployeeRoles(ctx, callerOf(req), companyId, employeeId, roleIds) });
  });
  router.put(
    '/company/:companyId/employees/:employeeId/divisions',
    ctx.requireAuthOrKey('update', 'Employee'),
    async (req, res) => {
      const { companyId, employeeId } = parse(employeeParam, req.params);
      const { divisionIds } = parse(employeeDivisionsBody, req.body);
      res.json({ data: await employees.setEmployeeDivisions(ctx, callerOf(req), companyId, employeeId, divisionIds) });
    },
  );
  router.delete(
    '/company/:companyId/employees/:employeeId',
    ctx.requireAuthOrKey('delete', 'Employee'),
    async (req, res) => {
      const { companyId, employeeId } = parse(employeeParam, req.params);
      res.json({
        data: await employees.removeEmployee(
          ctx,
          callerOf(req),
          companyId,
          employeeId,
          parse(removeEmployeeQuery, req.query),
        ),
      });
    },
  );

  router.delete(
    '/company/:companyId/invitations/:invitationId',
    ctx.requireAuthOrKey('create', 'Employee'),
    async (req, res) => {
      const { companyId, invitationId } = parse(invitationParam, req.params);
      res.json({ data: await invitations.revokeInvitation(ctx, callerOf(req), companyId, invitationId) });
    },
  );

  router.get('/company/:companyId/roles', ctx.requireAuthOrKey('read', 'CompanyRole'), async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({ data: await roles.listRoles(ctx, callerOf(req), { companyId }) });
  });
  router.post('/company/:companyId/roles', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.status(201).json({
      data: await roles.createRole(ctx, callerOf(req), { companyId }, parse(companyRoleBody(companyId), req.body)),
    });
  });
  router.put('/company/:companyId/roles/:roleId', ctx.requireAuth, async (req, res) => {
    const { companyId, roleId } = parse(roleParam, req.params);
    res.json({
      data: await roles.updateRole(
        ctx,
        callerOf(req),
        { companyId },
        roleId,
        parse(updateCompanyRoleBody(companyId), req.body),
      ),
    });
  });

  router.delete('/company/:companyId/roles/:roleId', ctx.requireAuth, async (req, res) => {
    const { companyId, roleId } = parse(roleParam, req.params);
    const { moveTo } = parse(deleteMoveQuery, req.query);
    res.json({ data: await roles.deleteRole(ctx, callerOf(req), { companyId }, roleId, moveTo) });
  });

  router.get('/company/:companyId/divisions', ctx.requireAuthOrKey('read', 'Division'), async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res.json({ data: await divisions.listDivisions(ctx, callerOf(req), companyId) });
  });
  router.post('/company/:companyId/divisions', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res
      .status(201)
      .json({ data: await divisions.createDivision(ctx, callerOf(req), companyId, parse(divisionBody, req.body)) });
  });
  router.put('/company/:companyId/divisions/:divisionId', ctx.requireAuth, async (req, res) => {
    const { companyId, divisionId } = parse(divisionParam, req.params);
    res.json({
      data: await divisions.updateDivision(
        ctx,
        callerOf(req),
        companyId,
        divisionId,
        parse(updateDivisionBody, req.body),
      ),
    });
  });

  router.delete('/company/:companyId/divisions/:divisionId', ctx.requireAuth, async (req, res) => {
    const { companyId, divisionId } = parse(divisionParam, req.params);
    const { moveTo } = parse(deleteMoveQuery, req.query);
    res.json({ data: await divisions.deleteDivision(ctx, callerOf(req), companyId, divisionId, moveTo) });
  });

  router.post('/company/:companyId/import/csv', ctx.requireAuth, async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    res
      .status(201)
      .json({ data: await importEmployees(ctx, callerOf(req), companyId, fileReader(ctx, req, { kind: 'csv' })) });
  });
  router.post('/company/:companyId/export/csv', ctx.requireAuthOrKey('read', 'Employee'), async (req, res) => {
    const { companyId } = parse(companyParam, req.params);
    const file = await exportEmployeesCsv(ctx, callerOf(req), companyId, parse(exportEmployeesBody, req.body));
    res.status(200);
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('cache-control', 'no-store');
    // Once bytes are out an error can only cut the download short; pipeline ends the response either way.
    await pipeline([...file.streams, res]).catch((error: unknown) => {
      if (!res.headersSent) throw error;
      ctx.logger.warn({ err: error }, 'employee export ended early');
    });
  });
  return router;
}
