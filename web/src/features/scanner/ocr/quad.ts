import type { Quad } from './card';

/**
 * Whether (x, y) lies inside the convex quadrilateral (clockwise on screen), or within `margin`
 * pixels outside one of its sides.
 */
export function withinQuad(q: Quad, x: number, y: number, margin = 0): boolean {
  return q.every(([x0, y0], i) => {
    const [x1, y1] = q[(i + 1) % 4];
    return (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) >= -margin * Math.hypot(x1 - x0, y1 - y0);
  });
}

/** The quadrilateral scaled by `factor` about its centre (the mean of its corners). */
export function scaledQuad(q: Quad, factor: number): Quad {
  const cx = q.reduce((s, [x]) => s + x, 0) / 4;
  const cy = q.reduce((s, [, y]) => s + y, 0) / 4;
  return q.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor]) as Quad;
}

/** The area of a quadrilateral (shoelace). */
export function quadArea(q: Quad): number {
  let sum = 0;
  for (let i = 0; i < 4; i += 1) {
    const [x0, y0] = q[i];
    const [x1, y1] = q[(i + 1) % 4];
    sum += x0 * y1 - x1 * y0;
  }
  return Math.abs(sum) / 2;
}
