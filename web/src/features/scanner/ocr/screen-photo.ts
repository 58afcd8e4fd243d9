import type { Point, Quad } from './card';
import { median } from './median';
import { floodFromBorder, regions } from './flood';
import { cardSize, onQuad, straighten } from './perspective';
import type { Rgba } from './picture';
import { quadArea, scaledQuad, withinQuad } from './quad';

/**
 * A card's photo shown on a laptop's or a phone's display and photographed again (a card sent by a
 * colleague, a slide): the display is a bright window in a dark frame — its bezel on a desk — and
 * the card lies inside the photo it shows, on that photo's own table. The first find floods the
 * desk and the bezel and stops at the display's edge, so it takes the display for the card (a
 * photo's 4:3 is card-shaped enough) or, the display's scene cut by its shadows and moiré into
 * pieces, a piece of it; the card's own edge is one level further in.
 */

/** A pixel of the small copy this dark (of 255) is frame: a bezel is near black, a desk under a room's light 20–55. */
const FRAME_DARK = 60;
/** The frame runs all round the picture: this share of its border pixels dark, where a photo of a card on a table shows the table. */
const FRAME_ROUND = 0.9;
/** The display fills at least this share of the picture (someone photographing a screen fills the frame with it); a card on a dark table covers less. */
const MIN_DISPLAY = 0.4;
/** And fills its quadrilateral this fully: a display is a sharp rectangle; the glare lifting a patch of bezel bulges it a little. */
const DISPLAY_FILL = 0.93;
/**
 * A display's red, green and blue subpixels leave colour that changes from one photo pixel to the
 * next: on a photographed screen most pixels of the window differ in red against blue from their
 * neighbours' mean (the second difference, across and down, 1 level or more), while a card's photo
 * — its colour saved at half resolution by the JPEG and smoothed back — shows it on fewer: on
 * the bench, screens 80–97 % of the window, the large cards on dark tables of sets 2–18 that make
 * such a window 0–40 % (a photo's grain, per channel, reaches 50–70 %: no test without the frame).
 */
const SUBPIXEL_SHARE = 0.6;
/** The window's middle this share of it is measured for subpixels, clear of its edge and the bezel. */
const MEASURED = 0.8;
/** Each side's line is fitted to its middle this share, clear of the rounded corners. */
const SIDE_MIDDLE = 0.8;
/** The display is looked into this far inside its fitted edge, so its border lies on the shown photo, not on the bezel. */
const INSET = 0.96;
/** How far the flattened display is smoothed before the find (a share of its long side): the find's copy is 320 px long. */
const DESCREEN = 1 / 160;
/** The display is flattened with its long side at most this long (source pixels): the card is looked for on a 320 px copy of it anyway. */
const FLAT_SIDE = 1600;

/**
 * The display's corners on a small copy's brightness (`width` × `height`, clockwise from its
 * top-left, in that copy's pixels), or null when the picture is no photo of a screen: what a flood
 * from the border through dark pixels does not reach, when the border is dark all round and that
 * window is large and straight-edged.
 */
export function displayQuad(light: Float32Array, width: number, height: number): Quad | null {
  const border = borderPixels(width, height);
  if (border.filter((p) => light[p] <= FRAME_DARK).length < FRAME_ROUND * border.length) return null;
  const dark = (p: number) => light[p] <= FRAME_DARK;
  const window = regions(floodFromBorder(width, height, dark, dark), width, height).reduce<Int32Array>(
    (a, b) => (b.length > a.length ? b : a),
    new Int32Array(0),
  );
  if (window.length < MIN_DISPLAY * width * height) return null;
  const quad = fittedQuad(window, width, height);
  if (!quad) return null;
  const inside = window.filter((p) => withinQuad(quad, (p % width) + 0.5, Math.floor(p / width) + 0.5, 1)).length;
  return inside >= DISPLAY_FILL * quadArea(quad) && inside >= DISPLAY_FILL * window.length ? quad : null;
}

/**
 * Whether the window `display` (on a copy `scale` times smaller) of the picture shows a display's
 * subpixels: colour changing pixel to pixel over most of it (SUBPIXEL_SHARE). Measured on the
 * picture's own pixels, every other one of its middle; a large card on a dark table makes the
 * same dark-framed window and fails here.
 */
export function showsSubpixels({ data, width }: Rgba, display: Quad, scale: number): boolean {
  const window = scaledQuad(display, MEASURED).map(([x, y]) => [x * scale, y * scale]) as Quad;
  const xs = window.map(([x]) => x);
  const ys = window.map(([, y]) => y);
  const chroma = (x: number, y: number) => data[(y * width + x) * 4] - data[(y * width + x) * 4 + 2];
  let [seen, changing] = [0, 0];
  for (let y = Math.ceil(Math.min(...ys)) + 1; y < Math.max(...ys) - 1; y += 2)
    for (let x = Math.ceil(Math.min(...xs)) + 1; x < Math.max(...xs) - 1; x += 2) {
      if (!withinQuad(window, x, y)) continue;
      const c = 2 * chroma(x, y);
      const change =
        Math.abs(chroma(x - 1, y) + chroma(x + 1, y) - c) + Math.abs(chroma(x, y - 1) + chroma(x, y + 1) - c);
      seen += 1;
      if (change >= 1) changing += 1;
    }
  return seen > 0 && changing >= SUBPIXEL_SHARE * seen;
}

/**
 * The card inside a photographed display, in the picture's pixels: the display (`display`, on a
 * copy `scale` times smaller) flattened, descreened and looked into by `find` as a photo of its
 * own, its answer carried back through the same perspective; null when it sees none there (a
 * white card on a white page — or no screen at all: a large card on a dark table is such a
 * window too, and holds no card).
 */
