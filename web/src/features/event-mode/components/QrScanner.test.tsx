import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@contract/messages';
import { QR_NOT_A_CARD } from '../qr-payload';
import eventMode from '../i18n/en';
import { noise, qrImage } from '../qr/qr-images.test-support';
import type { RgbaImage } from '../qr/decode';
import { QrScanner } from './QrScanner';

/*
 * jsdom has no camera, no video decoding and no canvas pixels: the browser's side of those is
 * stood in for here (getUserMedia, the video's size, the canvas's getImageData answering the
 * "frame"); the scanner's own code and jsQR run as they do in a browser.
 */

/** The scanner's English texts, as the catalogue words them. */
const TEXTS = eventMode.qr;
const VCARD =
  'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Quispe;Inti;;;\r\nFN:Inti Quispe\r\nORG:Andes Rail\r\nEMAIL:inti@andesrail.example\r\nEND:VCARD';
const WIDTH = 320;
const HEIGHT = 240;
const codeOf = (text: string) => qrImage(text, { width: WIDTH, height: HEIGHT, at: [60, 10] });

let frame: RgbaImage = noise(WIDTH, HEIGHT);
let track: { stop: ReturnType<typeof vi.fn> };

function fakeStream() {
  track = { stop: vi.fn() };
  return { getTracks: () => [track] } as unknown as MediaStream;
}

function installCamera(
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream> = async () => fakeStream(),
) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: spy } });
  return spy;
}

beforeEach(() => {
  frame = noise(WIDTH, HEIGHT);
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', {
    configurable: true,
    get: () => HTMLMediaElement.HAVE_ENOUGH_DATA,
  });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { configurable: true, get: () => WIDTH });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { configurable: true, get: () => HEIGHT });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage: () => undefined, getImageData: () => frame }) as unknown as CanvasRenderingContext2D,
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'readyState');
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoWidth');
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoHeight');
});

async function openCamera() {
  const user = userEvent.setup();
  const onScan = vi.fn();
  render(<QrScanner onScan={onScan} />);
  await user.click(screen.getByRole('button', { name: 'Scan a QR code' }));
  const dialog = screen.getByRole('dialog', { name: 'Scan a QR code' });
  return { user, onScan, dialog };
}

describe('QrScanner with the camera', () => {
  it('opens the rear camera in a labelled dialog and takes a vCard: the camera stops and the form gets the details', async () => {
    const getUserMedia = installCamera();
    const { onScan, dialog } = await openCamera();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await within(dialog).findByText('Camera on: looking for a QR code…')).toBeInTheDocument();

    frame = codeOf(VCARD);
    await waitFor(() => expect(onScan).toHaveBeenCalledTimes(1));
    expect(onScan).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'vcard',
        details: expect.objectContaining({ firstName: 'Inti', lastName: 'Quispe', company: 'Andes Rail' }),
      }),
    );
    // The camera stops when the dialog unmounts, a render after onScan.
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan a QR code' })).toHaveFocus();
  });

  it('says when a code holds no card and keeps looking until one does', async () => {
    installCamera();
    const { onScan, dialog } = await openCamera();
    frame = codeOf('Wi-Fi password: conference2026');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(QR_NOT_A_CARD);
    expect(onScan).not.toHaveBeenCalled();
    expect(track.stop).not.toHaveBeenCalled();

    frame = codeOf('https://everlink.example/card/c_inti');
    await waitFor(() =>
      expect(onScan).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'url', url: 'https://everlink.example/card/c_inti' }),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape and Cancel close the dialog and stop every track', async () => {
    installCamera();
    const { user, dialog } = await openCamera();
    await within(dialog).findByText('Camera on: looking for a QR code…');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(track.stop).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Scan a QR code' }));
    await within(screen.getByRole('dialog')).findByText('Camera on: looking for a QR code…');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it('stops a camera that is granted only after the dialog was closed', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    installCamera(() => new Promise((resolve) => (grant = resolve)));
    const { user } = await openCamera();
    await user.keyboard('{Escape}');
    grant(fakeStream());
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });

  it('explains a refused permission and offers a photo instead', async () => {
    installCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { dialog } = await openCamera();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEXTS.camera.denied);
    expect(within(dialog).getByLabelText('Choose a photo of the QR code')).toHaveAttribute('type', 'file');
  });

  it('explains a missing camera, a browser without one and an insecure page', async () => {
    installCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const first = await openCamera();
    expect(await within(first.dialog).findByRole('alert')).toHaveTextContent(TEXTS.camera.noCamera);
    await first.user.keyboard('{Escape}');

    Reflect.deleteProperty(navigator, 'mediaDevices');
    await first.user.click(screen.getByRole('button', { name: 'Scan a QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.camera.unsupported);
    await first.user.keyboard('{Escape}');

    const getUserMedia = installCamera();
    vi.stubGlobal('isSecureContext', false);
    await first.user.click(screen.getByRole('button', { name: 'Scan a QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.camera.insecure);
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});

describe('QrScanner with a photo', () => {
  const setup = () => {
    const user = userEvent.setup({ applyAccept: false });
    const onScan = vi.fn();
    render(<QrScanner onScan={onScan} />);
    return { user, onScan, input: screen.getByLabelText('Choose a photo of the QR code') };
  };
  const picture = (name = 'code.png', type = 'image/png', bytes = 10) =>
    new File([new Uint8Array(bytes)], name, { type });
  const openAs = (image: RgbaImage | Error) =>
    vi.stubGlobal('createImageBitmap', async () => {
      if (image instanceof Error) throw image;
      frame = image;
      return { width: image.width, height: image.height, close: () => undefined };
    });

  it('reads the code in a chosen picture', async () => {
    openAs(codeOf(VCARD));
    const { user, onScan, input } = setup();
    await user.upload(input, picture());
    await waitFor(() => expect(onScan).toHaveBeenCalledWith(expect.objectContaining({ kind: 'vcard' })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image, or over 5 MB, before opening it', async () => {
    const open = vi.fn();
    vi.stubGlobal('createImageBitmap', open);
    const { user, input } = setup();
    await user.upload(input, picture('notes.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.picture.notAnImage);
    await user.upload(input, picture('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fileTooLarge);
    expect(open).not.toHaveBeenCalled();
  });

  it('says when a picture has no code, holds no card, or cannot be opened', async () => {
    const { user, onScan, input } = setup();
    openAs(noise(WIDTH, HEIGHT));
    await user.upload(input, picture());
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.picture.noCode);

    openAs(codeOf('Just some text'));
    await user.upload(input, picture());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(QR_NOT_A_CARD));

    openAs(new TypeError('The source image could not be decoded.'));
    await user.upload(input, picture('broken.png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.picture.unreadable));
    expect(onScan).not.toHaveBeenCalled();
  });
});
