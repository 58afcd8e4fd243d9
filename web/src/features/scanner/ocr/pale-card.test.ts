import { describe, expect, it } from 'vitest';
import type { Quad } from './card';
import { cardOnBusyTable, paleCardOnTable } from './pale-card';

const [width, height] = [320, 200];
const card: Quad = [
  [80, 50],
  [240, 45],
  [244, 150],
  [78, 155],
];

/** Whether (x, y) lies inside the convex quadrilateral q (clockwise on screen). */
const inside = (q: Quad, x: number, y: number) =>
  q.every(([x0, y0], i) => {
    const [x1, y1] = q[(i + 1) % 4];
    return (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) >= 0;
  });

/**
 * The brightness of a small copy: a grained table, the card in `paper` and, inside it, dark rows
 * every `rowEvery` pixels `rowHeight` high (short words on a card, long rules on a notepad).
 */
function light(table: number, paper: number, { rowEvery = 12, rowHeight = 2, rowLength = 40 } = {}): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = (y - 60) % rowEvery < rowHeight && y > 60 && y < 140 && x > 95 && x < 95 + rowLength;
      const grain = ((x * 7 + y * 13) % 11) - 5;
      out[y * width + x] = inside(card, x, y) ? (row ? 60 : paper) : table + grain;
    }
  }
  return out;
}

describe('a card found only with faint edges', () => {
  it('is believed when it is a little brighter than the pale table and mostly blank paper', () => {
    expect(paleCardOnTable(light(225, 238), width, height, card)).toBe(true);
  });

  it('is refused when its face is covered with rules (a notepad, a printed sheet)', () => {
    expect(paleCardOnTable(light(225, 238, { rowEvery: 6, rowHeight: 3, rowLength: 135 }), width, height, card)).toBe(
      false,
    );
  });

  it('is refused when it is darker than the table around it (a patch of a dark card, a shadow)', () => {
    expect(paleCardOnTable(light(120, 100), width, height, card)).toBe(false);
  });

  it('is refused when it stands out from the table far more than a faint edge (the first find saw that edge and refused the find for another reason)', () => {
    expect(paleCardOnTable(light(180, 240), width, height, card)).toBe(false);
  });
});

/** The first find's edges of a table printed with diagonal stripes `every` pixels apart, none on the card. */
function stripes(every: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) out[y * width + x] = !inside(card, x, y) && (x + y) % every === 0 ? 1 : 0;
  return out;
}

describe('a card found only with faint edges on a printed table', () => {
  it('is believed when the print around it is busy and its face is mostly blank paper, however much it stands out', () => {
    expect(cardOnBusyTable(light(180, 240), stripes(5), width, height, card)).toBe(true);
    expect(cardOnBusyTable(light(200, 150), stripes(5), width, height, card)).toBe(true);
  });

  it('is refused on a plain table (read whole, its photo reads as well)', () => {
    expect(cardOnBusyTable(light(180, 240), stripes(20), width, height, card)).toBe(false);
  });

  it('is refused when its face is covered with rules (a notepad on the print)', () => {
    const notepad = light(180, 240, { rowEvery: 6, rowHeight: 3, rowLength: 135 });
    expect(cardOnBusyTable(notepad, stripes(5), width, height, card)).toBe(false);
  });
});
