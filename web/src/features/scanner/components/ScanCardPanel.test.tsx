import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sharp from 'sharp';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import type { ScannedContact } from '../draft';
import type { NodeCardReader } from '../ocr/node';
import type { CreateCardReader } from '../ocr/reader';
import { OCR_TIMEOUT, picture, readerOf, startNodeEngine } from './node-engine.test-support';
import { SCAN_TEXTS, ScanCardPanel } from './ScanCardPanel';

/**
 * The scan flow with a real picture read for real: behind the panel's reader boundary runs
 * tesseract.js's Node build with the same model and preparation as the browser's reader (the
 * browser build needs a Web Worker and createImageBitmap, which jsdom does not have). The
 * recogniser is the app's own. Only the "engine did not start" state uses a reader that fails.
 */
const CARD = new Uint8Array(readFileSync(join(import.meta.dirname, '../../../../e2e/fixtures/business-card.png')));

let engine: NodeCardReader;
beforeAll(async () => {
  engine = await startNodeEngine();
}, OCR_TIMEOUT);
afterAll(() => engine.close());

const nodeReader = readerOf(() => engine);

function renderPanel(createReader: CreateCardReader = nodeReader) {
  const onScan = vi.fn<(scan: ScannedContact | null) => void>();
  render(<ScanCardPanel onScan={onScan} createReader={createReader} />);
  return onScan;
}

describe('ScanCardPanel', () => {
  it('offers the camera and the file picker, labelled, for pictures', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Scan a business card' })).toBeVisible();
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Choose a picture')).not.toHaveAttribute('capture');
  });

  it(
    'reads a rendered card and hands its fields to the form, the photo only when the person keeps it',
    async () => {
      const user = userEvent.setup();
      const onScan = renderPanel();
      const file = picture(CARD);
      await user.upload(screen.getByLabelText('Choose a picture'), file);

      expect(screen.getByText('Getting the text reader ready…')).toBeVisible();
      expect(screen.getByLabelText('Take a photo')).toBeDisabled();
      expect(await screen.findByText('Straightening the photo and making the text stand out…')).toBeVisible();
      await screen.findByText(
        'Found the name, job title, company, email, phone number, website and address. Check the details below, then save.',
        {},
        { timeout: OCR_TIMEOUT },
      );

      expect(onScan).toHaveBeenCalledTimes(1);
      const scan = onScan.mock.calls[0][0]!;
      expect(scan.photo).toBeNull();
      expect(scan.draft).toEqual({
        firstName: 'Amelia',
        lastName: 'Hartwell',
        email: 'amelia.hartwell@northwind.co.uk',
        otherEmails: [],
        phoneNumber: '+44 20 7946 0958',
        otherPhoneNumbers: [],
        company: 'Northwind Analytics Ltd',
        jobTitle: 'Senior Product Designer',
        note: 'Website: www.northwind.co.uk\nAddress: 12 Finsbury Square, London EC2A 1AS',
        check: expect.any(Array),
      });

      // Keeping the photo hands the same scan (same id: the form is not started again) with the file.
      await user.click(screen.getByLabelText("Keep this photo as the contact's picture"));
      expect(onScan).toHaveBeenLastCalledWith({ ...scan, photo: file });
      await user.click(screen.getByLabelText("Keep this photo as the contact's picture"));
      expect(onScan).toHaveBeenLastCalledWith({ ...scan, photo: null });
    },
    OCR_TIMEOUT,
  );

  it(
    'says so when the picture is all one shade, reads nothing and leaves the form empty',
    async () => {
      const user = userEvent.setup();
      const createReader = vi.fn(nodeReader);
      const onScan = renderPanel(createReader);
      const blank = await sharp({ create: { width: 800, height: 480, channels: 3, background: '#f4f1ea' } })
        .png()
        .toBuffer();
      await user.upload(screen.getByLabelText('Take a photo'), picture(new Uint8Array(blank)));
      expect(await screen.findByText(SCAN_TEXTS.blank, {}, { timeout: OCR_TIMEOUT })).toBeVisible();
      expect(onScan).not.toHaveBeenCalled();
    },
    OCR_TIMEOUT,
  );

  it(
    'refuses a file that is not a picture, one over 5 MB and one that cannot be opened, before anything is read',
    async () => {
      const user = userEvent.setup({ applyAccept: false });
      const createReader = vi.fn(nodeReader);
      const onScan = renderPanel(createReader);
      const input = screen.getByLabelText('Choose a picture');

      await user.upload(input, new File(['%PDF-1.7'], 'card.pdf', { type: 'application/pdf' }));
      expect(screen.getByRole('alert')).toHaveTextContent(SCAN_TEXTS.notAPicture);

      await user.upload(input, new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fileTooLarge);
      expect(createReader).not.toHaveBeenCalled();

      // An image type with bytes no decoder understands: the reader refuses it as a picture.
      await user.upload(input, picture(new TextEncoder().encode('not really a png'), 'broken.png'));
      expect(await screen.findByRole('alert', {}, { timeout: OCR_TIMEOUT })).toHaveTextContent(SCAN_TEXTS.unreadable);
      expect(onScan).not.toHaveBeenCalled();
    },
    OCR_TIMEOUT,
  );

  it('tells a browser without module workers and a worker canvas (jsdom has neither) that it cannot read cards', async () => {
    const user = userEvent.setup();
    const onScan = vi.fn<(scan: ScannedContact | null) => void>();
    render(<ScanCardPanel onScan={onScan} />);
    await user.upload(screen.getByLabelText('Choose a picture'), picture(CARD));

    expect(await screen.findByText(SCAN_TEXTS.unsupported)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByLabelText('Choose a picture')).toBeEnabled();
    expect(onScan).not.toHaveBeenCalled();
  });

  it(
    'says when the text reader cannot start, and starts a new one on Try again',
    async () => {
      const user = userEvent.setup();
      const createReader = vi
        .fn<CreateCardReader>()
        .mockRejectedValueOnce(new Error('Failed to fetch worker.min.js'))
        .mockImplementation(nodeReader);
      const onScan = renderPanel(createReader);
      await user.upload(screen.getByLabelText('Choose a picture'), picture(CARD));

      expect(await screen.findByRole('alert')).toHaveTextContent(SCAN_TEXTS.readerFailed);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(onScan).toHaveBeenCalledTimes(1), { timeout: OCR_TIMEOUT });
      expect(createReader).toHaveBeenCalledTimes(2);
      expect(onScan.mock.calls[0][0]?.draft.lastName).toBe('Hartwell');
      expect(screen.queryByRole('alert')).toBeNull();
    },
    OCR_TIMEOUT,
  );
});
