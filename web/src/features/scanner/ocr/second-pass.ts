import type { OcrLine } from '../recognise/text';
import type { PageLine } from './lines';
import type { Rgba } from './picture';
import type { PreparedCard } from './prepare';

/** Lines read with a confidence under this are read a second time (a small photo's from under SMALL_PHOTO_WEAK_LINE: prepare.ts). */
export const WEAK_LINE = 55;

/** One engine reading of a picture (pixels, or a file of them), as lines with their boxes (lines.ts). */
export type ReadPicture<P> = (picture: P) => Promise<PageLine[]>;

export type Box = NonNullable<PageLine['box']>;

/** The band of a sheet of weak lines one line owns. */
export interface Slot {
  top: number;
  bottom: number;
}

/** Weak lines cut out of a card's other picture and stacked on one sheet (sheetOf). */
export interface WeakLineSheet<P> {
  sheet: P;
  slots: Slot[];
}

/**
 * A prepared card as it is read: the picture the engine reads first, and its weak lines cut from
 * its other picture on request. `P` is how a picture travels to the engine: pixels in Node, a PNG
 * file in the browser, where the preparation runs in a worker of its own (preparation.ts).
 */
export interface CardToRead<P> {
  picture: P;
  /** Lines read with a confidence under this are read again (PreparedCard.weakLine; WEAK_LINE when not given). */
  weakLine?: number;
  weakLines(boxes: Box[]): Promise<WeakLineSheet<P>>;
}

/** A prepared card (prepare.ts) to read where it was prepared: its weak lines are cut from PreparedCard.again, made only then. */
export function cardToRead(card: PreparedCard): CardToRead<Rgba> {
  return { picture: card.picture, weakLine: card.weakLine, weakLines: async (boxes) => sheetOf(card.again(), boxes) };
}

/**
 * Reads a prepared card: the whole picture once, then every weak line again from the card's other
 * picture (PreparedCard.again: the softer ink, where a blurred or JPEG-smeared letter keeps its
 * thin strokes, or for a small photo the card's plain brightness), and keeps the reading the
 * engine is surer of. The weak lines are cut out and stacked on one sheet, a
 * line's height of white between them, so the second reading is one more call to the engine
 * whatever their number, on a picture far smaller than the card.
 */
export async function readCard<P>(card: CardToRead<P>, read: ReadPicture<P>): Promise<OcrLine[]> {
  const lines = await read(card.picture);
  const below = card.weakLine ?? WEAK_LINE;
  const weak = lines.flatMap((line, index) => (isWeak(line, below) && line.box ? [{ index, box: line.box }] : []));
  const out: OcrLine[] = lines.map(({ text, height, confidence }) => ({ text, height, confidence }));
  if (weak.length === 0) return out;
  const { sheet, slots } = await card.weakLines(weak.map((w) => w.box));
  const second = await read(sheet);
  slots.forEach(({ top, bottom }, k) => {
    const inSlot = second.filter(({ box }) => box && (box.y0 + box.y1) / 2 >= top && (box.y0 + box.y1) / 2 < bottom);
    const first = out[weak[k].index];
    // One line back from the slot, read surer than the first time; anything else keeps the first reading.
    if (inSlot.length === 1 && (inSlot[0].confidence ?? 0) > (first.confidence ?? 0))
      out[weak[k].index] = { ...first, text: inSlot[0].text, confidence: inSlot[0].confidence };
  });
  return out;
}

/** A line worth a second reading: read with a confidence under `below`, and with at least two letters or digits (not a rule or a speck). */
function isWeak({ text, confidence, box }: PageLine, below: number): boolean {
  return (
    confidence !== undefined &&
    confidence < below &&
    !!box &&
    box.y1 - box.y0 >= 8 &&
    (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2
  );
}

/** The boxes cut out of `picture` (a quarter of their height around them) and stacked on white, with the band of the sheet each one owns. */
export function sheetOf(picture: Rgba, boxes: Box[]): WeakLineSheet<Rgba> {
  const crops = boxes.map((box) => {
    const margin = Math.round((box.y1 - box.y0) / 4);
    return {
      x0: box.x0 - margin,
      y0: box.y0 - margin,
      width: box.x1 - box.x0 + 2 * margin,
      height: box.y1 - box.y0 + 2 * margin,
    };
  });
  const gap = Math.max(...crops.map((c) => c.height));
  const width = Math.max(...crops.map((c) => c.width)) + 2 * gap;
  const tops: number[] = [];
  let height = gap;
  for (const crop of crops) {
    tops.push(height);
    height += crop.height + gap;
  }
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  crops.forEach((crop, k) => {
    for (let y = 0; y < crop.height; y += 1) {
      const sy = crop.y0 + y;
      if (sy < 0 || sy >= picture.height) continue;
      const from = Math.max(0, crop.x0);
      const to = Math.min(picture.width, crop.x0 + crop.width);
      if (to <= from) continue;
      const row = picture.data.subarray((sy * picture.width + from) * 4, (sy * picture.width + to) * 4);
      data.set(row, ((tops[k] + y) * width + gap + from - crop.x0) * 4);
    }
  });
  const slots = crops.map((crop, k) => ({ top: tops[k] - gap / 2, bottom: tops[k] + crop.height + gap / 2 }));
  return { sheet: { data, width, height }, slots };
}
