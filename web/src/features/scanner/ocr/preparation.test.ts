import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreparationAnswer, PreparationRequest } from './preparation-messages';
import { startPreparation } from './preparation';
import { BlankPicture, UnreadablePicture } from './reader';

/** The browser's Worker as the page sees it (jsdom has none): what the page posts, and the worker's answers, given by the test. */
class FakeWorker extends EventTarget {
  static last: FakeWorker;
  readonly asked: PreparationRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.last = this;
  }
  postMessage(request: PreparationRequest) {
    this.asked.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(answer: PreparationAnswer) {
    this.dispatchEvent(new MessageEvent('message', { data: answer }));
  }
}

afterEach(() => vi.unstubAllGlobals());

function start() {
  vi.stubGlobal('Worker', FakeWorker);
  const preparation = startPreparation();
  return { preparation, worker: FakeWorker.last };
}

describe('the picture preparation in a worker of its own', () => {
  it('is a module worker; the page posts the photo, gets the card back, then asks for its weak lines', async () => {
    const { preparation, worker } = start();
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.url.pathname).toMatch(/prepare\.worker\.ts$/);
    const photo = new Blob(['photo']);
    const card = new Blob(['card']);
    const prepared = preparation.prepare(photo);
    expect(worker.asked).toEqual([{ kind: 'prepare', file: photo, id: 1 }]);
    // A small photo's card carries a higher bar for its second reading (prepare.ts, SMALL_PHOTO_WEAK_LINE).
    worker.answer({ id: 1, value: { picture: card, weakLine: 80 } });
    const toRead = await prepared;
    expect(toRead.picture).toBe(card);
    expect(toRead.weakLine).toBe(80);

    const boxes = [{ x0: 1, y0: 2, x1: 30, y1: 12 }];
    const lines = toRead.weakLines(boxes);
    expect(worker.asked[1]).toEqual({ kind: 'weakLines', boxes, id: 2 });
    const sheet = { sheet: new Blob(['sheet']), slots: [{ top: 0, bottom: 20 }] };
    worker.answer({ id: 2, value: sheet });
    expect(await lines).toEqual(sheet);
  });

  it("throws the worker's errors on the page as the same classes the panel tells apart", async () => {
    const { preparation, worker } = start();
    const blank = preparation.prepare(new Blob(['black']));
    const broken = preparation.prepare(new Blob(['not a picture']));
    const other = preparation.prepare(new Blob(['huge']));
    worker.answer({ id: 1, failure: { name: 'BlankPicture', message: 'The picture is all one shade.' } });
    worker.answer({ id: 2, failure: { name: 'UnreadablePicture', message: 'The picture could not be opened.' } });
    worker.answer({ id: 3, failure: { name: 'RangeError', message: 'Array buffer allocation failed' } });
    await expect(blank).rejects.toBeInstanceOf(BlankPicture);
    await expect(broken).rejects.toBeInstanceOf(UnreadablePicture);
    await expect(other).rejects.toThrow('Array buffer allocation failed');
    await expect(other).rejects.not.toBeInstanceOf(BlankPicture);
  });

  it('ends the worker when closed (Stop reading, the time limit, the panel closed), failing what it was asked', async () => {
    const { preparation, worker } = start();
    const prepared = preparation.prepare(new Blob(['photo']));
    preparation.close();
    expect(worker.terminated).toBe(true);
    await expect(prepared).rejects.toThrow('The picture preparation was ended.');
  });

  it('fails what it was asked when its script cannot load or run', async () => {
    const { preparation, worker } = start();
    const prepared = preparation.prepare(new Blob(['photo']));
    worker.dispatchEvent(Object.assign(new Event('error'), { message: 'blocked' }));
    await expect(prepared).rejects.toThrow('The picture preparation failed: blocked');
  });
});
