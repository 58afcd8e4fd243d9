import { useEffect, useId, useState } from 'react';
import { BACKGROUND_DESIGNS, type BackgroundDesign, type DesignChoice } from '@contract/share-kit';
import { Spinner } from '../../../components/ui';
import { useBackground, useDownloadBackground } from '../api';
import { useShareKitText } from '../i18n';

/** An object URL for a Blob, revoked when the Blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

function BackgroundCard({ profileId, design }: { profileId: string; design: BackgroundDesign }) {
  const { t } = useShareKitText();
  const picture = useBackground(profileId, design);
  const url = useObjectUrl(picture.data);
  const download = useDownloadBackground(profileId);
  const label = t(`designs.background.${design}`);
  return (
    <li className="share-kit-background">
      <div className="share-kit-thumb">
        {url ? (
          <img src={url} alt={t('backgrounds.image', { design: label })} width={320} height={180} />
        ) : picture.isError ? (
          <p className="field-error">{t('backgrounds.drawFailed')}</p>
        ) : (
          <Spinner label={t('backgrounds.drawing', { design: label })} />
        )}
      </div>
      <div className="row">
        <strong>{label}</strong>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => download.mutate(design)}
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
        >
          {t('backgrounds.download', { design: label })}
        </button>
      </div>
    </li>
  );
}

/**
 * Call backgrounds for Zoom, Teams and Meet: 1920×1080 pictures with the QR code of the card,
 * in the company's colours and with its logo for employees. When the company chose one for
 * everyone, only that one shows.
 */
export function BackgroundsPanel({
  profileId,
  choice,
  companyName,
}: {
  profileId: string;
  choice: DesignChoice<BackgroundDesign>;
  companyName?: string;
}) {
  const { t } = useShareKitText();
  const titleId = useId();
  const designs = choice.locked ? [choice.design] : BACKGROUND_DESIGNS;
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backgrounds.title')}</h2>
      <p className="muted">{t('backgrounds.intro')}</p>
      {choice.locked && (
        <p className="fine-print" role="note">
          {t('backgrounds.locked', {
            company: companyName ?? t('yourCompany'),
            design: t(`designs.background.${choice.design}`),
          })}
        </p>
      )}
      <ul className="share-kit-backgrounds">
        {designs.map((design) => (
          <BackgroundCard key={design} profileId={profileId} design={design} />
        ))}
      </ul>
    </section>
  );
}
