import { findCard } from './card';
import { FLAT_TILT, MAX_TILT } from './deskew';
import { inkOnPaper, SOFT_GRAIN } from './ink';
import { cardSize, straighten } from './perspective';
import { brightnessOf, rgbaOf, type Rgba } from './picture';
import { resizeRgba, shrinkBy } from './resample';
import { shakeOf, unshaken } from './shake';
import { FLAT_UPSIDE_DOWN, orientationOf, stood, UPSIDE_DOWN } from './upright';

/** The longest side a picture is read at: a 12- or 50-megapixel photo is scaled down to this first (faster, no less accurate for a card). */
export const MAX_SIDE = 2000;
/** Smaller pictures (a ~600 px photo) are scaled up to this: the engine reads letters of 20–40 px best. */
export const MIN_SIDE = 1600;

/**
 * The longest side a picture is handed to the preparation at: a card small in a 12-megapixel
 * photo is cut out of these pixels, not of a copy already scaled down to the reading size, so its
 * letters keep what the camera caught (a 50-megapixel photo is still decoded no larger than this).
 */
export const SOURCE_MAX_SIDE = 3200;

/**
 * The size a picture of width × height is decoded at before preparation: its own, scaled down to
 * SOURCE_MAX_SIDE, or — a picture smaller than MIN_SIDE — scaled up to it by the decoder first, as
 * before: on the bench, ~1200 px photos of cards filling most of the frame read better scaled up
 * by the decoder and then warped than warped up from their own pixels in one step.
 */
