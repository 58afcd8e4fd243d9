import { describe, expect, it } from 'vitest';
import type { Grey } from './picture';
import { shakeOf, unshaken } from './shake';

/**
 * "A card": dark strokes, upright and across, scattered on white, so its edges run every way, as a
 * page of letters' do; `rules` of every hundred strokes are instead long rules across (20–60 px),
 * whose edges run one way.
 */
function card(width = 640, height = 400, rules = 0): Grey {
  const data = new Uint8Array(width * height).fill(240);
  let seed = 7;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  for (let k = 0; k < 220; k += 1) {
    // A stroke: upright or across, 3 px thick, as a letter's at reading size.
    const rule = next(100) < rules;
    const long = rule ? 20 + next(40) : 6 + next(12);
    const [w, h] = k % 2 && !rule ? [3, long] : [long, 3];
    const [x0, y0] = [40 + next(width - 100), 40 + next(height - 100)];
    for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) data[y * width + x] = 30;
  }
  return { data, width, height };
}

/** The picture shaken `length` pixels along `angle` degrees: the mean of its copies along the line (edges held). */
function shaken({ data, width, height }: Grey, angle: number, length: number): Grey {
  const out = new Uint8Array(width * height);
  const [c, s] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  const steps = length * 2;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let k = 0; k <= steps; k += 1) {
        const t = (k / steps - 0.5) * length;
        const sx = Math.min(width - 1, Math.max(0, Math.round(x + t * c)));
        const sy = Math.min(height - 1, Math.max(0, Math.round(y + t * s)));
        sum += data[sy * width + sx];
      }
      out[y * width + x] = Math.round(sum / (steps + 1));
    }
  return { data: out, width, height };
}

/** The picture blurred the same every way (three box passes each way ≈ a gaussian). */
function blurred({ data, width, height }: Grey, radius: number): Grey {
  let cur = Float32Array.from(data);
  for (let pass = 0; pass < 6; pass += 1) {
    const next = new Float32Array(cur.length);
    const across = pass % 2 === 0;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        for (let d = -radius; d <= radius; d += 1) {
          const sx = across ? Math.min(width - 1, Math.max(0, x + d)) : x;
          const sy = across ? y : Math.min(height - 1, Math.max(0, y + d));
          sum += cur[sy * width + sx];
        }
        next[y * width + x] = sum / (2 * radius + 1);
      }
    cur = next;
  }
  return { data: Uint8Array.from(cur, Math.round), width, height };
}

/** The share of pixels (away from the border) that are ink (darker than half way) in one picture and paper in the other. */
const difference = (a: Grey, b: Grey) => {
  let differ = 0;
  for (let y = 20; y < a.height - 20; y += 1)
    for (let x = 20; x < a.width - 20; x += 1)
      if (a.data[y * a.width + x] < 135 !== b.data[y * a.width + x] < 135) differ += 1;
  return differ / ((a.width - 40) * (a.height - 40));
};

/** Degrees between two directions of a line (180° apart is the same line). */
const apart = (a: number, b: number) => Math.abs(((((a - b) % 180) + 270) % 180) - 90);

describe('a straight shake', () => {
  it('finds the direction and length of a shake along the rows, diagonal or steep', () => {
    for (const [angle, length] of [
      [0, 12],
      [30, 14],
      [45, 14],
      [120, 16],
    ]) {
      const shake = shakeOf(shaken(card(), angle, length));
      expect(shake).not.toBeNull();
      expect(apart(shake!.angle, angle)).toBeLessThanOrEqual(5);
      expect(Math.abs(shake!.length - length)).toBeLessThanOrEqual(2);
    }
  });

  it('sees no shake on a sharp card or one blurred the same every way', () => {
    expect(shakeOf(card())).toBeNull();
    expect(shakeOf(blurred(card(), 2))).toBeNull();
  });

  it("sees no shake on a sharp card with rules across it: its edges run mostly one way, but it dips at its strokes' width every way", () => {
    // Without the dip across (LONGER), both would be taken for a shake of 3 px along the rows.
    for (const rules of [20, 40]) expect(shakeOf(card(640, 400, rules))).toBeNull();
  });

  it('takes the shake it found out: far fewer pixels are ink on one and paper on the other than before', () => {
    const sharp = card();
    const moved = shaken(sharp, 30, 14);
    const steadied = unshaken(moved, shakeOf(moved)!);
    expect([steadied.width, steadied.height]).toEqual([sharp.width, sharp.height]);
    expect(difference(steadied, sharp)).toBeLessThan(difference(moved, sharp) * 0.4);
  });
});
