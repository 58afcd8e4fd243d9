import type { Point, Quad } from './card';
import type { Rgba } from './picture';
import { bicubicSampler } from './resample';

/** The card's width and height as printed, from its corners: the mean of its opposite edges (a slant shortens one of each pair). */
export function cardSize([tl, tr, br, bl]: Quad): { width: number; height: number } {
  const d = ([x0, y0]: Point, [x1, y1]: Point) => Math.hypot(x1 - x0, y1 - y0);
  return { width: (d(tl, tr) + d(bl, br)) / 2, height: (d(tl, bl) + d(tr, br)) / 2 };
}

/** The projective map from the unit square's corners (0,0) (1,0) (1,1) (0,1) to `quad`'s, as [a..h] of x' = (ax + by + c) / (gx + hy + 1), y' = (dx + ey + f) / (gx + hy + 1). */
function unitSquareTo([[x0, y0], [x1, y1], [x2, y2], [x3, y3]]: Quad): number[] {
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = den === 0 ? 0 : (sx * dy2 - dx2 * sy) / den;
  const h = den === 0 ? 0 : (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h];
}

/** The point of `quad` at (u, v) of the unit square its corners are mapped from: where a flattened picture's point lies in the photo. */
export function onQuad(quad: Quad, u: number, v: number): Point {
  const [a, b, c, d, e, f, g, h] = unitSquareTo(quad);
  const z = g * u + h * v + 1;
  return [(a * u + b * v + c) / z, (d * u + e * v + f) / z];
}

/**
 * The card cut out of the photo and flattened to a `width` × `height` rectangle: each output
 * pixel takes the colour under its point of the quadrilateral (perspective, bicubic), so a card
 * shot at a slant or turned reads as if scanned flat, and a small one scaled up keeps its letters' edges.
 */
export function straighten(picture: Rgba, quad: Quad, width: number, height: number): Rgba {
  const [a, b, c, d, e, f, g, h] = unitSquareTo(quad);
  const sample = bicubicSampler(picture);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const v = (y + 0.5) / height;
    for (let x = 0; x < width; x += 1) {
      const u = (x + 0.5) / width;
      const z = g * u + h * v + 1;
      // The quadrilateral's corners are pixel centres' coordinates + 0.5 (findCard): back to centres.
      sample((a * u + b * v + c) / z - 0.5, (d * u + e * v + f) / z - 0.5, out, (y * width + x) * 4);
    }
  }
  return { data: out, width, height };
}
