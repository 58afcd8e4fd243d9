import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../../../components/use-modal';
import { FileButton } from '../../../lib/forms';
import { useEventModeText } from '../i18n';
import { useQrCamera } from '../qr/use-qr-camera';
import '../../../components/confirm-dialog.css';

interface QrCameraDialogProps {
  /** A code's text; answers whether it held a card and was taken (otherwise scanning goes on). */
  onText: (text: string) => boolean;
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
  const { t } = useEventModeText();
  const titleId = useId();
  const hintId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [notACard, setNotACard] = useState(false);
  const { dialog, onKeyDown, onBackdropMouseDown } = useModal({
    open: true,
    onClose,
    busy: false,
    initialFocus: cancel,
  });

  const read = useCallback(
    (text: string) => {
      const taken = onText(text);
      setNotACard(!taken);
      return !taken;
    },
    [onText],
  );
  const camera = useQrCamera(video, read);

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialog}
        className="dialog qr-camera"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{t('qr.dialog.title')}</h2>
        <p id={hintId} className="muted">
          {t('qr.dialog.hint')}
        </p>
        {/* The preview is for the eyes; the status line below says what it is doing. */}
        <video
          ref={video}
          className="qr-camera-preview"
          muted
          playsInline
          autoPlay
          aria-hidden="true"
          hidden={camera.kind === 'unavailable'}
        />
        <p role="status" className="qr-camera-status">
          {camera.kind === 'starting' ? t('qr.dialog.starting') : camera.kind === 'live' ? t('qr.dialog.live') : ''}
        </p>
        {camera.kind === 'unavailable' && (
          <div className="stack">
            <p className="notice notice-warning" role="alert">
              {t(`qr.camera.${camera.problem}`)}
            </p>
            {camera.problem !== 'readerFailed' && (
              <FileButton
                label={t('qr.choosePhoto')}
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
            {t('qr.notACard')}
          </p>
        )}
        <div className="dialog-actions">
          <button ref={cancel} type="button" className="button button-secondary" onClick={onClose}>
            {t('qr.dialog.cancel')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
