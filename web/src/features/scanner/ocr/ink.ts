import { bilinear, paperOf } from './paper';
import type { Grey, Rgba } from './picture';

/**
 * Turns a colour picture into dark ink on white paper, whatever the card's colours and light:
 * each pixel is measured against the paper *around it* (the background of its neighbourhood),
 * not against one threshold for the whole picture. So a lamp from one side (the paper greys out
 * across the card), yellow or mustard paper (its darkest channel is as dark as the ink), light
 * text on a coloured band and coloured ink on coloured paper all come out as dark text on white.
 * Ink darker than its paper is measured against the paper's brightness, lighter ink against the
 * room left above it, so dim paper and dark paper both keep their text. Differences up to `grain`
 * are left white (GRAIN for the first reading, SOFT_GRAIN for the second: second-pass.ts).
 */
export function inkOnPaper(picture: Rgba, grain = GRAIN): Grey {
  const { data, width, height } = picture;
  const paper = paperOf(picture);
  const row = new Float64Array(width * 3);
  const out = new Uint8Array(width * height);
  const lighter = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    paper.row(y, row);
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const i = p * 4;
      const br = row[x * 3];
      const bg = row[x * 3 + 1];
      const bb = row[x * 3 + 2];
      const dr = data[i] - br;
      const dg = data[i + 1] - bg;
      const db = data[i + 2] - bb;
      const dl = (dr * 77 + dg * 150 + db * 29) / 256;
      const light = (br * 77 + bg * 150 + bb * 29) / 256;
      // Small differences are the paper's grain, JPEG noise and the glow around letters, not ink.
      const difference = Math.max(0, Math.max(Math.abs(dr), Math.abs(dg), Math.abs(db), Math.abs(dl)) - grain);
      const room = dl < 0 ? Math.max(light, 24) : Math.max(255 - light, 24);
      if (dl >= 0) lighter[p] = 1;
      out[p] = 255 - Math.min(255, Math.round((CONTRAST * 255 * difference) / room));
    }
  }
  return darkened(out, lighter, width, height);
}

/**
 * The ink made as dark as a sharp print's, region by region: a blurred or JPEG-smeared card, or
 * thin light type, leaves strokes that differ from the paper by little, so its ink comes out grey
 * (and the engine reads grey strokes as noise) while a bold name beside it is black. In blocks
 * about 1/12 of the picture wide, the level the block's darkest inked pixels reach is stretched
 * to near black (by at most MAX_GAIN), the gain bilinear between blocks; a block whose ink is black
 * already is left as it is. Measured on set 6's blurred, low-resolution and kraft cards, where a
 * whole-picture stretch changed nothing (the bold name sets its level). A block whose ink is
 * mostly lighter than its paper (light type on dark paper) is left as measured: stretched, its
 * type read worse (set 6's dark paper: 37 of 48 fields right stretched, 43 left).
 */
function darkened(out: Uint8Array, lighter: Uint8Array, width: number, height: number): Grey {
  const size = Math.max(24, Math.round(Math.max(width, height) / 12));
  const cols = Math.ceil(width / size);
  const rows = Math.ceil(height / size);
  const gains = new Float32Array(cols * rows).fill(1);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < cols; bx += 1) {
      histogram.fill(0);
      let inked = 0;
      let light = 0;
      for (let y = by * size; y < Math.min(height, (by + 1) * size); y += 1) {
        for (let x = bx * size; x < Math.min(width, (bx + 1) * size); x += 1) {
          const dark = 255 - out[y * width + x];
          if (dark >= INKED) {
            histogram[dark] += 1;
            inked += 1;
            light += lighter[y * width + x];
          }
        }
      }
      if (inked >= size * 2 && light * 2 > inked) continue;
      if (inked < size * 2) {
        gains[by * cols + bx] = Number.NaN;
        continue;
      }
      let seen = 0;
      let level = 255;
      while (level > INKED && seen + histogram[level] < inked * 0.1) seen += histogram[level--];
      gains[by * cols + bx] = Math.min(MAX_GAIN, Math.max(1, 235 / level));
    }
  }
  // A block with too little ink to measure takes the largest gain around it, so the gain does not
  // fade towards the paper at the edge of a block of grey type.
  const measured = Float32Array.from(gains);
  for (let k = 0; k < gains.length; k += 1) {
    if (!Number.isNaN(measured[k])) continue;
    let near = 1;
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1) {
        const [x, y] = [(k % cols) + dx, Math.floor(k / cols) + dy];
        const g = x >= 0 && y >= 0 && x < cols && y < rows ? measured[y * cols + x] : Number.NaN;
        if (g > near) near = g;
      }
    gains[k] = near;
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (out[p] !== 255)
        out[p] = 255 - Math.min(255, Math.round((255 - out[p]) * bilinear(gains, cols, rows, size, 1, x, y, 0)));
    }
  }
  return { data: out, width, height };
}

/** Darkness from which a pixel counts as ink when the ink's own darkness is measured. */
const INKED = 40;
/** The most the ink is darkened by (a stroke at a quarter of black becomes black). */
const MAX_GAIN = 4;

/** How strongly a difference from the paper becomes ink: half the room between paper and black (or white) is already black. */
const CONTRAST = 1.3;
/** Differences from the paper up to this (of 255) are left white. */
const GRAIN = 24;
/**
 * The grain allowance of the second reading of weak lines: a blurred or JPEG-smeared letter's
 * thin strokes and edges differ from the paper by little more than GRAIN, so the first ink loses
 * them; this one keeps them (and more noise, which is why it is not the first reading).
 */
export const SOFT_GRAIN = 8;
