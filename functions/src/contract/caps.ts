/**
 * How much one person may hold, so one account cannot fill the store: a free account's caps, and
 * the higher ones of premium accounts (a person with a product-wide role: a plan, staff; not a company role alone — contract/premium.ts).
 */
export const CAPS = {
  /** Short links, the profiles' own share links included. */
  linksPerUser: { free: 100, premium: 1_000 },
  /** Contacts in one person's book, leads and imports included. */
  contactsPerUser: { free: 10_000, premium: 100_000 },
  /** Leads one profile's public form takes in a UTC day. */
  leadsPerProfilePerDay: { free: 100, premium: 1_000 },
} as const;

export type CapName = keyof typeof CAPS;

const count = (n: number) => n.toLocaleString('en-US');

export const CAP_MESSAGES = {
  linksPerUser: (max: number) => `You can have at most ${count(max)} links. Delete some to add more.`,
  contactsPerUser: (max: number) => `Your contact book is full (${count(max)} contacts). Delete some to add more.`,
  leadsPerProfilePerDay: () => 'This profile cannot take more contact details today. Please try again tomorrow.',
  /** A visitor sees this when the owner's book is full: nothing about the owner's account. */
  leadBookFull: () => 'This profile is not accepting contact details right now.',
} as const;
