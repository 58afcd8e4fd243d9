import { z } from 'zod';
import { id } from './common';
import { MESSAGES } from './messages';

/**
 * Analytics of a profile's public page: daily counters (UTC days) written as visitors act,
 * read by the owner's dashboard. Bots are not counted.
 */

export const ANALYTICS_LIMITS = { maxRangeDays: 366, defaultRangeDays: 30 } as const;

export const ANALYTICS_MESSAGES = {
  invalidDay: 'Use a date such as 2025-01-31.',
  rangeTooLong: `Choose a range of at most ${ANALYTICS_LIMITS.maxRangeDays} days.`,
  unknownService: 'This profile has no such service.',
} as const;

const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_MESSAGES.invalidDay)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), ANALYTICS_MESSAGES.invalidDay);

/** `from` and `to` are inclusive UTC days; by default the last 30 days up to today. */
export const analyticsRangeQuery = z.object({ from: day().optional(), to: day().optional() }).superRefine((v, ctx) => {
  if (v.from && v.to && v.from > v.to)
    ctx.addIssue({ code: 'custom', path: ['from'], message: MESSAGES.startDateAfterEndDate });
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuery>;

/** The counters of one day (or of all time). */
export interface DayCounts {
  views: number;
  /** Distinct visitors of the day: a salted hash of address and browser, the salt changed daily. */
  uniqueVisitors: number;
  clicks: number;
  /** "Save contact" downloads. */
  saves: number;
  /** Clicks on "Exchange contact". */
  exchanges: number;
  /** Contact details left through the profile's form. */
  leads: number;
}

export interface DaySeriesPoint extends DayCounts {
  day: string;
}

export interface AnalyticsDashboard {
  profileId: string;
  from: string;
  to: string;
  /** Sums over the range; uniqueVisitors is the sum of the daily figures. */
  totals: DayCounts;
  /** Views by where the visitor came from: a card tap, a link, or the profile's own page. */
  sources: { card: number; link: number; direct: number };
  series: DaySeriesPoint[];
}

export interface ServiceClicks {
  id: string;
  type: string;
  label: string;
  url: string | null;
  visible: boolean;
  /** Clicks in the range. */
  clicks: number;
}

/** How the visitor arrived: `card:{cardId}` or `link:{slug}`. */
const via = () =>
  z
    .string()
    .trim()
    .max(80)
    .regex(/^(card|link):[A-Za-z0-9_-]+$/);

/**
 * A card page event (navigator.sendBeacon): a view, or a click on a service, named by the
 * service's id (the web app's card) or by the clicked link's address, its `href` as written in
 * the page (the server-rendered card, whose links carry no analytics markup: the server works
 * the service out of the address, docs/profiles-and-cards.md "Analytics").
 */
export const pageEventBody = z
  .object({
    type: z.enum(['view', 'click']),
    profileId: id(),
    serviceId: z.string().trim().min(1).max(160).optional(),
    href: z.string().trim().min(1).max(2048).optional(),
    via: via().optional(),
  })
  .strict();
export type PageEventBody = z.infer<typeof pageEventBody>;

/**
 * The server-rendered card's shorter form of the same events: the profile and the way in as the
 * query (`?p=&v=`), the body empty for a view or the clicked link's `href` for a click. Its
 * beacon is a few bytes of every card page.
 */
export const pageEventQuery = z.object({ p: id(), v: via().optional() }).strict();
export type PageEventQuery = z.infer<typeof pageEventQuery>;
