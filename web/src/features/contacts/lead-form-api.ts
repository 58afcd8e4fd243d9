import { useQuery } from '@tanstack/react-query';
import type { LeadBody, LeadReceipt } from '@contract/contacts';
import type { Profile, PublicProfile } from '@contract/profiles';
import { ApiError, api } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { takeLeadChallenge } from './lead-challenge';
import { useLeadFormText } from './lead-form-i18n';

// The public lead form's calls, apart from the contact book's: the proof-of-work and the visitor's
// languages load with the form only, not with every screen that reads contacts.

/**
 * GET /v1/profiles/{profileId} for the public form: anyone gets the public projection, the owner
 * (signed in) the full profile; either names the person and says whether leads are taken.
 */
export function useLeadFormProfile(profileId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['lead-form', profileId],
    queryFn: () => api.get<PublicProfile | Profile>(`/v1/profiles/${encodeURIComponent(profileId)}`),
    enabled,
  });
}

/** POST /v1/contacts with `consent`: a visitor's details for the profile's owner. */
export function useSubmitLead() {
  const { t } = useLeadFormText();
  return useAppMutation({
    mutationFn: async (body: LeadBody) => {
      // With the form's solved ticket (lead-challenge.ts); an expired or used one is replaced once.
      const send = async () =>
        api.post<LeadReceipt>('/v1/contacts', { ...body, ...(await takeLeadChallenge(body.profileId)) });
      try {
        return await send();
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.fields?.challenge) return send();
        throw error;
      }
    },
    success: (receipt) => t('thanks.toast', { owner: receipt.owner.displayName }),
    silentError: true,
  });
}

/** The visitor's "delete my details" from the thank-you page: no sign-in, the receipt's token. */
export function useRequestLeadErasure() {
  const { t } = useLeadFormText();
  return useAppMutation({
    mutationFn: ({ contactId, token }: LeadReceipt['erasure']) =>
      api.post<{ deleted: true }>(`/v1/public/leads/${encodeURIComponent(contactId)}/erasure`, { token }),
    success: t('erasure.toast'),
    silentError: true,
  });
}

/** The owner's name on the public form, from either view of the profile. */
export function ownerNameOf(profile: PublicProfile | Profile): string {
  if ('displayName' in profile && profile.displayName) return profile.displayName;
  return (
    [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim() ||
    profile.company ||
    ('name' in profile ? profile.name : '')
  );
}
