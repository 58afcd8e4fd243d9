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

// Building an Intl formatter costs far more than using one, and a table formats a value a cell:
// one formatter per kind, locale and style, kept.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => F,
): F {
  let found = formatters.get(key) as F | undefined;
  if (!found) formatters.set(key, (found = make()));
  return found;
}

/** Intl's locale for a page language; a post's day in English follows the server page's day-month order. */
const localeOf = (language: string, style: DateStyle) => (style === 'post' && language === 'en' ? 'en-GB' : language);

/** A date (ISO string, epoch ms or Date) in the page's language; `—` when there is none. */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle = 'medium',
  language: string = i18n.language,
): string {
  if (value === null || value === undefined || value === '') return MISSING;
  if (style === 'day' && language === 'en') return englishDay(new Date(value));
  const locale = localeOf(language, style);
  return formatter(`date|${locale}|${style}`, () => new Intl.DateTimeFormat(locale, DATE_STYLES[style])).format(
    new Date(value),
  );
}

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Jan 5", as Intl writes the `day` style in English (format.test.ts compares every month). The
 * page's first Intl.DateTimeFormat loads the engine's locale data: one ≈ 125 ms task at 4× CPU on
 * the signed-in dashboard, whose figures' caption and chart are its only dates (English: the
 * signed-in app's language).
 */
function englishDay(date: Date): string {
  return `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** "in 5 minutes", "yesterday", in the page's language. */
export function formatRelativeTime(
  amount: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: string = i18n.language,
): string {
  return formatter(`relative|${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' })).format(
    amount,
    unit,
  );
}

/** A count with the page language's digit grouping ("1,234", "1 234"). */
export function formatNumber(value: number, language: string = i18n.language): string {
  // A whole count under 1,000 reads as its plain digits in every language the app has (LANGUAGES:
  // Latin digits, no grouping below a thousand), and the page's first Intl.NumberFormat is costly
  // (≈ 140 ms of a phone's main thread at 4× CPU, most of the dashboard's figures panel render).
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return formatter(`number|${language}`, () => new Intl.NumberFormat(language)).format(value);
}
