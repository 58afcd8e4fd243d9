import jsQR from 'jsqr';

/** An image as RGBA bytes, four a pixel, row by row: what a canvas's `getImageData` answers. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface DecodeOptions {
  /**
   * Also look for a light code on a dark ground (some cards print them so). It doubles the work,
   * so the camera leaves it out: it tries again a fifth of a second later anyway.
   */
  inverted?: boolean;
}

/**
 * The text of the QR code in an image, or null when there is none (or none readable). jsQR
 * decodes byte-mode data as UTF-8, so accented names in a vCard come through as written.
 */
export function decodeQr(image: RgbaImage, { inverted = true }: DecodeOptions = {}): string | null {
  if (image.width < 1 || image.height < 1 || image.data.length < image.width * image.height * 4) return null;
  const code = jsQR(image.data, image.width, image.height, {
    inversionAttempts: inverted ? 'attemptBoth' : 'dontInvert',
  });
  return code?.data ? code.data : null;
}
