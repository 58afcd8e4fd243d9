/**
 * The hashcash rule of contract/challenge.ts, without zod, so the browser's worker can take it
 * alone: SHA-256 of `${challenge}:${solution}` must start with `difficulty` zero bits.
 */

/** The text whose hash must start with `difficulty` zero bits. */
export const proofInput = (challenge: string, solution: string | number) => `${challenge}:${solution}`;

/** Leading zero bits of a hash. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
