import { Link } from 'react-router-dom';
import type { Profile } from '@contract/profiles';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/toasts';
import { leadFormPath } from '../../profiles/api';

/** "Share your lead form": open it, or copy its address to send or print as a QR code elsewhere. */
export function LeadFormLinks({ profile }: { profile: Profile | null }) {
  if (!profile) return null;
  const path = leadFormPath(profile.id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${path}`);
      notify.success('The link to your lead form was copied.');
    } catch {
      notify.error(new ApiError(0, 'The link could not be copied. Open the form and copy its address instead.'));
    }
  };
  return (
    <>
      <Link className="button button-secondary" to={path}>
        Open your lead form
      </Link>
      <button type="button" className="button button-secondary" onClick={() => void copy()}>
        Copy the lead form link
      </button>
    </>
  );
}
