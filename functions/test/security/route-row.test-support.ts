import type { Actor, IdKind, UploadKind, World } from './matrix-world.test-support';

/**
 * One row of the route table (route-table.test-support.ts), and the pieces its row groups share.
 *
 * Who may call (`access`), and what each actor must get by default (`expect` overrides one):
 * - public: everyone, anonymous too.
 * - signedIn: every signed-in caller (their own things, or nothing object-specific); anonymous 401.
 * - owner: the owner of the object in the path (the "owner" actor, in no company) and superadmins;
 *   anyone else 404, anonymous 401.
 * - member: active members of the company in the path (employee, its admin) and superadmins;
 *   other users and other companies' admins 404.
 * - companyAdmin: as member, but a member without the rights (the employee) gets 403.
 * - superadmin: superadmins only; everyone else 404 (the route does not exist for them).
 * - signature: a provider's callback, proven by a signature, not a token: unsigned calls are
 *   refused (4xx) whoever sends them.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'public' | 'signedIn' | 'owner' | 'member' | 'companyAdmin' | 'superadmin' | 'signature';
/** allowed: 2xx, or a 4xx that is not 401/403/404/429 (a validation error or a conflict: it got past authorization). */
export type Outcome = 'allowed' | 401 | 403 | 404 | 'refused';
/** Resolved path parameters and other ids of the row, by name. */
export type Params = Record<string, string>;
type Json = Record<string, unknown> | unknown[];

export interface RouteRow {
  method: Method;
  /** As Express registers it, with the /v1 prefix. */
  path: string;
  access: Access;
  /** Which fixture fills each parameter (and extra ids bodies use); by default by its name (DEFAULT_ID_KINDS). */
  ids?: Record<string, IdKind | { value: string }>;
  /** A valid body where one is needed to reach the authorization check (refusals must be 404, not 400). */
  body?: Json | ((p: Params, w: World) => Json);
  query?: Record<string, string> | ((p: Params, w: World) => Record<string, string>);
  /** A multipart upload of a small valid file of this kind, in field `file`. */
  upload?: UploadKind;
  /** The allowed call destroys or disables its objects: each allowed actor gets new ones. */
  fresh?: boolean;
  /** Calls on one's own account: the "owner" actor is the person this parameter names (with fresh, a new person each time). */
  ownerIs?: string;
  expect?: Partial<Record<Actor, Outcome>>;
  /** Why an id that names nothing is answered 2xx here (the sweep refuses that otherwise). */
  unknownIdsAnswered?: string;
  /** Why the row differs from the obvious. */
  note?: string;
}

export const v = (value: string) => ({ value });
export const name = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
export const email = () => `sec-${Math.random().toString(36).slice(2)}@test.everlink.test`;
export const NO_COMPANY: Partial<Record<Actor, Outcome>> = { owner: 404, otherUser: 404, superadmin: 404 };
/** Superadmin-only calls that answer 403 to other signed-in callers (documented so; the route is no secret). */
export const FORBIDDEN_TO_OTHERS: Partial<Record<Actor, Outcome>> = {
  owner: 403,
  otherUser: 403,
  employee: 403,
  companyAdmin: 403,
  otherCompanyAdmin: 403,
};
/** An invitation answered by the invitee alone: everyone else, superadmins too, 404. */
export const NOT_THE_INVITEE: Partial<Record<Actor, Outcome>> = {
  owner: 404,
  otherUser: 404,
  employee: 404,
  companyAdmin: 404,
  otherCompanyAdmin: 404,
  superadmin: 404,
};
/** The caller's own connection to a provider: only the owner is connected, everyone else is told to connect first. */
export const OWN_CONNECTION: Partial<Record<Actor, Outcome>> = { superadmin: 404 };
/** Integrations are in Pro and Teams (docs/billing.md): the owner is Pro, the company world's people are on Free. */
export const PLAN_WITH_INTEGRATIONS: Partial<Record<Actor, Outcome>> = {
  otherUser: 403,
  employee: 403,
  companyAdmin: 403,
  otherCompanyAdmin: 403,
};
