import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { toast } from 'react-toastify';
import type { Profile } from '@contract/profiles';
import { ErrorState, LoadingState } from '../../../components/ui';
import { TextField } from '../../../lib/forms';
import { notify } from '../../../lib/toasts';
import { profileKeys, useProfileLink } from '../api';
import { ShareKitPanel } from '../../share-kit';
import '../profiles.css';

/** A PNG of the QR code, large enough to print sharp on a flyer or a badge. */
function useQrPng(url: string | null) {
  return useQuery({
    queryKey: profileKeys.qrPng(url),
    queryFn: () => QRCode.toDataURL(url!, { width: 512, margin: 2, errorCorrectionLevel: 'M' }),
    enabled: !!url,
  });
}

/**
 * The profile's share link and its QR code: copy the link, download the code as a PNG, open
 * the page. The link is the profile's own address, so it follows slug changes. With
 * `withShareKit` (the profile's Share tab), the share kit follows: wallet passes, email
 * signature, call backgrounds.
 */
export function SharePanel({
  profile,
  title = 'Share your profile',
  withShareKit = false,
}: {
  profile: Pick<Profile, 'id' | 'name' | 'status'>;
  title?: string;
  withShareKit?: boolean;
}) {
  const link = useProfileLink(profile.id);
  const titleId = useId();
  const url = link.data?.url ?? null;
  const qr = useQrPng(url);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied.');
    } catch {
      // No clipboard permission (or an old browser): the field selects itself for a manual copy.
      toast.error("The link couldn't be copied. Select it in the field and copy it.");
    }
  };

  return (
    <>
      <section className="panel" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {link.isPending && <LoadingState label="Loading your link…" />}
        {link.isError && <ErrorState error={link.error} title="Your link could not be loaded" onRetry={() => void link.refetch()} />}
        {link.isSuccess && !url && <p className="muted">This profile has no public link.</p>}
        {link.isSuccess && url && (
          <div className="share">
            <div className="stack share-link">
              {profile.status === 'deactivated' && (
                <p className="notice notice-warning" role="status">
                  {profile.name} is deactivated: the link shows “Profile unavailable” until you reactivate it in Settings.
                </p>
              )}
              <TextField label="Profile link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
              <div className="row">
                <button type="button" className="button button-primary" onClick={() => void copy()}>
                  Copy link
                </button>
                <a className="button button-secondary" href={url} target="_blank" rel="noopener noreferrer">
                  Open public page<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </div>
              <p className="fine-print">
                {link.data.clicks === 1 ? '1 visit' : `${link.data.clicks.toLocaleString()} visits`} through this link so far. Put it in your email signature, on your website or in
                your social bios.
              </p>
            </div>
            <figure className="share-qr">
              {qr.data ? <img src={qr.data} alt={`QR code for ${url}`} width={176} height={176} /> : <div className="share-qr-pending" aria-hidden="true" />}
              <figcaption>
                {qr.data ? (
                  <a className="button button-secondary button-small" href={qr.data} download={`everlink-${link.data.slug ?? profile.id}.png`}>
                    Download QR code (PNG)
                  </a>
                ) : (
                  qr.isError && <span className="field-error">The QR code could not be drawn.</span>
                )}
              </figcaption>
            </figure>
          </div>
        )}
      </section>
      {withShareKit && <ShareKitPanel profileId={profile.id} />}
    </>
  );
}
