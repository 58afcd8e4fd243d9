import { z } from 'zod';
import { MESSAGES } from './messages';
import { id, optionalString, pageQuery } from './common';
import type { PublicProfile } from './profiles';

/**
 * Physical cards (NFC or QR). A superadmin mints them in batches; a user activates one onto a
 * profile; tapping it opens `${publicUrl}/card/{cardId}`.
 */

export const CARD_STATUSES = ['unassigned', 'active', 'deactivated'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/**
 * Card ids: 12 characters of an alphabet without look-alikes (no 0/O, 1/I/L), about 60 bits,
 * short in a QR code or on an NFC chip and easy to type from a printed code. Case-insensitive
 * when typed; stored upper-case.
 */
export const CARD_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CARD_ID_LENGTH = 12;
export const CARD_ID_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/;

export const CARD_LIMITS = { mint: 1000 } as const;

export interface Card {
  id: string;
  status: CardStatus;
  userId: string | null;
  /** Null while unassigned, or after its profile was deleted (the owner assigns another). */
  profileId: string | null;
  label: string;
  batchId: string | null;
  /** A company's card (docs/company.md, "Company cards"): its admins assign it; `userId` is the holder. */
  companyId?: string | null;
  activatedAt: string | null;
  deactivatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A card as its owner sees it: with its public address. */
export interface CardView extends Card {
  url: string;
}

export interface CardBatch {
  id: string;
  count: number;
  note: string;
  /** Minted for this company: its cards carry `companyId`. */
  companyId?: string;
  createdBy: string;
  createdAt: string;
}

export const CARD_MESSAGES = {
  notFound: 'Card not found. Check the code and try again.',
  activeElsewhere: 'This card is already activated on another account.',
  deactivated:
    'This card has been deactivated and can no longer be used. Please contact support if you think this is a mistake.',
  profileNotFound: 'Profile not found.',
  profileInactive: 'Choose an active profile for this card.',
} as const;

/** A typed card code: spaces and dashes dropped, upper-cased; anything else is simply not found. */
export const cardId = () =>
  z
    .string({ error: (iss) => (iss.input === undefined ? MESSAGES.required : undefined) })
    .trim()
    .min(1, MESSAGES.required)
    .max(40)
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase());

export const activateCardBody = z.object({ cardId: cardId(), profileId: id() }).strict();
export type ActivateCardBody = z.infer<typeof activateCardBody>;

export const updateCardBody = z
  .object({ profileId: id(), label: optionalString(60) })
  .partial()
  .strict();
export type UpdateCardBody = z.infer<typeof updateCardBody>;

export const mintCardsBody = z
  .object({
    count: z.coerce.number({ error: MESSAGES.required }).int().min(1).max(CARD_LIMITS.mint),
    note: optionalString(200),
    /** Mint the batch as a company's cards. */
    companyId: id().optional(),
  })
  .strict();
export type MintCardsBody = z.infer<typeof mintCardsBody>;

export const listCardsQuery = pageQuery;

export interface MintedBatch {
  batchId: string;
  cardIds: string[];
  /** GET this for the printer's CSV. */
  exportPath: string;
}

/** GET /v1/public/cards/{cardId}: what the card page shows, for the web app's own route. */
export interface PublicCardStatus {
  card: { id: string; status: CardStatus; url: string };
  /** The profile it opens, when the card is active on an active profile. */
  profile: PublicProfile | null;
  /** Why there is no profile: the card is unassigned, deactivated, or its profile is. */
  state: 'profile' | 'unassigned' | 'deactivated' | 'no-profile' | 'profile-deactivated';
  /** Only when the request carries the owner's token. */
  viewer?: { isOwner: boolean };
}
