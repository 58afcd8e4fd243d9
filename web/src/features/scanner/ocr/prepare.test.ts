import { describe, expect, it } from 'vitest';
import { FLAT_TILT, textAngle } from './deskew';
import { inkOnPaper } from './ink';
import { brightnessOf, rotate, type Grey, type Rgba } from './picture';
import {
  cardOf,
  isBlank,
  MAX_SIDE,
  MIN_SIDE,
  preparePicture,
  readingSize,
  SMALL_PHOTO_WEAK_LINE,
  SOURCE_MAX_SIDE,
  sourceSize,
  SQUEEZED_JPEG,
} from './prepare';

/** A picture of `width` × `height` in one colour, with `marks` (x, y, w, h, colour) painted on it. */
function paint(
  width: number,
  height: number,
  paper: [number, number, number],
  marks: [number, number, number, number, [number, number, number]][] = [],
): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) [data[i], data[i + 1], data[i + 2], data[i + 3]] = [...paper, 255];
  for (const [x0, y0, w, h, colour] of marks) {
    for (let y = y0; y < y0 + h; y += 1)
      for (let x = x0; x < x0 + w; x += 1) data.set([...colour, 255], (y * width + x) * 4);
  }
  return { data, width, height };
}

const at = (grey: Grey, x: number, y: number) => grey.data[y * grey.width + x];

/** "Text": rows of short dashes, as lines of words are to a projection profile. */
function textRows(width: number, height: number): Grey {
  const data = new Uint8Array(width * height).fill(255);
  for (let row = 60; row < height - 60; row += 40) {
    for (let x = 60; x < width - 60; x += 30)
      for (let y = row; y < row + 12; y += 1) for (let dx = 0; dx < 22; dx += 1) data[y * width + x + dx] = 0;
  }
  return { data, width, height };
}

/**
 * Rows of dashes turned `tilt`° on a paper card 700 × 400: on a table around it (found and
 * flattened) or filling the picture (read as it is).
 */
