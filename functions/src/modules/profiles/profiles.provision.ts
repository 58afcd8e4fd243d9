import type { Transaction } from '../../platform/store/types';
import type { AppContext } from '../../platform/context';
import { normalizeProfile, type StoredProfile } from './profiles.model';
import { claimSlug, slugBase, uniqueSlug } from '../links';
import { shareLink } from './profiles.owned';
import { collections } from '../../platform/store/collections';

/**
 * Profiles written inside another feature's transaction, after its reads: the first profile at
 * sign-up (users) and the company profile at joining (company/offboarding). A person's own new
 * profile is profiles.create.ts.
 */

/**
 * The first profile a new user gets, so the app always has a current profile to show, with its
 * share link and a slug from the name. Written inside the caller's transaction (after its
 * reads), together with the user record; the random suffix keeps the slug free in practice,
 * and the slug's `create` keeps it unique for certain.
 *
 * It publishes only the name: the sign-in email and phone are not copied onto it and the contact
 * section starts hidden (DEFAULT_PROFILE_CONFIG), until the owner chooses what to show (the
 * dashboard asks on first run; docs/privacy.md).
 */
export function createInitialProfile(
  ctx: AppContext,
  tx: Transaction,
  user: { userId: string; firstName: string; lastName: string },
): string {
  return writeNewProfile(ctx, tx, {
    userId: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    name: 'My profile',
    default: true,
  });
}

/** What a company profile made at joining starts with (docs/company.md, "Joining"). */
export interface CompanyProfileSeed {
  userId: string;
  companyId: string;
  /** The company's name: the profile's label and its company field. */
  companyName: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: string;
}

/**
 * A new profile marked with the company, prefilled from an invitation. Like the first profile,
 * written inside the caller's transaction after its reads; it is not made the default.
 */
export function createCompanyProfile(ctx: AppContext, tx: Transaction, seed: CompanyProfileSeed): string {
  const { userId, companyId, firstName, lastName, jobTitle, department, companyName } = seed;
  return writeNewProfile(ctx, tx, {
    userId,
    companyId,
    firstName,
    lastName,
    jobTitle,
    department,
    company: companyName,
    name: companyName.slice(0, 60) || 'Company profile',
    default: false,
  });
}

function writeNewProfile(
  ctx: AppContext,
  tx: Transaction,
  fields: Pick<StoredProfile, 'userId' | 'name' | 'firstName' | 'lastName' | 'default'> &
    Partial<Pick<StoredProfile, 'jobTitle' | 'department' | 'company' | 'companyId'>>,
): string {
  const ref = collections(ctx).profiles.doc();
  const linkRef = collections(ctx).links.doc();
  const now = ctx.clock.now().toISOString();
  const slug = uniqueSlug(slugBase(fields.firstName, fields.lastName));
  const profile: StoredProfile = {
    ...normalizeProfile(ref.id, {}),
    ...fields,
    status: 'active',
    slug,
    linkId: linkRef.id,
    createdAt: now,
    updatedAt: now,
  };
  tx.create(ref, profile);
  tx.create(linkRef, shareLink(linkRef.id, slug, fields.userId, ref.id, now));
  claimSlug(ctx, tx, { slug, linkId: linkRef.id, userId: fields.userId, createdAt: now, profileId: ref.id });
  return ref.id;
}
