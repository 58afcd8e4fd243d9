import { describe, expect, it } from 'vitest';
import { parseQrPayload, QR_NOT_A_CARD } from '../qr-payload';
import { decodeQr } from './decode';
import { noise, qrImage } from './qr-images.test-support';

const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Okafor;Adaeze;;;',
  'FN:Adaeze Okafor',
  'ORG:Lumen Bridge Labs',
  'TITLE:Head of Partnerships',
  'EMAIL;TYPE=work:adaeze@lumenbridge.example',
  'TEL;TYPE=cell:+44 7700 900123',
  'END:VCARD',
].join('\r\n');

describe('decodeQr', () => {
  it('reads a vCard QR code, which parses into the lead form’s details', () => {
    const text = decodeQr(qrImage(VCARD, { width: 480, height: 360, ground: 230, at: [70, 20] }));
    expect(text).toBe(VCARD);
    const payload = parseQrPayload(text!);
    expect(payload).toMatchObject({
      kind: 'vcard',
      details: {
        firstName: 'Adaeze',
        lastName: 'Okafor',
        company: 'Lumen Bridge Labs',
        jobTitle: 'Head of Partnerships',
        emails: ['adaeze@lumenbridge.example'],
        phones: ['+44 7700 900123'],
      },
    });
  });

  it('keeps accented names (byte mode, UTF-8)', () => {
    const text = 'BEGIN:VCARD\nVERSION:4.0\nFN:José Müller-Łukasiewicz\nEND:VCARD';
    expect(decodeQr(qrImage(text, { width: 300, height: 300, at: [10, 10] }))).toBe(text);
  });

  it('reads a card URL', () => {
    const url = 'https://everlink.example/card/c_7Hq2LmZpX9';
    const text = decodeQr(qrImage(url, { width: 320, height: 240, at: [40, 10], scale: 5 }));
    expect(text).toBe(url);
    expect(parseQrPayload(text!)).toMatchObject({ kind: 'url', url });
  });

  it('reads plain text, which is not a card', () => {
    const text = decodeQr(qrImage('Table 12 — ask for Priya', { width: 200, height: 200, at: [20, 20] }));
    expect(text).toBe('Table 12 — ask for Priya');
    expect(parseQrPayload(text!)).toEqual({ kind: 'invalid', message: QR_NOT_A_CARD });
  });

  it('reads a light code on a dark ground, unless told not to look for one', () => {
    const image = qrImage('https://everlink.example/card/dark', {
      width: 220,
      height: 220,
      ground: 0,
      at: [10, 10],
      inverted: true,
    });
    expect(decodeQr(image)).toBe('https://everlink.example/card/dark');
    expect(decodeQr(image, { inverted: false })).toBeNull();
  });

  it('answers null for a picture without a code, a blank one and a broken buffer', () => {
    expect(decodeQr(noise(320, 240))).toBeNull();
    expect(decodeQr({ data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 })).toBeNull();
    expect(decodeQr({ data: new Uint8ClampedArray(10), width: 64, height: 64 })).toBeNull();
    expect(decodeQr({ data: new Uint8ClampedArray(0), width: 0, height: 0 })).toBeNull();
  });
});
