import type { AppContext } from '../../platform/context';
import { authorize, can, type Caller } from '../../platform/access';
import { ApiError, notFound } from '../../platform/errors';
import type { LockableProfileField } from '../../contract/company';
import { lockedFieldMessage } from '../../contract/company-brand';
import type { Profile, UpdateProfileBody } from '../../contract/profiles';
import type { ProfileLocks } from '../../contract/company-invitations';
import { loadProfile } from '../profiles';
import { getCompanyById } from './company.model';

/**
 * Locked fields (docs/company.md, "Locked fields"): a company lists profile fields its employees
 * may not change; their profiles keep what the company's admins set. Called by the profiles
 * feature before it writes an update.
 */

/** Whether `patch` (a value as the update body holds it) leaves `current` as it is. */
function unchanged(current: unknown, patch: unknown): boolean {
  if (patch === undefined) return true;
  if (typeof patch === 'string') return String(current ?? '').trim() === patch.trim();
  if (patch === null || typeof patch !== 'object') return (current ?? null) === patch;
  if (Array.isArray(patch))
    return Array.isArray(current) && current.length === patch.length && patch.every((p, i) => unchanged(current[i], p));
  // A patch of a map (the design) changes only what it names.
  const base = (current ?? {}) as Record<string, unknown>;
  return Object.entries(patch).every(([key, value]) => unchanged(base[key], value));
}

const digits = (number: string) => number.replace(/[^0-9+]/g, '');

/** Phone numbers and socials are stored in another form than they are sent (formatted, resolved). */
function fieldUnchanged(field: LockableProfileField, profile: Profile, body: UpdateProfileBody): boolean {
  if (field === 'phoneNumbers') {
    const sent = body.phoneNumbers ?? [];
    return (
      sent.length === profile.phoneNumbers.length &&
      sent.every(
        (p, i) =>
          p.label === profile.phoneNumbers[i].label && digits(p.number) === digits(profile.phoneNumbers[i].number),
      )
    );
  }
  if (field === 'socials') {
    const sent = body.socials ?? [];
    return (
      sent.length === profile.socials.length &&
      sent.every((s, i) => {
        const current = profile.socials[i];
        const handle = s.handle?.trim().replace(/^@/, '') || null;
        return (
          s.network === current.network &&
          s.visible === current.visible &&
          (s.url ? s.url === current.url : handle === current.handle)
        );
      })
    );
  }
  return unchanged(profile[field], body[field]);
}

/**
 * Refuses (403, naming the field) an update that changes a field the profile's company locked,
 * unless the caller may update the company (its admins). Unchanged values pass, so a form that
 * sends the whole profile back still saves.
 */
export async function assertUnlockedProfileFields(
  ctx: AppContext,
  caller: Caller,
  profile: Profile,
  body: UpdateProfileBody,
): Promise<void> {
  await lockState(ctx, caller, profile, body);
}

/** The company's locked fields, after refusing a change to one of them; `bound` is false for those who may update the company. */
async function lockState(
  ctx: AppContext,
  caller: Caller,
  profile: Profile,
  body: UpdateProfileBody,
): Promise<{ locked: LockableProfileField[]; bound: boolean }> {
  if (!profile.companyId) return { locked: [], bound: false };
  const locked = (await getCompanyById(ctx, profile.companyId))?.lockedFields ?? [];
  if (!locked.length) return { locked, bound: true };
  const bound = !(await can(ctx, caller, 'update', 'Company', { companyId: profile.companyId }));
  const changed = locked.find((field) => body[field] !== undefined && !fieldUnchanged(field, profile, body));
  if (changed && bound) {
    const message = lockedFieldMessage(changed);
    throw new ApiError(403, message, 'locked-field', { [changed]: message });
  }
  return { locked, bound };
}

/**
 * A member's new profile (review 2026-11, S6: a second profile escaped the locks and carried the
 * company's brand under any job title): its locked fields take the values of `managed`, the
 * member's company profile, and a different value sent is 403 exactly as an update would be.
 * Those who may update the company keep what they sent.
 */
export async function lockedValuesForNewProfile(
  ctx: AppContext,
  caller: Caller,
  managed: Profile,
  body: UpdateProfileBody,
): Promise<Partial<Profile>> {
  const { locked, bound } = await lockState(ctx, caller, managed, body);
  return Object.fromEntries(
    locked.filter((field) => bound || body[field] === undefined).map((field) => [field, managed[field]]),
  );
}

/**
 * GET /v1/profiles/{id}/locked-fields: what the editor shows read-only ("Managed by Acme"), for
 * those who may edit the profile (404 for anyone else). The same rule as the update's refusal:
 * the company's locked fields bind everyone who may not update the company.
 */
export async function profileLocksOf(ctx: AppContext, caller: Caller, profileId: string): Promise<ProfileLocks> {
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status === 'deleted') throw notFound();
  await authorize(ctx, caller, 'update', 'Profile', profile);
  const company = profile.companyId ? await getCompanyById(ctx, profile.companyId) : null;
  if (!company) return { company: null, fields: [] };
  const bound =
    company.lockedFields.length > 0 && !(await can(ctx, caller, 'update', 'Company', { companyId: company.id }));
  return { company: { id: company.id, name: company.name }, fields: bound ? company.lockedFields : [] };
}
