import { describe, expect, it } from 'vitest';
import { closing, opening } from './morphology';
import type { Rgba } from './picture';

/** One row of grey levels, repeated over `rows` rows, as an RGBA picture. */
function rows(levels: number[], height = 9): Rgba {
  const data = new Uint8ClampedArray(levels.length * height * 4);
  for (let y = 0; y < height; y += 1) levels.forEach((v, x) => data.set([v, v, v, 255], (y * levels.length + x) * 4));
  return { data, width: levels.length, height };
}

const row = ({ data, width }: { data: Uint8Array; width: number }, y: number) =>
  Array.from({ length: width }, (_, x) => data[(y * width + x) * 3]);

describe('closing and opening', () => {
  // Sun paper, a soft shadow edge, shade paper; a dark stroke 3 px wide on each side.
  const levels = [...Array(12).fill(220), ...[180, 140], ...Array(12).fill(100)];
  levels[5] = levels[6] = levels[7] = 20;
  levels[18] = levels[19] = levels[20] = 20;

  it('fills dark strokes narrower than the window and keeps the shadow edge and its penumbra where they are', () => {
    const paper = row(closing(rows(levels), 7), 4);
    expect(paper.slice(0, 12)).toEqual(Array(12).fill(220));
    expect(paper.slice(12, 14)).toEqual([180, 140]);
    expect(paper.slice(14)).toEqual(Array(12).fill(100));
  });

  it('keeps dark strokes as they are where it removes light ones (light type on a dark band)', () => {
    const light = levels.map((v) => 255 - v);
    const paper = row(opening(rows(light), 7), 4);
    expect(paper.slice(0, 12)).toEqual(Array(12).fill(35));
    expect(paper.slice(14)).toEqual(Array(12).fill(155));
    expect(row(opening(rows(levels), 7), 4)[6]).toBe(20);
  });

  it("gives a region's pixels as the whole picture's closing and opening would, at the picture's edges too", () => {
    const width = 40;
    const height = 30;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < data.length; i += 1) data[i] = i % 4 === 3 ? 255 : (i * 7919) % 251;
    const picture = { data, width, height };
    const regions = [
      { x0: 0, y0: 0, x1: 9, y1: 5 },
      { x0: 17, y0: 11, x1: 23, y1: 30 },
      { x0: 31, y0: 20, x1: 40, y1: 26 },
    ];
    for (const make of [closing, opening]) {
      const whole = make(picture, 7);
      const some = make(picture, 7, regions);
      for (const { x0, y0, x1, y1 } of regions)
        for (let y = y0; y < y1; y += 1)
          for (let x = x0; x < x1; x += 1)
            for (let c = 0; c < 3; c += 1)
              expect(some.data[(y * width + x) * 3 + c]).toBe(whole.data[(y * width + x) * 3 + c]);
    }
  });
});
