/**
 * A photo forwarded through a chat app often arrives as a screenshot of the app's viewer: a tall
 * frame with the phone's status bar, the chat's header and its input bar, and the photo across
 * its width between two black bands. The card is then a few per cent of the frame, under the
 * share a find believes, and the input bar's pill is the largest shape the flood leaves.
 */

/**
 * A row this dark on average (of 255) and this even across (its brightest less its darkest, on
 * the box-averaged small copy) is the viewer's black band: one flat colour, 0–2 levels with its
 * JPEG. A photo's row is not that flat even in the dark: a night table's darkest planks, through
 * the phone's noise reduction, vary by 9–13.
 */
const BAND_DARK = 48;
const BAND_EVEN = 4;
/** The black bands above and below the photo are each at least this share of the frame's height (a few flat rows inside a photo are not a band). */
const MIN_BAND = 0.05;
/** The photo between them is at least this share of the height: a strip of a few rows is no photo. */
const MIN_PHOTO = 0.15;

/** The rows [top, bottom) of the photo a viewer shows between black bands, on a small copy's brightness (`width` × `height`); null for a frame that is no such screenshot. */
export function shownPhotoRows(
  light: Float32Array,
  width: number,
  height: number,
): { top: number; bottom: number } | null {
  const band = Array.from({ length: height }, (_, y) => isBand(light.subarray(y * width, (y + 1) * width)));
  let best: { top: number; bottom: number } | null = null;
  for (let top = 0; top < height; top += 1) {
    if (band[top] || (top > 0 && !band[top - 1])) continue;
    let bottom = top;
    while (bottom < height && !band[bottom]) bottom += 1;
    if (!best || bottom - top > best.bottom - best.top) best = { top, bottom };
  }
  if (!best || best.bottom - best.top < MIN_PHOTO * height) return null;
  const run = (from: number, step: number) => {
    let y = from;
    while (y >= 0 && y < height && band[y]) y += step;
    return Math.abs(y - from);
  };
  const minBand = MIN_BAND * height;
  return run(best.top - 1, -1) >= minBand && run(best.bottom, 1) >= minBand ? best : null;
}

function isBand(row: Float32Array): boolean {
  let [min, max, sum] = [255, 0, 0];
  for (const v of row) {
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
  }
  return max - min <= BAND_EVEN && sum / row.length <= BAND_DARK;
}
