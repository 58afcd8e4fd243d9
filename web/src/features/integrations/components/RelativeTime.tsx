import { useIntegrationsText } from '../i18n';
import { formatDate, formatRelativeTime } from '../../../i18n/format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", with the exact time for those who hover or read it out. */
export function RelativeTime({ iso, now = Date.now() }: { iso: string; now?: number }) {
  const { t } = useIntegrationsText();
  const elapsed = Date.parse(iso) - now;
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(elapsed) >= ms) ?? ['minute', 60_000];
  const text = Math.abs(elapsed) < 60_000 ? t('justNow') : formatRelativeTime(Math.round(elapsed / size), unit);
  return (
    <time dateTime={iso} title={formatDate(iso, 'dateTime')}>
      {text}
    </time>
  );
}
