import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sharp from 'sharp';
import type { ScannedContact } from '../draft';
import type { NodeCardReader } from '../ocr/node';
import type { CreateCardReader } from '../ocr/reader';
import { OCR_TIMEOUT, picture, readerOf, startNodeEngine } from './node-engine.test-support';
import { SCAN_TEXTS, ScanCardPanel } from './ScanCardPanel';

/**
 * Pictures that are not a readable card, read for real (tesseract.js's Node build behind the
 * panel's reader boundary): each ends in a clear message, none hangs, and none hands the form a
 * name it did not read. Nothing is saved in any case: saving is the person's own step in the form.
 */
const CARD = new Uint8Array(readFileSync(join(import.meta.dirname, '../../../../e2e/fixtures/business-card.png')));

let engine: NodeCardReader;
beforeAll(async () => {
  engine = await startNodeEngine();
}, OCR_TIMEOUT);
afterAll(() => engine.close());

function renderPanel(createReader: CreateCardReader = readerOf(() => engine), readTimeLimitMs?: number) {
  const onScan = vi.fn<(scan: ScannedContact | null) => void>();
  render(<ScanCardPanel onScan={onScan} createReader={createReader} readTimeLimitMs={readTimeLimitMs} />);
  return onScan;
}

const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600">${body}</svg>`);

describe('ScanCardPanel with pictures that are not a readable card', () => {
  it(
    'a black picture: says it is all one shade and reads nothing',
    async () => {
      const user = userEvent.setup();
      const onScan = renderPanel();
      const black = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000000' } })
        .jpeg()
        .toBuffer();
      await user.upload(
        screen.getByLabelText('Take a photo'),
        picture(new Uint8Array(black), 'dark.jpg', 'image/jpeg'),
      );
      expect(await screen.findByText(SCAN_TEXTS.blank, {}, { timeout: OCR_TIMEOUT })).toBeVisible();
      expect(onScan).not.toHaveBeenCalled();
    },
    OCR_TIMEOUT,
  );

  it(
    'a photo with no card in it: says nothing was found, and the form gets no name',
    async () => {
      const user = userEvent.setup();
      const onScan = renderPanel();
      // A desk: wood-coloured gradient, a mug and a pen, no text.
      const desk = await sharp(
        svg(
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#8b5a2b"/><stop offset="1" stop-color="#c19a6b"/></linearGradient></defs>' +
            '<rect width="100%" height="100%" fill="url(#g)"/><circle cx="300" cy="280" r="120" fill="#f5f5f5"/><circle cx="300" cy="280" r="90" fill="#3b2314"/>' +
            '<rect x="600" y="150" width="320" height="18" rx="9" fill="#1f4e9c" transform="rotate(20 760 160)"/>',
        ),
      )
        .jpeg()
        .toBuffer();
      await user.upload(
        screen.getByLabelText('Choose a picture'),
        picture(new Uint8Array(desk), 'desk.jpg', 'image/jpeg'),
      );
      const message = await screen.findByText(
        (text) => text === SCAN_TEXTS.nothingFound || text === SCAN_TEXTS.notACard,
        {},
        { timeout: OCR_TIMEOUT },
      );
      expect(message).toBeVisible();
      expect(onScan.mock.calls.every(([scan]) => !scan?.draft.firstName && !scan?.draft.lastName)).toBe(true);
    },
    OCR_TIMEOUT,
  );

  it(
    'a card in a script the English model does not read: says so, and the form gets no name',
    async () => {
      const user = userEvent.setup();
      const onScan = renderPanel();
      const text = (y: number, size: number, words: string) =>
        `<text x="70" y="${y}" font-family="DejaVu Sans" font-size="${size}" fill="#1f2328">${words}</text>`;
      const card = await sharp(
        svg(
          '<rect width="100%" height="100%" fill="#fdfbf6"/>' +
            text(130, 54, 'Анна Смирнова') +
            text(185, 30, 'Главный бухгалтер') +
            text(260, 36, 'ООО «Северный ветер»') +
            text(480, 26, 'ул. Тверская, дом семь, Москва'),
        ),
      )
        .png()
        .toBuffer();
      await user.upload(screen.getByLabelText('Choose a picture'), picture(new Uint8Array(card)));
      const message = await screen.findByText(
        (t) => t === SCAN_TEXTS.notACard || t === SCAN_TEXTS.nothingFound,
        {},
        { timeout: OCR_TIMEOUT },
      );
      expect(message).toBeVisible();
      expect(onScan.mock.calls.every(([scan]) => !scan?.draft.firstName && !scan?.draft.lastName)).toBe(true);
    },
    OCR_TIMEOUT,
  );

  it(
    'a 50-megapixel photo: scaled down before it is read, and read',
    async () => {
      const user = userEvent.setup();
      const onScan = renderPanel();
      const huge = await sharp(CARD)
        .resize({ width: 8660, height: 5774, fit: 'fill' })
        .jpeg({ quality: 60 })
        .toBuffer();
      expect(huge.length).toBeLessThan(5 * 1024 * 1024);
      await user.upload(
        screen.getByLabelText('Choose a picture'),
        picture(new Uint8Array(huge), 'huge.jpg', 'image/jpeg'),
      );
      await screen.findByText(/^Found the name/, {}, { timeout: OCR_TIMEOUT });
      expect(onScan.mock.calls.at(-1)?.[0]?.draft.lastName).toBe('Hartwell');
    },
    // Decoding and scaling 50 megapixels takes a while on a busy machine; the read itself is the usual one.
    2 * OCR_TIMEOUT,
  );

  it(
    'a reading past the time limit: stopped with a clear message, nothing handed to the form, a new engine next time',
    async () => {
      const user = userEvent.setup();
      const createReader = vi.fn(readerOf(() => engine));
      // The real engine on the real card, with a limit no reading meets: what a photo that holds the engine for minutes meets.
      const onScan = renderPanel(createReader, 1);
      await user.upload(screen.getByLabelText('Choose a picture'), picture(CARD));
      expect(await screen.findByText(SCAN_TEXTS.tooLong, {}, { timeout: OCR_TIMEOUT })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Stop reading' })).toBeNull();
      expect(onScan).not.toHaveBeenCalled();
      await user.upload(screen.getByLabelText('Choose a picture'), picture(CARD));
      expect(await screen.findByText(SCAN_TEXTS.tooLong, {}, { timeout: OCR_TIMEOUT })).toBeVisible();
      // The stopped engine is never asked again: each reading got a new one.
      expect(createReader).toHaveBeenCalledTimes(2);
    },
    OCR_TIMEOUT,
  );

  it(
    'Stop reading: the person stops a reading, nothing is handed to the form, and the next picture reads',
    async () => {
      const user = userEvent.setup();
      const onScan = renderPanel();
      await user.upload(screen.getByLabelText('Choose a picture'), picture(CARD));
      await user.click(screen.getByRole('button', { name: 'Stop reading' }));
      expect(await screen.findByText(SCAN_TEXTS.stopped)).toBeVisible();
      expect(screen.getByLabelText('Choose a picture')).toBeEnabled();
      await user.upload(screen.getByLabelText('Choose a picture'), picture(CARD));
      await waitFor(() => expect(onScan).toHaveBeenCalledTimes(1), { timeout: OCR_TIMEOUT });
      expect(onScan.mock.calls[0][0]?.draft.lastName).toBe('Hartwell');
    },
    OCR_TIMEOUT,
  );
});
