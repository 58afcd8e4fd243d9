import { closing, opening, type Rgb } from './morphology';
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
  const background = backgroundOf(picture);
  const out = new Uint8Array(width * height);
  const lighter = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const i = p * 4;
      const [br, bg, bb] = background(x, y);
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
  const gainAt = blockSampler(gains, cols, rows, size, 1);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (out[p] !== 255) out[p] = 255 - Math.min(255, Math.round((255 - out[p]) * gainAt(x, y)));
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

/**
 * The paper's colour at every point: the most common colour of blocks about 1/40 of the picture wide, each block then the median of its 3 × 3 neighbours
 * (a block filled by a bold letter takes its neighbours' paper), bilinear between block centres.
 * Between block centres where the paper steps (edgeCells: a band's edge, a hard shadow's), the
 * paper is the picture's own closing or opening (morphology.ts), which follows the step pixel by
 * pixel. Bilinear, or one side's colour chosen per pixel, a pixel by a shadow's edge (soft over a
 * few pixels, and a tone-mapping halo beside it) was measured against paper it is not on, and
 * came out as a line of ink along every edge, over the text it crosses; a stripe of shade between
 * block centres made its bold letters hollow (set 19, session 21).
 */
function backgroundOf({ data, width, height }: Rgba): (x: number, y: number) => [number, number, number] {
  const size = Math.max(12, Math.round(Math.max(width, height) / 40));
  const cols = Math.ceil(width / size);
  const rows = Math.ceil(height / size);
  const raw = new Float32Array(cols * rows * 3);
  const lum = new Uint32Array(256);
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < cols; bx += 1) {
      lum.fill(0);
      const x1 = Math.min(width, (bx + 1) * size);
      const y1 = Math.min(height, (by + 1) * size);
      for (let y = by * size; y < y1; y += 2) {
        for (let x = bx * size; x < x1; x += 2) {
          const i = (y * width + x) * 4;
          lum[(data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8] += 1;
        }
      }
      // The paper is the block's most common brightness (ink is spread over many shades by its
      // edges, paper sits in a few): the mean colour of the pixels around the histogram's peak.
      const peak = peakOf(lum);
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let y = by * size; y < y1; y += 2) {
        for (let x = bx * size; x < x1; x += 2) {
          const i = (y * width + x) * 4;
          const l = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8;
          if (Math.abs(l - peak) > 12) continue;
          r += data[i];
          g += data[i + 1];
          b += data[i + 2];
          n += 1;
        }
      }
      const k = (by * cols + bx) * 3;
      raw[k] = r / Math.max(1, n);
      raw[k + 1] = g / Math.max(1, n);
      raw[k + 2] = b / Math.max(1, n);
    }
  }
  const median = medianOfNeighbours(raw, cols, rows);
  const colour = blockSampler(median, cols, rows, size, 3);
  const smooth = (x: number, y: number): [number, number, number] => [
    colour(x, y, 0),
    colour(x, y, 1),
    colour(x, y, 2),
  ];
  const edges = edgeCells(raw, median, cols, rows);
  if (!edges) return smooth;
  const cellOf = (x: number, y: number) =>
    Math.min(rows - 2, Math.max(0, Math.floor((y + 0.5) / size - 0.5))) * (cols - 1) +
    Math.min(cols - 2, Math.max(0, Math.floor((x + 0.5) / size - 0.5)));
  const picture = { data, width, height };
  const around = windowMean(picture, size);
  const window = Math.max(7, Math.round(size * MARK_WINDOW));
  const [under, over] = [closing(picture, window), opening(picture, window)];
  const darkMarks = marksOnSteps(under, over, edges, cellOf, around);
  return (x, y) => {
    const cell = cellOf(x, y);
    if (!edges[cell]) return smooth(x, y);
    const o = (y * width + x) * 3;
    const paper = darkMarks[cell] ? under.data : over.data;
    return [paper[o], paper[o + 1], paper[o + 2]];
  };
}

/** The closing's window, as a share of a block: wider than a bold letter's stroke, narrower than most shadows and bands. */
const MARK_WINDOW = 0.6;

/**
 * Per cell on a step, whether its marks are darker than the paper (dark type: its paper is the
 * closing) rather than lighter (light type on a dark band: the opening): whichever lies nearer,
 * over the cell, the side of the step its block-wide window chooses (nearest), which knows the
 * paper's colour but not where the step runs.
 */
