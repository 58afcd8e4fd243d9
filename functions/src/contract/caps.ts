import type { Role } from './roles';
import { isPremiumRole } from './premium';

/**
 * The plan table (docs/billing.md, "What each plan includes"): what Free, Pro and Teams hold. The
 * API enforces every row through `platform/caps.ts`, and /billing and the upgrade prompts render
 * these rows and words, so no screen can promise what the API does not hold.
 */

export const PLAN_TIERS = ['free', 'pro', 'teams'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const PLAN_TABLE = {
  /** Profiles (digital cards) one person holds; the company profile made at joining is never refused. */
  profilesPerUser: { free: 5, pro: 25, teams: 25 },
  /** Short links, the profiles' own share links included. */
  linksPerUser: { free: 100, pro: 1_000, teams: 1_000 },
  /** Contacts in one person's book, leads and imports included. */
  contactsPerUser: { free: 10_000, pro: 100_000, teams: 100_000 },
  /** Leads one profile's public form takes in a UTC day. */
  leadsPerProfilePerDay: { free: 100, pro: 1_000, teams: 1_000 },
  /** How far back a person's analytics reach, in days (today included). */
  analyticsHistoryDays: { free: 30, pro: 366, teams: 366 },
  /** Instagram, X, TikTok and Calendly on the card, GoHighLevel lead sync. */
  integrations: { free: false, pro: true, teams: true },
  /** Wallet passes, email signatures and call backgrounds: they spread the card, so everyone has them. */
  shareKit: { free: true, pro: true, teams: true },
} as const satisfies Record<string, Record<PlanTier, number | boolean>>;

export type PlanRow = keyof typeof PLAN_TABLE;
export type CapName = { [K in PlanRow]: (typeof PLAN_TABLE)[K]['free'] extends number ? K : never }[PlanRow];
export type FeatureName = Exclude<PlanRow, CapName>;

/** The plan a person's roles put them on: Teams through a company's plan, Pro through any other product-wide role (a Pro plan, staff). */
export function planTierOf(roles: readonly Pick<Role, 'id' | 'scope'>[]): PlanTier {
  if (roles.some((r) => r.id === 'teams' && isPremiumRole(r))) return 'teams';
  return roles.some(isPremiumRole) ? 'pro' : 'free';
}

/** The tier a plan sells, by the role it grants. */
export const tierOfPlanRole = (roleId: string | null): PlanTier =>
  roleId === null ? 'free' : roleId === 'teams' ? 'teams' : 'pro';

const count = (n: number) => n.toLocaleString('en-US');

/** The table's words, for /billing; the refusals below repeat each cell's words. */
export const PLAN_WORDS = {
  tier: { free: 'Free', pro: 'Pro', teams: 'Teams' } satisfies Record<PlanTier, string>,
  label: {
    profilesPerUser: 'Profiles',
    linksPerUser: 'Short links',
    contactsPerUser: 'Contacts',
    leadsPerProfilePerDay: 'Leads a day, per profile',
    analyticsHistoryDays: 'Analytics history',
    integrations: 'Integrations (Instagram, X, TikTok, Calendly, GoHighLevel)',
    shareKit: 'Share kit (wallet pass, email signature, call backgrounds)',
  } satisfies Record<PlanRow, string>,
  cell: {
    profilesPerUser: (n: number) => `${count(n)} profiles`,
    linksPerUser: (n: number) => `${count(n)} links`,
    contactsPerUser: (n: number) => `${count(n)} contacts`,
    leadsPerProfilePerDay: (n: number) => `${count(n)} leads a day`,
    analyticsHistoryDays: (n: number) => `${count(n)} days`,
  } satisfies Record<CapName, (n: number) => string>,
  included: 'Included',
  notIncluded: 'Not included',
  upgradeTo: (tier: PlanTier) => `Upgrade to ${tier === 'teams' ? 'Teams' : 'Pro'}`,
};

/** What a cell says: the limit, or whether the feature is in the plan. */
export function planCell(row: PlanRow, tier: PlanTier): string {
  const value = PLAN_TABLE[row][tier];
  if (typeof value === 'boolean') return value ? PLAN_WORDS.included : PLAN_WORDS.notIncluded;
  return PLAN_WORDS.cell[row as CapName](value);
}

/** A plan's column as lines (a plan card's list, the seeded plans' `features`): limits with their cell, features only when included. */
export function planLines(tier: PlanTier): string[] {
  return (Object.keys(PLAN_TABLE) as PlanRow[])
    .filter((row) => PLAN_TABLE[row][tier] !== false)
    .map((row) =>
      typeof PLAN_TABLE[row][tier] === 'boolean'
        ? PLAN_WORDS.label[row]
        : `${PLAN_WORDS.label[row]}: ${planCell(row, tier)}`,
    );
}

/** The upgrade clause: names the Pro cell, so the words match /billing exactly. */
const upgrade = (row: CapName, tier: PlanTier) =>
  tier === 'free' ? ` Pro includes ${PLAN_WORDS.cell[row](PLAN_TABLE[row].pro)}: see plans on the Billing page.` : '';

/** The refusals (409 limit reached, 403 not in the plan), with the cell's words and, on Free, the way up. */
export const CAP_MESSAGES = {
  profilesPerUser: (tier: PlanTier) =>
    `${PLAN_WORDS.tier[tier]} includes ${PLAN_WORDS.cell.profilesPerUser(PLAN_TABLE.profilesPerUser[tier])}. Delete one to create another.${upgrade('profilesPerUser', tier)}`,
  linksPerUser: (tier: PlanTier) =>
    `${PLAN_WORDS.tier[tier]} includes ${PLAN_WORDS.cell.linksPerUser(PLAN_TABLE.linksPerUser[tier])}. Delete some to add more.${upgrade('linksPerUser', tier)}`,
  contactsPerUser: (tier: PlanTier) =>
    `Your contact book is full: ${PLAN_WORDS.tier[tier]} includes ${PLAN_WORDS.cell.contactsPerUser(PLAN_TABLE.contactsPerUser[tier])}. Delete some to add more.${upgrade('contactsPerUser', tier)}`,
  analyticsHistoryDays: (tier: PlanTier) =>
    `${PLAN_WORDS.tier[tier]} includes ${PLAN_WORDS.cell.analyticsHistoryDays(PLAN_TABLE.analyticsHistoryDays[tier])} of analytics history. Choose a later start date.${upgrade('analyticsHistoryDays', tier)}`,
  integrations: () => `Integrations are not included in Free. Pro includes them: see plans on the Billing page.`,
  /** The visitor sees these: nothing about the owner's account or plan. */
  leadsPerProfilePerDay: () => 'This profile cannot take more contact details today. Please try again tomorrow.',
  leadBookFull: () => 'This profile is not accepting contact details right now.',
} as const;
