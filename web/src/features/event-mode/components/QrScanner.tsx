import { useCallback, useId, useState } from 'react';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import { FileButton } from '../../../lib/forms';
import { parseQrPayload, type QrPayload } from '../qr-payload';
import { createQrReader, readQrFromPicture, UnreadableImage } from '../qr/frame-reader';
import { QR_SCAN_TEXTS } from '../qr/texts';
import { QrCameraDialog } from './QrCameraDialog';

/** A code that holds a card: a vCard or a link. */
export type ScannedQr = Exclude<QrPayload, { kind: 'invalid' }>;

type PictureState = { kind: 'idle' } | { kind: 'reading' } | { kind: 'refused'; message: string };

/** The checks made before a picture is opened: an image, at most 5 MB. */
export function qrPictureProblem(file: File): string | null {
  // Some phones' pickers give no type: opening the picture then tells.
  if (file.type && !file.type.startsWith('image/')) return QR_SCAN_TEXTS.notAnImage;
  if (file.size > MAX_FILE_BYTES) return MESSAGES.fileTooLarge;
  return null;
}

/**
 * "Scan a QR code" with the camera, or "Choose a photo of the QR code" (desktops, and phones
 * whose camera cannot be used). A code holding a vCard or a link goes to `onScan`; anything else
 * is said, and the camera keeps looking.
 */
export function QrScanner({ onScan }: { onScan: (scan: ScannedQr) => void }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [picture, setPicture] = useState<PictureState>({ kind: 'idle' });

  const take = useCallback(
    (text: string): string | null => {
      const payload = parseQrPayload(text);
      if (payload.kind === 'invalid') return payload.message;
      setOpen(false);
      onScan(payload);
      return null;
    },
    [onScan],
  );

  const readPicture = async (file: File) => {
    const problem = qrPictureProblem(file);
    if (problem) return setPicture({ kind: 'refused', message: problem });
    setPicture({ kind: 'reading' });
    try {
      const text = await readQrFromPicture(file, await createQrReader({ inverted: true }));
      const problemOfText = text ? take(text) : QR_SCAN_TEXTS.noCodeInImage;
      setPicture(problemOfText ? { kind: 'refused', message: problemOfText } : { kind: 'idle' });
    } catch (error) {
      setPicture({ kind: 'refused', message: error instanceof UnreadableImage ? QR_SCAN_TEXTS.unreadableImage : QR_SCAN_TEXTS.camera['reader-failed'] });
    }
  };

  const reading = picture.kind === 'reading';
  return (
    <section className="qr-scanner" aria-labelledby={headingId} aria-busy={reading || undefined}>
      <h3 id={headingId}>From their QR code</h3>
      <p className="muted">A vCard or a card link fills in the form below for you to check.</p>
      <div className="row">
        <button
          type="button"
          className="button button-primary"
          disabled={reading}
          onClick={() => {
            setPicture({ kind: 'idle' });
            setOpen(true);
          }}
        >
          Scan a QR code
        </button>
        <FileButton label="Choose a photo of the QR code" accept="image/*" onFile={(file) => void readPicture(file)} pending={reading} />
      </div>
      <p role="status" className="qr-scanner-status">
        {reading ? 'Reading the picture…' : ''}
      </p>
      {picture.kind === 'refused' && (
        <p className="form-error" role="alert">
          {picture.message}
        </p>
      )}
      {open && <QrCameraDialog onText={take} onPicture={(file) => void readPicture(file)} onClose={() => setOpen(false)} />}
    </section>
  );
}