function turnedRows(tilt: number, onTable: boolean): Rgba {
  const [width, height] = [1000, 700];
  const data = new Uint8ClampedArray(width * height * 4);
  const [sin, cos] = [Math.sin((tilt * Math.PI) / 180), Math.cos((tilt * Math.PI) / 180)];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const onCard = !onTable || (x >= 150 && x < 850 && y >= 150 && y < 550);
      const [u, v] = [(x - 500) * cos - (y - 350) * sin, (x - 500) * sin + (y - 350) * cos];
      const dash = Math.abs(u) < 250 && Math.abs(v) < 120 && (v + 200) % 40 < 12 && (u + 300) % 30 < 22;
      const colour = !onCard ? [110, 92, 74] : dash ? [30, 30, 30] : [250, 249, 244];
      data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

describe('picture preparation', () => {
  it('scales a 50-megapixel photo down and a 600 px one up, keeping the shape', () => {
    expect(readingSize(8660, 5774)).toEqual({ width: MAX_SIDE, height: 1333 });
    expect(readingSize(600, 343)).toEqual({ width: MIN_SIDE, height: 915 });
    expect(readingSize(1800, 1000)).toEqual({ width: 1800, height: 1000 });
  });

  it('decodes a 50-megapixel photo no larger than the source size, a 2400 px one at its own size and a small one at the reading size', () => {
    expect(sourceSize(8660, 5774)).toEqual({ width: SOURCE_MAX_SIDE, height: 2134 });
    expect(sourceSize(4000, 3000)).toEqual({ width: SOURCE_MAX_SIDE, height: 2400 });
    expect(sourceSize(600, 343)).toEqual({ width: MIN_SIDE, height: 915 });
    expect(sourceSize(2400, 1350)).toEqual({ width: 2400, height: 1350 });
  });

  it('knows a black or blank picture from a card', () => {
    expect(isBlank(paint(200, 100, [0, 0, 0]))).toBe(true);
    expect(isBlank(paint(200, 100, [250, 248, 240]))).toBe(true);
    expect(isBlank(paint(200, 100, [250, 248, 240], [[20, 20, 120, 10, [30, 30, 30]]]))).toBe(false);
  });

  it('finds the angle of tilted text lines within half a degree, up to 10°', () => {
    const level = textRows(700, 420);
    for (const tilt of [-9, -4, 0, 3, 7])
      expect(Math.abs(textAngle(rotate(level, tilt, 255)) - tilt)).toBeLessThanOrEqual(0.5);
  });

  it('levels the text of a picture read as it is up to 10°, and of a flattened card within FLAT_TILT only', () => {
    const levelled = (tilt: number, onTable: boolean) =>
      textAngle(brightnessOf(preparePicture(turnedRows(tilt, onTable)).picture));
    expect(Math.abs(levelled(7, false))).toBeLessThanOrEqual(0.5);
    expect(Math.abs(levelled(2, true))).toBeLessThanOrEqual(0.5);
    // Lines 7° askew on a card whose edges are level are printed so (a stamp), not the card's text leaning: turned FLAT_TILT at most.
    expect(FLAT_TILT).toBeLessThan(7);
    expect(levelled(7, true)).toBeGreaterThanOrEqual(7 - FLAT_TILT - 1);
  });

  it('turns dark ink on yellow paper, light text on a coloured band and ink under a lamp into dark on white', () => {
    const yellow = inkOnPaper(paint(400, 200, [242, 207, 58], [[100, 90, 200, 8, [42, 36, 22]]]));
    expect(at(yellow, 20, 20)).toBeGreaterThan(200);
    expect(at(yellow, 200, 94)).toBeLessThan(80);

    const band = inkOnPaper(
      paint(
        400,
        300,
        [255, 255, 255],
        [
          [0, 200, 400, 100, [0, 119, 182]],
          [100, 250, 200, 8, [255, 255, 255]],
        ],
      ),
    );
    expect(at(band, 20, 280)).toBeGreaterThan(200); // the band itself is paper
    expect(at(band, 200, 254)).toBeLessThan(80); // its white text is ink

    // A lamp from the left: the right of the card is a third as bright, the text there too.
    const lit = paint(600, 200, [255, 255, 255], [[60, 90, 480, 8, [30, 30, 30]]]);
    for (let y = 0; y < 200; y += 1) {
      for (let x = 0; x < 600; x += 1)
        for (let c = 0; c < 3; c += 1) lit.data[(y * 600 + x) * 4 + c] *= 1 - (0.66 * x) / 600;
    }
    const even = inkOnPaper(lit);
    expect(at(even, 580, 20)).toBeGreaterThan(200);
    expect(at(even, 520, 94)).toBeLessThan(80);
  });

  it('darkens grey ink where the card has only grey ink, and leaves black ink and bare paper as they are', () => {
    // A bold black name at the top left, and far from it lines of thin grey type (a blurred print).
    const card = paint(
      1200,
      800,
      [250, 250, 250],
      [
        [60, 60, 500, 40, [20, 20, 20]],
        ...Array.from({ length: 5 }, (_, i): [number, number, number, number, [number, number, number]] => [
          700,
          500 + i * 40,
          400,
          4,
          [170, 170, 170],
        ]),
      ],
    );
    const ink = inkOnPaper(card);
    expect(at(ink, 300, 80)).toBeLessThan(20); // the name: black
    expect(at(ink, 900, 502)).toBeLessThan(40); // the grey type: as dark as the name now
    expect(at(ink, 300, 600)).toBe(255); // bare paper stays white
    expect(at(ink, 900, 520)).toBe(255); // between the grey lines too
  });

  it('keeps a strip of tape narrower than two blocks as paper, its light text as ink, and a bold name solid', () => {
    type Mark = [number, number, number, number, [number, number, number]];
    // A brown strip 60 px tall (1.5 of the ink step's blocks) across a 1600 px card, with white
    // letters in it; under it a heavy name whose strokes cover 60 % of its line.
    const letters = Array.from({ length: 30 }, (_, i): Mark => [150 + i * 40, 115, 6, 30, [240, 240, 240]]);
    const name = Array.from({ length: 12 }, (_, i): Mark => [150 + i * 40, 400, 24, 70, [25, 25, 25]]);
    const ink = inkOnPaper(
      paint(1600, 900, [225, 225, 230], [[100, 100, 1400, 60, [120, 80, 40]], ...letters, ...name]),
    );
    // The tape between its letters: paper, not a black bar (a rule a few pixels thick is left along its edges).
    for (const y of [120, 130, 140]) expect(at(ink, 170, y)).toBe(255);
    expect(at(ink, 152, 130)).toBeLessThan(60); // its letters: ink
    expect(at(ink, 800, 170)).toBe(255); // the card just under and over the tape: no halo
    expect(at(ink, 800, 90)).toBe(255);
    for (let i = 0; i < 12; i += 1) expect(at(ink, 162 + i * 40, 435)).toBeLessThan(40); // the name's strokes stay black
  });

  it('follows a hard shadow across a line of text: no ink along its edge, the text in the shade as dark as in the sun', () => {
    type Mark = [number, number, number, number, [number, number, number]];
    // Words along a line across a card; a leaf's shadow covers its right half, its edge soft over
    // 6 px, the shade a third of the sun and bluer (the sky lights it), as set 19's outdoor photos.
    const words = Array.from({ length: 36 }, (_, i): Mark => [60 + i * 30, 280, 14, 22, [30, 30, 30]]);
    const card = paint(1200, 600, [235, 232, 225], words);
    for (let y = 0; y < 600; y += 1) {
      for (let x = 0; x < 1200; x += 1) {
        const sun = Math.min(1, Math.max(0, (600 - x) / 6 + 0.5));
        const cast = [0.33, 0.36, 0.46];
        for (let c = 0; c < 3; c += 1) card.data[(y * 1200 + x) * 4 + c] *= sun + (1 - sun) * cast[c];
      }
    }
    const ink = inkOnPaper(card);
    for (let x = 590; x <= 612; x += 2) expect(at(ink, x, 150)).toBeGreaterThan(200); // the edge leaves no line
    for (let x = 590; x <= 612; x += 2) expect(at(ink, x, 450)).toBeGreaterThan(200);
    expect(at(ink, 67, 291)).toBeLessThan(60); // a letter in the sun: ink
    expect(at(ink, 637, 291)).toBeLessThan(60); // one just inside the shade: ink too
    expect(at(ink, 1087, 291)).toBeLessThan(60); // and one deep in it
    expect(at(ink, 82, 291)).toBe(255); // between letters: paper, in the sun and the shade
    expect(at(ink, 652, 291)).toBe(255);
  });

  it('leaves ink lighter than its paper as it is measured: light type on dark paper is not darkened', () => {
    const lines = Array.from({ length: 5 }, (_, i): [number, number, number, number, [number, number, number]] => [
      700,
      500 + i * 40,
      400,
      4,
      [110, 110, 110],
    ]);
    const ink = inkOnPaper(paint(1200, 800, [40, 40, 40], lines));
    // Grey, as far from its paper as it is (255 − 1.3 × 255 × (70 − 24) / 215 ≈ 184), not stretched to black.
    expect(at(ink, 900, 502)).toBeGreaterThan(150);
    expect(at(ink, 900, 502)).toBeLessThan(220);
    expect(at(ink, 300, 600)).toBe(255);
  });

  it('reads weak lines again from the softer ink, or for a photo scaled up twice from its plain brightness, where a stroke keeps its shade', () => {
    // Yellow paper with a level grey bar: no card edge to find, no tilt, so the picture keeps its pixels.
    const photo = paint(1600, 1000, [230, 220, 180], [[200, 500, 800, 24, [120, 120, 120]]]);
    const grey = (picture: Rgba, x: number, y: number) => picture.data[(y * picture.width + x) * 4];
    const soft = preparePicture(photo, 1600 / 1200).again();
    const plain = preparePicture(photo, 1600 / 600).again();
    for (const picture of [soft, plain]) expect([picture.width, picture.height]).toEqual([1600, 1000]);
    // The ink step makes the bar black on white; the plain brightness keeps the bar's and the paper's own shades.
    expect(grey(soft, 600, 512)).toBeLessThan(40);
    expect(grey(soft, 600, 300)).toBe(255);
    expect(grey(plain, 600, 512)).toBe(120);
    expect(grey(plain, 600, 300)).toBe(218);
  });

  it('reads more of a photo scaled up twice again: its lines under SMALL_PHOTO_WEAK_LINE, not only under 55', () => {
    const photo = paint(1600, 1000, [230, 220, 180], [[200, 500, 800, 24, [120, 120, 120]]]);
    expect(preparePicture(photo, 1600 / 600).weakLine).toBe(SMALL_PHOTO_WEAK_LINE);
    expect(SMALL_PHOTO_WEAK_LINE).toBeGreaterThan(55);
    // A photo the decoder scaled up less (or not at all) keeps second-pass.ts's WEAK_LINE.
    expect(preparePicture(photo, 1600 / 1200).weakLine).toBeUndefined();
    expect(preparePicture(photo, 1, 40).weakLine).toBeUndefined();
  });

  it('reads a card cut small from a larger photo the way it reads a small photo: its letters were scaled up as much, by the warp', () => {
    // A 600 px card on a dark table in a 2000 px photo is warped up to 1600 px (2.7×); a 1200 px one only 1.3×.
    const table = (card: [number, number, number, number]) =>
      paint(
        2000,
        1500,
        [40, 34, 30],
        [
          [...card, [235, 235, 230]],
          [card[0] + 60, card[1] + 80, 300, 20, [40, 40, 40]],
        ],
      );
    expect(preparePicture(table([700, 500, 600, 350])).weakLine).toBe(SMALL_PHOTO_WEAK_LINE);
    expect(preparePicture(table([400, 400, 1200, 700])).weakLine).toBeUndefined();
  });

  it("prepares the browser's ImageData, whose pixels and size are getters on its prototype, as it prepares a plain picture", () => {
    // A picture already at its reading size with no card in it: the whole picture is read as it came.
    const plain = paint(1600, 1000, [235, 235, 230], [[200, 300, 600, 24, [30, 30, 30]]]);
    class ImageDataLike {
      readonly #picture: Rgba;
      constructor(picture: Rgba) {
        this.#picture = picture;
      }
      get data() {
        return this.#picture.data;
      }
      get width() {
        return this.#picture.width;
      }
      get height() {
        return this.#picture.height;
      }
    }
    const card = cardOf(new ImageDataLike(plain));
    expect(card).toMatchObject({ width: 1600, height: 1000, scaledUp: 1 });
    expect(card.data).toBe(plain.data);
    expect(preparePicture(new ImageDataLike(plain)).picture.width).toBe(preparePicture(plain).picture.width);
  });

  it("takes a straight shake out of a camera's JPEG, reads its weak lines again from the steadied brightness, and leaves a sharp card as it is", () => {
    // Strokes, upright and across, on pale paper, shaken 14 px along the rows (the mean of their copies along the shake).
    const sharp = paint(1600, 1000, [236, 236, 236]);
    for (let k = 0; k < 1200; k += 1) {
      const [x, y, long] = [60 + ((k * 379) % 1460), 60 + ((k * 211) % 860), 8 + ((k * 7) % 14)];
      for (let dy = 0; dy < (k % 2 ? long : 3); dy += 1)
        for (let dx = 0; dx < (k % 2 ? 3 : long); dx += 1) sharp.data.set([30, 30, 30], ((y + dy) * 1600 + x + dx) * 4);
    }
    const shaken = paint(1600, 1000, [236, 236, 236]);
    for (let i = 0; i < 1600 * 1000; i += 1) {
      const x = i % 1600;
      let sum = 0;
      for (let d = -7; d <= 7; d += 1) sum += sharp.data[(i - x + Math.min(1599, Math.max(0, x + d))) * 4];
      shaken.data.set([sum / 15, sum / 15, sum / 15], i * 4);
    }
    const inkLike = (a: Rgba | Grey, b: Rgba) => {
      const step = a.data.length / (a.width * a.height);
      let same = 0;
      for (let i = 0; i < a.width * a.height; i += 1) if (a.data[i * step] < 128 === b.data[i * 4] < 128) same += 1;
      return same / (a.width * a.height);
    };
    // A camera's file (quality 90) is steadied from the picture alone (shake.test.ts measures how
    // well): its ink is no longer the shaken card's.
    const camera = preparePicture(shaken, 1, 90);
    const still = preparePicture(sharp, 1, 90);
    expect(inkLike(inkOnPaper(cardOf(shaken)), camera.picture)).toBeLessThan(0.99);
    // Its weak lines: the steadied plain brightness (pale paper); the sharp card's the soft ink (white
    // paper), or from a squeezed JPEG (its blocks and smear) the plain brightness too.
    expect(camera.again().data[4 * (1600 * 30 + 30)]).toBeLessThan(250);
    expect(still.again().data[4 * (1600 * 30 + 30)]).toBe(255);
    expect(preparePicture(sharp, 1, SQUEEZED_JPEG).again().data[4 * (1600 * 30 + 30)]).toBeLessThan(250);
  });
});
