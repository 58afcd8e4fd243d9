import { useCallback, useId, useState } from 'react';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import { useMessageText } from '../../../i18n/messages';
import { FileButton } from '../../../lib/forms';
import { useEventModeText } from '../i18n';
import { parseQrPayload, type QrPayload } from '../qr-payload';
import { createQrReader, readQrFromPicture, UnreadableImage } from '../qr/frame-reader';
import { QrCameraDialog } from './QrCameraDialog';

/** A code that holds a card: a vCard or a link. */
export type ScannedQr = Exclude<QrPayload, { kind: 'invalid' }>;

/** Why a chosen picture gave no card: the catalogue's `qr.picture.*`, `qr.notACard`, `qr.camera.readerFailed`, or the spec's 5 MB message. */
type PictureProblem = 'notAnImage' | 'tooLarge' | 'unreadable' | 'noCode' | 'notACard' | 'readerFailed';
type PictureState = { kind: 'idle' } | { kind: 'reading' } | { kind: 'refused'; problem: PictureProblem };

/** The checks made before a picture is opened: an image, at most 5 MB. */
export function qrPictureProblem(file: File): 'notAnImage' | 'tooLarge' | null {
  // Some phones' pickers give no type: opening the picture then tells.
  if (file.type && !file.type.startsWith('image/')) return 'notAnImage';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  return null;
}

/**
 * "Scan a QR code" with the camera, or "Choose a photo of the QR code" (desktops, and phones
 * whose camera cannot be used). A code holding a vCard or a link goes to `onScan`; anything else
 * is said, and the camera keeps looking.
 */
export function QrScanner({ onScan }: { onScan: (scan: ScannedQr) => void }) {
  const { t } = useEventModeText();
  const messageText = useMessageText();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [picture, setPicture] = useState<PictureState>({ kind: 'idle' });

  /** Takes a code's text when it holds a card (and closes the camera); false when it does not. */
  const take = useCallback(
    (text: string): boolean => {
      const payload = parseQrPayload(text, t);
      if (payload.kind === 'invalid') return false;
      setOpen(false);
      onScan(payload);
      return true;
    },
    [onScan, t],
  );

  const readPicture = async (file: File) => {
    const problem = qrPictureProblem(file);
    if (problem) return setPicture({ kind: 'refused', problem });
    setPicture({ kind: 'reading' });
    try {
      const text = await readQrFromPicture(file, await createQrReader({ inverted: true }));
      if (!text) return setPicture({ kind: 'refused', problem: 'noCode' });
      setPicture(take(text) ? { kind: 'idle' } : { kind: 'refused', problem: 'notACard' });
    } catch (error) {
      setPicture({ kind: 'refused', problem: error instanceof UnreadableImage ? 'unreadable' : 'readerFailed' });
    }
  };

  const problemText = (problem: PictureProblem) => {
    if (problem === 'tooLarge') return messageText(MESSAGES.fileTooLarge);
    if (problem === 'notACard') return t('qr.notACard');
    if (problem === 'readerFailed') return t('qr.camera.readerFailed');
    return t(`qr.picture.${problem}`);
  };

  const reading = picture.kind === 'reading';
  return (
    <section className="qr-scanner" aria-labelledby={headingId} aria-busy={reading || undefined}>
      <h3 id={headingId}>{t('qr.heading')}</h3>
      <p className="muted">{t('qr.intro')}</p>
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
          {t('qr.scan')}
        </button>
        <FileButton
          label={t('qr.choosePhoto')}
          accept="image/*"
          onFile={(file) => void readPicture(file)}
          pending={reading}
        />
      </div>
      {/* Always in the page (even empty), so screen readers announce what appears in it. */}
      <p role="status" className="qr-scanner-status">
        {reading ? t('qr.readingPicture') : ''}
      </p>
      {picture.kind === 'refused' && (
        <p className="form-error" role="alert">
          {problemText(picture.problem)}
        </p>
      )}
      {open && (
        <QrCameraDialog onText={take} onPicture={(file) => void readPicture(file)} onClose={() => setOpen(false)} />
      )}
    </section>
  );
}
