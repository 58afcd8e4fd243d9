import { describe, expect, it } from 'vitest';
import type { Rgba } from './picture';
import { cubicWeights, resizeRgba, shrinkBy } from './resample';

/** A grey picture from a function of (x, y). */
function grey(width: number, height: number, at: (x: number, y: number) => number): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data.set([at(x, y), at(x, y), at(x, y), 255], (y * width + x) * 4);
  return { data, width, height };
}

const value = (p: Rgba, x: number, y: number) => p.data[(y * p.width + x) * 4];

describe('resampling the photo', () => {
  it('weighs the four pixels around a point so that they sum to one and a pixel is kept as it is', () => {
    const w = new Float32Array(4);
    for (const t of [0, 0.25, 0.5, 0.9]) {
      cubicWeights(t, w);
      expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    }
    cubicWeights(0, w);
    expect(Array.from(w)).toEqual([0, 1, 0, 0]);
  });

  it('scales a thin dark stroke up three times keeping it dark and its edges short (bicubic), and a smooth ramp as a ramp', () => {
    // A 1-pixel stroke at x = 10 on white: the size of a letter's stem in a small card's photo.
    const up = resizeRgba(
      grey(24, 8, (x) => (x === 10 ? 40 : 240)),
      72,
      24,
    );
    const row = Array.from({ length: 72 }, (_, x) => value(up, x, 12));
    expect(Math.min(...row)).toBeLessThan(60);
    expect(row.filter((v) => v < 160).length).toBeLessThanOrEqual(4);
    // What tells bicubic from bilinear: a third of a pixel off the stroke's centre bilinear blends
    // it to 106 (two thirds of the way to white); bicubic keeps the stem darker (84).
    const centre = row.indexOf(Math.min(...row));
    expect(Math.max(row[centre - 1], row[centre + 1])).toBeLessThan(95);
    const ramp = resizeRgba(
      grey(20, 4, (x) => 40 + x * 8),
      40,
      8,
    );
    for (let x = 4; x < 36; x += 1)
      expect(Math.abs(value(ramp, x + 1, 4) - value(ramp, x, 4) - 4)).toBeLessThanOrEqual(1);
  });

  it('shrinks a large picture by boxes, so fine detail averages to its grey instead of aliasing', () => {
    const stripes = grey(400, 200, (x) => (x % 2 === 0 ? 0 : 255));
    const half = shrinkBy(stripes, 2);
    expect([half.width, half.height]).toEqual([200, 100]);
    expect(Math.abs(value(half, 57, 33) - 127.5)).toBeLessThanOrEqual(0.5);
    const small = resizeRgba(stripes, 100, 50);
    for (const x of [3, 40, 97]) expect(Math.abs(value(small, x, 20) - 127)).toBeLessThanOrEqual(2);
  });
});
