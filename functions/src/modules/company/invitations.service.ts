import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import type { Caller } from '../../platform/access';
import { badRequest, conflict, forbidden, gone, notFound } from '../../platform/errors';
import { MESSAGES } from '../../contract/messages';
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  type AcceptInvitationBody,
  type Company,
  type Employee,
  type Invitation,
  type InviteEmployeeBody,
  type InviteResult,
} from '../../contract/company';
import {
  authorizeInCompany,
  companyRef,
  decodeCursor,
  divisionsRef,
  employeeView,
  encodeCursor,
  getCompanyById,
  invitationsRef,
  invitationView,
  now,
  rolesRef,
  userRef,
  type StoredInvitation,
  type UserMembership,
} from './company.model';
import { assertMayGrant, rolesById } from './company-roles.service';
import { divisionsById } from './divisions.service';
import { employeesChanged, joinInTx } from './employees.service';

/**
 * Inviting people: someone with an account (and no company) joins at once; anyone else gets
 * an invitation by mail, taken up with its link (`POST /v1/company/invitations/accept`) or at
 * their first sign-in with the same, verified email (`POST /v1/users`).
 */

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export const acceptLink = (ctx: AppContext, invitationId: string, token: string) =>
  `${ctx.config.publicUrl}/auth?invitation=${encodeURIComponent(invitationId)}&token=${encodeURIComponent(token)}`;

const expiryFrom = (at: string) => new Date(Date.parse(at) + COMPANY_LIMITS.invitationDays * 86_400_000).toISOString();

/** The user record with this email (emails are stored lower-case), or null. */
export async function accountByEmail(ctx: AppContext, email: string): Promise<UserMembership | null> {
  const snap = await ctx.store.collection<UserMembership>('users').where('email', '==', email.toLowerCase()).limit(1).get();
  return snap.docs[0]?.data() ?? null;
}

/** A pending invitation's record, new or renewed: a fresh token and expiry each time. */
export function invitationRecord(ctx: AppContext, input: { id: string; companyId: string; invitedBy: string; body: InviteEmployeeBody; previous?: StoredInvitation }) {
  const token = newToken();
  const at = now(ctx);
  const { body } = input;
  const invitation: StoredInvitation = {
    id: input.id,
    companyId: input.companyId,
    email: body.email.toLowerCase(),
    firstName: body.firstName ?? input.previous?.firstName ?? '',
    lastName: body.lastName ?? input.previous?.lastName ?? '',
    title: body.title ?? input.previous?.title ?? '',
    roleIds: body.roleIds,
    divisionIds: body.divisionIds,
    invitedBy: input.invitedBy,
    status: 'pending',
    tokenHash: hashToken(token),
    createdAt: input.previous?.createdAt ?? at,
    updatedAt: at,
    expiresAt: expiryFrom(at),
    acceptedAt: null,
    acceptedBy: null,
  };
  return { invitation, token };
}

export async function sendInvitationMail(ctx: AppContext, company: Company, invitation: Invitation, token: string): Promise<void> {
  const greeting = invitation.firstName ? `Hello ${invitation.firstName},` : 'Hello,';
  await ctx.mail.send({
    to: invitation.email,
    subject: `You're invited to join ${company.name} on Everlink`,
    text: [
      greeting,
      '',
      `${company.name} invited you to join their team on Everlink.`,
      '',
      `Accept the invitation: ${acceptLink(ctx, invitation.id, token)}`,
      '',
      `Sign in or create your account with this address (${invitation.email}). The invitation is valid until ${invitation.expiresAt.slice(0, 10)}.`,
    ].join('\n'),
  });
}

export async function sendJoinedMail(ctx: AppContext, company: Company, email: string): Promise<void> {
  await ctx.mail.send({
    to: email,
    subject: `You've been added to ${company.name} on Everlink`,
    text: [`Hello,`, '', `${company.name} added you to their team on Everlink.`, '', `Open your company: ${ctx.config.publicUrl}/company`].join('\n'),
  });
}

/** The company's pending invitations for one email, read inside a transaction. */
const pendingFor = (ctx: AppContext, companyId: string, email: string) =>
  invitationsRef(ctx).where('email', '==', email).where('companyId', '==', companyId).where('status', '==', 'pending');

