import { sha256 } from '@noble/hashes/sha2.js';
import { leadingZeroBits, proofInput } from '@contract/proof-of-work';

const encoder = new TextEncoder();

/**
 * Tries solutions `from` up to `to` (exclusive) for the lead form's ticket: the first whose
 * SHA-256 starts with `difficulty` zero bits, or null. Synchronous: the worker runs it whole,
 * the main-thread fallback in slices.
 */
export function searchSolution(challenge: string, difficulty: number, from: number, to: number): string | null {
  for (let n = from; n < to; n++) {
    if (leadingZeroBits(sha256(encoder.encode(proofInput(challenge, n)))) >= difficulty) return String(n);
  }
  return null;
}
