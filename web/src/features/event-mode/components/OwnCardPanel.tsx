import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { LoadingState } from '../../../components/ui';
import { useEventModeText } from '../i18n';
import { readOwnCard, type OwnCard } from '../own-card';

/** The owner's card from the device's copy: it opens with no network. */
export function OwnCardPanel({ uid }: { uid: string }) {
  const { t } = useEventModeText();
  const [card, setCard] = useState<OwnCard | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const load = () =>
      void readOwnCard(uid).then(
        (c) => live && setCard(c ?? null),
        () => live && setCard(null),
      );
    load();
    // The keeper in the header may save it a moment after this screen opens.
    const timer = window.setInterval(load, 2000);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [uid]);

  return (
    <section className="panel own-card" aria-labelledby="own-card-title">
      <h2 id="own-card-title">{t('ownCard.heading')}</h2>
      {card === undefined && <LoadingState label={t('ownCard.loading')} />}
      {card === null && <p className="muted">{t('ownCard.notKept')}</p>}
      {card && (
        <>
          <OfflineQr url={card.url} />
          <dl>
            <dt className="visually-hidden">{t('ownCard.name')}</dt>
            <dd>
              <strong>{`${card.firstName} ${card.lastName}`.trim()}</strong>
            </dd>
            {(card.jobTitle || card.company) && (
              <>
                <dt className="visually-hidden">{t('ownCard.role')}</dt>
                <dd>{[card.jobTitle, card.company].filter(Boolean).join(' · ')}</dd>
              </>
            )}
            {card.email && (
              <>
                <dt className="visually-hidden">{t('ownCard.email')}</dt>
                <dd>{card.email}</dd>
              </>
            )}
            {card.phone && (
              <>
                <dt className="visually-hidden">{t('ownCard.phone')}</dt>
                <dd>{card.phone}</dd>
              </>
            )}
            <dt className="visually-hidden">{t('ownCard.link')}</dt>
            <dd className="fine-print">{card.url}</dd>
          </dl>
        </>
      )}
    </section>
  );
}

/**
 * The card's QR code, drawn here rather than with components/QrCode: that one runs as a query,
 * and queries pause while the browser is offline, which is exactly when this one must show.
 */
function OfflineQr({ url }: { url: string }) {
  const { t } = useEventModeText();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg(text),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (!svg) return <div className="qr-code qr-code-pending" aria-hidden="true" />;
  return (
    <img
      className="own-card-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('ownCard.qrAlt', { url })}
      width={220}
      height={220}
    />
  );
}
