import { Trans } from 'react-i18next';
import type { Invitation } from '@contract/company';
import { useCompanyUsersText } from '../i18n';
import { formatDate } from '../../../i18n/format';

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
  const { t } = useCompanyUsersText();
  return (
    <section className="panel stack" aria-labelledby="pending-invitations">
      <h2 id="pending-invitations">{t('invitations.title')}</h2>
      <ul className="plain-list invitation-list">
        {invitations.map((invitation) => {
          const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
          return (
            <li key={invitation.id} className="invitation-row">
              <span>
                <strong>{invitation.email}</strong>
                {name && <span className="muted"> · {name}</span>}
                <span className="fine-print invitation-dates">
                  {t('invitations.dates', {
                    sent: formatDate(invitation.createdAt),
                    until: formatDate(invitation.expiresAt),
                  })}
                </span>
              </span>
              {canRevoke && (
                <button
                  type="button"
                  className="button button-ghost button-small"
                  disabled={pendingId === invitation.id}
                  onClick={() => onRevoke(invitation)}
                >
                  <Trans
                    t={t}
                    i18nKey="invitations.revoke"
                    values={{ email: invitation.email }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {onMore && (
        <div>
          <button type="button" className="button button-secondary button-small" onClick={onMore}>
            {t('invitations.more')}
          </button>
        </div>
      )}
    </section>
  );
}
