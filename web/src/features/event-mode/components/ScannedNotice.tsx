import { useEventModeText } from '../i18n';
import type { ScannedQr } from './QrScanner';

/** What a scan put into the lead form, and what is left for the person to do (announced). */
export function ScannedNotice({ scan }: { scan: ScannedQr | null }) {
  const { t } = useEventModeText();
  const name = scan ? `${scan.details.firstName} ${scan.details.lastName}`.trim() : '';
  const text = !scan
    ? ''
    : scan.kind === 'url'
      ? t('qr.scanned.url')
      : name
        ? t('qr.scanned.vcard', { name })
        : t('qr.scanned.vcardWithoutName');
  return (
    <p role="status" className={scan ? 'notice notice-info' : undefined}>
      {text}
    </p>
  );
}
