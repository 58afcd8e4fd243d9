import { useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@contract/company-invitations';
import { api } from '../../lib/api';
import type { InvitationLink } from './invitation-link';

/**
 * Who invites the person where, and the names the admin typed (`POST /v1/company/invitations/preview`,
 * the link's token as the key): the auth screens name the company and the inviter and prefill
 * the sign-up form. Light on purpose, like invitation-link.ts: the auth screens load it.
 */
export function useInvitationPreview(invitation: InvitationLink | null) {
  return useQuery({
    queryKey: ['company', 'invitation-preview', invitation?.invitationId ?? null],
    queryFn: ({ signal }) => api.post<InvitationPreview>('/v1/company/invitations/preview', invitation, { signal }),
    enabled: invitation !== null,
    // A refused link (expired, revoked) stays refused; the acceptor says why after sign-in.
    retry: false,
    staleTime: Infinity,
  });
}
