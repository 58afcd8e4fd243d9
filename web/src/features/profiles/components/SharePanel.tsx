import { lazy, Suspense, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract/profiles';
import { QueryView } from '../../../components/QueryView';
import { TextField } from '../../../lib/fields';
import { notify } from '../../../lib/toasts';
import { profileKeys, useProfileLink } from '../api';
import { useProfilesText } from '../i18n';
import '../profiles.css';
import { formatNumber } from '../../../i18n/format';
import { LoadingState } from '../../../components/ui';
import { useNearViewport } from '../../../lib/near-viewport';

// Only the profile's Share tab shows the kit; the dashboard's panel does not load it.
const ShareKitPanel = lazy(() => import('../../share-kit').then((m) => ({ default: m.ShareKitPanel })));

/**
 * A PNG of the QR code, large enough to print sharp on a flyer or a badge. Drawing and encoding it
 * is long work on a phone, so it waits until its place is scrolled to (`inView`).
 */
function useQrPng(url: string | null, inView: boolean) {
  return useQuery({
    queryKey: profileKeys.qrPng(url),
    // The encoder loads with the first code, after the panel around it has shown.
    queryFn: async () => {
      const { default: QRCode } = await import('qrcode');
      return QRCode.toDataURL(url!, { width: 512, margin: 2, errorCorrectionLevel: 'M' });
    },
    enabled: !!url && inView,
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
  title,
  withShareKit = false,
}: {
  profile: Pick<Profile, 'id' | 'name' | 'status'>;
  title?: string;
  withShareKit?: boolean;
}) {
  const { t } = useProfilesText();
  const link = useProfileLink(profile.id);
  const titleId = useId();
  const url = link.data?.url ?? null;
  const [qrSpot, qrInView] = useNearViewport<HTMLElement>();
  const qr = useQrPng(url, qrInView);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('toast.linkCopied'));
    } catch {
      // No clipboard permission (or an old browser): the field selects itself for a manual copy.
      notify.error(t('toast.copyFailed'));
    }
  };

  return (
    <>
      <section className="panel" aria-labelledby={titleId}>
        <h2 id={titleId}>{title ?? t('share.title')}</h2>
        <QueryView query={link} loadingLabel={t('share.loading')} errorTitle={t('share.loadFailed')}>
          {(data) =>
            !url ? (
              <p className="muted">{t('share.noLink')}</p>
            ) : (
              <div className="share">
                <div className="stack share-link">
                  {profile.status === 'deactivated' && (
                    <p className="notice notice-warning" role="status">
                      {t('share.deactivated', { name: profile.name })}
                    </p>
                  )}
                  <TextField
                    label={t('share.link')}
                    value={url}
                    readOnly
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <div className="row">
                    <button type="button" className="button button-primary" onClick={() => void copy()}>
                      {t('share.copy')}
                    </button>
                    <a className="button button-secondary" href={url} target="_blank" rel="noopener noreferrer">
                      {t('openPublicPage')}
                      <span className="visually-hidden"> {t('opensInNewTab')}</span>
                    </a>
                  </div>
                  <p className="fine-print">
                    {t('share.visits', { count: data.clicks, visits: formatNumber(data.clicks) })}
                  </p>
                </div>
                <figure ref={qrSpot} className="share-qr">
                  {qr.data ? (
                    <img src={qr.data} alt={t('share.qrAlt', { url })} width={176} height={176} />
                  ) : (
                    <div className="share-qr-pending" aria-hidden="true" />
                  )}
                  <figcaption>
                    {qr.data ? (
                      <a
                        className="button button-secondary button-small"
                        href={qr.data}
                        download={`everlink-${data.slug ?? profile.id}.png`}
                      >
                        {t('share.downloadQr')}
                      </a>
                    ) : (
                      qr.isError && <span className="field-error">{t('share.qrFailed')}</span>
                    )}
                  </figcaption>
                </figure>
              </div>
            )
          }
        </QueryView>
      </section>
      {withShareKit && (
        <Suspense fallback={<LoadingState />}>
          <ShareKitPanel profileId={profile.id} />
        </Suspense>
      )}
    </>
  );
}