export function sourceSize(width: number, height: number): { width: number; height: number } {
  const long = Math.max(width, height, 1);
  const scale = long > SOURCE_MAX_SIDE ? SOURCE_MAX_SIDE / long : long < MIN_SIDE ? MIN_SIDE / long : 1;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

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

/** The card as cut out and flattened, with how much its letters were scaled up from the picture's pixels on the way to its reading size. */
export interface FoundCard extends Rgba {
  scaledUp: number;
  /** Whether a card was found and warped flat (card.ts), not the whole picture taken as it is. */
  flattened: boolean;
}

// Copied field by field: the browser's ImageData keeps them as getters on its prototype, which a spread leaves behind.
const asFoundCard = ({ data, width, height }: Rgba, scaledUp: number, flattened: boolean): FoundCard => ({
  data,
  width,
  height,
  scaledUp,
  flattened,
});

/**
 * The card in a picture (at its source size), flattened and at its own reading size (a card small
 * in the frame is scaled up from the photo's own pixels, bicubic), when one stands out from the
 * table (card.ts); otherwise the whole picture at its reading size.
 */
export function cardOf(picture: Rgba): FoundCard {
  const quad = findCard(picture);
  if (!quad) {
    const size = readingSize(picture.width, picture.height);
    return asFoundCard(resizeRgba(picture, size.width, size.height), size.width / picture.width, false);
  }
  const measured = cardSize(quad);
  const size = readingSize(measured.width, measured.height);
  const scaledUp = size.width / Math.max(1, measured.width);
  // A card larger than its reading size is shrunk by boxes first, which averages the pixels a point sample would skip.
  const factor = Math.floor(measured.width / size.width);
  if (factor < 2) return asFoundCard(straighten(picture, quad, size.width, size.height), scaledUp, true);
  const scaled = quad.map(([x, y]) => [x / factor, y / factor]) as typeof quad;
  return asFoundCard(straighten(shrinkBy(picture, factor), scaled, size.width, size.height), scaledUp, true);
}

/** A card ready to read: the picture the engine reads first, and the one its weak lines are read again from (second-pass.ts). */
export interface PreparedCard {
  picture: Rgba;
  /** The same card and turn as the softer ink (kept down to SOFT_GRAIN), or for a small photo (SMALL_PHOTO), a squeezed JPEG (SQUEEZED_JPEG) or a steadied card as its plain brightness; made only when a line needs it. */
  again(): Rgba;
  /** Lines read with a confidence under this are read again from `again` (second-pass.ts's WEAK_LINE when not given). */
  weakLine?: number;
}

/**
 * A card whose letters were scaled up at least this much from what the camera caught — by the
 * decoder (a photo under 800 px on its long side), by the warp (a card under 800 px wide cut from
 * a larger photo: small in the frame, or in a chat app's screenshot), or both — has its weak
 * lines read again from the card's plain brightness rather than the softer ink. A letter
 * scaled up from a few pixels keeps its own shades there, which the ink step's grain allowance and
 * darkening turn into blobs. Not for every photo: on dark paper (light type, the other polarity)
 * and under a lamp (the paper's own gradient) the plain brightness read worse (docs/scanner.md).
 */
export const SMALL_PHOTO = 2;

/**
 * A small photo's lines read with a confidence under this (not only under second-pass.ts's
 * WEAK_LINE, 55) are read again from its plain brightness. Letters scaled up from 4–6 px come out of
 * the ink step with slips the engine is only half sure of (`rn` for `m`, `c` for `e`, a lost dot),
 * at 55–80 as often as under 55, and the plain brightness, where the letter keeps its own shades,
 * reads many of them surer and right (docs/scanner.md, *Decisions measured*, session 15).
 */
export const SMALL_PHOTO_WEAK_LINE = 80;

/**
 * A JPEG saved at this quality or under (its own quantisation table: jpeg-quality.ts) has its
 * weak lines read again from the plain brightness, as a small photo has. Cameras and galleries
 * save at 70–95; a file squeezed this far has usually been through a messenger, and its blocks
 * and smear are what the soft ink keeps as grain.
 */
export const SQUEEZED_JPEG = 50;

const isSqueezed = (jpegQuality: number | null) => jpegQuality !== null && jpegQuality <= SQUEEZED_JPEG;

/**
 * The card's plain brightness with the shake taken out (shake.ts) when it shows a straight shake,
 * whatever the file it came in (a phone saves a shaken photo at 70–95); otherwise null.
 */
function steadied(card: Rgba): Rgba | null {
  const grey = brightnessOf(card);
  const shake = shakeOf(grey);
  return shake ? rgbaOf(unshaken(grey, shake)) : null;
}

/**
 * A picture at its source size (sourceSize), as the engine reads it best: the card alone, flat and
 * at its reading size (cardOf), steadied when it shows a shake, dark ink on white paper (ink.ts), its text
 * lines upright (upright.ts: a card photographed turned a quarter or upside down; a flattened card,
 * its own type alone, turned over on less evidence) and level (deskew.ts; on a flattened card the
 * tilt is looked for within FLAT_TILT only: a steeper one there is a line printed askew, not its text). `decodedScale` is how much the decoder scaled the photo to its
 * source size, `jpegQuality` the quality its file was saved at (null for another format).
 */
export function preparePicture(picture: Rgba, decodedScale = 1, jpegQuality: number | null = null): PreparedCard {
  const found = cardOf(picture);
  const steady = steadied(found);
  const card = steady ?? found;
  const [maxTilt, overBar] = found.flattened ? [FLAT_TILT, FLAT_UPSIDE_DOWN] : [MAX_TILT, UPSIDE_DOWN];
  const { orientation, upright } = orientationOf(inkOnPaper(card), maxTilt, overBar);
  const small = decodedScale * found.scaledUp >= SMALL_PHOTO;
  // A squeezed JPEG's or a steadied card's weak lines read better from the plain brightness too
  // (the blocks, smear and the filter's ripples are what the soft ink keeps as grain), as a small photo's do.
  const plain = small || isSqueezed(jpegQuality) || steady !== null;
  return {
    picture: rgbaOf(upright),
    again: () => rgbaOf(stood(plain ? brightnessOf(card) : inkOnPaper(card, SOFT_GRAIN), orientation)),
    ...(small && { weakLine: SMALL_PHOTO_WEAK_LINE }),
  };
}
