import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { authorizeInCompany, assertMayGrant, type Caller } from '../../platform/access';
import { ApiError, badRequest, conflict, notFound } from '../../platform/errors';
import { consumeQuota } from '../../platform/rate-limit';
import { enqueueMail, transactWithOutbox } from '../../platform/outbox';
import type { Transaction, WriteBatch } from '../../platform/store/types';
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  type Company,
  type Invitation,
  type InviteEmployeeBody,
  type InviteResult,
} from '../../contract/company';
import {
  decodeCursor,
  encodeCursor,
  getCompanyById,
  invitationView,
  now,
  type StoredInvitation,
} from './company.model';
import { rolesById } from '../roles';
import { divisionsById } from './divisions.service';
import { employeesChanged } from './employees.service';
import { collections } from '../../platform/store/collections';

/**
 * Inviting people: always a pending invitation, mailed with its accept link, whether or not the
 * address has an account (S1, S17). Nobody joins without saying yes: with the link
 * (`POST /v1/company/invitations/accept`) or in the app (`…/invitations/{id}/accept`), and only
 * with a verified identity email equal to the invitation's, read from Auth (S2).
 */

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export const acceptLink = (ctx: AppContext, invitationId: string, token: string) =>
  `${ctx.config.publicUrl}/auth?invitation=${encodeURIComponent(invitationId)}&token=${encodeURIComponent(token)}`;

const HOUR = 3_600_000;
const expiryFrom = (at: string) => new Date(Date.parse(at) + COMPANY_LIMITS.invitationDays * 86_400_000).toISOString();

/** Mailed within the re-send window: inviting again mails nothing new (S8). */
const recentlyMailed = (ctx: AppContext, invitation: StoredInvitation | undefined) =>
  !!invitation?.mailedAt &&
  ctx.clock.now().getTime() - Date.parse(invitation.mailedAt) < COMPANY_LIMITS.invitationResendMinutes * 60_000;

/**
 * A pending invitation's record, new or renewed. `mail`: a fresh token and expiry to send; without
 * it a renewal keeps the token already sent (and its expiry), a new one gets a token nobody has.
 */
export function invitationRecord(
  ctx: AppContext,
  input: {
    id: string;
    companyId: string;
    invitedBy: string;
    body: InviteEmployeeBody;
    previous?: StoredInvitation;
    mail: boolean;
  },
) {
  const at = now(ctx);
  const { body, previous } = input;
  const token = input.mail || !previous ? newToken() : null;
  const invitation: StoredInvitation = {
    id: input.id,
    companyId: input.companyId,
    email: body.email.toLowerCase(),
    firstName: body.firstName ?? previous?.firstName ?? '',
    lastName: body.lastName ?? previous?.lastName ?? '',
    title: body.title ?? previous?.title ?? '',
    department: body.department ?? previous?.department ?? '',
    roleIds: body.roleIds,
    divisionIds: body.divisionIds,
    invitedBy: input.invitedBy,
    status: 'pending',
    tokenHash: token ? hashToken(token) : previous!.tokenHash,
    mailedAt: input.mail ? at : (previous?.mailedAt ?? null),
    createdAt: previous?.createdAt ?? at,
    updatedAt: at,
    expiresAt: token ? expiryFrom(at) : previous!.expiresAt,
    acceptedAt: null,
    acceptedBy: null,
  };
  return { invitation, token: input.mail ? token : null };
}

const URL_LIKE = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\S*/gi;

/**
 * Someone's words in a mail (a company's name, a first name): one line, clipped, and nothing a
 * mail client would turn into a link: schemes dropped, dots in host-like words replaced by a
 * look-alike, `@` spelled out (S8).
 */
