import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../session/paths';
import { useAcceptInvitation } from '../api';
import { forgetInvitation, type InvitationLink } from '../invitation-link';

/**
 * Takes up the invitation link kept at sign-up or sign-in, once, for the signed-in person, then
 * opens the company. A refusal (expired, revoked, another email) is said in a toast and the link
 * is dropped, so it is not tried on every page.
 */
export default function InvitationAcceptor({ invitation, onDone }: { invitation: InvitationLink; onDone: () => void }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    accept.mutate(invitation, {
      onSuccess: () => navigate(paths.company()),
      onSettled: () => {
        forgetInvitation();
        onDone();
      },
    });
  }, [accept, invitation, navigate, onDone]);

  return null;
}