/** An account with no company joins now, taking up any invitation of this company to its email. */
export async function joinAccount(ctx: AppContext, company: Company, account: UserMembership, body: InviteEmployeeBody): Promise<Employee> {
  const employee = await ctx.store.runTransaction(async (tx) => {
    const user = (await tx.get(userRef(ctx, account.userId))).data();
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (user.companyId === company.id) throw conflict(COMPANY_MESSAGES.alreadyMember, 'already-member');
    if (user.companyId) throw conflict(COMPANY_MESSAGES.inAnotherCompany, 'in-another-company');
    const pending = (await tx.get(pendingFor(ctx, company.id, body.email))).docs;
    const joined = await joinInTx(ctx, tx, { companyId: company.id, user: { ...user, userId: account.userId }, ...body });
    const at = now(ctx);
    for (const p of pending) tx.update(p.ref, { status: 'accepted', acceptedAt: at, acceptedBy: account.userId, updatedAt: at });
    return joined;
  });
  await sendJoinedMail(ctx, company, employee.email);
  return employeeView(employee);
}

/** POST …/employees: one person, with the roles and divisions they will have. */
export async function inviteEmployee(ctx: AppContext, caller: Caller, companyId: string, body: InviteEmployeeBody): Promise<InviteResult> {
  await authorizeInCompany(ctx, caller, 'create', 'Employee', companyId, { divisionIds: body.divisionIds });
  const company = await getCompanyById(ctx, companyId);
  if (!company) throw notFound();
  await assertMayGrant(ctx, caller, companyId, await rolesById(ctx, companyId, body.roleIds));
  await divisionsById(ctx, companyId, body.divisionIds);
  const account = await accountByEmail(ctx, body.email);
  if (account) {
    const employee = await joinAccount(ctx, company, account, body);
    await employeesChanged(ctx, companyId);
    return { status: 'joined', employee };
  }
  const { invitation, token } = await ctx.store.runTransaction(async (tx) => {
    const previous = (await tx.get(pendingFor(ctx, companyId, body.email))).docs[0];
    const id = previous?.id ?? invitationsRef(ctx).doc().id;
    const record = invitationRecord(ctx, { id, companyId, invitedBy: caller.uid, body, previous: previous?.data() });
    tx.set(invitationsRef(ctx).doc(id), record.invitation);
    return record;
  });
  await sendInvitationMail(ctx, company, invitation, token);
  await employeesChanged(ctx, companyId);
  return { status: 'invited', invitation: invitationView(invitation) };
}

/**
 * Takes up a pending invitation for the caller, in one transaction: the token (when one is
 * given) and the caller's email must match; roles or divisions deleted since are left out.
 */
async function takeUp(ctx: AppContext, caller: AuthUser, invitationId: string, token?: string): Promise<{ company: Company; employee: Employee }> {
  const ref = invitationsRef(ctx).doc(invitationId);
  const result = await ctx.store.runTransaction(async (tx) => {
    const invitation = (await tx.get(ref)).data();
    if (!invitation || (token !== undefined && !tokenMatches(token, invitation.tokenHash))) throw notFound(COMPANY_MESSAGES.invitationInvalid);
    if (invitation.status !== 'pending') throw notFound(COMPANY_MESSAGES.invitationInvalid);
    if (Date.parse(invitation.expiresAt) <= ctx.clock.now().getTime()) throw gone(COMPANY_MESSAGES.invitationExpired);
    if (caller.email?.toLowerCase() !== invitation.email) throw forbidden(COMPANY_MESSAGES.invitationOtherEmail);
    const [user, company] = [(await tx.get(userRef(ctx, caller.uid))).data(), (await tx.get(companyRef(ctx, invitation.companyId))).data()];
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (!company) throw notFound(COMPANY_MESSAGES.invitationInvalid);
    if (user.companyId === company.id) throw conflict(COMPANY_MESSAGES.alreadyMember, 'already-member');
    if (user.companyId) throw conflict(COMPANY_MESSAGES.alreadyInCompany, 'already-in-company');
    const roles = invitation.roleIds.length ? await ctx.store.getAll(...invitation.roleIds.map((id) => rolesRef(ctx, company.id).doc(id))) : [];
    const divisions = invitation.divisionIds.length ? await ctx.store.getAll(...invitation.divisionIds.map((id) => divisionsRef(ctx, company.id).doc(id))) : [];
    const employee = await joinInTx(ctx, tx, {
      companyId: company.id,
      user: { ...user, userId: caller.uid },
      roleIds: roles.filter((r) => r.exists).map((r) => r.id),
      divisionIds: divisions.filter((d) => d.exists).map((d) => d.id),
      title: invitation.title,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
    });
    const at = now(ctx);
    tx.update(ref, { status: 'accepted', acceptedAt: at, acceptedBy: caller.uid, updatedAt: at });
    return { company, employee: employeeView(employee) };
  });
  await employeesChanged(ctx, result.company.id);
  return result;
}

