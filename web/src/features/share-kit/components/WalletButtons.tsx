import { useId } from 'react';
import type { ShareKit } from '@contract/share-kit';
import { useDownloadApplePass, useOpenGoogleWallet } from '../api';

/**
 * Your card in the phone's wallet: its QR code on the lock screen, for sharing without the
 * app or an NFC tap. Only the wallets this server can sign passes for are offered.
 */
export function WalletButtons({ profileId, wallet }: { profileId: string; wallet: ShareKit['wallet'] }) {
  const titleId = useId();
  const apple = useDownloadApplePass(profileId);
  const google = useOpenGoogleWallet(profileId);
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Wallet pass</h2>
      <p className="muted">Keep your card in Apple Wallet or Google Wallet: show its QR code to share your profile, even when an NFC tap fails.</p>
      {wallet.apple || wallet.google ? (
        <div className="row">
          {wallet.apple && (
            <button type="button" className="button button-primary" onClick={() => apple.mutate()} disabled={apple.isPending} aria-busy={apple.isPending || undefined}>
              Add to Apple Wallet
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
              Save to Google Wallet<span className="visually-hidden"> (opens in a new tab)</span>
            </button>
          )}
        </div>
      ) : (
        <p className="fine-print">Wallet passes are not set up on this server yet.</p>
      )}
    </section>
  );
}
