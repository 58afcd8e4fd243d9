import type { AppContext } from '../../platform/context';
import { authorizeInCompany, can, forgetAccess, type Caller } from '../../platform/access';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { MESSAGES } from '../../contract/messages';
import {
  BUILT_IN_ROLE_IDS,
  COMPANY_MESSAGES,
  DEFAULT_BRAND,
  type Company,
  type CreateCompanyBody,
  type UpdateCompanyBody,
} from '../../contract/company';
import { getCompanyById, now } from './company.model';
import { builtInRoles } from '../roles';
import { employeesChanged, joinInTx } from './employees.service';
import { dropPublicCompany } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';

/**
 * Companies: a user belongs to at most one (users/{uid}.companyId). Creating one makes the
 * caller its first admin. What other modules use: companyOfCaller, getCompanyById, and from
 * employees.service countActiveEmployees (and the `employees.changed` event, platform/events.ts).
 */

export { getCompanyById };
export { countActiveEmployees, employeesChanged } from './employees.service';

/** The company named on the caller's user record, or null (no check of their status). */
export async function companyOfCaller(ctx: AppContext, caller: Caller): Promise<Company | null> {
  const companyId = (await collections(ctx).users.doc(caller.uid).get()).data()?.companyId;
  return companyId ? getCompanyById(ctx, companyId) : null;
}

/**
 * POST /v1/company: the company, its Admin and Division manager roles, the caller as an
 * active employee holding Admin, and their user record's companyId, in one transaction.
 */
export async function createCompany(ctx: AppContext, caller: Caller, body: CreateCompanyBody): Promise<Company> {
  const ref = collections(ctx).companies.doc();
  const company = await ctx.store.runTransaction(async (tx) => {
    const user = (await tx.get(collections(ctx).users.doc(caller.uid))).data();
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (user.companyId) throw conflict(COMPANY_MESSAGES.alreadyInCompany, 'already-in-company');
    const at = now(ctx);
    const company: Company = {
      id: ref.id,
      companyId: ref.id,
      name: body.name,
      website: body.website ?? null,
      industry: body.industry ?? '',
      ownerId: caller.uid,
      brand: { ...DEFAULT_BRAND },
      lockedFields: [],
      createdAt: at,
      updatedAt: at,
    };
    // Who creates the company makes their default profile its first company profile.
    await joinInTx(ctx, tx, {
      companyId: ref.id,
      companyName: body.name,
      user: { ...user, userId: caller.uid },
      email: user.email,
      roleIds: [BUILT_IN_ROLE_IDS.admin],
      divisionIds: [],
      useDefaultProfile: true,
    });
    tx.create(ref, company);
    for (const role of builtInRoles(ref.id, at)) tx.create(collections(ctx).companyRoles(ref.id).doc(role.id), role);
    return company;
  });
  forgetAccess(caller);
  await employeesChanged(ctx, company.id);
  return company;
}

/** GET /v1/company: the caller's company; 404 without one, 403 while suspended. */
export async function getMyCompany(ctx: AppContext, caller: Caller): Promise<Company> {
  const company = await companyOfCaller(ctx, caller);
  if (!company) throw notFound();
  if (!(await can(ctx, caller, 'read', 'Company', { companyId: company.id })))
    throw forbidden(COMPANY_MESSAGES.suspended);
  return company;
}

export async function getCompany(ctx: AppContext, caller: Caller, companyId: string): Promise<Company> {
  await authorizeInCompany(ctx, caller, 'read', 'Company', companyId);
  const company = await getCompanyById(ctx, companyId);
  if (!company) throw notFound();
  return company;
}

export async function updateCompany(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  body: UpdateCompanyBody,
): Promise<Company> {
  await authorizeInCompany(ctx, caller, 'update', 'Company', companyId);
  const ref = collections(ctx).companies.doc(companyId);
  return ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound();
    const { brand, ...rest } = body;
    const next: Company = { ...current, ...rest, brand: { ...current.brand, ...brand }, updatedAt: now(ctx) };
    tx.set(ref, next);
    dropPublicCompany(ctx, tx, companyId);
    return next;
  });
}
