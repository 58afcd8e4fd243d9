import { Trans } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MyInvitation } from '@contract/company';
import { paths } from '../../../session/paths';
import { QueryView } from '../../../components/QueryView';
import { useAcceptMyInvitation, useDeclineInvitation, useMyInvitations } from '../api';
import { useCompanyText } from '../i18n';
import '../company.css';
import { formatDate } from '../../../i18n/format';

/**
 * The signed-in person's pending invitations ("Acme invited you as Engineer", who invited them),
 * each with Accept and Decline. Nothing shows while loading or when there are none; accepting
 * opens the company. `variant`: a banner on the dashboard, or the list at /company.
 */
export function MyInvitations({ variant }: { variant: 'banner' | 'list' }) {
  const { t } = useCompanyText();
  const invitations = useMyInvitations();
  const accept = useAcceptMyInvitation();
  const decline = useDeclineInvitation();
  const navigate = useNavigate();
  const busy = accept.isPending || decline.isPending;

  // mutateAsync: the membership refresh after a yes may unmount this list before a mutate callback would run.
  const onAccept = (invitation: MyInvitation) =>
    void accept
      .mutateAsync(invitation)
      .then(() => navigate(paths.company()))
      .catch(() => undefined);
  return (
    <QueryView
      query={invitations}
      whilePending={null}
      errorTitle={t('invitations.loadFailed')}
      // The dashboard's banner says nothing of a failure; the list at /company does.
      error={variant === 'banner' ? () => null : undefined}
    >
      {(list) =>
        list.length > 0 && (
          <section
            className={`panel stack my-invitations my-invitations-${variant}`}
            aria-labelledby={`my-invitations-${variant}`}
          >
            <h2 id={`my-invitations-${variant}`}>{t('invitations.title')}</h2>
            <ul className="plain-list">
              {list.map((invitation) => {
                const company = invitation.company.name;
                const until = formatDate(invitation.expiresAt);
                return (
                  <li key={invitation.id} className="invitation-row my-invitation">
                    <div className="my-invitation-text">
                      <strong>
                        {invitation.title
                          ? t('invitations.invitedAs', { company, title: invitation.title })
                          : t('invitations.invited', { company })}
                      </strong>
                      {invitation.department && (
                        <span className="fine-print">
                          {t('invitations.inDepartment', { department: invitation.department })}
                        </span>
                      )}
                      <span className="fine-print">
                        {invitation.invitedBy.name
                          ? t('invitations.by', { name: invitation.invitedBy.name, until })
                          : t('invitations.byUnknown', { until })}
                      </span>
                    </div>
                    <div className="my-invitation-actions">
                      <button
                        type="button"
                        className="button button-primary button-small"
                        disabled={busy}
                        onClick={() => onAccept(invitation)}
                      >
                        <Trans
                          t={t}
                          i18nKey="invitations.accept"
                          values={{ company }}
                          components={{ hidden: <span className="visually-hidden" /> }}
                        />
                      </button>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        disabled={busy}
                        onClick={() => decline.mutate(invitation)}
                      >
                        <Trans
                          t={t}
                          i18nKey="invitations.decline"
                          values={{ company }}
                          components={{ hidden: <span className="visually-hidden" /> }}
                        />
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <p className="fine-print">{t('invitations.note')}</p>
          </section>
        )
      }
    </QueryView>
  );
}
