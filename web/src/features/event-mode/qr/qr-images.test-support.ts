import QRCode from 'qrcode';
import type { RgbaImage } from './decode';

/* Pictures for the scanner's tests: real QR codes drawn from qrcode's module matrix, and noise. */

interface Canvas {
  width: number;
  height: number;
  /** Grey level of the ground, 0–255. */
  ground?: number;
  /** Where the code's top-left corner goes. */
  at?: [number, number];
  /** Pixels a module. */
  scale?: number;
  /** Light modules on a dark ground. */
  inverted?: boolean;
}

/** A real QR code (qrcode's module matrix) drawn into an RGBA image, with a 4-module quiet zone. */
export function qrImage(
  text: string,
  { width, height, ground = 255, at = [0, 0], scale = 4, inverted = false }: Canvas,
): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4).fill(ground);
  const { size, data: modules } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const [dark, light] = inverted ? [255, 0] : [0, 255];
  const side = (size + 8) * scale;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const [row, col] = [Math.floor(y / scale) - 4, Math.floor(x / scale) - 4];
      const isDark = row >= 0 && col >= 0 && row < size && col < size && modules[row * size + col] === 1;
      const offset = ((y + at[1]) * width + x + at[0]) * 4;
      data.fill(isDark ? dark : light, offset, offset + 3);
    }
  }
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { data, width, height };
}

/** Deterministic grey noise: a picture with texture and no code in it. */
export function noise(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let i = 0; i < data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    data.fill(seed % 256, i, i + 3);
    data[i + 3] = 255;
  }
  return { data, width, height };
}
