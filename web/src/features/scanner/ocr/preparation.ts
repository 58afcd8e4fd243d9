// The page's side of the picture preparation, which runs in a dedicated worker (prepare.worker.ts):
// the page posts the photo and gets the prepared card back as a PNG file for the engine's own
// worker, so it never decodes, prepares or holds the card's pixels itself.
import type { PreparationAnswer, PreparationAsk, PreparedFile } from './preparation-messages';
import { BlankPicture, UnreadablePicture } from './reader';
import type { CardToRead, WeakLineSheet } from './second-pass';

/** The preparation's errors the panel tells apart, thrown again on the page by their names. */
const KNOWN_FAILURES: Record<string, new () => Error> = { BlankPicture, UnreadablePicture };

export interface Preparation {
  /** The photo prepared (prepare.ts) off the page's thread: the card as a PNG, its weak lines cut out on request. */
  prepare(file: Blob): Promise<CardToRead<Blob>>;
  /** Ends the worker, mid-preparation too (Stop reading, the time limit, the panel closed); what was asked of it fails. */
  close(): void;
}

/** A preparation worker, kept by one reader (browser.ts) for picture after picture, and ended with it. */
export function startPreparation(): Preparation {
  const worker = new Worker(new URL('./prepare.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.addEventListener('message', ({ data }: MessageEvent<PreparationAnswer>) => {
    const asked = waiting.get(data.id);
    waiting.delete(data.id);
    if ('value' in data) return asked?.resolve(data.value);
    const Known = KNOWN_FAILURES[data.failure.name];
    asked?.reject(Known ? new Known() : new Error(data.failure.message));
  });
  // Its script did not load or run (offline, a policy): the reading fails as the engine's would.
  worker.addEventListener('error', (event) => failAll(new Error(`The picture preparation failed: ${event.message}`)));
  const ask = <T>(request: PreparationAsk) =>
    new Promise<T>((resolve, reject) => {
      const id = (lastId += 1);
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  return {
    async prepare(file) {
      const { picture, weakLine } = await ask<PreparedFile>({ kind: 'prepare', file });
      return { picture, weakLine, weakLines: (boxes) => ask<WeakLineSheet<Blob>>({ kind: 'weakLines', boxes }) };
    },
    close() {
      worker.terminate();
      failAll(new Error('The picture preparation was ended.'));
    },
  };
}
