import type { Request } from 'express';
import type { AppContext } from '../../platform/context';
import { COMPANY_LIMITS } from '../../contract/company';
import { SCIM_SCHEMAS } from '../../contract/scim';
import { scimBaseUrl } from './scim-tokens.service';
import type { StoredScimGroup, StoredScimUser } from './scim.model';

/** The SCIM JSON of the stored records (RFC 7643 §4), and what provisioning reads out of a user's. */

/** What a directory sends that the server owns or never keeps (a pushed password). */
const NOT_KEPT = new Set(['schemas', 'id', 'meta', 'username', 'externalid', 'active', 'password', 'groups']);

/** The attributes a user record keeps as sent: everything but the server's own and those kept as fields. */
export function attributesOf(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !NOT_KEPT.has(key.toLowerCase())));
}

const meta = (
  ctx: AppContext,
  type: 'User' | 'Group',
  record: { id: string; createdAt: string; updatedAt: string },
) => ({
  resourceType: type,
  created: record.createdAt,
  lastModified: record.updatedAt,
  location: `${scimBaseUrl(ctx)}/${type}s/${record.id}`,
});

export function userResource(ctx: AppContext, user: StoredScimUser, groups: StoredScimGroup[] = []) {
  const enterprise = SCIM_SCHEMAS.enterpriseUser in user.attributes;
  return {
    schemas: enterprise ? [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser] : [SCIM_SCHEMAS.user],
    id: user.id,
    ...(user.externalId !== null ? { externalId: user.externalId } : {}),
    userName: user.userName,
    active: user.active,
    ...user.attributes,
    groups: groups.map((g) => ({ value: g.id, display: g.displayName, $ref: `${scimBaseUrl(ctx)}/Groups/${g.id}` })),
    meta: meta(ctx, 'User', user),
  };
}

export function groupResource(ctx: AppContext, group: StoredScimGroup, users: Map<string, StoredScimUser>) {
  return {
    schemas: [SCIM_SCHEMAS.group],
    id: group.id,
    ...(group.externalId !== null ? { externalId: group.externalId } : {}),
    displayName: group.displayName,
    members: group.memberIds.map((id) => ({
      value: id,
      ...(users.get(id) ? { display: users.get(id)!.userName } : {}),
      $ref: `${scimBaseUrl(ctx)}/Users/${id}`,
    })),
    meta: meta(ctx, 'Group', group),
  };
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The person behind a SCIM user, as an invitation and an employee record hold them. */
export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  department: string;
}

/** The work (else primary, else first) email, or the userName when it is an address. */
export function personOf(userName: string, attributes: Record<string, unknown>): Person | null {
  const emails = Array.isArray(attributes.emails)
    ? (attributes.emails as { value?: unknown; type?: unknown; primary?: unknown }[])
    : [];
  const pick =
    emails.find((e) => typeof e?.type === 'string' && e.type.toLowerCase() === 'work') ??
    emails.find((e) => e?.primary === true || e?.primary === 'True' || e?.primary === 'true') ??
    emails[0];
  const email = (typeof pick?.value === 'string' ? pick.value : userName).trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) return null;
  const name = (attributes.name ?? {}) as Record<string, unknown>;
  const enterprise = (attributes[SCIM_SCHEMAS.enterpriseUser] ?? {}) as Record<string, unknown>;
  return {
    email,
    firstName: text(name.givenName, COMPANY_LIMITS.personName),
    lastName: text(name.familyName, COMPANY_LIMITS.personName),
    title: text(attributes.title, COMPANY_LIMITS.title),
    department: text(enterprise.department, COMPANY_LIMITS.department),
  };
}

const listOf = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean)
    : [];

/** `attributes` / `excludedAttributes` (RFC 7644 §3.4.2.5) on top-level attributes; id, schemas and meta always stay. */
export function project<T extends Record<string, unknown>>(resource: T, req: Request): Partial<T> {
  const wanted = listOf(req.query.attributes);
  const excluded = listOf(req.query.excludedAttributes);
  const always = new Set(['id', 'schemas', 'meta']);
  return Object.fromEntries(
    Object.entries(resource).filter(([key]) => {
      const k = key.toLowerCase();
      if (always.has(k)) return true;
      if (wanted.length) return wanted.some((w) => w === k || w.startsWith(`${k}.`));
      return !excluded.includes(k);
    }),
  ) as Partial<T>;
}

/** Whether the call asked for attributes back (a PATCH then answers 200 with them, else 204). */
export const asksAttributes = (req: Request) =>
  req.query.attributes !== undefined || req.query.excludedAttributes !== undefined;

export function listResponse(resources: unknown[], total: number, startIndex: number) {
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
