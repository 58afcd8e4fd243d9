import { describe, expect, it } from 'vitest';
import { findCard, type Point, type Quad } from './card';
import { cardSize, straighten } from './perspective';
import type { Rgba } from './picture';
import { cardOf } from './prepare';

type Colour = [number, number, number];

/** Whether (x, y) lies inside the convex quadrilateral q (clockwise on screen). */
const inside = (q: Quad, x: number, y: number) =>
  q.every(([x0, y0], i) => {
    const [x1, y1] = q[(i + 1) % 4];
    return (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) >= 0;
  });

/**
 * A photo of a card on a table: a grained table (a fixed pattern, not random, so the test reads
 * the same every time), the card's quadrilateral in `paper`, rows of dark "text" inside it and,
 * when given, a band across the card's bottom fifth in `band`, and rectangles of other things on
 * the table (`beside`: left, top, right, bottom, colour; a later one over an earlier one).
 */
function photo(
  width: number,
  height: number,
  q: Quad,
  {
    table = [110, 92, 74] as Colour,
    paper = [250, 249, 244] as Colour,
    band,
    beside,
  }: { table?: Colour; paper?: Colour; band?: Colour; beside?: [number, number, number, number, Colour][] } = {},
): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  const [tl, , br] = q;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      let colour: Colour = table.map(
        (c) => c + 7 * Math.sin(x / 3 + Math.sin(y / 20)) + ((x * 7 + y * 13) % 11) - 5,
      ) as Colour;
      for (const [left, top, right, bottom, thing] of beside ?? [])
        if (x >= left && y >= top && x < right && y < bottom) colour = thing;
      if (inside(q, x, y)) {
        const v = (y - tl[1]) / (br[1] - tl[1]);
        const row = v > 0.2 && v < 0.7 && Math.floor(v * 40) % 4 === 0 && x % 30 < 22;
        colour = band && v > 0.8 ? band : row ? [30, 30, 30] : paper;
      }
      data.set([...colour, 255], i);
    }
  }
  return { data, width, height };
}

const near = (a: Point, b: Point, within: number) => Math.hypot(a[0] - b[0], a[1] - b[1]) <= within;

