import { closing, opening, type Region, type Rgb } from './morphology';
import type { Rgba } from './picture';

/** The paper's colour under a picture, a row at a time: `row(y, out)` writes r, g, b of each pixel of row y. */
export interface Paper {
  row(y: number, out: Float64Array): void;
}

/**
 * The paper's colour at every point: the most common colour of blocks about 1/40 of the picture wide, each block then the median of its 3 × 3 neighbours
 * (a block filled by a bold letter takes its neighbours' paper), bilinear between block centres.
 * Between block centres where the paper steps (edgeCells: a band's edge, a hard shadow's), the
 * paper is the picture's own closing or opening (morphology.ts), which follows the step pixel by
 * pixel. Bilinear, or one side's colour chosen per pixel, a pixel by a shadow's edge (soft over a
 * few pixels, and a tone-mapping halo beside it) was measured against paper it is not on, and
 * came out as a line of ink along every edge, over the text it crosses; a stripe of shade between
 * block centres made its bold letters hollow (set 19, session 21).
 * Kept per picture: the card's ink is made twice (the first reading's and the softer second's).
 */
export function paperOf(picture: Rgba): Paper {
  let paper = measured.get(picture);
  if (!paper) measured.set(picture, (paper = measure(picture)));
  return paper;
}

const measured = new WeakMap<Rgba, Paper>();

function measure(picture: Rgba): Paper {
  const { width, height } = picture;
  const size = Math.max(12, Math.round(Math.max(width, height) / 40));
  const cols = Math.ceil(width / size);
  const rows = Math.ceil(height / size);
  const raw = blockPapers(picture, size, cols, rows);
  const median = medianOfNeighbours(raw, cols, rows);
  const smooth = (y: number, out: Float64Array) => {
    for (let x = 0; x < width; x += 1) {
      out[x * 3] = bilinear(median, cols, rows, size, 3, x, y, 0);
      out[x * 3 + 1] = bilinear(median, cols, rows, size, 3, x, y, 1);
      out[x * 3 + 2] = bilinear(median, cols, rows, size, 3, x, y, 2);
    }
  };
  const edges = edgeCells(raw, median, cols, rows);
  if (!edges) return { row: smooth };
  const cells = cellSpans(width, height, size, cols, rows);
  const regions = edgeRegions(edges, cells, cols - 1);
  const window = Math.max(7, Math.round(size * MARK_WINDOW));
  const [under, over] = [closing(picture, window, regions), opening(picture, window, regions)];
  const darkMarks = marksOnSteps(under, over, edges, cells, regions, windowMean(picture, size));
  return {
    row: (y, out) => {
      smooth(y, out);
      const rowOfCells = cells.cy[y] * (cols - 1);
      for (let x = 0; x < width; x += 1) {
        const cell = rowOfCells + cells.cx[x];
        if (!edges[cell]) continue;
        const o = (y * width + x) * 3;
        const paper = darkMarks[cell] ? under.data : over.data;
        out[x * 3] = paper[o];
        out[x * 3 + 1] = paper[o + 1];
        out[x * 3 + 2] = paper[o + 2];
      }
    },
  };
}

/** Each block's paper: the mean colour of its pixels around its most common brightness (ink is spread over many shades by its edges, paper sits in a few). */
function blockPapers({ data, width, height }: Rgba, size: number, cols: number, rows: number): Float32Array {
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
      const peak = peakOf(lum);
      let [r, g, b, n] = [0, 0, 0, 0];
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
  return raw;
}

/** The closing's window, as a share of a block: wider than a bold letter's stroke, narrower than most shadows and bands. */
const MARK_WINDOW = 0.6;

/** The cell (between four block centres) of each column and row of pixels. */
interface CellSpans {
  cx: Int32Array;
  cy: Int32Array;
}

function cellSpans(width: number, height: number, size: number, cols: number, rows: number): CellSpans {
  const along = (n: number, cells: number) =>
    Int32Array.from({ length: n }, (_, i) => Math.min(cells - 2, Math.max(0, Math.floor((i + 0.5) / size - 0.5))));
  return { cx: along(width, cols), cy: along(height, rows) };
}

/**
 * The pixels of each run of edge cells along a row of cells, a run continued down the rows below
 * it when they have the same run (a band's or a shadow's upright edge): where the closing and
 * opening are needed.
 */
