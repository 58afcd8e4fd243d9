import { useQuery } from '@tanstack/react-query';
import { useCommonText } from '../i18n';
import './qr-code.css';

/**
 * A QR code of a URL, drawn as SVG in the browser (crisp at any print size), with a link to
 * download it for a flyer or a badge.
 */
export function QrCode({ url, label, fileName }: { url: string; label: string; fileName?: string }) {
  const { t } = useCommonText();
  const svg = useQuery({
    queryKey: ['qr-code', url],
    // The encoder (≈ 9 KB gzipped) loads with the first code, after the screen around it has shown.
    queryFn: async () => {
      const { default: QRCode } = await import('qrcode');
      return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    },
  });
  if (!svg.data) return <div className="qr-code qr-code-pending" aria-hidden="true" />;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`;
  return (
    <figure className="qr-code">
      <img src={src} alt={label} width={176} height={176} />
      {fileName && (
        <figcaption>
          <a href={src} download={fileName}>
            {t('qrCode.download')}
          </a>
        </figcaption>
      )}
    </figure>
  );
}
