import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { conflict, forbidden, gone, notFound } from '../../platform/errors';
import { MESSAGES } from '../../contract/messages';
import {
  COMPANY_MESSAGES,
  type AcceptedInvitation,
  type AcceptInvitationBody,
  type MyInvitation,
} from '../../contract/company';
import type { InvitationPreview, InvitationPreviewBody } from '../../contract/company-invitations';
import { employeeView, getCompanyById, now } from './company.model';
import { employeesChanged, joinInTx } from './employees.service';
import { inviterName, tokenMatches } from './invitations.service';
import { collections } from '../../platform/store/collections';
import { publish } from '../../platform/events';
import { transactWithOutbox } from '../../platform/outbox';

/**
 * The invitee's side of an invitation (docs/company.md, "Invitations"): what the mail link shows,
 * accepting, declining, and their own pending list. The company's side is invitations.service.ts.
 */

/** The caller's identity email as Auth holds it now (not the token's, which may predate a change), lower-case. */
async function identityOf(ctx: AppContext, uid: string): Promise<{ email: string; verified: boolean }> {
  try {
    const user = await ctx.auth.getUser(uid);
    return { email: user.email?.toLowerCase() ?? '', verified: !!user.email && user.emailVerified };
  } catch (error) {
    // An account deleted while its token still verifies has no email to match.
    if ((error as { code?: string }).code?.endsWith('user-not-found')) return { email: '', verified: false };
    throw error;
  }
}

/**
 * Takes up a pending invitation for the caller, in one transaction. With the mailed token, the
 * token proves the mailbox: an account of exactly that email may accept, and its email counts as
 * verified from then on. Without it (from the app), the caller's email must already be verified
 * and the invitation theirs; anyone else's is 404. Roles or divisions deleted since are left out.
 */
async function takeUp(
  ctx: AppContext,
  caller: AuthUser,
  invitationId: string,
  options: { token?: string; profileId?: string },
): Promise<AcceptedInvitation> {
  const { token, profileId } = options;
  const identity = await identityOf(ctx, caller.uid);
  const ref = collections(ctx).invitations.doc(invitationId);
  const result = await transactWithOutbox(ctx, async (tx) => {
    const invitation = (await tx.get(ref)).data();
    if (!invitation) throw notFound(COMPANY_MESSAGES.invitationInvalid);
    if (token !== undefined ? !tokenMatches(token, invitation.tokenHash) : invitation.email !== identity.email)
      throw notFound(COMPANY_MESSAGES.invitationInvalid);
    if (invitation.status !== 'pending') throw notFound(COMPANY_MESSAGES.invitationInvalid);
    if (Date.parse(invitation.expiresAt) <= ctx.clock.now().getTime()) throw gone(COMPANY_MESSAGES.invitationExpired);
    if (identity.email !== invitation.email) throw forbidden(COMPANY_MESSAGES.invitationOtherEmail);
    if (token === undefined && !identity.verified) throw forbidden(COMPANY_MESSAGES.invitationUnverified);
    const [user, company] = [
      (await tx.get(collections(ctx).users.doc(caller.uid))).data(),
      (await tx.get(collections(ctx).companies.doc(invitation.companyId))).data(),
    ];
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (!company) throw notFound(COMPANY_MESSAGES.invitationInvalid);
    if (user.companyId === company.id) throw conflict(COMPANY_MESSAGES.alreadyMember, 'already-member');
    if (user.companyId) throw conflict(COMPANY_MESSAGES.alreadyInCompany, 'already-in-company');
    const roles = invitation.roleIds.length
      ? await ctx.store.getAll(...invitation.roleIds.map((id) => collections(ctx).companyRoles(company.id).doc(id)))
      : [];
    const divisions = invitation.divisionIds.length
      ? await ctx.store.getAll(...invitation.divisionIds.map((id) => collections(ctx).divisions(company.id).doc(id)))
      : [];
    const joined = await joinInTx(ctx, tx, {
      companyId: company.id,
      companyName: company.name,
      user: { ...user, userId: caller.uid },
      email: invitation.email,
      roleIds: roles.filter((r) => r.exists).map((r) => r.id),
      divisionIds: divisions.filter((d) => d.exists).map((d) => d.id),
      title: invitation.title,
      department: invitation.department ?? '',
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      profileId,
    });
    const at = now(ctx);
    tx.update(ref, { status: 'accepted', acceptedAt: at, acceptedBy: caller.uid, updatedAt: at });
    const { userId, firstName, lastName } = joined.employee;
    await publish(ctx, 'company.activity', {
      companyId: company.id,
      type: 'employee.joined',
      data: { employee: { id: userId, email: invitation.email, firstName, lastName }, reason: 'invited' },
      writer: tx,
    });
    return { company, employee: employeeView(joined.employee), profileId: joined.profileId };
  });
  if (!identity.verified) await ctx.auth.updateUser(caller.uid, { emailVerified: true });
  await employeesChanged(ctx, result.company.id);
  return result;
}

