import { useId } from 'react';
import { Trans } from 'react-i18next';
import type { ShareKit } from '@contract/share-kit';
import { useDownloadApplePass, useOpenGoogleWallet } from '../api';
import { useShareKitText } from '../i18n';

/**
 * Your card in the phone's wallet: its QR code on the lock screen, for sharing without the
 * app or an NFC tap. Only the wallets this server can sign passes for are offered.
 */
export function WalletButtons({ profileId, wallet }: { profileId: string; wallet: ShareKit['wallet'] }) {
  const { t } = useShareKitText();
  const titleId = useId();
  const apple = useDownloadApplePass(profileId);
  const google = useOpenGoogleWallet(profileId);
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('wallet.title')}</h2>
      <p className="muted">{t('wallet.intro')}</p>
      {wallet.apple || wallet.google ? (
        <div className="row">
          {wallet.apple && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => apple.mutate()}
              disabled={apple.isPending}
              aria-busy={apple.isPending || undefined}
            >
              {t('wallet.apple')}
            </button>
          )}
          {wallet.google && (
            <button
              type="button"
              className="button button-secondary"
              // The tab opens at the click, so the browser does not block it.
              onClick={() => google.mutate(window.open('', '_blank'))}
              disabled={google.isPending}
              aria-busy={google.isPending || undefined}
            >
              <Trans t={t} i18nKey="wallet.google" components={{ hidden: <span className="visually-hidden" /> }} />
            </button>
          )}
        </div>
      ) : (
        <p className="fine-print">{t('wallet.notSetUp')}</p>
      )}
    </section>
  );
}
