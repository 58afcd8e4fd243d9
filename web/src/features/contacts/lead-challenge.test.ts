import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadingZeroBits, proofInput } from '@contract/proof-of-work';
import { searchSolution } from './proof-of-work';
import { stubFetch } from '../../test/fetch-stub.test-support';
import { prepareLeadChallenge, takeLeadChallenge } from './lead-challenge';

/** The server's check (functions/src/platform/challenge.ts): Node's SHA-256 of `${challenge}:${solution}`. */
const meets = (challenge: string, solution: string, difficulty: number) =>
  leadingZeroBits(createHash('sha256').update(proofInput(challenge, solution)).digest()) >= difficulty;

afterEach(() => vi.unstubAllGlobals());

describe('the lead form’s proof of work', () => {
  it('finds a solution the server accepts, and only searches the range it is given', () => {
    const solution = searchSolution('ticket.sig', 12, 0, 1_000_000);
    expect(solution).not.toBeNull();
    expect(meets('ticket.sig', solution!, 12)).toBe(true);
    expect(searchSolution('ticket.sig', 12, 0, Number(solution))).toBeNull();
  });

  it('solves a fresh ticket for each submission; a prepared one is used first', async () => {
    let issued = 0;
    const { fetch: fetchMock } = stubFetch({
      'GET /v1/public/lead-challenge': () => ({
        body: { data: { challenge: `ticket-${++issued}.sig`, difficulty: 10, expiresAt: '2030-01-01T00:00:00.000Z' } },
      }),
    });
    prepareLeadChallenge('p1');
    const first = await takeLeadChallenge('p1');
    expect(first.challenge).toBe('ticket-1.sig');
    expect(meets(first.challenge, first.solution, 10)).toBe(true);
    const second = await takeLeadChallenge('p1');
    expect(second.challenge).toBe('ticket-2.sig');
    expect(meets(second.challenge, second.solution, 10)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[0][0])).toContain('/v1/public/lead-challenge?profileId=p1');
  });

  it('a failed ticket request is not kept: the next submission asks again', async () => {
    stubFetch({
      'GET /v1/public/lead-challenge': {
        status: 429,
        body: { message: 'Too many requests. Please try again later.', code: 'rate-limited' },
      },
    });
    await expect(takeLeadChallenge('p2')).rejects.toThrow();
    stubFetch({
      'GET /v1/public/lead-challenge': {
        body: { data: { challenge: 'again.sig', difficulty: 8, expiresAt: '2030-01-01T00:00:00.000Z' } },
      },
    });
    expect((await takeLeadChallenge('p2')).challenge).toBe('again.sig');
  });
});
