import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegQuality } from './jpeg-quality';

const card = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#f4f1ea' } }).composite([
    {
      input: Buffer.from('<svg width="320" height="200"><text x="20" y="100" font-size="28">Ana Ribeiro</text></svg>'),
    },
  ]);

describe('JPEG quality from the file', () => {
  it('reads the quality a file was saved at from its own quantisation table, through EXIF before it', async () => {
    for (const quality of [20, 35, 50, 72, 90]) {
      const file = new Uint8Array(await card().jpeg({ quality }).withMetadata({ orientation: 1 }).toBuffer());
      expect(Math.abs((jpegQuality(file) ?? 0) - quality)).toBeLessThanOrEqual(1);
    }
  });

  it('answers null for a picture that is no JPEG, or a broken one', async () => {
    expect(jpegQuality(new Uint8Array(await card().png().toBuffer()))).toBeNull();
    expect(jpegQuality(new Uint8Array(await card().webp().toBuffer()))).toBeNull();
    expect(jpegQuality(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4]))).toBeNull();
    expect(jpegQuality(new Uint8Array(0))).toBeNull();
    // Cut inside its quantisation table: no quality, rather than a number made of missing bytes.
    const file = new Uint8Array(await card().jpeg({ quality: 30 }).toBuffer());
    const table = file.findIndex((b, i) => b === 0xff && file[i + 1] === 0xdb);
    expect(jpegQuality(file.slice(0, table + 30))).toBeNull();
  });
});