describe('finding the card in a photo', () => {
  const slanted: Quad = [
    [115, 85],
    [505, 60],
    [530, 320],
    [95, 300],
  ];

  it('finds the corners of a card turned and shot at a slant, and flattens it to its own shape', () => {
    const picture = photo(640, 400, slanted);
    const found = findCard(picture);
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => expect(near(corner, slanted[i], 12)).toBe(true));
    const { width, height } = cardSize(found!);
    const flat = straighten(picture, found!, Math.round(width), Math.round(height));
    // Inside, only paper and text: none of the table is left along the edges.
    const tableLike = (x: number, y: number) =>
      flat.data[(y * flat.width + x) * 4] < 160 && flat.data[(y * flat.width + x) * 4 + 2] < 120;
    for (const [x, y] of [
      [3, 3],
      [flat.width - 4, 3],
      [flat.width - 4, flat.height - 4],
      [3, flat.height - 4],
      [flat.width >> 1, 3],
    ])
      expect(tableLike(x, y)).toBe(false);
  });

  it("finds a card turned far about its upright axis, foreshortened under a card's shape, but not a square of the same slant", () => {
    // Its far side 70 % of its near one; its corners' width over height 1.29, under the 1.3 a card flat to the camera keeps.
    const turned: Quad = [
      [150, 70],
      [430, 110],
      [430, 290],
      [150, 330],
    ];
    const found = findCard(photo(640, 400, turned));
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => expect(near(corner, turned[i], 12)).toBe(true));
    const square: Quad = [
      [200, 70],
      [440, 110],
      [440, 290],
      [200, 330],
    ];
    expect(findCard(photo(640, 400, square))).toBeNull();
  });

  it('scales a card small in the frame up to its reading size', () => {
    const small: Quad = [
      [210, 150],
      [430, 145],
      [432, 280],
      [212, 285],
    ];
    const flat = cardOf(photo(640, 400, small));
    expect(flat.width).toBe(1600);
    expect(flat.height).toBeGreaterThan(900);
    expect(flat.height).toBeLessThan(1060);
  });

  it("finds a card held at arm's length (6 % of the photo), not a scrap under 5 %", () => {
    const far: Quad = [
      [300, 200],
      [482, 196],
      [484, 302],
      [302, 306],
    ];
    const found = findCard(photo(640, 480, far));
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => expect(near(corner, far[i], 8)).toBe(true));
    const scrap: Quad = [
      [300, 200],
      [410, 200],
      [410, 266],
      [300, 266],
    ];
    expect(findCard(photo(640, 480, scrap))).toBeNull();
  });

  it('finds a card with a dark band at its foot whole, and a card on paper its own colour not at all', () => {
    const found = findCard(photo(640, 400, slanted, { band: [40, 70, 120] }));
    expect(found).not.toBeNull();
    expect(near(found![2], slanted[2], 12)).toBe(true);
    expect(findCard(photo(640, 400, slanted, { table: [250, 249, 244] }))).toBeNull();
  });

  it('finds a cream card on a pale table, its edge a fainter change than a find first looks for', () => {
    const found = findCard(photo(640, 400, slanted, { table: [232, 231, 228] }));
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => expect(near(corner, slanted[i], 12)).toBe(true));
  });

  it("finds a dark card on grey paper whose edge the paper's grain breaks here and there, and not where it is too faint", () => {
    const found = findCard(photo(640, 400, slanted, { table: [110, 110, 110], paper: [64, 100, 74] }));
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => expect(near(corner, slanted[i], 12)).toBe(true));
    expect(findCard(photo(640, 400, slanted, { table: [110, 110, 110], paper: [70, 100, 80] }))).toBeNull();
  });

  it('finds a card with a phone laid against its side without the phone, and one touching a sheet of paper at a corner', () => {
    const card: Quad = [
      [210, 110],
      [520, 100],
      [526, 290],
      [214, 300],
    ];
    // A dark phone whose edge runs along the card's left side: without cutting along edges, the two were one region.
    const phone = findCard(photo(640, 400, card, { beside: [[60, 200, 214, 390, [20, 20, 24]]] }));
    expect(phone).not.toBeNull();
    phone!.forEach((corner, i) => expect(near(corner, card[i], 12)).toBe(true));
    const sheet = findCard(photo(640, 400, card, { beside: [[520, 10, 630, 104, [236, 236, 232]]] }));
    expect(sheet).not.toBeNull();
    sheet!.forEach((corner, i) => expect(near(corner, card[i], 12)).toBe(true));
  });

  it('finds a card turned on a clipboard without the clip and the paper under it, which the board parts from the card', () => {
    const card: Quad = [
      [178, 94],
      [534, 150],
      [510, 354],
      [146, 310],
    ];
    // Joined, the clip's two upper corners lay further out along the diagonals than the turned card's and took its place.
    const paper: [number, number, number, number, Colour] = [188, 24, 438, 80, [236, 236, 232]];
    const clip: [number, number, number, number, Colour] = [238, 2, 388, 66, [170, 176, 190]];
    const found = findCard(photo(640, 480, card, { beside: [paper, clip] }));
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => expect(near(corner, card[i], 12)).toBe(true));
  });

  it("finds a card small in a photo forwarded as a chat app's screenshot (black bands, the app's bars), or that photo", () => {
    // The photo (600 × 450, its card 3 % of the whole frame) across a 600 × 1266 screenshot, from row 400.
    const card: Quad = [
      [200, 170],
      [390, 165],
      [392, 280],
      [202, 285],
    ];
    const screenshot = (shown: Rgba): Rgba => {
      const data = new Uint8ClampedArray(600 * 1266 * 4);
      for (let i = 0; i < data.length; i += 4) data.set([0, 0, 0, 255], i);
      for (let y = 0; y < 80; y += 1)
        for (let x = 0; x < 600; x += 1)
          data.set(y % 20 < 8 && x % 40 < 24 ? [240, 240, 240, 255] : [7, 94, 84, 255], (y * 600 + x) * 4);
      for (let y = 1170; y < 1266; y += 1)
        for (let x = 0; x < 600; x += 1)
          data.set(
            x > 20 && x < 490 && y > 1190 && y < 1240 ? [42, 42, 44, 255] : [17, 17, 17, 255],
            (y * 600 + x) * 4,
          );
      data.set(shown.data, 400 * 600 * 4);
      return { data, width: 600, height: 1266 };
    };
    const found = findCard(screenshot(photo(600, 450, card)));
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => expect(near(corner, [card[i][0], card[i][1] + 400], 10)).toBe(true));
    // A card that does not stand out from its table there: the shown photo is read, not the tall frame.
    const hidden = findCard(screenshot(photo(600, 450, card, { paper: [110, 92, 74] })));
    const photoRows: Quad = [
      [0, 400],
      [600, 400],
      [600, 850],
      [0, 850],
    ];
    hidden!.forEach((corner, i) => expect(near(corner, photoRows[i], 4)).toBe(true));
    expect(findCard(photo(600, 450, card, { paper: [110, 92, 74] }))).toBeNull();
  });

  it('leaves a card that fills the frame, or runs off it, as it is', () => {
    const filling: Quad = [
      [5, 4],
      [635, 4],
      [635, 396],
      [5, 396],
    ];
    expect(findCard(photo(640, 400, filling))).toBeNull();
    const offEdge: Quad = [
      [-50, 50],
      [450, 50],
      [450, 350],
      [-50, 350],
    ];
    const picture = photo(640, 400, offEdge);
    expect(findCard(picture)).toBeNull();
    // Read whole at its reading size: its left edge is still the card running off the frame (paper), not cut away.
    const whole = cardOf(picture);
    expect([whole.width, whole.height]).toEqual([1600, 1000]);
    expect(whole.data[(400 * 1600 + 20) * 4]).toBeGreaterThan(200);
    expect(whole.data[(400 * 1600 + 20) * 4 + 2]).toBeGreaterThan(200);
  });
});
