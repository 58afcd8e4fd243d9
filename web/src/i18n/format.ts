import { i18n } from './index';

/**
 * Dates and numbers in the page's language (`i18n.language`): every screen formats them here, so
 * a page in French shows French dates. The styles name what the screens show.
 */
const DATE_STYLES = {
  /** "Jan 5, 2026": lists and details. */
  medium: { dateStyle: 'medium' },
  /** "January 5, 2026": billing periods. */
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  /** "1/5/2026": dense superadmin tables. */
  numeric: {},
  /** "Jan 5": a UTC day of the analytics (`YYYY-MM-DD`). */
  day: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  /** "5 Jan 2026": a feed post's UTC day, as the server's card page writes it (feed-html.ts). */
  post: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  /** "1/5/2026, 10:04:05 AM": a moment, where the exact time matters. */
  dateTime: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** What a missing date or count shows. */
export const MISSING = '—';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl's locale for a page language; a post's day in English follows the server page's day-month order. */
const localeOf = (language: string, style: DateStyle) => (style === 'post' && language === 'en' ? 'en-GB' : language);

/** A date (ISO string, epoch ms or Date) in the page's language; `—` when there is none. */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle = 'medium',
  language: string = i18n.language,
): string {
  if (value === null || value === undefined || value === '') return MISSING;
  const locale = localeOf(language, style);
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, DATE_STYLES[style])));
  return formatter.format(new Date(value));
}

/** "in 5 minutes", "yesterday", in the page's language. */
export function formatRelativeTime(
  amount: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: string = i18n.language,
): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(amount, unit);
}

/** A count with the page language's digit grouping ("1,234", "1 234"). */
export function formatNumber(value: number, language: string = i18n.language): string {
  return new Intl.NumberFormat(language).format(value);
}