export function cardOnDisplay(
  picture: Rgba,
  display: Quad,
  scale: number,
  find: (photo: Rgba) => Quad | null,
): Quad | null {
  const shown = scaledQuad(display, INSET).map(([x, y]) => [x * scale, y * scale]) as Quad;
  const size = cardSize(shown);
  const shrink = Math.min(1, FLAT_SIDE / Math.max(size.width, size.height));
  const [width, height] = [Math.round(size.width * shrink), Math.round(size.height * shrink)];
  const card = find(descreened(straighten(picture, shown, width, height)));
  return card && (card.map(([x, y]) => onQuad(shown, x / width, y / height)) as Quad);
}

/**
 * The picture in grey and smoothed: a display's red, green and blue subpixel stripes and the dark
 * gaps between its rows, photographed, alias into bands of colour and thin dark arcs (moiré)
 * curving across the shown photo every few pixels of the find's copy, which its edges would take
 * for a card's edge and cut the card along. Grey drops the colour bands; a box blur twice over
 * DESCREEN of the long side (two pixels of that copy) flattens the arcs, and the card's own edge,
 * a step, stays one.
 */
function descreened({ data, width, height }: Rgba): Rgba {
  const grey = new Float32Array(width * height);
  for (let p = 0; p < grey.length; p += 1)
    grey[p] = 0.299 * data[p * 4] + 0.587 * data[p * 4 + 1] + 0.114 * data[p * 4 + 2];
  const radius = Math.max(1, Math.round(DESCREEN * Math.max(width, height)));
  for (let pass = 0; pass < 2; pass += 1) {
    boxBlur(grey, width, height, radius, 1, width);
    boxBlur(grey, height, width, radius, width, 1);
  }
  const out = new Uint8ClampedArray(data.length);
  for (let p = 0; p < grey.length; p += 1) {
    out[p * 4] = out[p * 4 + 1] = out[p * 4 + 2] = grey[p];
    out[p * 4 + 3] = 255;
  }
  return { data: out, width, height };
}

/** Each of `lines` runs of `length` values (`step` apart, runs `stride` apart) replaced by its mean over ±radius, clamped at the ends. */
function boxBlur(
  values: Float32Array,
  length: number,
  lines: number,
  radius: number,
  step: number,
  stride: number,
): void {
  const run = new Float32Array(length);
  for (let line = 0; line < lines; line += 1) {
    const base = line * stride;
    for (let i = 0; i < length; i += 1) run[i] = values[base + i * step];
    let sum = 0;
    for (let i = -radius; i <= radius; i += 1) sum += run[Math.min(length - 1, Math.max(0, i))];
    for (let i = 0; i < length; i += 1) {
      values[base + i * step] = sum / (2 * radius + 1);
      sum += run[Math.min(length - 1, i + radius + 1)] - run[Math.max(0, i - radius)];
    }
  }
}

function borderPixels(w: number, h: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < w; x += 1) out.push(x, (h - 1) * w + x);
  for (let y = 1; y < h - 1; y += 1) out.push(y * w, y * w + w - 1);
  return out;
}

/**
 * The region's four straight sides where they meet: each from the region's outermost pixel per
 * row (left and right) or per column (top and bottom) along the middle of its span, by the median
 * of the slopes between them (Theil–Sen), so the bulge a patch of lit bezel makes does not tilt it.
 */
function fittedQuad(region: Int32Array, w: number, h: number): Quad | null {
  const [left, right, top, bottom] = [
    new Array(h).fill(w),
    new Array(h).fill(-1),
    new Array(w).fill(h),
    new Array(w).fill(-1),
  ];
  for (const p of region) {
    const [x, y] = [p % w, Math.floor(p / w)];
    left[y] = Math.min(left[y], x);
    right[y] = Math.max(right[y], x + 1);
    top[x] = Math.min(top[x], y);
    bottom[x] = Math.max(bottom[x], y + 1);
  }
  // A row (column) the region does not reach gives no point.
  const points = (edge: number[], far: number[]) => edge.flatMap((v, t) => (far[t] < 0 ? [] : [[t + 0.5, v] as Point]));
  const sides = [points(top, bottom), points(right, right), points(bottom, bottom), points(left, right)].map(
    robustLine,
  );
  if (sides.some((s) => !s)) return null;
  const [t, r, b, l] = sides as [Line, Line, Line, Line];
  // Top and bottom give y by x; left and right give x by y.
  const corner = (across: Line, down: Line): Point => {
    const y = (across.slope * down.at + across.at) / (1 - across.slope * down.slope);
    return [down.slope * y + down.at, y];
  };
  return [corner(t, l), corner(t, r), corner(b, r), corner(b, l)];
}

/** A line v = slope · t + at. */
interface Line {
  slope: number;
  at: number;
}

/** The Theil–Sen line through the middle SIDE_MIDDLE of the points (t, v), t ascending; null for too few. */
function robustLine(points: Point[]): Line | null {
  const cut = Math.floor((points.length * (1 - SIDE_MIDDLE)) / 2);
  const middle = points.slice(cut, points.length - cut);
  if (middle.length < 8) return null;
  const step = Math.max(1, Math.floor(middle.length / 60));
  const sample = middle.filter((_, k) => k % step === 0);
  const slopes: number[] = [];
  for (let i = 0; i < sample.length; i += 1)
    for (let j = i + 1; j < sample.length; j += 1)
      slopes.push((sample[j][1] - sample[i][1]) / (sample[j][0] - sample[i][0]));
  const slope = median(slopes);
  return { slope, at: median(middle.map(([t, v]) => v - slope * t)) };
}
