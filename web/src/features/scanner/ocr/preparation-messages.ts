import type { Box, CardToRead, WeakLineSheet } from './second-pass';

/** What the page asks the preparation worker (prepare.worker.ts): a photo prepared, then its card's weak lines cut out. */
export type PreparationAsk = { kind: 'prepare'; file: Blob } | { kind: 'weakLines'; boxes: Box[] };

/** The prepared card as it crosses to the page: its picture, and the confidence under which its lines are read again. */
export type PreparedFile = Pick<CardToRead<Blob>, 'picture' | 'weakLine'>;

/** A request carries an id; its answer carries the same one. */
export type PreparationRequest = PreparationAsk & { id: number };

/**
 * The worker's answer: a picture (the card, or the sheet of its weak lines) as a PNG file, or a
 * failure by its error's name, for the page to throw the same class (reader.ts: BlankPicture,
 * UnreadablePicture). A Blob crosses to the page by reference, not copied, so the page never
 * holds the card's pixels; PNG is the encoding tesseract.js made of a canvas on the page before.
 */
export type PreparationAnswer =
  | { id: number; value: PreparedFile | WeakLineSheet<Blob> }
  | { id: number; failure: { name: string; message: string } };
