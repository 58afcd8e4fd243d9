import { describe, expect, it } from 'vitest';
import type { Point, Quad } from './card';
import { edgeCorners } from './card-edges';

/** Whether (x, y) lies inside the convex quadrilateral q (clockwise on screen). */
const inside = (q: Quad, x: number, y: number) =>
  q.every(([x0, y0], i) => {
    const [x1, y1] = q[(i + 1) % 4];
    return (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) >= 0;
  });

/** What `within` holds on a 320 × 240 grid, and its outline (the pixels with a 4-neighbour outside). */
function region(within: (x: number, y: number) => boolean): [Point[], Point[]] {
  const all: Point[] = [];
  const outline: Point[] = [];
  for (let y = 0; y < 240; y += 1)
    for (let x = 0; x < 320; x += 1) {
      if (!within(x, y)) continue;
      all.push([x, y]);
      if (
        [
          [x - 1, y],
          [x + 1, y],
          [x, y - 1],
          [x, y + 1],
        ].some(([a, b]) => !within(a, b))
      )
        outline.push([x, y]);
    }
  return [all, outline];
}

const near = (a: Point, b: Point, within: number) => Math.hypot(a[0] - b[0], a[1] - b[1]) <= within;

// A card turned a few degrees, as the flood leaves it on the small copy.
const card: Quad = [
  [70, 60],
  [250, 72],
  [244, 182],
  [62, 170],
];

describe("the card's corners from its fitted edges", () => {
  it('leaves corners that already lie where the edges meet as they were', () => {
    expect(edgeCorners(...region((x, y) => inside(card, x, y)), card)).toBe(card);
  });

  it('finds the corner a leak into the table moved, where the two edges meet', () => {
    // A square of gingham beside the bottom-left corner, enclosed by its own lines, joined the card.
    const leak = (x: number, y: number) => x >= 30 && x < 66 && y >= 160 && y < 205;
    // The extreme point along the diagonal is the leak's corner, not the card's.
    const diagonal: Quad = [card[0], card[1], card[2], [30, 204]];
    const corners = edgeCorners(...region((x, y) => inside(card, x, y) || leak(x, y)), diagonal);
    corners.forEach((corner, i) => expect(near(corner, card[i], 2.5), `corner ${i}: ${corner}`).toBe(true));
  });

  it('keeps the diagonal corners when a side is not straight (a torn or rounded edge)', () => {
    const wavy = (x: number, y: number) => inside(card, x, y) && y < 150 + 25 * Math.sin(x / 6);
    const diagonal: Quad = [card[0], card[1], [244, 160], [62, 150]];
    expect(edgeCorners(...region(wavy), diagonal)).toBe(diagonal);
  });

  it("keeps the diagonal corners when the fitted edge would cut a strip off the card (a band's edge inside it)", () => {
    // The card's own top edge lost in its outline, a band's straight edge 30 px below it in its place.
    const band: Quad = [
      [68, 92],
      [248, 104],
      [244, 182],
      [62, 170],
    ];
    const [all] = region((x, y) => inside(card, x, y));
    const [, outline] = region((x, y) => inside(band, x, y));
    expect(edgeCorners(all, outline, card)).toBe(card);
  });
});