function marksOnSteps(
  under: Rgb,
  over: Rgb,
  edges: Float32Array[],
  cellOf: (x: number, y: number) => number,
  around: (x: number, y: number) => [number, number, number],
): Uint8Array {
  const { width, height } = under;
  const closer = new Float64Array(edges.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const cell = cellOf(x, y);
      if (!edges[cell]) continue;
      const side = nearest(edges[cell], around(x, y));
      const p = (y * width + x) * 3;
      closer[cell] += distance(over.data, p, side, 0) - distance(under.data, p, side, 0);
    }
  }
  return Uint8Array.from(closer, (d) => (d >= 0 ? 1 : 0));
}

/**
 * Where the paper's colour steps between block centres (the edge of a band, a strip of tape, a
 * tag), the colours either side, per cell between four block centres; null for a cell with no step
 * (and null altogether when no cell has one). Bilinear between a band's colour and the paper's, a
 * pixel by the edge is measured against a colour neither has, so a strip a block wide on both
 * sides came out as solid ink, over the band's text; and a band under two blocks tall is
 * no block's median at all. So such a cell's candidates are its corners' colours, median and own.
 */
function edgeCells(raw: Float32Array, median: Float32Array, cols: number, rows: number): Float32Array[] | null {
  if (cols < 2 || rows < 2) return null;
  const cells: Float32Array[] = new Array((cols - 1) * (rows - 1));
  let any = false;
  for (let cy = 0; cy < rows - 1; cy += 1) {
    for (let cx = 0; cx < cols - 1; cx += 1) {
      const corners = [cy * cols + cx, cy * cols + cx + 1, (cy + 1) * cols + cx, (cy + 1) * cols + cx + 1];
      const colours = new Float32Array(corners.length * 6);
      corners.forEach((k, i) => {
        colours.set(median.subarray(k * 3, k * 3 + 3), i * 6);
        colours.set((inkLike(raw, median, k) ? median : raw).subarray(k * 3, k * 3 + 3), i * 6 + 3);
      });
      let step = 0;
      for (let a = 0; a < colours.length; a += 3)
        for (let b = a + 3; b < colours.length; b += 3) step = Math.max(step, distance(colours, a, colours, b));
      if (step <= EDGE_STEP) continue;
      cells[cy * (cols - 1) + cx] = colours;
      any = true;
    }
  }
  return any ? cells : null;
}

/**
 * Whether a block's own colour is what black or grey ink looks like (no hue, well darker than its
 * median): a block a bold or blurred name filled, not a band. Taken as paper, a heavy name came
 * out hollow (set 18); a grey or black strip narrower than two blocks keeps its halo instead.
 */
function inkLike(raw: Float32Array, median: Float32Array, k: number): boolean {
  const [r, g, b] = [raw[k * 3], raw[k * 3 + 1], raw[k * 3 + 2]];
  const brightness = (grid: Float32Array) => (grid[k * 3] * 77 + grid[k * 3 + 1] * 150 + grid[k * 3 + 2] * 29) / 256;
  return Math.max(r, g, b) - Math.min(r, g, b) <= NEUTRAL && brightness(median) - brightness(raw) > EDGE_STEP;
}

/** The most a colour's channels differ by for it to be grey (ink under a warm or cold light included). */
const NEUTRAL = 24;

/** A step in the paper's colour (of 255, in any channel) from which a cell lies on an edge: well past a lamp's gradient over one block. */
const EDGE_STEP = 40;

const distance = (a: ArrayLike<number>, i: number, b: ArrayLike<number>, j: number) =>
  Math.max(Math.abs(a[i] - b[j]), Math.abs(a[i + 1] - b[j + 1]), Math.abs(a[i + 2] - b[j + 2]));

/**
 * The candidate colour nearest the mean of the block-sized window around a pixel: the side of the
 * edge most of its neighbourhood lies on (text covers well under half such a window, so a letter
 * on a band still takes the band's colour). A block's own colour (not its median) is taken only
 * when it is RAW_CLOSER times nearer than any median: a block a bold letter filled has the
 * letter's colour as its own, and a window on the letter's stroke lies nearer it than the paper
 * (the letter came out hollow), while a window inside a strip of tape lies almost on the tape's.
 */
