import { subject as asSubject } from '@casl/ability';
import type { AppContext } from '../context';
import type { AuthUser } from '../auth';
import { ApiError, forbidden, notFound } from '../errors';
import { MESSAGES } from '../../contract/messages';
import type { Action, Subject } from '../../contract/roles';
import { abilityOfPrincipal, type AppAbility } from './ability';
import type { Principal } from './principal';
import { currentPrincipal } from './principal-cache';
import { collections } from '../store/collections';
import { keyAllows } from './key-scopes';
import { API_KEY_MESSAGES } from '../../contract/api-keys';

/** A caller as services see them: the verified token's user, or a bare uid for jobs and scripts. */
export type Caller = AuthUser | { uid: string };

/** The object a check is about: its owner (`userId`) and, for company objects, `companyId`. */
export interface AccessObject {
  readonly userId?: string | null;
  readonly companyId?: string | null;
  readonly divisionIds?: readonly string[];
}

interface Resolved {
  principal: Principal;
  ability: AppAbility;
}

// One resolution per request: the verified user object lives as long as its request does.
const resolved = new WeakMap<Caller, Promise<Resolved>>();

/** A person calling with a verified token, as opposed to a job or script acting for them. */
const isSignedInCaller = (caller: Caller): caller is AuthUser => 'emailVerified' in caller;

/**
 * Firebase Auth stops a disabled account's sign-ins at once, but an ID token it already holds
 * verifies until it expires (an hour) unless each call asks Auth. The user record the check
 * reads anyway carries the superadmin's disable, so every permission check refuses it at once.
 */
async function resolve(ctx: AppContext, caller: Caller): Promise<Resolved> {
  let entry = resolved.get(caller);
  if (!entry) {
    entry = currentPrincipal(ctx, caller.uid).then((principal) => {
      if (principal.disabled && isSignedInCaller(caller))
        throw new ApiError(403, MESSAGES.userDisabled, 'user-disabled');
      return { principal, ability: abilityOfPrincipal(principal) };
    });
    resolved.set(caller, entry);
  }
  return entry;
}

/** Forget what was resolved for this caller, after a change to their own roles or membership. */
export function forgetAccess(caller: Caller): void {
  resolved.delete(caller);
}

export async function principalOfCaller(ctx: AppContext, caller: Caller): Promise<Principal> {
  return (await resolve(ctx, caller)).principal;
}

export async function abilityOfCaller(ctx: AppContext, caller: Caller): Promise<AppAbility> {
  return (await resolve(ctx, caller)).ability;
}

/**
 * Another person's object is judged with its owner's company and divisions, so that "an admin
 * of the owner's company" and "a manager of the owner's division" are conditions on the rules,
 * not code in each service. Only callers with roles can match such rules, so only they pay the read.
 */
async function withOwnerMembership(
  ctx: AppContext,
  principal: Principal,
  type: Subject,
  object: AccessObject,
): Promise<AccessObject> {
  if (!object.userId || object.userId === principal.userId || !principal.roles.length) return object;
  if (object.companyId && object.divisionIds) return object;
  // A profile, its analytics and its leads belong to the company only when marked with it: a
  // member's personal profiles and their leads stay out of the company's reach (review 2026-11, S5).
  if (COMPANY_MARKED.has(type) && !object.companyId) return object;
  const owner = await principalMembership(ctx, object.userId, object.companyId ?? undefined);
  return {
    ...object,
    companyId: object.companyId ?? owner.companyId,
    divisionIds: object.divisionIds ?? owner.divisionIds ?? [],
  };
}

const COMPANY_MARKED = new Set<Subject>(['Profile', 'Analytics', 'Contact']);

/**
 * The owner's company and divisions. An object marked with its company is judged in that company,
 * so one read of the owner's membership there; else the owner's user document says the company first.
 */
async function principalMembership(ctx: AppContext, userId: string, marked?: string) {
  const companyId = marked ?? (await collections(ctx).users.doc(userId).get()).data()?.companyId;
  if (!companyId) return {};
  const employee = (await collections(ctx).employees(companyId).doc(userId).get()).data();
  return { companyId, divisionIds: employee?.divisionIds ?? [] };
}

/**
 * The one permission check: may the caller do `action` on this subject (a type, or an object of
 * that type)? Every ownership and role decision in the services comes through here.
 */
export async function can(
  ctx: AppContext,
  caller: Caller,
  action: Action,
  type: Subject,
  object?: AccessObject,
): Promise<boolean> {
  if (!keyAllows(caller, action, type)) return false;
  if (object?.userId && object.userId === caller.uid && type !== 'all') {
    // Fast path: what people own is always theirs (baseRules), with no store read.
    return true;
  }
  const { principal, ability } = await resolve(ctx, caller);
  if (!object) return ability.can(action, type);
  const full = await withOwnerMembership(ctx, principal, type, object);
  return ability.can(action, asSubject(type, { ...full }) as never);
}

export interface AuthorizeOptions {
  /** What a refusal answers: 404 by default, so ids of objects one may not see reveal nothing. */
  deny?: 'not-found' | 'forbidden';
  message?: string;
}

/** `can`, or the refusal: 404 for objects the caller may not know of, 403 for visible ones. */
export async function authorize(
  ctx: AppContext,
  caller: Caller,
  action: Action,
  type: Subject,
  object?: AccessObject,
  options: AuthorizeOptions = {},
): Promise<void> {
  if (await can(ctx, caller, action, type, object)) return;
  // A key without the scope is refused as such: its creator may see the object, the key may not touch it.
  if (!keyAllows(caller, action, type)) throw forbidden(API_KEY_MESSAGES.scopeMissing);
  throw options.deny === 'forbidden' ? forbidden(options.message) : notFound(options.message);
}

/** Superadmins hold `manage all`. */
export async function isSuperadmin(ctx: AppContext, caller: Caller): Promise<boolean> {
  return keyAllows(caller, 'manage', 'all') && (await abilityOfCaller(ctx, caller)).can('manage', 'all');
}

/** For superadmin-only calls: everyone else gets 404, as if the call did not exist. */
export async function requireSuperadmin(
  ctx: AppContext,
  caller: Caller,
  options: AuthorizeOptions = {},
): Promise<void> {
  await authorize(ctx, caller, 'manage', 'all', undefined, options);
}
