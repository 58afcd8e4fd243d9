import type { NodeCardReader } from '../ocr/node';
import type { CreateCardReader } from '../ocr/reader';

export const OCR_TIMEOUT = 60_000;

/**
 * tesseract.js's Node build, with the same model and preparation as the browser's reader, for
 * the panel's tests. tesseract.js decides once, when it is first loaded, whether it runs in a
 * browser: by whether a `document` exists. jsdom's would make the Node engine fetch its files as
 * web URLs, so the engine is loaded with the DOM out of its sight.
 */
export async function startNodeEngine(): Promise<NodeCardReader> {
  const dom = Object.getOwnPropertyDescriptor(globalThis, 'document')!;
  Reflect.deleteProperty(globalThis, 'document');
  try {
    const { createNodeCardReader } = await import('../ocr/node');
    return await createNodeCardReader(1);
  } finally {
    Object.defineProperty(globalThis, 'document', dom);
  }
}

/** The picked file's bytes (jsdom's File has no arrayBuffer(); its FileReader does the same). */
const bytesOf = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });

/**
 * The shared engine as the panel's reader, reporting its steps as the browser's reader does (it
 * prepares the picture, then reads); the panel "closes" it on unmount, the suite at the end.
 */
export const readerOf =
  (engine: () => NodeCardReader): CreateCardReader =>
  async (onProgress) => ({
    read: async (picture) => {
      onProgress('preparing', 0);
      return engine().read(await bytesOf(picture));
    },
    close: async () => undefined,
  });

export const picture = (bytes: Uint8Array, name = 'card.png', type = 'image/png') =>
  new File([bytes as BlobPart], name, { type });
