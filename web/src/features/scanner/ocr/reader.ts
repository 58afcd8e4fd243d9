import type { OcrLine } from '../recognise/text';

/**
 * What the reader is doing: getting the engine ready (the first time it also downloads its ~3 MB
 * model), preparing the picture (finding the card, straightening it, making its ink stand out:
 * seconds on a phone's 12-megapixel photo), or reading.
 */
export type ReadStep = 'loading' | 'preparing' | 'reading';
export type ReadProgress = (step: ReadStep, fraction: number) => void;

/** A text reader kept while the screen is open: the engine starts once, then reads picture after picture. */
export interface CardReader {
  read(picture: Blob): Promise<OcrLine[]>;
  close(): Promise<void>;
}

export type CreateCardReader = (onProgress: ReadProgress) => Promise<CardReader>;

/** The picture is not one the browser can open (a corrupt file, or a format it does not know). */
export class UnreadablePicture extends Error {
  constructor() {
    super('The picture could not be opened.');
    this.name = 'UnreadablePicture';
  }
}

/** The picture is all one shade (black, or blank): there is nothing to read, so the engine is not asked. */
export class BlankPicture extends Error {
  constructor() {
    super('The picture is all one shade.');
    this.name = 'BlankPicture';
  }
}

/**
 * The longest a card's reading may take before it is stopped. A card reads in 2–10 s on the
 * bench's machine (a slow phone a few times that), but some photos hold the engine for many
 * minutes (a set-13 card of the bench: over 30), and the screen would say "Reading the card…"
 * for ever. Getting the engine ready (its first model download) is not counted.
 */
export const READ_TIME_LIMIT_MS = 90_000;

/** The browser lacks what the picture's preparation needs (support.ts): nothing is downloaded or read. */
export class UnsupportedBrowser extends Error {
  constructor() {
    super('This browser cannot prepare a picture in a worker.');
    this.name = 'UnsupportedBrowser';
  }
}

/** The reading was stopped: by the person (`stopped`), or at READ_TIME_LIMIT_MS (`tooLong`). */
export class ReadingStopped extends Error {
  constructor(readonly why: 'stopped' | 'tooLong') {
    super(why === 'stopped' ? 'The reading was stopped.' : 'The reading took too long.');
    this.name = 'ReadingStopped';
  }
}
