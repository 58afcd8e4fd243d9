import type { Point, Quad } from './card';
import { withinQuad } from './quad';

/** A straight line through `at` along the unit vector `along`. */
interface Line {
  at: Point;
  along: Point;
}

/** A boundary pixel lies on a fitted edge when it is this close to it (pixels of the small copy). */
const ON_EDGE = 1.5;
/** Boundary pixels this far from a side (as a share of its length) may belong to it: a corner taken from a leak lies about this far off. */
const NEAR_SIDE = 0.2;
/** A side's fitted line is believed only when this share of its length lies on it: a card's edge is straight along most of it. */
const STRAIGHT_SHARE = 0.4;
/**
 * The fitted corners are taken only when one lies further than this share of the card's shorter
 * side from the diagonal one (a leak): otherwise the diagonal corners stand, within a few pixels of them.
 */
const MOVED = 0.08;
/** Corners moved further than this share of the card's shorter side are a fit gone wrong (a text line, a band): kept as they were. */
const MOST_MOVED = 0.6;
/**
 * The fitted corners must hold this share of the region: a leak is a small patch outside them,
 * while a line fitted to a band's or a rule's edge inside the card would cut a strip of it off.
 */
const KEPT = 0.85;
/** How many boundary pixels of a side are tried as the ends of a candidate line (each pair of them). */
const TRIED = 40;

/**
 * The card's corners where its four fitted edges meet. A region's extreme points along the
 * diagonals (the corners card.ts finds first) go wrong when the flood leaked past the card's
 * edge into a patch of table it could not reach — a gingham square, a tile enclosed by its
 * grout — which then holds the extreme point; the warp is then skewed and keeps table. The
 * card's own edges stay straight along most of their length, so each side's line is the one the
 * most outer boundary pixels lie on (tried through pairs of them near the side, then fitted to
 * those on it), and the corners are where neighbouring lines meet. `outer` are the region's
 * pixels next to the table, `quad` the diagonal corners; returns `quad` itself when a side is not
 * found straight, or the corners would hardly move or would cut off more than a leak.
 * `region` is every pixel of the region, walked only when the corners moved, to count what the fitted ones hold.
 */
export function edgeCorners(region: Iterable<Point>, outer: Point[], quad: Quad): Quad {
  const lines: Line[] = [];
  for (let i = 0; i < 4; i += 1) {
    const line = sideLine(outer, quad[i], quad[(i + 1) % 4]);
    if (!line) return quad;
    lines.push(line);
  }
  const corners = quad.map((_, i) => meet(lines[(i + 3) % 4], lines[i]));
  if (corners.some((c) => !c)) return quad;
  const moved = (corners as Point[]).map(([x, y], i) => Math.hypot(x - quad[i][0], y - quad[i][1]));
  const shorter = Math.min(...quad.map(([x, y], i) => Math.hypot(quad[(i + 1) % 4][0] - x, quad[(i + 1) % 4][1] - y)));
  if (Math.max(...moved) <= MOVED * shorter || Math.max(...moved) > MOST_MOVED * shorter) return quad;
  let all = 0;
  let kept = 0;
  for (const [x, y] of region) {
    all += 1;
    if (withinQuad(corners as Quad, x, y, 1)) kept += 1;
  }
  return kept >= KEPT * all ? (corners as Quad) : quad;
}

/** The straight edge along the side from `a` to `b`: the line most of the nearby boundary pixels lie on, or null when none is straight along enough of it. */
function sideLine(outer: Point[], a: Point, b: Point): Line | null {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length < 8) return null;
  const u: Point = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
  const near = outer.filter(([x, y]) => {
    const t = (x - a[0]) * u[0] + (y - a[1]) * u[1];
    const d = Math.abs((x - a[0]) * u[1] - (y - a[1]) * u[0]);
    return t >= -NEAR_SIDE * length && t <= (1 + NEAR_SIDE) * length && d <= NEAR_SIDE * length;
  });
  const step = Math.max(1, Math.floor(near.length / TRIED));
  const ends = near.filter((_, k) => k % step === 0);
  let best: Point[] = [];
  for (let i = 0; i < ends.length; i += 1) {
    for (let j = i + 1; j < ends.length; j += 1) {
      const [p, q] = [ends[i], ends[j]];
      const span = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (span < length / 3) continue;
      const on = onLine(near, { at: p, along: [(q[0] - p[0]) / span, (q[1] - p[1]) / span] });
      if (on.length > best.length) best = on;
    }
  }
  if (best.length < STRAIGHT_SHARE * length) return null;
  return fitted(best);
}

/** The points within ON_EDGE of the line. */
function onLine(points: Point[], { at, along }: Line): Point[] {
  return points.filter(([x, y]) => Math.abs((x - at[0]) * along[1] - (y - at[1]) * along[0]) <= ON_EDGE);
}

/** The line through the points' centre along their main axis (total least squares). */
function fitted(points: Point[]): Line {
  const n = points.length;
  const cx = points.reduce((s, [x]) => s + x, 0) / n;
  const cy = points.reduce((s, [, y]) => s + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - cx) ** 2;
    sxy += (x - cx) * (y - cy);
    syy += (y - cy) ** 2;
  }
  const angle = Math.atan2(2 * sxy, sxx - syy) / 2;
  return { at: [cx, cy], along: [Math.cos(angle), Math.sin(angle)] };
}

/** Where two lines cross, or null when they are (nearly) parallel. */
function meet(l: Line, m: Line): Point | null {
  const den = l.along[0] * m.along[1] - l.along[1] * m.along[0];
  if (Math.abs(den) < 1e-3) return null;
  const t = ((m.at[0] - l.at[0]) * m.along[1] - (m.at[1] - l.at[1]) * m.along[0]) / den;
  return [l.at[0] + t * l.along[0], l.at[1] + t * l.along[1]];
}