function nearest(candidates: Float32Array, mean: [number, number, number]): [number, number, number] {
  const best = [0, 3];
  const bestDistance = [Infinity, Infinity];
  for (let k = 0; k < candidates.length; k += 3) {
    const own = (k / 3) % 2;
    const d = distance(candidates, k, mean, 0);
    if (d < bestDistance[own]) [best[own], bestDistance[own]] = [k, d];
  }
  const k = bestDistance[1] * RAW_CLOSER < bestDistance[0] ? best[1] : best[0];
  return [candidates[k], candidates[k + 1], candidates[k + 2]];
}

/** How much nearer a block's own colour must lie than its median to be the paper: see nearest. */
const RAW_CLOSER = 3;

/** The mean colour of the `size` × `size` window centred on any pixel, from summed-area tables. */
function windowMean({ data, width, height }: Rgba, size: number): (x: number, y: number) => [number, number, number] {
  const w = width + 1;
  const sums = [0, 1, 2].map(() => new Uint32Array(w * (height + 1)));
  for (let y = 0; y < height; y += 1) {
    for (let c = 0; c < 3; c += 1) {
      const sum = sums[c];
      let row = 0;
      for (let x = 0; x < width; x += 1) {
        row += data[(y * width + x) * 4 + c];
        sum[(y + 1) * w + x + 1] = sum[y * w + x + 1] + row;
      }
    }
  }
  const half = size >> 1;
  return (x, y) => {
    const x0 = Math.max(0, x - half);
    const y0 = Math.max(0, y - half);
    const x1 = Math.min(width, x + half + 1);
    const y1 = Math.min(height, y + half + 1);
    const n = (x1 - x0) * (y1 - y0);
    const at = (sum: Uint32Array) => (sum[y1 * w + x1] - sum[y0 * w + x1] - sum[y1 * w + x0] + sum[y0 * w + x0]) / n;
    return [at(sums[0]), at(sums[1]), at(sums[2])];
  };
}

/**
 * Values measured per block of `size` pixels (`channels` a block), read at any pixel bilinearly
 * between block centres, so nothing steps at a block's edge.
 */
function blockSampler(grid: Float32Array, cols: number, rows: number, size: number, channels: number) {
  return (x: number, y: number, c = 0): number => {
    const gx = Math.min(cols - 1, Math.max(0, (x + 0.5) / size - 0.5));
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / size - 0.5));
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const x1 = Math.min(cols - 1, x0 + 1);
    const y1 = Math.min(rows - 1, y0 + 1);
    const fx = gx - x0;
    const fy = gy - y0;
    const at = (cx: number, cy: number) => grid[(cy * cols + cx) * channels + c];
    const top = at(x0, y0) + (at(x1, y0) - at(x0, y0)) * fx;
    const bottom = at(x0, y1) + (at(x1, y1) - at(x0, y1)) * fx;
    return top + (bottom - top) * fy;
  };
}

/** The brightness most pixels of a block have, over a window 17 shades wide. */
function peakOf(histogram: Uint32Array): number {
  let best = 0;
  let bestCount = -1;
  let window = 0;
  for (let v = 0; v < 256 + 8; v += 1) {
    if (v < 256) window += histogram[v];
    if (v >= 17) window -= histogram[v - 17];
    if (window > bestCount) [best, bestCount] = [v - 8, window];
  }
  return Math.min(255, Math.max(0, best));
}

/** Each block's colour replaced by the one of median brightness among it and its 3 × 3 neighbours. */
function medianOfNeighbours(raw: Float32Array, cols: number, rows: number): Float32Array {
  const out = new Float32Array(raw.length);
  const near: number[] = [];
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < cols; bx += 1) {
      near.length = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const x = bx + dx;
          const y = by + dy;
          if (x >= 0 && y >= 0 && x < cols && y < rows) near.push((y * cols + x) * 3);
        }
      }
      const brightness = (k: number) => raw[k] * 77 + raw[k + 1] * 150 + raw[k + 2] * 29;
      near.sort((a, b) => brightness(a) - brightness(b));
      const k = near[near.length >> 1];
      const o = (by * cols + bx) * 3;
      out[o] = raw[k];
      out[o + 1] = raw[k + 1];
      out[o + 2] = raw[k + 2];
    }
  }
  return out;
}
