import { useCommonText } from '../../../i18n';
import type { InvitationPreview } from '@contract/company-invitations';

/**
 * The invitation link's page names who invites the person where ("Dana Reyes invited you to join
 * Acme on Everlink.") and with which address. Names are text nodes, never markup. Until the link
 * is read, or when it cannot be (expired, revoked), the general words stand.
 */
export function InvitationNotice({ preview: data }: { preview: InvitationPreview | undefined }) {
  const { t } = useCommonText();
  return (
    <p className="notice" role="status">
      {data ? (
        <>
          <strong>
            {data.invitedBy.name
              ? t('shell.invitedBy', { inviter: data.invitedBy.name, company: data.company.name })
              : t('shell.invitedByCompany', { company: data.company.name })}
          </strong>{' '}
          {t('shell.invitedWith', { email: data.email })}
        </>
      ) : (
        t('shell.invited')
      )}
    </p>
  );
}
