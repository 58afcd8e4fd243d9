// The browser's text reader: tesseract.js in a Web Worker, with its worker script, WebAssembly
// core and English model served from our own build (assets-plugin.ts), never from a CDN. This
// module and tesseract.js load only when someone scans a card (ScanCardPanel imports it lazily).
import tesseract from 'tesseract.js';
import { corePath, langPath, workerPath } from 'virtual:scanner-ocr-assets';
import { jpegQuality } from './jpeg-quality';
import { isBlank, preparePicture, sourceSize, type PreparedCard } from './prepare';
import { linesOfPage, OCR_OUTPUT, OCR_PARAMETERS } from './lines';
import type { Rgba } from './picture';
import { BlankPicture, UnreadablePicture, type CardReader, type ReadProgress } from './reader';
import { readCard } from './second-pass';

/** The worker is started from a blob: URL, so every path it loads must be absolute. */
const absolute = (path: string) => new URL(path, document.baseURI).href;

export async function createBrowserCardReader(onProgress: ReadProgress): Promise<CardReader> {
  // The part of the progress bar the engine's current reading fills: the card, then its weak lines (second-pass.ts).
  let share = [0, 1];
  const worker = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
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
  return {
    async read(picture) {
      let readings = 0;
      return readCard(await prepare(picture), async (ready) => {
        // The sheet of weak lines is far smaller than the card: it takes the bar's last tenth, which a card read once skips.
        share = readings++ === 0 ? [0, 0.9] : [0.9, 1];
        const { data } = await worker.recognize(canvasOf(ready), {}, OCR_OUTPUT);
        return linesOfPage(data);
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/** The picture upright (EXIF), at its source size (a 50-megapixel photo scaled down), prepared (prepare.ts: the card cut out and brought to its reading size, a squeezed JPEG's shake taken out). */
async function prepare(picture: Blob): Promise<PreparedCard> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(picture, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePicture();
  }
  const { width, height } = sourceSize(bitmap.width, bitmap.height);
  const decodedScale = width / bitmap.width;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new UnreadablePicture();
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height);
  if (isBlank(pixels)) throw new BlankPicture();
  // The quantisation tables come before the picture's data, after at most 64 KB of EXIF.
  const head = new Uint8Array(await picture.slice(0, HEAD_BYTES).arrayBuffer());
  return preparePicture(pixels, decodedScale, jpegQuality(head));
}

/** Enough of a file to hold its JPEG headers (jpeg-quality.ts). */
const HEAD_BYTES = 256 * 1024;

/** Prepared pixels on a canvas, which the engine's worker takes. */
function canvasOf({ data, width, height }: Rgba): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(data), width, height), 0, 0);
  return canvas;
}
