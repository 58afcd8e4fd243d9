/**
 * Turns a colour picture (RGBA pixels) into the grey picture OCR reads best, in place: on a
 * light card each pixel takes its darkest channel, on a dark card its brightest. Plain grey
 * (luminance) makes coloured ink on coloured paper the same grey — pink on navy, red on cream —
 * and the engine's threshold then drops the line; the extreme channel keeps ink apart from paper.
 */
export function inkOnPaper(rgba: Uint8Array | Uint8ClampedArray): void {
  const pixels = rgba.length >> 2;
  // The paper is what most of the card is: the median brightness says light or dark.
  const histogram = new Uint32Array(256);
  for (let i = 0; i < rgba.length; i += 4) histogram[(rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8] += 1;
  let seen = 0;
  let median = 0;
  while (median < 255 && seen + histogram[median] <= pixels / 2) seen += histogram[median++];
  const lightPaper = median >= 128;
  for (let i = 0; i < rgba.length; i += 4) {
    const r = rgba[i];
    const g = rgba[i + 1];
    const b = rgba[i + 2];
    const value = lightPaper ? Math.min(r, g, b) : Math.max(r, g, b);
    rgba[i] = value;
    rgba[i + 1] = value;
    rgba[i + 2] = value;
    rgba[i + 3] = 255;
  }
}

/** The longest side a picture is read at: a phone's 12-megapixel photo is scaled down to this (faster, no less accurate for a card). */
export const MAX_SIDE = 2000;

/** The size to read a picture of width × height at. */
export function readingSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
