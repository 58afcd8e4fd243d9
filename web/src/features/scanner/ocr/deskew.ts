import { resize, rotate, type Grey } from './picture';

/** The largest tilt looked for: a card photographed by hand is rarely turned further. */
export const MAX_TILT = 10;

/**
 * The largest tilt looked for on a card found and flattened (card.ts): its edges are level, so its
 * lines lean only by what the found corners miss, a few degrees. Searched as wide as MAX_TILT, a
 * line printed askew on the card — a rubber stamp's ruled box set 7° off, a QR code's blocks —
 * outscored the level text lines and turned the whole card by its angle; not turning a flat card
 * steeper than this at all lost the cards whose corners were found 4° off (docs/scanner.md,
 * *Decisions measured*, session 21).
 */
export const FLAT_TILT = 3;

/**
 * The angle the text lines lean by, in degrees (counter-clockwise positive): the turn that makes
 * the rows of ink sharpest. Rows of text turned level give a projection profile of tall peaks and
 * empty gaps; its sum of squares is largest at the right angle. Searched on a small copy in
 * 1° steps over ±`maxTilt`, then in 0.2° steps around the best.
 */
export function textAngle(grey: Grey, maxTilt = MAX_TILT): number {
  const scale = Math.min(1, 500 / grey.width);
  const small = scale < 1 ? resize(grey, Math.round(grey.width * scale), Math.round(grey.height * scale)) : grey;
  const ink: number[] = [];
  for (let y = 0; y < small.height; y += 1) {
    for (let x = 0; x < small.width; x += 1)
      if (small.data[y * small.width + x] < 128) ink.push(x - small.width / 2, y - small.height / 2);
  }
  if (ink.length < 40) return 0;
  const sharpness = (degrees: number) => {
    const a = (degrees * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    const rows = new Map<number, number>();
    for (let i = 0; i < ink.length; i += 2) {
      const row = Math.round(ink[i] * sin + ink[i + 1] * cos);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    let sum = 0;
    for (const n of rows.values()) sum += n * n;
    return sum;
  };
  let best = 0;
  let bestScore = sharpness(0);
  for (let d = -maxTilt; d <= maxTilt; d += 1) {
    const s = sharpness(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const coarse = best;
  for (let d = coarse - 0.8; d <= coarse + 0.8; d += 0.2) {
    const s = sharpness(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  return Math.round(best * 10) / 10;
}

/** The picture turned back by `angle` (textAngle) so its text lines are level; unchanged when they lean less than 0.3°. */
export function level(grey: Grey, angle: number): Grey {
  return Math.abs(angle) < 0.3 ? grey : rotate(grey, -angle, 255);
}
