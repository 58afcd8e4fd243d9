import { useEffect, useRef, useState, type RefObject } from 'react';
import { createQrReader, frameOf, type QrReader } from './frame-reader';

/** How often a frame is read: often enough to feel instant, rare enough to leave a phone cool. */
export const SCAN_INTERVAL_MS = 200;

export type CameraProblem = 'insecure' | 'unsupported' | 'denied' | 'noCamera' | 'busy' | 'failed' | 'readerFailed';
export type CameraState = { kind: 'starting' } | { kind: 'live' } | { kind: 'unavailable'; problem: CameraProblem };

/** Each code's text; answers whether to keep looking (false once a card was taken). */
export type OnQrText = (text: string) => boolean;

/**
 * While mounted: the rear camera plays in `video` and a downscaled frame is read every
 * SCAN_INTERVAL_MS (the next only after the last is read, so slow phones never queue frames).
 * Unmounting stops every track of the stream, also one that arrives after the unmount.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onText: OnQrText): CameraState {
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    const element = video.current;
    const canvas = document.createElement('canvas');
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (problem: CameraProblem) => {
      stopTracks(stream);
      if (!stopped) setState({ kind: 'unavailable', problem });
    };

    const scan = (read: QrReader) => {
      const tick = async () => {
        const frame = element && frameOf(element, canvas);
        const text = frame ? await read(frame).catch(() => null) : null;
        if (stopped) return;
        if (text && !onTextRef.current(text)) return;
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    };

    const start = async () => {
      // Browsers give the camera to secure pages only (https, or localhost).
      if (window.isSecureContext === false) return fail('insecure');
      if (!navigator.mediaDevices?.getUserMedia || !element) return fail('unsupported');
      // The decoder loads while the person answers the permission prompt.
      const reader = createQrReader({ inverted: false });
      reader.catch(() => undefined);
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        return fail(problemOf(error));
      }
      if (stopped) return stopTracks(stream);
      let read: QrReader;
      try {
        read = await reader;
      } catch {
        return fail('readerFailed');
      }
      if (stopped) return;
      element.srcObject = stream;
      try {
        await element.play();
      } catch {
        // `autoplay` starts it anyway once the page may play media; a muted video always may.
      }
      if (stopped) return;
      setState({ kind: 'live' });
      scan(read);
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks(stream);
      if (element) element.srcObject = null;
    };
  }, [video]);

  return state;
}

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** getUserMedia's refusals by name (DOMException), as the person can act on them. */
function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}
