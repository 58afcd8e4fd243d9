import type { Invitation } from '@contract/company';
import { formatDate } from '../../cards/api';

interface InvitationsListProps {
  invitations: readonly Invitation[];
  canRevoke: boolean;
  onRevoke: (invitation: Invitation) => void;
  pendingId?: string | null;
  /** Loads the next page, when there is one. */
  onMore?: () => void;
}

/** Invitations nobody has taken up yet, with when they lapse; admins can revoke them. */
export function InvitationsList({ invitations, canRevoke, onRevoke, pendingId, onMore }: InvitationsListProps) {
  return (
    <section className="panel stack" aria-labelledby="pending-invitations">
      <h2 id="pending-invitations">Pending invitations</h2>
      <ul className="plain-list invitation-list">
        {invitations.map((invitation) => {
          const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
          return (
            <li key={invitation.id} className="invitation-row">
              <span>
                <strong>{invitation.email}</strong>
                {name && <span className="muted"> · {name}</span>}
                <span className="fine-print invitation-dates">
                  Sent {formatDate(invitation.createdAt)} · valid until {formatDate(invitation.expiresAt)}
                </span>
              </span>
              {canRevoke && (
                <button type="button" className="button button-ghost button-small" disabled={pendingId === invitation.id} onClick={() => onRevoke(invitation)}>
                  Revoke<span className="visually-hidden"> the invitation to {invitation.email}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {onMore && (
        <div>
          <button type="button" className="button button-secondary button-small" onClick={onMore}>
            Show more invitations
          </button>
        </div>
      )}
    </section>
  );
}
