import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../../../components/use-modal';
import { FileButton } from '../../../lib/forms';
import { QR_SCAN_TEXTS } from '../qr/texts';
import { useQrCamera } from '../qr/use-qr-camera';
import '../../../components/confirm-dialog.css';

interface QrCameraDialogProps {
  /** A code's text; answers the message to show when it is not a card (scanning goes on), or null once it was taken. */
  onText: (text: string) => string | null;
  /** A picture chosen instead (the dialog closes first). */
  onPicture: (file: File) => void;
  onClose: () => void;
}

/**
 * The live camera in a modal: the rear camera's preview, read a few times a second until a card's
 * QR code is found. Cancel, Escape and the backdrop close it; closing stops the camera. When the
 * camera cannot start, it says why and offers to choose a photo of the code instead.
 */
export function QrCameraDialog({ onText, onPicture, onClose }: QrCameraDialogProps) {
  const titleId = useId();
  const hintId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [notACard, setNotACard] = useState<string | null>(null);
  const { dialog, onKeyDown, onBackdropMouseDown } = useModal({ open: true, onClose, busy: false, initialFocus: cancel });

  const read = useCallback(
    (text: string) => {
      const problem = onText(text);
      setNotACard(problem);
      return problem !== null;
    },
    [onText],
  );
  const camera = useQrCamera(video, read);

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={onBackdropMouseDown}>
      <div ref={dialog} className="dialog qr-camera" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={hintId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>Scan a QR code</h2>
        <p id={hintId} className="muted">
          Hold the other person&apos;s QR code inside the frame. It is read as soon as it is sharp; nothing is recorded or sent.
        </p>
        {/* The preview is for the eyes; the status line below says what it is doing. */}
        <video ref={video} className="qr-camera-preview" muted playsInline autoPlay aria-hidden="true" hidden={camera.kind === 'unavailable'} />
        <p role="status" className="qr-camera-status">
          {camera.kind === 'starting' ? 'Starting the camera…' : camera.kind === 'live' ? 'Camera on: looking for a QR code…' : ''}
        </p>
        {camera.kind === 'unavailable' && (
          <div className="stack">
            <p className="notice notice-warning" role="alert">
              {QR_SCAN_TEXTS.camera[camera.problem]}
            </p>
            {camera.problem !== 'reader-failed' && (
              <FileButton
                label="Choose a photo of the QR code"
                accept="image/*"
                className="button button-primary"
                onFile={(file) => {
                  onClose();
                  onPicture(file);
                }}
              />
            )}
          </div>
        )}
        {notACard && camera.kind === 'live' && (
          <p className="form-error" role="alert">
            {notACard}
          </p>
        )}
        <div className="dialog-actions">
          <button ref={cancel} type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
