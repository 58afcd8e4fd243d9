import type { AppContext } from '../../platform/context';
import { assertRecentSignIn, type AuthUser } from '../../platform/auth';
import { ApiError, badRequest, notFound } from '../../platform/errors';
import { MESSAGES } from '../../contract/messages';
import type { CreateUserBody, RegisterBody, UpdateAuthBody, UpdateUserBody, User } from '../../contract/users';
import { createInitialProfile } from '../profiles';
import { authorize, requireSuperadmin } from '../../platform/access';
import { fold } from '../../platform/fold';
import type { ListUsersQuery } from '../../contract/superadmin';
import { collections } from '../../platform/store/collections';

/** What the superadmin user list searches by: the full name and the last name, folded. */
interface UserSearchKeys {
  search?: { name: string; lastName: string };
}

function userSearchKeys(user: Pick<User, 'firstName' | 'lastName'>): Required<UserSearchKeys> {
  return { search: { name: fold(`${user.firstName} ${user.lastName}`), lastName: fold(user.lastName) } };
}

/** The public face of a user record: everything but the role and search bookkeeping. */
function present(user: User & UserSearchKeys): Omit<User, 'roleIds'> & { roles: string[] } {
  const { roleIds, search: _search, ...rest } = user;
  return { ...rest, roles: roleIds ?? [] };
}

/**
 * Creates the caller's user record and their first, default profile in one transaction.
 * Called again for the same uid it changes nothing and answers the record: the web client
 * calls it whenever a signed-in user has no profile.
 */
export async function createUserRecord(ctx: AppContext, caller: AuthUser, body: CreateUserBody) {
  await authorize(ctx, caller, 'create', 'User', { userId: body.userId });
  const own = body.userId === caller.uid;
  // One's own record carries only an email Auth has verified, never a typed or unverified one (S2).
  const verifiedEmail = caller.email && caller.emailVerified ? caller.email.toLowerCase() : '';
  const email = own ? verifiedEmail : body.email;
  const ref = collections(ctx).users.doc(body.userId);
  const profiles = collections(ctx).profiles.where('userId', '==', body.userId).limit(1);
  const user = await ctx.store.runTransaction(async (tx) => {
    const [existing, ownProfiles] = [await tx.get(ref), await tx.get(profiles)];
    const now = ctx.clock.now().toISOString();
    const record: User & UserSearchKeys = existing.data() ?? {
      userId: body.userId,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber ?? '',
      email,
      roleIds: [],
      ...userSearchKeys(body),
      createdAt: now,
      updatedAt: now,
    };
    if (!existing.exists) tx.create(ref, record);
    // An email verified since (after a change through PUT /v1/auth) is mirrored now.
    else if (own && verifiedEmail && record.email !== verifiedEmail) {
      record.email = verifiedEmail;
      tx.update(ref, { email: verifiedEmail, updatedAt: now });
    }
    if (ownProfiles.empty) createInitialProfile(ctx, tx, record);
    return record;
  });
  // Sign-up never joins a company: pending invitations wait for the person's yes (docs/company.md).
  return present(user);
}

export async function getUser(ctx: AppContext, caller: AuthUser, userId: string) {
  await authorize(ctx, caller, 'read', 'User', { userId });
  const snap = await collections(ctx).users.doc(userId).get();
  const user = snap.data();
  if (!user) throw notFound();
  return present(user);
}

export async function updateUser(ctx: AppContext, caller: AuthUser, userId: string, body: UpdateUserBody) {
  await authorize(ctx, caller, 'update', 'User', { userId });
  const ref = collections(ctx).users.doc(userId);
  const user = await ctx.store.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.data();
    if (!current) throw notFound();
    const named = { ...current, ...body };
    const next = { ...named, ...userSearchKeys(named), updatedAt: ctx.clock.now().toISOString() };
    tx.set(ref, next);
    return next;
  });
  return present(user);
}

const INVALID_CURSOR = 'This list position is no longer valid. Please load the list again.';

/**
 * The cursor is the last listed user's id: the next page starts after that document's
 * snapshot, so users sharing an email are neither skipped nor repeated.
 */
async function resumeAfter(ctx: AppContext, cursor: string) {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!id || id.length > 128 || id.includes('/')) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  const snap = await collections(ctx).users.doc(id).get();
  if (!snap.exists) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return snap;
}

/** Where each kind of search looks; each is a single field, so no composite index is needed. */
const SEARCH_FIELD = { email: 'email', name: 'search.name', lastName: 'search.lastName' } as const;

/**
 * Superadmins only: users by email, or by name or last name when searching those, optionally
 * those whose email (or folded name) starts with `search`. Each carries whether it is disabled.
 */
export async function listUsers(ctx: AppContext, caller: AuthUser, query: ListUsersQuery) {
  await requireSuperadmin(ctx, caller);
  const field = SEARCH_FIELD[query.by];
  let q = collections(ctx).users.orderBy(field);
  const prefix = query.by === 'email' ? query.search?.toLowerCase() : fold(query.search);
  if (prefix) q = q.where(field, '>=', prefix).where(field, '<', `${prefix}\uf8ff`);
  if (query.cursor) q = q.startAfter(await resumeAfter(ctx, query.cursor));
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  const last = docs.at(-1);
  const nextCursor = snap.docs.length > query.limit && last ? Buffer.from(last.id).toString('base64url') : undefined;
  const users = docs.map((d) => ({ ...present(d.data()), disabled: !!(d.data() as { disabled?: boolean }).disabled }));
  // A record keeps only a verified email (review 2026-11, S2); a superadmin still needs to know
  // who an unverified account is, so its sign-in email comes from Auth.
  const emails = await signInEmailsOf(
    ctx,
    users.filter((u) => !u.email).map((u) => u.userId),
  );
  return { data: users.map((u) => (u.email ? u : { ...u, email: emails.get(u.userId) ?? '' })), nextCursor };
}