function edgeRegions(edges: Float32Array[], { cx, cy }: CellSpans, across: number): Region[] {
  const first = (spans: Int32Array, cell: number) => spans.indexOf(cell);
  const last = (spans: Int32Array, cell: number) => spans.lastIndexOf(cell) + 1;
  const regions: Region[] = [];
  const open = new Map<string, Region>();
  for (let row = 0; row * across < edges.length; row += 1) {
    const [y0, y1] = [first(cy, row), last(cy, row)];
    for (let col = 0; col < across; col += 1) {
      if (!edges[row * across + col]) continue;
      let end = col;
      while (end + 1 < across && edges[row * across + end + 1]) end += 1;
      const key = `${col}-${end}`;
      const above = open.get(key);
      if (above && above.y1 === y0) above.y1 = y1;
      else {
        const region = { x0: first(cx, col), x1: last(cx, end), y0, y1 };
        regions.push(region);
        open.set(key, region);
      }
      col = end;
    }
  }
  return regions;
}

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
  { cx, cy }: CellSpans,
  regions: Region[],
  around: WindowMean,
): Uint8Array {
  const across = cx[cx.length - 1] + 1;
  const closer = new Float64Array(edges.length);
  const mean = new Float64Array(3);
  for (const { x0, y0, x1, y1 } of regions) {
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const cell = cy[y] * across + cx[x];
        const candidates = edges[cell];
        around(x, y, mean);
        const side = nearest(candidates, mean);
        const p = (y * under.width + x) * 3;
        closer[cell] += distance(over.data, p, candidates, side) - distance(under.data, p, candidates, side);
      }
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
 * Where in `candidates` the colour nearest the mean of the block-sized window around a pixel lies:
 * the side of the edge most of its neighbourhood lies on (text covers well under half such a
 * window, so a letter on a band still takes the band's colour). A block's own colour (not its
 * median) is taken only when it is RAW_CLOSER times nearer than any median: a block a bold letter
 * filled has the letter's colour as its own, and a window on the letter's stroke lies nearer it
 * than the paper (the letter came out hollow), while a window inside a strip of tape lies almost
 * on the tape's.
 */
function nearest(candidates: Float32Array, mean: Float64Array): number {
  let [bestMedian, bestOwn] = [0, 3];
  let [medianDistance, ownDistance] = [Infinity, Infinity];
  for (let k = 0; k < candidates.length; k += 3) {
    const d = distance(candidates, k, mean, 0);
    if ((k / 3) % 2) {
      if (d < ownDistance) [bestOwn, ownDistance] = [k, d];
    } else if (d < medianDistance) [bestMedian, medianDistance] = [k, d];
  }
  return ownDistance * RAW_CLOSER < medianDistance ? bestOwn : bestMedian;
}

/** How much nearer a block's own colour must lie than its median to be the paper: see nearest. */
const RAW_CLOSER = 3;

/** Writes the mean colour of the window around (x, y) into `out`. */
type WindowMean = (x: number, y: number, out: Float64Array) => void;

/** The mean colour of the `size` × `size` window centred on any pixel, from summed-area tables. */
function windowMean({ data, width, height }: Rgba, size: number): WindowMean {
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
  return (x, y, out) => {
    const x0 = Math.max(0, x - half);
    const y0 = Math.max(0, y - half);
    const x1 = Math.min(width, x + half + 1);
    const y1 = Math.min(height, y + half + 1);
    const n = (x1 - x0) * (y1 - y0);
    for (let c = 0; c < 3; c += 1) {
      const sum = sums[c];
      out[c] = (sum[y1 * w + x1] - sum[y0 * w + x1] - sum[y1 * w + x0] + sum[y0 * w + x0]) / n;
    }
  };
}

/**
 * A value measured per block of `size` pixels (`channels` a block), read at a pixel bilinearly
 * between block centres, so nothing steps at a block's edge.
 */
export function bilinear(
  grid: Float32Array,
  cols: number,
  rows: number,
  size: number,
  channels: number,
  x: number,
  y: number,
  c: number,
): number {
  const gx = Math.min(cols - 1, Math.max(0, (x + 0.5) / size - 0.5));
  const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / size - 0.5));
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const x1 = Math.min(cols - 1, x0 + 1);
  const y1 = Math.min(rows - 1, y0 + 1);
  const fx = gx - x0;
  const fy = gy - y0;
  const a = grid[(y0 * cols + x0) * channels + c];
  const b = grid[(y0 * cols + x1) * channels + c];
  const d = grid[(y1 * cols + x0) * channels + c];
  const e = grid[(y1 * cols + x1) * channels + c];
  const top = a + (b - a) * fx;
  const bottom = d + (e - d) * fx;
  return top + (bottom - top) * fy;
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
