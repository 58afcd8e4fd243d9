import { describe, expect, it } from 'vitest';
import { regionAt, regions } from './flood';

describe('regions of unblocked pixels', () => {
  // 6 × 4, a wall down column 2 parting a left region from a right one, a hole through it at the foot.
  const w = 6;
  const h = 4;
  const blocked = Uint8Array.from({ length: w * h }, (_, p) => (p % w === 2 && p < 3 * w ? 1 : 0));

  it('finds each 4-connected region once, and the region one pixel lies in as the same pixels', () => {
    const all = regions(blocked, w, h);
    expect(all).toHaveLength(1);
    expect([...regionAt(blocked, 0, w, h)].sort((a, b) => a - b)).toEqual([...all[0]].sort((a, b) => a - b));
    const walled = Uint8Array.from(blocked, (b, p) => (p === 3 * w + 2 ? 1 : b));
    const parted = regions(walled, w, h);
    expect(parted.map((r) => r.length)).toEqual([8, 12]);
    expect(regionAt(walled, 5, w, h)).toHaveLength(12);
  });
});