export function plainText(value: string, max: number): string {
  const line = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const inert = line.replace(URL_LIKE, (word) =>
    word
      .replace(/[a-z][a-z0-9+.-]*:\/\//gi, '')
      .replace(/\./g, '\u2024')
      .replace(/@/g, ' at '),
  );
  return inert.length > max ? `${inert.slice(0, max - 1).trimEnd()}…` : inert;
}

/** Who invited, by name as their company knows them (empty when they left since). */
export async function inviterName(
  ctx: AppContext,
  invitation: Pick<Invitation, 'companyId' | 'invitedBy'>,
): Promise<string> {
  const inviter = (await collections(ctx).employees(invitation.companyId).doc(invitation.invitedBy).get()).data();
  return inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '';
}

/**
 * The invitation's mail, into the batch or transaction that writes the invitation (an outbox
 * message): it keeps the company's and the people's words out of the subject and inert in the body.
 */
export function enqueueInvitationMail(
  ctx: AppContext,
  writer: WriteBatch | Transaction,
  invite: { company: Company; invitation: Invitation; token: string; inviter: string },
): void {
  const { company, invitation, token } = invite;
  const firstName = plainText(invitation.firstName, 40);
  const companyName = plainText(company.name, 60);
  const inviter = plainText(invite.inviter, 60);
  enqueueMail(ctx, writer, {
    to: invitation.email,
    subject: "You're invited to join a team on Everlink",
    text: [
      firstName ? `Hello ${firstName},` : 'Hello,',
      '',
      inviter
        ? `${inviter} invited you to join ${companyName} on Everlink.`
        : `${companyName} invited you to join their team on Everlink.`,
      '',
      `Accept the invitation: ${acceptLink(ctx, invitation.id, token)}`,
      '',
      `Sign in or create your account with this address (${invitation.email}). The invitation is valid until ${invitation.expiresAt.slice(0, 10)}.`,
      "If you don't want to join, ignore this mail or decline in the app: nobody joins a company without saying yes.",
    ].join('\n'),
  });
}

/**
 * Whether to mail a planned invitation (S8): nothing new within the re-send window; otherwise one
 * mail from the company's hourly budget (spent: 'company') and from the address's daily one
 * (spent: no mail, the invitation still waits in the person's app).
 */
export async function planInvitationMail(
  ctx: AppContext,
  companyId: string,
  email: string,
  previous: StoredInvitation | undefined,
): Promise<'mail' | 'recent' | 'company' | 'address'> {
  if (recentlyMailed(ctx, previous)) return 'recent';
  const company = await consumeQuota(
    ctx,
    { name: 'invitation-mail-company', windowMs: HOUR, limit: COMPANY_LIMITS.invitationMailsPerCompanyHour },
    companyId,
  );
  if (!company.allowed) return 'company';
  const address = await consumeQuota(
    ctx,
    { name: 'invitation-mail-address', windowMs: 24 * HOUR, limit: COMPANY_LIMITS.invitationMailsPerAddressDay },
    email,
  );
  return address.allowed ? 'mail' : 'address';
}

/** The company's pending invitations for one email. */
const pendingFor = (ctx: AppContext, companyId: string, email: string) =>
  collections(ctx)
    .invitations.where('email', '==', email)
    .where('companyId', '==', companyId)
    .where('status', '==', 'pending');

/**
 * Inviting into divisions takes `create Employee` in every division named, not just one of
 * them (S4): a manager invites only into divisions they reach.
 */
export async function authorizeInvite(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  divisionIds: readonly string[],
): Promise<void> {
  if (!divisionIds.length) return authorizeInCompany(ctx, caller, 'create', 'Employee', companyId, { divisionIds: [] });
  for (const divisionId of divisionIds)
    await authorizeInCompany(ctx, caller, 'create', 'Employee', companyId, { divisionIds: [divisionId] });
}

/** POST …/employees: one person, with the roles and divisions they will have once they say yes. */
export async function inviteEmployee(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  body: InviteEmployeeBody,
  /** `mail: false`: no mail (a company signing in with SSO, a directory's attribute update); the invitation waits in the app. */
  options: { mail?: boolean } = {},
): Promise<InviteResult> {
  await authorizeInvite(ctx, caller, companyId, body.divisionIds);
  const company = await getCompanyById(ctx, companyId);
  if (!company) throw notFound();
  await assertMayGrant(ctx, caller, companyId, await rolesById(ctx, companyId, body.roleIds));
  await divisionsById(ctx, companyId, body.divisionIds);
  const email = body.email.toLowerCase();
  // The company's own members are on its list already; whether the address has an account, or
  // another company, is never told (S17).
  if (!(await collections(ctx).employees(companyId).where('email', '==', email).limit(1).get()).empty)
    throw conflict(COMPANY_MESSAGES.alreadyMember, 'already-member');
  const previous = (await pendingFor(ctx, companyId, email).limit(1).get()).docs[0]?.data();
  const plan = options.mail === false ? 'off' : await planInvitationMail(ctx, companyId, email, previous);
  if (plan === 'company') throw new ApiError(429, COMPANY_MESSAGES.invitationMailLimit, 'rate-limited');
  const mail = plan === 'mail';
  const inviter = mail ? await inviterName(ctx, { companyId, invitedBy: caller.uid }) : '';
  const { invitation } = await transactWithOutbox(ctx, async (tx) => {
    const current = (await tx.get(pendingFor(ctx, companyId, email))).docs[0];
    const id = current?.id ?? collections(ctx).invitations.doc().id;
    const record = invitationRecord(ctx, {
      id,
      companyId,
      invitedBy: caller.uid,
      body,
      previous: current?.data(),
      mail,
    });
    tx.set(collections(ctx).invitations.doc(id), record.invitation);
    if (record.token)
      enqueueInvitationMail(ctx, tx, { company, invitation: record.invitation, token: record.token, inviter });
    return record;
  });
  await employeesChanged(ctx, companyId);
  return { status: 'invited', invitation: invitationView(invitation) };
}

/** GET /v1/company/invitations: pending invitations, newest first, for those who may invite. */
export async function listInvitations(
  ctx: AppContext,
  caller: Caller,
  query: { companyId?: string; limit: number; cursor?: string },
) {
  const companyId = query.companyId ?? (await collections(ctx).users.doc(caller.uid).get()).data()?.companyId;
  if (!companyId) throw notFound();
  await authorizeInCompany(ctx, caller, 'create', 'Employee', companyId);
  let q = collections(ctx)
    .invitations.where('companyId', '==', companyId)
    .where('status', '==', 'pending')
    .orderBy('createdAt', 'desc');
  if (query.cursor) {
    const after = await collections(ctx).invitations.doc(decodeCursor(query.cursor)[0]).get();
    if (!after.exists || after.data()?.companyId !== companyId)
      throw badRequest(COMPANY_MESSAGES.invalidCursor, { cursor: COMPANY_MESSAGES.invalidCursor });
    q = q.startAfter(after);
  }
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  const tail = docs.at(-1);
  return {
    data: docs.map((d) => invitationView(d.data())),
    nextCursor: snap.size > query.limit && tail ? encodeCursor(tail.id) : undefined,
  };
}

/** DELETE …/invitations/{id}: the link stops working. Revoking twice is fine; an accepted one is 409. */
export async function revokeInvitation(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  invitationId: string,
): Promise<Invitation> {
  await authorizeInCompany(ctx, caller, 'create', 'Employee', companyId);
  const ref = collections(ctx).invitations.doc(invitationId);
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
