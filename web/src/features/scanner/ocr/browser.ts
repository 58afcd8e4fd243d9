// The browser's text reader: tesseract.js in a Web Worker, with its worker script, WebAssembly
// core and English model served from our own build (assets-plugin.ts), never from a CDN, and the
// picture prepared in a worker of our own (preparation.ts), so the page never freezes. This module
// and tesseract.js load only when someone scans a card (ScanCardPanel imports it lazily).
import tesseract from 'tesseract.js';
import { corePath, langPath, workerPath } from 'virtual:scanner-ocr-assets';
import { linesOfPage, OCR_OUTPUT, OCR_PARAMETERS } from './lines';
import { startPreparation } from './preparation';
import type { CardReader, ReadProgress } from './reader';
import { readCard } from './second-pass';

/** The worker is started from a blob: URL, so every path it loads must be absolute. */
const absolute = (path: string) => new URL(path, document.baseURI).href;

export async function createBrowserCardReader(onProgress: ReadProgress): Promise<CardReader> {
  // The part of the progress bar the engine's current reading fills: the card, then its weak lines (second-pass.ts).
  let share = [0, 1];
  // Started beside the engine, so its script loads while the engine gets ready; ended with the reader.
  const preparation = startPreparation();
  let worker: tesseract.Worker;
  try {
    worker = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
      workerPath: absolute(workerPath),
      corePath: absolute(corePath),
      langPath: absolute(langPath),
      gzip: true,
      // The model is kept in IndexedDB after the first scan (tesseract.js's cache), so later scans start at once.
      logger: ({ status, progress }) =>
        status === 'recognizing text'
          ? onProgress('reading', share[0] + progress * (share[1] - share[0]))
          : onProgress('loading', progress),
    });
    await worker.setParameters(OCR_PARAMETERS);
  } catch (error) {
    preparation.close();
    throw error;
  }
  return {
    async read(picture) {
      let readings = 0;
      onProgress('preparing', 0);
      return readCard(await preparation.prepare(picture), async (ready) => {
        // The sheet of weak lines is far smaller than the card: it takes the bar's last tenth, which a card read once skips.
        share = readings++ === 0 ? [0, 0.9] : [0.9, 1];
        const { data } = await worker.recognize(ready, {}, OCR_OUTPUT);
        return linesOfPage(data);
      });
    },
    // Stopping ends both workers (the only way to stop either mid-way): the panel starts a new reader for the next picture.
    close: async () => {
      preparation.close();
      await worker.terminate();
    },
  };
}
