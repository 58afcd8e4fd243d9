/** The sum of the JPEG standard's luminance quantisation table (Annex K), which libjpeg uses at quality 50. */
const STANDARD_LUMINANCE_SUM = 3688;

/**
 * The quality (1–100, libjpeg's scale) a JPEG file was saved at, read from its own luminance
 * quantisation table (the DQT segment before the picture's data): how coarsely the encoder
 * rounded the picture. A phone's camera saves at 85–95 and a gallery's copy rarely under 70; a
 * photo saved at 20–45 (sent on through a messaging app, or a shaken, smeared picture squeezed
 * small) has lost its letters' thin strokes to 8 × 8 blocks. `null` for a file that is no JPEG
 * or carries no table before its data.
 */
export function jpegQuality(bytes: Uint8Array): number | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (marker === 0xda) return null;
    if (marker === 0xdb) {
      let p = at + 4;
      while (p < at + 2 + length && p < bytes.length) {
        const wide = bytes[p] >> 4;
        const table = bytes[p] & 15;
        p += 1;
        // A file cut inside its table (a truncated upload) says nothing of its quality.
        if (p + (wide ? 128 : 64) > bytes.length) return null;
        let sum = 0;
        for (let k = 0; k < 64; k += 1, p += wide ? 2 : 1) sum += wide ? (bytes[p] << 8) | bytes[p + 1] : bytes[p];
        if (table === 0) {
          // libjpeg scales the standard table by 5000 / q below quality 50 and by 200 − 2q above it.
          const scale = (sum * 100) / STANDARD_LUMINANCE_SUM;
          return Math.max(1, Math.min(100, Math.round(scale <= 100 ? (200 - scale) / 2 : 5000 / scale)));
        }
      }
    }
    at += 2 + length;
  }
  return null;
}
