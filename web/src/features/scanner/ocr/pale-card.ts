import type { Quad } from './card';
import { median } from './median';
import { scaledQuad, withinQuad } from './quad';

/**
 * A card found only with faint edges must be at most this much brighter (of 255, the medians)
 * than the table just around it. More, and its edge is one the first find sees: that find
 * refused it for another reason (a leak, its shape), which fainter edges do not mend — on the
 * bench such cards read as well whole. Darker than the table is no pale card either.
 */
const PALE_STEP = 20;
/** A pixel this much darker than the face's median (of 255) is ink. */
const INK_STEP = 40;
/**
 * A card's face is mostly paper: its text covers under a tenth of it on the small copy. A ruled
 * notepad's lines or a printed sheet cover a third; a card with a dark band, a quarter (such a card
 * stands out from a pale table, so its find is not a faint one's).
 */
const MOST_INK = 0.2;
/** The face is measured this far in from the corners (a share of the way to the centre), clear of the blurred edge. */
const FACE = 0.85;
/** The table is measured out to this far from the centre (a share of the corners' distance). */
const AROUND = 1.25;
/**
 * A table this busy around the card — this share of it edges at the first find's bounds, out to
 * BUSY_AROUND × the corners — is a printed one (stripes, rings, a poster), whose shapes the
 * engine takes for text when the whole photo is read. Plain tables, wood, marble and squared
 * paper around a card show 0–9 %, a booth counter's print 13–20 % (docs/scanner.md, session 19).
 */
const BUSY = 0.12;
const BUSY_AROUND = 1.5;

/**
 * Whether what a find with faint edges took for the card is a pale card on a pale table — brighter
 * than the table around it, by little, and mostly blank paper — rather than a decoy the faint
 * edges enclosed: a notepad, a sheet, a patch of a dark card on a dark table. `light` is the
 * brightness of the small copy (`width` × `height`), `quad` the corners found on it.
 */
export function paleCardOnTable(light: Float32Array, width: number, height: number, quad: Quad): boolean {
  const { face, table } = faceAndTable(width, height, quad, AROUND);
  if (face.length === 0 || table.length === 0) return false;
  const faceLight = face.map((i) => light[i]);
  const paper = median(faceLight);
  const step = paper - median(table.map((i) => light[i]));
  return step > 0 && step <= PALE_STEP && inkShare(faceLight, paper) <= MOST_INK;
}

/**
 * Whether what a find with faint edges took for the card is a card on a busily printed table: the
 * first find's edges cover at least BUSY of the table around it, and its face is mostly blank
 * paper (a notepad or a card with a dark band is not). Such a card stands out from the print, but
 * where it meets the print's pale ground its edge is faint and the first find's flood runs in; read
 * whole, the print's shapes are read as text. `edge` is the first find's edge map of the small copy.
 */
export function cardOnBusyTable(
  light: Float32Array,
  edge: Uint8Array,
  width: number,
  height: number,
  quad: Quad,
): boolean {
  const { face, table } = faceAndTable(width, height, quad, BUSY_AROUND);
  if (face.length === 0 || table.length === 0) return false;
  const faceLight = face.map((i) => light[i]);
  const edges = table.reduce((sum, i) => sum + edge[i], 0);
  return edges >= BUSY * table.length && inkShare(faceLight, median(faceLight)) <= MOST_INK;
}

/**
 * The small copy's pixels (as indices) of the card's face, FACE in from `quad`'s corners, and of
 * the table around it, outside `quad` and out to `out` × its corners.
 */
function faceAndTable(width: number, height: number, quad: Quad, out: number): { face: number[]; table: number[] } {
  const [inner, outer] = [scaledQuad(quad, FACE), scaledQuad(quad, out)];
  const face: number[] = [];
  const table: number[] = [];
  const xs = outer.map(([x]) => x);
  const ys = outer.map(([, y]) => y);
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y <= Math.min(height - 1, Math.max(...ys)); y += 1) {
    for (let x = Math.max(0, Math.floor(Math.min(...xs))); x <= Math.min(width - 1, Math.max(...xs)); x += 1) {
      if (withinQuad(inner, x, y)) face.push(y * width + x);
      else if (!withinQuad(quad, x, y) && withinQuad(outer, x, y)) table.push(y * width + x);
    }
  }
  return { face, table };
}

/** The share of the face's pixels that are ink: INK_STEP darker than its paper. */
function inkShare(faceLight: number[], paper: number): number {
  return faceLight.filter((v) => v < paper - INK_STEP).length / faceLight.length;
}
