import { findCard } from './card';
import { deskew } from './deskew';
import { inkOnPaper } from './ink';
import { cardSize, straighten } from './perspective';
import { rgbaOf, type Rgba } from './picture';

/** The longest side a picture is read at: a 12- or 50-megapixel photo is scaled down to this first (faster, no less accurate for a card). */
export const MAX_SIDE = 2000;
/** Smaller pictures (a ~600 px photo) are scaled up to this: the engine reads letters of 20–40 px best. */
export const MIN_SIDE = 1600;

/** The size to read a picture of width × height at. */
export function readingSize(width: number, height: number): { width: number; height: number } {
  const long = Math.max(width, height, 1);
  const scale = long > MAX_SIDE ? MAX_SIDE / long : long < MIN_SIDE ? MIN_SIDE / long : 1;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a picture is all one shade (a black or blank photo): nothing on it to read. */
export function isBlank({ data }: Rgba): boolean {
  let min = 255;
  let max = 0;
  for (let i = 0; i < data.length; i += 4 * 7) {
    const l = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8;
    if (l < min) min = l;
    if (l > max) max = l;
  }
  return max - min < 24;
}

/**
 * The card in a picture, flattened and at its own reading size (a card small in the frame is
 * scaled up), when one stands out from the table (card.ts); otherwise the picture as it is.
 */
export function cardOf(picture: Rgba): Rgba {
  const quad = findCard(picture);
  if (!quad) return picture;
  const measured = cardSize(quad);
  const size = readingSize(measured.width, measured.height);
  return straighten(picture, quad, size.width, size.height);
}

/** A picture already at its reading size, as the engine reads it best: the card alone and flat (cardOf), dark ink on white paper (ink.ts), its text lines level (deskew.ts). */
export function preparePicture(picture: Rgba): Rgba {
  return rgbaOf(deskew(inkOnPaper(cardOf(picture))));
}
