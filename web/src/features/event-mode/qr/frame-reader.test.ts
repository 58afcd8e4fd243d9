import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQrReader, fitWithin } from './frame-reader';
import { qrImage } from './qr-images.test-support';

const URL_TEXT = 'https://everlink.example/card/c_frame';
const image = () => qrImage(URL_TEXT, { width: 240, height: 240, at: [20, 20] }) as ImageData;
const blank = () => ({ data: new Uint8ClampedArray(32 * 32 * 4).fill(255), width: 32, height: 32 }) as ImageData;

/** A stand-in for the browser's BarcodeDetector (jsdom has none). */
function installDetector(formats: string[], detect: (image: ImageData) => Promise<{ rawValue: string }[]>) {
  const Detector = vi.fn(function BarcodeDetector() {
    return { detect };
  });
  Object.assign(Detector, { getSupportedFormats: async () => formats });
  vi.stubGlobal('BarcodeDetector', Detector);
  return Detector;
}

afterEach(() => vi.unstubAllGlobals());

describe('createQrReader', () => {
  it('uses jsQR where the browser has no BarcodeDetector', async () => {
    const read = await createQrReader({ inverted: false });
    expect(await read(image())).toBe(URL_TEXT);
    expect(await read(blank())).toBeNull();
  });

  it('prefers the browser’s BarcodeDetector when it reads QR codes', async () => {
    const detect = vi.fn(async () => [{ rawValue: 'from the native reader' }]);
    const Detector = installDetector(['ean_13', 'qr_code'], detect);
    const read = await createQrReader({ inverted: false });
    expect(await read(blank())).toBe('from the native reader');
    expect(Detector).toHaveBeenCalledWith({ formats: ['qr_code'] });
  });

  it('uses jsQR when the BarcodeDetector reads no QR codes (desktop Chrome on Linux and Windows)', async () => {
    const detect = vi.fn(async () => []);
    installDetector([], detect);
    const read = await createQrReader({ inverted: false });
    expect(await read(image())).toBe(URL_TEXT);
    expect(detect).not.toHaveBeenCalled();
  });

  it('turns to jsQR for good once the BarcodeDetector fails', async () => {
    const detect = vi.fn(async () => Promise.reject(new DOMException('lost', 'InvalidStateError')));
    installDetector(['qr_code'], detect);
    const read = await createQrReader({ inverted: false });
    expect(await read(image())).toBe(URL_TEXT);
    expect(await read(image())).toBe(URL_TEXT);
    expect(detect).toHaveBeenCalledTimes(1);
  });
});

describe('fitWithin', () => {
  it('shrinks the longer side to the limit and keeps the shape', () => {
    expect(fitWithin(4032, 3024, 640)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1080, 1920, 640)).toEqual({ width: 360, height: 640 });
  });
  it('never enlarges, and never answers an empty size', () => {
    expect(fitWithin(320, 240, 640)).toEqual({ width: 320, height: 240 });
    expect(fitWithin(0, 0, 640)).toEqual({ width: 1, height: 1 });
    expect(fitWithin(10_000, 1, 640)).toEqual({ width: 640, height: 1 });
  });
});