/** POST /v1/company/invitations/accept. */
export async function acceptInvitation(ctx: AppContext, caller: AuthUser, body: AcceptInvitationBody) {
  return takeUp(ctx, caller, body.invitationId, body.token);
}

/**
 * At sign-in (POST /v1/users): a caller whose verified email has a pending invitation joins
 * the company of the oldest one. Answers the company id, or null. Never fails the sign-in:
 * a refusal (already in a company, expired) leaves the invitation as it was.
 */
export async function joinPendingInvitation(ctx: AppContext, caller: AuthUser): Promise<string | null> {
  if (!caller.emailVerified || !caller.email) return null;
  const pending = (await invitationsRef(ctx).where('email', '==', caller.email.toLowerCase()).where('status', '==', 'pending').get()).docs
    .map((d) => d.data())
    .filter((i) => Date.parse(i.expiresAt) > ctx.clock.now().getTime())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const invitation of pending) {
    try {
      return (await takeUp(ctx, caller, invitation.id)).company.id;
    } catch (err) {
      ctx.logger.warn({ err: (err as Error).message, invitationId: invitation.id }, 'invitation not taken up at sign-in');
    }
  }
  return null;
}

/** GET /v1/company/invitations: pending invitations, newest first, for those who may invite. */
export async function listInvitations(ctx: AppContext, caller: Caller, query: { companyId?: string; limit: number; cursor?: string }) {
  const companyId = query.companyId ?? (await userRef(ctx, caller.uid).get()).data()?.companyId;
  if (!companyId) throw notFound();
  await authorizeInCompany(ctx, caller, 'create', 'Employee', companyId);
  let q = invitationsRef(ctx).where('companyId', '==', companyId).where('status', '==', 'pending').orderBy('createdAt', 'desc');
  if (query.cursor) {
    const after = await invitationsRef(ctx).doc(decodeCursor(query.cursor)[0]).get();
    if (!after.exists || after.data()?.companyId !== companyId) throw badRequest(COMPANY_MESSAGES.invalidCursor, { cursor: COMPANY_MESSAGES.invalidCursor });
    q = q.startAfter(after);
  }
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  const tail = docs.at(-1);
  return { data: docs.map((d) => invitationView(d.data())), nextCursor: snap.size > query.limit && tail ? encodeCursor(tail.id) : undefined };
}

/** DELETE …/invitations/{id}: the link stops working. Revoking twice is fine; an accepted one is 409. */
export async function revokeInvitation(ctx: AppContext, caller: Caller, companyId: string, invitationId: string): Promise<Invitation> {
  await authorizeInCompany(ctx, caller, 'create', 'Employee', companyId);
  const ref = invitationsRef(ctx).doc(invitationId);
  const revoked = await ctx.store.runTransaction(async (tx) => {
    const invitation = (await tx.get(ref)).data();
    if (!invitation || invitation.companyId !== companyId) throw notFound();
    if (invitation.status === 'accepted') throw conflict(COMPANY_MESSAGES.invitationAccepted, 'invitation-accepted');
    if (invitation.status === 'revoked') return invitation;
    const next: StoredInvitation = { ...invitation, status: 'revoked', updatedAt: now(ctx) };
    tx.set(ref, next);
    return next;
  });
  await employeesChanged(ctx, companyId);
  return invitationView(revoked);
}
