import type { ChallengeAnswer, ChallengeTicket } from '@contract/challenge';
import { api } from '../../lib/api';
import { searchSolution } from './proof-of-work';

/**
 * The public lead form's proof of work (functions/src/contract/challenge.ts): a ticket from the
 * API, solved in a Web Worker while the visitor types, sent with the form. Each ticket is good
 * once, so each submission takes the prepared one and the next is prepared on demand.
 */

const SLICE = 4_000;

/** Where there is no Worker (tests, very old browsers): the same search on the main thread, a slice a task. */
async function solveHere(ticket: ChallengeTicket): Promise<string> {
  for (let from = 0; ; from += SLICE) {
    const found = searchSolution(ticket.challenge, ticket.difficulty, from, from + SLICE);
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function solve(ticket: ChallengeTicket): Promise<string> {
  if (typeof Worker === 'undefined') return solveHere(ticket);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lead-challenge.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<string>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      // A worker that cannot start (a strict policy, a failed chunk) leaves the main thread to it.
      event.preventDefault();
      solveHere(ticket).then(resolve, reject);
    };
    worker.postMessage({ challenge: ticket.challenge, difficulty: ticket.difficulty });
  });
}

async function answer(profileId: string): Promise<ChallengeAnswer> {
  const ticket = await api.get<ChallengeTicket>(`/v1/public/lead-challenge?profileId=${encodeURIComponent(profileId)}`);
  return { challenge: ticket.challenge, solution: await solve(ticket) };
}

const prepared = new Map<string, Promise<ChallengeAnswer>>();

/** Starts on the profile's ticket now, so it is ready when the visitor sends the form. */
export function prepareLeadChallenge(profileId: string): void {
  if (prepared.has(profileId)) return;
  const next = answer(profileId);
  // A failed preparation is not kept: the submission asks again.
  next.catch(() => prepared.delete(profileId));
  prepared.set(profileId, next);
}

/** The solved ticket for one submission (waiting for it if need be); it is not handed out twice. */
export function takeLeadChallenge(profileId: string): Promise<ChallengeAnswer> {
  prepareLeadChallenge(profileId);
  const ready = prepared.get(profileId)!;
  prepared.delete(profileId);
  return ready;
}
