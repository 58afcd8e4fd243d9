import type { RgbaImage } from './decode';

/** Reads the text of the QR code in a frame or picture; null when it holds none. */
export type QrReader = (image: ImageData) => Promise<string | null>;

/** The Shape Detection API's barcode reader (Chrome on Android, ChromeOS and macOS; not Firefox, not Safari by default). Not in TypeScript's DOM types. */
interface BarcodeDetectorInstance {
  detect(source: ImageData): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** The longest side a camera frame is read at (a QR code held up to the camera fills much of it). */
export const FRAME_MAX_SIDE = 640;
/** Picture sizes tried in turn: a small code in a large photo may need the second. */
const PICTURE_MAX_SIDES = [1280, 2560];

/**
 * The browser's own barcode reader when it reads QR codes (native, fast, no download), otherwise
 * jsQR, imported only now so that it is in no chunk a screen loads up front. `inverted` asks jsQR
 * to look for light-on-dark codes too (pictures; the camera skips it to keep each frame short).
 */
export async function createQrReader({ inverted }: { inverted: boolean }): Promise<QrReader> {
  const native = await nativeDetector();
  const jsqr = async () => {
    const { decodeQr } = await import('./decode');
    return (image: RgbaImage) => decodeQr(image, { inverted });
  };
  if (!native) {
    const decode = await jsqr();
    return async (image) => decode(image);
  }
  let fallback: ((image: RgbaImage) => string | null) | null = null;
  return async (image) => {
    if (fallback) return fallback(image);
    try {
      const codes = await native.detect(image);
      return codes.find((code) => code.rawValue)?.rawValue ?? null;
    } catch {
      // A detector that fails once (a platform bug, a lost GPU context) is not asked again.
      fallback = await jsqr();
      return fallback(image);
    }
  };
}

async function nativeDetector(): Promise<BarcodeDetectorInstance | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    // Desktop Chrome on Linux and Windows has the class but reads no formats.
    return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * The size to draw an image at so that its longer side is at most `maxSide` (never enlarged). A
 * QR code needs a few pixels a module, not a phone camera's 12 megapixels; fewer pixels keep each
 * look at a frame short.
 */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws `source` on `canvas`, longer side at most `maxSide`, and answers its pixels. */
export function pixelsOf(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  canvas: HTMLCanvasElement,
  maxSide: number,
): ImageData | null {
  if (!sourceWidth || !sourceHeight) return null;
  const { width, height } = fitWithin(sourceWidth, sourceHeight, maxSide);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** The current frame of a playing video, downscaled; null while it has no picture yet. */
export function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return null;
  return pixelsOf(video, video.videoWidth, video.videoHeight, canvas, FRAME_MAX_SIDE);
}

/** A file the browser could not open as a picture (damaged, or a type it cannot decode). */
export class UnreadableImage extends Error {}

/** The text of the QR code in a picked picture, or null when none is found. */
export async function readQrFromPicture(file: Blob, read: QrReader): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadableImage();
  }
  try {
    const canvas = document.createElement('canvas');
    for (const maxSide of PICTURE_MAX_SIDES) {
      const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height, canvas, maxSide);
      const text = pixels && (await read(pixels));
      if (text) return text;
      if (Math.max(bitmap.width, bitmap.height) <= maxSide) break;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
