// Whether this browser can prepare a picture off the page's thread (prepare.worker.ts): a module
// worker with a 2D OffscreenCanvas (Chrome 80/69, Firefox 114/105, Safari 15/16.4). Checked before
// anything is downloaded, so an older browser is told at once rather than after the engine's
// ~3 MB, and never freezes the page preparing a phone's photo on its thread.
import { UnsupportedBrowser } from './reader';

/** A module worker is detectable only by whether the constructor reads the option `type`. */
function hasModuleWorkers(): boolean {
  if (typeof Worker === 'undefined') return false;
  let read = false;
  const options = {
    get type(): WorkerType {
      read = true;
      return 'module';
    },
  };
  try {
    // An empty blob: URL's worker is never run: the constructor reads its options first.
    new Worker('blob:', options).terminate();
  } catch {
    // A browser that reads the option may still refuse this URL; what matters is that it read it.
  }
  return read;
}

function hasWorkerCanvas(): boolean {
  return typeof OffscreenCanvas !== 'undefined' && 'convertToBlob' in OffscreenCanvas.prototype;
}

/** Throws UnsupportedBrowser when the card cannot be prepared in a worker here. */
export function assertCanPrepareCards(): void {
  if (!hasWorkerCanvas() || !hasModuleWorkers()) throw new UnsupportedBrowser();
}
