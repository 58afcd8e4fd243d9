import type { AppContext } from '../../platform/context';
import { can, type Caller } from '../../platform/access';
import { ApiError } from '../../platform/errors';
import type { LockableProfileField } from '../../contract/company';
import { lockedFieldMessage } from '../../contract/company-brand';
import type { Profile, UpdateProfileBody } from '../../contract/profiles';
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
  if (Array.isArray(patch)) return Array.isArray(current) && current.length === patch.length && patch.every((p, i) => unchanged(current[i], p));
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
      sent.length === profile.phoneNumbers.length && sent.every((p, i) => p.label === profile.phoneNumbers[i].label && digits(p.number) === digits(profile.phoneNumbers[i].number))
    );
  }
  if (field === 'socials') {
    const sent = body.socials ?? [];
    return (
      sent.length === profile.socials.length &&
      sent.every((s, i) => {
        const current = profile.socials[i];
        const handle = s.handle?.trim().replace(/^@/, '') || null;
        return s.network === current.network && s.visible === current.visible && (s.url ? s.url === current.url : handle === current.handle);
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
export async function assertUnlockedProfileFields(ctx: AppContext, caller: Caller, profile: Profile, body: UpdateProfileBody): Promise<void> {
  if (!profile.companyId) return;
  const locked = (await getCompanyById(ctx, profile.companyId))?.lockedFields ?? [];
  const changed = locked.find((field) => body[field] !== undefined && !fieldUnchanged(field, profile, body));
  if (!changed || (await can(ctx, caller, 'update', 'Company', { companyId: profile.companyId }))) return;
  const message = lockedFieldMessage(changed);
  throw new ApiError(403, message, 'locked-field', { [changed]: message });
}
