import { Link } from 'react-router-dom';
import type { Profile } from '@contract/profiles';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/toasts';
import { paths } from '../../../session/paths';
import { useContactsText } from '../i18n';

/** "Share your lead form": open it, or copy its address to send or print as a QR code elsewhere. */
export function LeadFormLinks({ profile }: { profile: Profile | null }) {
  const { t } = useContactsText();
  if (!profile) return null;
  const path = paths.leadForm(profile.id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${path}`);
      notify.success(t('toast.linkCopied'));
    } catch {
      notify.error(new ApiError(0, t('toast.linkNotCopied')));
    }
  };
  return (
    <>
      <Link className="button button-secondary" to={path}>
        {t('nav.openLeadForm')}
      </Link>
      <button type="button" className="button button-secondary" onClick={() => void copy()}>
        {t('nav.copyLeadForm')}
      </button>
    </>
  );
}
