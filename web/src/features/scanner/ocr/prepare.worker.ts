// The scanner's picture preparation (prepare.ts; second-pass.ts's sheet of weak lines) in a
// dedicated worker, so the page keeps answering — the progress bar, Stop reading — while a photo
// is decoded and prepared: 1–3 s and ~64 MB for a phone's photo, which froze the page when it ran
// there. The page's side is preparation.ts; the Node bench runs the same preparation (node.ts).
import { jpegQuality } from './jpeg-quality';
import type { Rgba } from './picture';
import { isBlank, preparePicture, sourceSize, type PreparedCard } from './prepare';
import type { PreparationAnswer, PreparationRequest } from './preparation-messages';
import { BlankPicture, UnreadablePicture } from './reader';
import { cardToRead, type CardToRead } from './second-pass';

/** The card being read: its weak lines are cut from it once the engine has read it. */
let weakLines: CardToRead<Rgba>['weakLines'] | null = null;

addEventListener('message', ({ data }: MessageEvent<PreparationRequest>) => {
  void answer(data).then((reply) => postMessage(reply));
});

async function answer(request: PreparationRequest): Promise<PreparationAnswer> {
  try {
    if (request.kind === 'prepare') {
      // The last card's pixels go before the next photo is decoded.
      weakLines = null;
      const card = cardToRead(await prepare(request.file));
      weakLines = card.weakLines;
      return { id: request.id, value: { picture: await pngOf(card.picture), weakLine: card.weakLine } };
    }
    if (!weakLines) throw new Error('No card is being read.');
    const { sheet, slots } = await weakLines(request.boxes);
    // A card's weak lines are read once.
    weakLines = null;
    return { id: request.id, value: { sheet: await pngOf(sheet), slots } };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { id: request.id, failure: { name, message } };
  }
}

/** The picture upright (EXIF), at its source size (a 50-megapixel photo scaled down), prepared (prepare.ts: the card cut out and brought to its reading size, a squeezed JPEG's shake taken out). */
async function prepare(file: Blob): Promise<PreparedCard> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePicture();
  }
  const { width, height } = sourceSize(bitmap.width, bitmap.height);
  const decodedScale = width / bitmap.width;
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) throw new UnreadablePicture();
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height);
  if (isBlank(pixels)) throw new BlankPicture();
  // The quantisation tables come before the picture's data, after at most 64 KB of EXIF.
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return preparePicture(pixels, decodedScale, jpegQuality(head));
}

/** Enough of a file to hold its JPEG headers (jpeg-quality.ts). */
const HEAD_BYTES = 256 * 1024;

/** Pixels as a PNG file, which the engine's worker takes (lossless: it reads these very pixels). */
async function pngOf({ data, width, height }: Rgba): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  // Without one the engine would be handed a blank picture and find nothing, as if the card had no text.
  if (!context) throw new Error('This browser gives a worker no 2D canvas.');
  const pixels = new Uint8ClampedArray(data.buffer as ArrayBuffer, data.byteOffset, data.length);
  context.putImageData(new ImageData(pixels, width, height), 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}
