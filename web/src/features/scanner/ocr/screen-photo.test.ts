import { describe, expect, it } from 'vitest';
import type { Quad } from './card';
import type { Rgba } from './picture';
import { cardOnDisplay, displayQuad, showsSubpixels } from './screen-photo';

const [width, height] = [320, 240];

/** A small copy's brightness: `at(x, y)` gives each pixel. */
function copy(at: (x: number, y: number) => number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) out[y * width + x] = at(x, y);
  return out;
}

/** A shown photo: a mid-grey table with a fence's shadows across it (darker, still brighter than a bezel), a white card in its middle. */
const shownPhoto = (x: number, y: number) => {
  if (x > 110 && x < 210 && y > 90 && y < 150) return 225;
  return x % 40 < 10 ? 75 : 150;
};

/** A laptop on a desk: the desk (30, grained), the bezel (12) from 20 to 300 across, 15 to 225 down, the display inside it from 30 to 290 and 25 to 215. */
const laptop = (x: number, y: number) => {
  if (x >= 30 && x < 290 && y >= 25 && y < 215) return shownPhoto(x, y);
  if (x >= 20 && x < 300 && y >= 15 && y < 225) return 12;
  return 30 + ((x * 7 + y * 13) % 9) - 4;
};

const near = (quad: Quad | null, corners: Quad, within: number) =>
  quad !== null && quad.every(([x, y], i) => Math.hypot(x - corners[i][0], y - corners[i][1]) <= within);

/** The laptop's display window, clockwise from its top-left. */
const displayCorners: Quad = [
  [30, 25],
  [290, 25],
  [290, 215],
  [30, 215],
];

describe('the display in a photo of a screen', () => {
  it('is the bright window inside the dark bezel and desk, corners where its edges meet', () => {
    const quad = displayQuad(copy(laptop), width, height);
    expect(near(quad, displayCorners, 1.5)).toBe(true);
  });

  it('keeps its straight edges where glare lifts a patch of the bezel into a bulge', () => {
    const glare = (x: number, y: number) => (x > 120 && x < 170 && y >= 15 && y < 25 ? 90 : laptop(x, y));
    const quad = displayQuad(copy(glare), width, height);
    expect(near(quad, displayCorners, 1.5)).toBe(true);
  });

  it('is not found in a photo of a card on a pale table: the border is not dark', () => {
    const onTable = (x: number, y: number) => (x > 80 && x < 240 && y > 70 && y < 170 ? 230 : 150);
    expect(displayQuad(copy(onTable), width, height)).toBeNull();
  });

  it('is not found for a card on a dark table, which covers far less of the photo than a screen', () => {
    const onDark = (x: number, y: number) => (x > 70 && x < 250 && y > 60 && y < 170 ? 230 : 25);
    expect(displayQuad(copy(onDark), width, height)).toBeNull();
  });

  it("is not found when the bright shape is no rectangle (a lamp's pool of light on a dark desk)", () => {
    const pool = (x: number, y: number) => (Math.hypot(x - 160, y - 120) < 110 ? 200 : 25);
    expect(displayQuad(copy(pool), width, height)).toBeNull();
  });
});

/** A picture (RGBA) 4 × the small copy: the display at (120, 100)–(1160, 860), coloured stripes on it. */
function picture(): Rgba {
  const [w, h] = [1280, 960];
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const i = (y * w + x) * 4;
      const on = x >= 120 && x < 1160 && y >= 100 && y < 860;
      data[i] = on ? (x % 3 === 0 ? 250 : 150) : 20;
      data[i + 1] = on ? (x % 3 === 1 ? 250 : 150) : 20;
      data[i + 2] = on ? (x % 3 === 2 ? 250 : 150) : 20;
      data[i + 3] = 255;
    }
  return { data, width: w, height: h };
}

const display: Quad = [
  [30, 25],
  [290, 25],
  [290, 215],
  [30, 215],
];

/** A 1280 × 960 picture of a bright window, grey or with its colour changing pixel to pixel as a display's subpixels make it. */
function window(subpixels: boolean): Rgba {
  const [w, h] = [1280, 960];
  const data = new Uint8ClampedArray(w * h * 4);
  for (let p = 0; p < w * h; p += 1) {
    const tint = subpixels && ((p % w) + Math.floor(p / w)) % 2 === 0 ? 6 : 0;
    data.set([180 + tint, 180, 180 - tint, 255], p * 4);
  }
  return { data, width: w, height: h };
}

describe('a display told from a large card on a dark table', () => {
  it('is a window whose red against blue changes from each pixel to the next over most of it', () => {
    expect(showsSubpixels(window(true), display, 4)).toBe(true);
  });

  it('is not a window of even colour, as a card photographed and saved as a JPEG shows', () => {
    expect(showsSubpixels(window(false), display, 4)).toBe(false);
  });
});

describe('the card on a photographed display', () => {
  it('is what the find sees in the flattened display, carried back into the picture', () => {
    let seen: Rgba | null = null;
    const quad = cardOnDisplay(picture(), display, 4, (flat) => {
      seen = flat;
      const [w, h] = [flat.width, flat.height];
      return [
        [w / 4, h / 4],
        [(3 * w) / 4, h / 4],
        [(3 * w) / 4, (3 * h) / 4],
        [w / 4, (3 * h) / 4],
      ];
    });
    // The display is 1040 × 760 in the picture, looked into 2 % of its size inside each edge; the find answers the middle half.
    expect(
      near(
        quad,
        [
          [390.4, 297.6],
          [889.6, 297.6],
          [889.6, 662.4],
          [390.4, 662.4],
        ],
        1,
      ),
    ).toBe(true);
    expect(seen).not.toBeNull();
  });

  it('is looked for without the subpixels’ colour: the find is given grey, smoothed pixels', () => {
    let flat: Rgba | null = null;
    cardOnDisplay(picture(), display, 4, (shown) => {
      flat = shown;
      return null;
    });
    const { data } = flat as unknown as Rgba;
    const middle = (data.length / 8) & ~3;
    expect(data[middle]).toBe(data[middle + 1]);
    expect(data[middle + 1]).toBe(data[middle + 2]);
    expect(Math.abs(data[middle] - data[middle + 4])).toBeLessThanOrEqual(1);
  });

  it('is none when the find sees no card in it: a large card on a dark table is such a window too', () => {
    expect(cardOnDisplay(picture(), display, 4, () => null)).toBeNull();
  });
});
