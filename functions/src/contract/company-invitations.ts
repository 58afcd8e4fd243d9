import { z } from 'zod';
import { id, pageQuery } from './common';
import { acceptInvitationBody, type LockableProfileField } from './company';

/** GET /v1/company/invitations: a company's invitations (its admins), a page at a time. */
export const invitationsQuery = pageQuery.extend({ companyId: id().optional() });

/**
 * What the invitation link shows before anyone signs in (docs/company.md, "Invitations"): the
 * link's token proves the mailbox, so its holder may read who invites them where, and what the
 * admin typed to prefill the sign-up form.
 */
export const invitationPreviewBody = acceptInvitationBody.omit({ profileId: true }).strict();
export type InvitationPreviewBody = z.infer<typeof invitationPreviewBody>;

export interface InvitationPreview {
  email: string;
  firstName: string;
  lastName: string;
  company: { name: string };
  /** Who invited, by name as their company knows them (empty when they left since). */
  invitedBy: { name: string };
  expiresAt: string;
}

/**
 * GET /v1/profiles/{id}/locked-fields: which fields the profile's company manages for the caller.
 * `fields` is empty for those the locks do not bind (the company's admins) and for personal profiles.
 */
export interface ProfileLocks {
  company: { id: string; name: string } | null;
  fields: LockableProfileField[];
}
