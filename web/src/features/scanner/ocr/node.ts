// Reads card pictures with tesseract.js's Node build and the same English model the browser
// uses (@tesseract.js-data/eng, 4.0.0_best_int), prepared as the browser prepares them: for the
// accuracy bench and the scan flow's component test.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import tesseract from 'tesseract.js';
import type { OcrLine } from '../recognise/text';
import { jpegQuality } from './jpeg-quality';
import { isBlank, preparePicture, sourceSize, type PreparedCard } from './prepare';
import { linesOfPage, OCR_OUTPUT, OCR_PARAMETERS } from './lines';
import type { Rgba } from './picture';
import { BlankPicture, UnreadablePicture } from './reader';
import { cardToRead, readCard } from './second-pass';

const require = createRequire(import.meta.url);

/** The folder with eng.traineddata.gz, the LSTM model the browser loads too. */
export const ENGLISH_MODEL_DIR = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface NodeCardReader {
  read(picture: Uint8Array): Promise<OcrLine[]>;
  close(): Promise<void>;
}

/** The picture as the browser prepares it: upright, decoded at its source size, prepared (prepare.ts) with its file's JPEG quality. */
async function prepare(image: Uint8Array): Promise<PreparedCard> {
  const upright = sharp(image).rotate();
  // Like the browser's createImageBitmap, a picture that cannot be decoded is refused as such.
  const { width = 0, height = 0 } = await upright.metadata().catch(() => {
    throw new UnreadablePicture();
  });
  const size = sourceSize(width, height);
  const { data, info } = await upright.resize(size).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = { data, width: info.width, height: info.height };
  if (isBlank(pixels)) throw new BlankPicture();
  return preparePicture(pixels, Math.max(size.width, size.height) / Math.max(width, height, 1), jpegQuality(image));
}

const pngOf = ({ data, width, height }: Rgba) =>
  sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();

/** `workers` engines side by side (one a core); pictures are shared out as they come. */
export async function createNodeCardReader(workers = 1): Promise<NodeCardReader> {
  const scheduler = tesseract.createScheduler();
  const started = await Promise.all(
    Array.from({ length: workers }, async () => {
      // cacheMethod 'none': the Node build would otherwise write the model into the working folder.
      const worker = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
        langPath: ENGLISH_MODEL_DIR,
        cacheMethod: 'none',
        gzip: true,
      });
      await worker.setParameters(OCR_PARAMETERS);
      return worker;
    }),
  );
  for (const worker of started) scheduler.addWorker(worker);
  let closed = false;
  return {
    async read(picture) {
      return readCard(cardToRead(await prepare(picture)), async (ready) => {
        // A stopped scheduler still hands a job to its stopped workers (tesseract.js 7), and their
        // failure surfaced as an unhandled rejection that ended the bench's run.
        if (closed) throw new Error('The engines are stopped');
        const { data } = await scheduler.addJob('recognize', await pngOf(ready), {}, OCR_OUTPUT);
        return linesOfPage(data);
      });
    },
    close: () => {
      closed = true;
      return scheduler.terminate();
    },
  };
}