/**
 * POST /v1/company/invitations/preview: what the mail link's page shows before anyone signs in
 * (who invites whom where, the names the admin typed). The token proves the mailbox, as for
 * accepting; a wrong token, or an invitation no longer pending, is the same 404.
 */
export async function previewInvitation(ctx: AppContext, body: InvitationPreviewBody): Promise<InvitationPreview> {
  const invitation = (await collections(ctx).invitations.doc(body.invitationId).get()).data();
  if (!invitation || !tokenMatches(body.token, invitation.tokenHash) || invitation.status !== 'pending')
    throw notFound(COMPANY_MESSAGES.invitationInvalid);
  if (Date.parse(invitation.expiresAt) <= ctx.clock.now().getTime()) throw gone(COMPANY_MESSAGES.invitationExpired);
  const company = await getCompanyById(ctx, invitation.companyId);
  if (!company) throw notFound(COMPANY_MESSAGES.invitationInvalid);
  return {
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    company: { name: company.name },
    invitedBy: { name: await inviterName(ctx, invitation) },
    expiresAt: invitation.expiresAt,
  };
}

/** POST /v1/company/invitations/accept: the mail link's token. */
export async function acceptInvitation(
  ctx: AppContext,
  caller: AuthUser,
  body: AcceptInvitationBody,
): Promise<AcceptedInvitation> {
  return takeUp(ctx, caller, body.invitationId, { token: body.token, profileId: body.profileId });
}

/** POST /v1/company/invitations/{id}/accept: from the app, for a verified email. */
export async function acceptMyInvitation(
  ctx: AppContext,
  caller: AuthUser,
  invitationId: string,
  body: { profileId?: string },
): Promise<AcceptedInvitation> {
  return takeUp(ctx, caller, invitationId, { profileId: body.profileId });
}

/** POST /v1/company/invitations/{id}/decline: the invitation ends; the company may invite again. */
export async function declineInvitation(
  ctx: AppContext,
  caller: AuthUser,
  invitationId: string,
): Promise<{ id: string; status: 'declined' }> {
  const identity = await identityOf(ctx, caller.uid);
  const ref = collections(ctx).invitations.doc(invitationId);
  await ctx.store.runTransaction(async (tx) => {
    const invitation = (await tx.get(ref)).data();
    if (!invitation || invitation.email !== identity.email || invitation.status !== 'pending')
      throw notFound(COMPANY_MESSAGES.invitationInvalid);
    if (!identity.verified) throw forbidden(COMPANY_MESSAGES.invitationUnverified);
    const at = now(ctx);
    tx.update(ref, { status: 'declined', updatedAt: at });
  });
  return { id: invitationId, status: 'declined' };
}

/** At most this many of the caller's pending invitations are listed. */
const MINE_LIMIT = 50;

/** GET /v1/company/invitations/mine: pending invitations to the caller's verified email, newest first. */
export async function myInvitations(ctx: AppContext, caller: AuthUser): Promise<MyInvitation[]> {
  const identity = await identityOf(ctx, caller.uid);
  if (!identity.verified) return [];
  const at = ctx.clock.now().getTime();
  const pending = (
    await collections(ctx)
      .invitations.where('email', '==', identity.email)
      .where('status', '==', 'pending')
      .limit(MINE_LIMIT)
      .get()
  ).docs
    .map((d) => d.data())
    .filter((i) => Date.parse(i.expiresAt) > at)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const answers: MyInvitation[] = [];
  for (const invitation of pending) {
    const company = await getCompanyById(ctx, invitation.companyId);
    if (!company) continue;
    answers.push({
      id: invitation.id,
      email: invitation.email,
      company: { id: company.id, name: company.name },
      invitedBy: { name: await inviterName(ctx, invitation) },
      title: invitation.title,
      department: invitation.department ?? '',
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
    });
  }
  return answers;
}