/** Sign-in emails from Auth, by uid (at most 100 a call, Auth's limit), for views only superadmins read. */
export async function signInEmailsOf(ctx: AppContext, userIds: string[]): Promise<Map<string, string>> {
  const emails = new Map<string, string>();
  if (!userIds.length) return emails;
  try {
    for (let i = 0; i < userIds.length; i += 100) {
      const { users } = await ctx.auth.getUsers(userIds.slice(i, i + 100).map((uid) => ({ uid })));
      for (const u of users) if (u.email) emails.set(u.uid, u.email);
    }
  } catch (error) {
    ctx.logger.warn({ err: error }, 'sign-in emails could not be read from Auth');
  }
  return emails;
}

/** Firebase Auth's error codes, in the specification's words. */
function authError(error: unknown): ApiError {
  const code = (error as { code?: string }).code ?? '';
  if (code.endsWith('email-already-exists'))
    return new ApiError(409, MESSAGES.emailRegistered, 'email-already-exists', { email: MESSAGES.emailRegistered });
  if (code.endsWith('phone-number-already-exists'))
    return new ApiError(409, MESSAGES.phoneRegistered, 'phone-number-already-exists', {
      phoneNumber: MESSAGES.phoneRegistered,
    });
  if (code.endsWith('invalid-password'))
    return badRequest(MESSAGES.invalidPassword, { password: MESSAGES.invalidPassword });
  if (code.endsWith('invalid-email')) return badRequest(MESSAGES.invalidEmail, { email: MESSAGES.invalidEmail });
  if (code.endsWith('invalid-phone-number'))
    return badRequest(MESSAGES.invalidPhone, { phoneNumber: MESSAGES.invalidPhone });
  if (code.endsWith('user-not-found')) return new ApiError(404, MESSAGES.userNotFound, 'user-not-found');
  if (code.endsWith('user-disabled')) return new ApiError(403, MESSAGES.userDisabled, 'user-disabled');
  throw error;
}

/** E.164 for Firebase Auth: it refuses spaces and punctuation. */
function e164(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/[^0-9+]/g, '');
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/**
 * Sign-up by the server: creates the identity (email and password) and the user record with
 * the first profile. The client then signs in with the same credentials.
 */
export async function register(ctx: AppContext, body: RegisterBody) {
  let uid: string;
  try {
    const created = await ctx.auth.createUser({
      email: body.email,
      password: body.password,
      phoneNumber: e164(body.phoneNumber),
      displayName: `${body.firstName} ${body.lastName}`,
    });
    uid = created.uid;
  } catch (error) {
    throw authError(error);
  }
  const caller: AuthUser = { uid, email: body.email, emailVerified: false };
  try {
    return await createUserRecord(ctx, caller, {
      userId: uid,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phoneNumber: body.phoneNumber,
    });
  } catch (error) {
    // Leave no identity without a record behind.
    await ctx.auth.deleteUser(uid).catch(() => undefined);
    throw error;
  }
}

/**
 * Changes the caller's own sign-in email, password or phone, and mirrors the phone on the
 * record; a new email is unverified, so the record holds none until it is (S2). Like Firebase's client SDK, it wants a recent sign-in (the token's own
 * `auth_time`), so a leaked ID token cannot take the account over. A new password ends the caller's other sessions (Firebase
 * revokes refresh tokens on a password change), so the client signs in again with it.
 */
export async function updateCredentials(ctx: AppContext, caller: AuthUser, body: UpdateAuthBody) {
  if (!Object.keys(body).length) throw badRequest(MESSAGES.required);
  assertRecentSignIn(caller, ctx.clock.now());
  try {
    await ctx.auth.updateUser(caller.uid, {
      ...(body.email ? { email: body.email, emailVerified: false } : {}),
      ...(body.password ? { password: body.password } : {}),
      ...(body.phoneNumber !== undefined ? { phoneNumber: body.phoneNumber ? e164(body.phoneNumber) : null } : {}),
    });
  } catch (error) {
    throw authError(error);
  }
  const mirror: Record<string, string> = {};
  // The new address is unverified until its owner confirms it; the record holds none meanwhile (S2).
  if (body.email) mirror.email = '';
  if (body.phoneNumber !== undefined) mirror.phoneNumber = body.phoneNumber;
  if (Object.keys(mirror).length) {
    const ref = collections(ctx).users.doc(caller.uid);
    if ((await ref.get()).exists) await ref.update({ ...mirror, updatedAt: ctx.clock.now().toISOString() });
  }
  const user = await ctx.auth.getUser(caller.uid);
  return {
    uid: user.uid,
    email: user.email ?? null,
    phoneNumber: user.phoneNumber ?? null,
    emailVerified: user.emailVerified,
  };
}

/** Whether an email or phone number already has an account (sign-up forms warn before submitting). */
export async function accountExists(ctx: AppContext, query: { email?: string; phoneNumber?: string }) {
  if (!query.email && !query.phoneNumber) throw badRequest(MESSAGES.required, { email: MESSAGES.required });
  const exists = async (lookup: () => Promise<unknown>) => {
    try {
      await lookup();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code?.endsWith('user-not-found')) return false;
      throw authError(error);
    }
  };
  return {
    email: query.email ? await exists(() => ctx.auth.getUserByEmail(query.email!)) : undefined,
    phoneNumber: query.phoneNumber
      ? await exists(() => ctx.auth.getUserByPhoneNumber(e164(query.phoneNumber)!))
      : undefined,
  };
}
