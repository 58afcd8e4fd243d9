import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/**
 * The card page's QR code as a PNG of one pixel a module, black and white at one bit a pixel,
 * inline as a data: URL and drawn large without smoothing (`image-rendering: pixelated`). A
 * QR code is some 1,100 random bits: as an SVG path they weigh about 500 bytes gzipped in the
 * page, as this PNG's base64 about 300 (docs/profiles-and-cards.md, "Decisions"). The share kit
 * keeps its SVG, which it hands out as a file.
 */

/** One module of white around the code, as the SVG had: the page's white figure adds the rest of the quiet zone. */
const MARGIN = 1;
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/** A PNG (greyscale, 1 bit) of `dark(x, y)` over a `size` square: a set bit is white. */
function bitmapPng(size: number, dark: (x: number, y: number) => boolean): Buffer {
  const rowBytes = Math.ceil(size / 8);
  // Each row: filter type 0 (none), then the pixels, white bits set.
  const rows = Buffer.alloc(size * (1 + rowBytes));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (!dark(x, y)) rows[y * (1 + rowBytes) + 1 + (x >> 3)] |= 0x80 >> (x & 7);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth; colour type 0 (greyscale), deflate, no filter method, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The QR code of `text` (error correction M, as every QR code of the product) as a PNG data: URL, and its size in modules. */
export function qrPng(text: string): { src: string; modules: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size + 2 * MARGIN;
  const inside = (v: number) => v >= MARGIN && v < modules.size + MARGIN;
  const png = bitmapPng(size, (x, y) => inside(x) && inside(y) && !!modules.get(y - MARGIN, x - MARGIN));
  return { src: `data:image/png;base64,${png.toString('base64')}`, modules: size };
}
