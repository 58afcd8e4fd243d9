import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { can, type Caller } from '../../platform/access';
import { CONTACT_MESSAGES, type LeadReceipt } from '../../contract/contacts';
import type { Profile } from '../../contract/profiles';
import { loadProfile, profileDetailsOf } from '../profiles';
import type { ContactInput } from './contacts.model';

/**
 * What contacts need from profiles, read through the profiles feature's exported functions:
 * who owns a profile, whether its public form takes leads, and its public details.
 */

const isActive = (profile: Profile | null): profile is Profile => profile?.status === 'active';

/** The profile must be one the caller may edit: 400 on a body field, 404 when it is in the path. */
export async function assertOwnProfile(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
  where: 'body' | 'path' = 'body',
): Promise<Profile> {
  const profile = await loadProfile(ctx, profileId);
  if (profile && profile.status !== 'deleted' && (await can(ctx, caller, 'update', 'Profile', profile))) return profile;
  if (where === 'path') throw notFound();
  throw badRequest(CONTACT_MESSAGES.profileNotFound, { profileId: CONTACT_MESSAGES.profileNotFound });
}

/**
 * Where a lead for the profile goes: its owner, whether its form takes leads, and the receipt
 * the visitor gets; 404 for a missing, deactivated or deleted profile.
 */
export async function leadTargetOf(
  ctx: AppContext,
  profileId: string,
): Promise<{
  ownerId: string;
  enabled: boolean;
  receipt: Omit<LeadReceipt, 'erasure'>;
  companyId: string | null;
  notify: boolean;
  profileName: string;
}> {
  const profile = await loadProfile(ctx, profileId);
  if (!isActive(profile)) throw notFound(CONTACT_MESSAGES.profileUnavailable);
  const pub = profileDetailsOf(profile, { publicUrl: ctx.config.publicUrl });
  return {
    ownerId: profile.userId,
    enabled: profile.config.leadCapture.enabled,
    companyId: profile.companyId ?? null,
    notify: profile.config.notifications.leads,
    profileName: profile.name,
    receipt: {
      profileId,
      owner: {
        firstName: pub.firstName,
        lastName: pub.lastName,
        displayName: pub.displayName,
        photoUrl: pub.photoUrl,
        company: pub.company || null,
        jobTitle: pub.jobTitle || null,
      },
      // The public module's "Save contact" route (GET /v1/public/profiles/{profileId}/vcard).
      vcardUrl: `/v1/public/profiles/${encodeURIComponent(profileId)}/vcard`,
    },
  };
}

/**
 * An active profile's public details (what its visitors see, so nothing the owner hides) as
 * contact fields; 404 with a clear message when the profile is gone.
 */
export async function linkedProfileDetails(ctx: AppContext, profileId: string): Promise<ContactInput> {
  const profile = await loadProfile(ctx, profileId);
  if (!isActive(profile)) throw notFound(CONTACT_MESSAGES.linkedProfileGone);
  const pub = profileDetailsOf(profile, { publicUrl: ctx.config.publicUrl });
  const emails = [pub.email, ...pub.emails.map((e) => e.email)].filter((e): e is string => !!e);
  const phones = pub.phoneNumbers.map((p) => p.number).filter(Boolean);
  return {
    firstName: pub.firstName,
    lastName: pub.lastName,
    email: emails[0],
    otherEmails: emails.slice(1),
    phoneNumber: phones[0],
    otherPhoneNumbers: phones.slice(1),
    company: pub.company,
    jobTitle: pub.jobTitle,
    photoUrl: pub.photoUrl ?? undefined,
    linkedProfileId: profileId,
  };
}
