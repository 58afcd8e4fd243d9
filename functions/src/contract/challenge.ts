import { z } from 'zod';

export { leadingZeroBits, proofInput } from './proof-of-work';

/**
 * A proof-of-work challenge (hashcash) on forms anyone can send, with no third-party service:
 * the server hands out a signed ticket, the browser finds a `solution` such that
 * SHA-256(`${challenge}:${solution}`) starts with `difficulty` zero bits (about 2^difficulty
 * tries, a fraction of a second in a Web Worker), and the server checks it with one hash and
 * takes each ticket once.
 */

export const LEAD_CHALLENGE = {
  /** Zero bits the hash must start with: about 65,000 tries. */
  difficulty: 16,
  /** How long a ticket is good for: a form left open for a day still sends. */
  ttlMs: 24 * 60 * 60_000,
} as const;

export const CHALLENGE_MESSAGES = {
  required: 'Please wait a moment, then send the form again.',
  expired: 'This form has expired. Please reload the page and send it again.',
  used: 'This form was already sent. Please reload the page to send it again.',
} as const;

/** GET /v1/public/lead-challenge?profileId=…: a ticket for one form. */
export interface ChallengeTicket {
  challenge: string;
  difficulty: number;
  expiresAt: string;
}

/** What a protected form sends with its fields. */
export const challengeAnswer = z.object({
  challenge: z
    .string({ error: () => CHALLENGE_MESSAGES.required })
    .min(1, CHALLENGE_MESSAGES.required)
    .max(600, CHALLENGE_MESSAGES.required),
  solution: z.string({ error: () => CHALLENGE_MESSAGES.required }).regex(/^[0-9]{1,15}$/, CHALLENGE_MESSAGES.required),
});
export type ChallengeAnswer = z.infer<typeof challengeAnswer>;
