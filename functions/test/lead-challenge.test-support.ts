import { createHash } from 'node:crypto';
import type supertest from 'supertest';
import { leadingZeroBits, proofInput, type ChallengeAnswer, type ChallengeTicket } from '../src/contract/challenge';

/** The public lead form's proof of work, done as the browser's worker does it. */
export function solveChallenge(ticket: ChallengeTicket): string {
  for (let n = 0; ; n++) if (solves(ticket, n)) return String(n);
}

/** A solution the ticket refuses: at a low test difficulty a guessed one is right half the time. */
export function wrongSolution(ticket: ChallengeTicket): string {
  for (let n = 0; ; n++) if (!solves(ticket, n)) return String(n);
}

const solves = (ticket: ChallengeTicket, n: number) =>
  leadingZeroBits(createHash('sha256').update(proofInput(ticket.challenge, n)).digest()) >= ticket.difficulty;

/**
 * A lead body as the public form sends it: with a fresh ticket for its profile, solved. A body
 * whose profileId gets no ticket (missing or malformed) goes without one, so the API's answer
 * to the body itself can be tested.
 */
export async function withChallenge<T extends { profileId?: unknown }>(
  api: ReturnType<typeof supertest>,
  body: T,
): Promise<T & Partial<ChallengeAnswer>> {
  const res = await api.get('/v1/public/lead-challenge').query({ profileId: String(body.profileId ?? '') });
  if (res.status !== 200) return body;
  const ticket = res.body.data as ChallengeTicket;
  return { ...body, challenge: ticket.challenge, solution: solveChallenge(ticket) };
}

/** Visitor number `i`'s lead on the profile's public form, its challenge solved (the benches send these). */
export const visitorLead = (api: ReturnType<typeof supertest>, profileId: string, i: number) =>
  withChallenge(api, {
    profileId,
    firstName: `Visitor ${i}`,
    email: `v${i}@visitor.test`,
    consent: true,
    consentText: 'I agree to share my details with the owner.',
  });
