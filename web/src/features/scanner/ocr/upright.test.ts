import { describe, expect, it } from 'vitest';
import type { Grey } from './picture';
import { MAX_TILT } from './deskew';
import {
  FLAT_UPSIDE_DOWN,
  isUpsideDown,
  lineRhythms,
  linesRunUpAndDown,
  orientationOf,
  rhythm,
  turned,
  upsideDownEvidence,
  UPSIDE_DOWN,
  type Quarter,
} from './upright';

/**
 * A card's ink drawn as Latin-like type: lines of letters two strokes wide with a bar over the
 * x-height, a share of them rising above it (b d f h k l t, capitals: a third unless told), a share hanging below (g j p q y: a tenth);
 * or capitals alone, H-like, all as tall as the line.
 */
function typeset(
  width: number,
  height: number,
  lines: { top: number; left: number; letters: number; x: number }[],
  capitals = false,
  rising = 0.33,
  hanging = 0.1,
): Grey {
  const data = new Uint8Array(width * height).fill(255);
  const ink = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y += 1)
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x += 1) data[y * width + x] = 0;
  };
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (const { top, left, letters, x: xHeight } of lines) {
    const stroke = Math.max(2, Math.round(xHeight / 6));
    let at = left;
    for (let i = 0; i < letters; i += 1) {
      if (next() < 0.15) at += xHeight; // a word's gap
      const kind = next();
      const up = !capitals && kind < rising ? Math.round(xHeight * 0.7) : 0;
      const down = !capitals && kind > 1 - hanging ? Math.round(xHeight * 0.5) : 0;
      const w = Math.round(xHeight * 0.8);
      const bar = capitals ? top + ((xHeight - stroke) >> 1) : top;
      ink(at, top - up, at + stroke, top + xHeight + down);
      ink(at + w - stroke, top, at + w, top + xHeight);
      ink(at, bar, at + w, bar + stroke);
      at += w + Math.round(xHeight * 0.3);
    }
  }
  return { data, width, height };
}

/** A landscape card's lines: a name, a title, and a block of four contact lines. */
const landscapeLines = [
  { top: 80, left: 60, letters: 14, x: 40 },
  { top: 160, left: 60, letters: 20, x: 20 },
  { top: 330, left: 60, letters: 26, x: 18 },
  { top: 375, left: 60, letters: 30, x: 18 },
  { top: 420, left: 60, letters: 22, x: 18 },
  { top: 465, left: 60, letters: 28, x: 18 },
];

const landscape = typeset(1000, 580, landscapeLines);

/** A portrait design: a tall card whose lines stay horizontal, centred under one another. */
const portrait = typeset(580, 1000, [
  { top: 200, left: 120, letters: 10, x: 36 },
  { top: 280, left: 150, letters: 14, x: 18 },
  { top: 620, left: 70, letters: 22, x: 16 },
  { top: 660, left: 90, letters: 20, x: 16 },
  { top: 700, left: 60, letters: 23, x: 16 },
  { top: 740, left: 110, letters: 18, x: 16 },
]);

/** The card as `orientationOf` stands it, compared with the card drawn upright. */
function standsUpright(card: Grey, turn: Quarter) {
  const { orientation, upright } = orientationOf(turned(card, turn));
  expect(orientation.angle).toBe(0);
  expect([upright.width, upright.height]).toEqual([card.width, card.height]);
  expect(Buffer.from(upright.data).equals(Buffer.from(card.data))).toBe(true);
}

describe('which way is up on a card photographed turned', () => {
  it.each([0, 90, 180, 270] as const)('stands a landscape card turned %i° upright', (turn) => {
    standsUpright(landscape, turn);
  });

  it.each([0, 90, 180, 270] as const)('stands a portrait design turned %i° upright', (turn) => {
    standsUpright(portrait, turn);
  });

  it('asks twice the margin for a quarter turn when the rows show text lines too (rhythms as measured on real pictures)', () => {
    expect(linesRunUpAndDown({ rows: 0.99, columns: 1.61 })).toBe(false);
    expect(linesRunUpAndDown({ rows: 0.531, columns: 1.884 })).toBe(true);
    expect(linesRunUpAndDown({ rows: 0.35, columns: 0.645 })).toBe(true);
  });

  it('leaves a portrait design taller than wide as it is: its lines run across', () => {
    expect(linesRunUpAndDown(lineRhythms(portrait))).toBe(false);
    expect(isUpsideDown(portrait)).toBe(false);
  });

  it('turns nothing on a card of capitals and digits alone, which shows no way up', () => {
    const plain = typeset(
      1000,
      580,
      [
        { top: 200, left: 60, letters: 20, x: 30 },
        { top: 300, left: 60, letters: 12, x: 30 },
      ],
      true,
    );
    expect(isUpsideDown(plain)).toBe(false);
    expect(isUpsideDown(turned(plain, 180))).toBe(false);
  });

  it('turns over a found card whose letters hang below almost as often as they rise, not a whole picture', () => {
    const hanging = typeset(1000, 580, landscapeLines, false, 0.3, 0.4);
    const upsideDown = turned(hanging, 180);
    expect(upsideDownEvidence(upsideDown)).toBeLessThan(UPSIDE_DOWN);
    expect(isUpsideDown(upsideDown, FLAT_UPSIDE_DOWN)).toBe(true);
    expect(orientationOf(upsideDown, MAX_TILT, FLAT_UPSIDE_DOWN).orientation.over).toBe(true);
    expect(isUpsideDown(upsideDown)).toBe(false);
    expect(isUpsideDown(hanging, FLAT_UPSIDE_DOWN)).toBe(false);
  });

  it('leaves a blank card as it is', () => {
    const blank = { data: new Uint8Array(600 * 400).fill(255), width: 600, height: 400 };
    expect(orientationOf(blank).orientation).toEqual({ quarter: 0, angle: 0, over: false });
  });
});

describe('the pieces', () => {
  it('turns a picture by quarters without losing a pixel: four quarters are the picture again', () => {
    const picture = { data: Uint8Array.from({ length: 6 }, (_, i) => i), width: 3, height: 2 };
    expect(turned(picture, 90)).toEqual({ data: Uint8Array.from([2, 5, 1, 4, 0, 3]), width: 2, height: 3 });
    expect(turned(turned(picture, 90), 270)).toEqual(picture);
    expect(turned(turned(picture, 180), 180)).toEqual(picture);
  });

  it('measures a profile that swings between lines and gaps as rhythmic, a filled one as not', () => {
    const lines = Float64Array.from({ length: 120 }, (_, i) => (i % 12 < 6 ? 10 : 0));
    const filled = Float64Array.from({ length: 120 }, (_, i) => 8 + (i % 3));
    expect(rhythm(lines, 31)).toBeGreaterThan(0.8);
    expect(rhythm(filled, 31)).toBeLessThan(0.05);
    expect(rhythm(new Float64Array(50), 31)).toBe(0);
  });
});
