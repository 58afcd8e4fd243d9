import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { Request, RequestHandler } from 'express';
import { MAX_FILE_BYTES, MESSAGES } from '../contract/messages';
import type { AppContext } from './context';
import { ApiError, badRequest, tooLarge, tooManyRequests, unsupportedType } from './errors';
import { addressKeyOf, consumeQuota, type RateLimitOptions } from './rate-limit';
import { decodeTextFile, type DecodedText } from './text-file';

/**
 * Reading one uploaded file from a multipart form. Cloud Functions (and the Functions
 * emulator) have read the request stream before the app sees it, so busboy is fed the
 * buffered body, req.rawBody (firebase-notes #1); outside Functions, captureMultipartBody()
 * fills req.rawBody first. The helper stores nothing: callers store only after it returns,
 * so a rejected upload leaves nothing behind. Images of every kind come back re-encoded
 * (cleanImage), so whatever a caller stores carries no metadata.
 */

export type UploadKind = 'image' | 'video' | 'document' | 'csv' | 'vcf';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** What the bytes must be, by their magic numbers (the client's name and type are not trusted). */
const BINARY_TYPES: Record<Exclude<UploadKind, 'csv' | 'vcf'>, readonly string[]> = {
  image: IMAGE_TYPES,
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
  document: ['application/pdf', ...IMAGE_TYPES],
};

export interface Upload {
  bytes: Buffer;
  /** The name the browser sent (no folders), for display; never a storage path. */
  filename: string;
  /** Sniffed from the bytes. */
  contentType: string;
  size: number;
  /** The form's other fields, as strings. */
  fields: Record<string, string>;
  /** A still picture's decoded pixels (not an animation's), for resizing without a second decode. */
  pixels?: DecodedImage;
  /** A csv or vcf file read with `anyEncoding`: its text, or why it has none (the caller words the refusal). */
  decoded?: DecodedText;
}

export interface ReadUploadOptions {
  kind: UploadKind;
  /** The form field holding the file; 'file' unless said. */
  field?: string;
  /**
   * csv and vcf only: take any character encoding (platform/text-file.ts) instead of UTF-8
   * alone, and hand back the decoded text in `decoded` rather than refusing here.
   */
  anyEncoding?: boolean;
}

/** The multipart body a little above one file's limit: room for the form's boundaries and fields. */
export const MAX_MULTIPART_BYTES = MAX_FILE_BYTES + 512 * 1024;

/**
 * Outside Cloud Functions (tests, createApp on plain Node), reads a multipart body into
 * req.rawBody. Past MAX_MULTIPART_BYTES it answers 413 at once and discards the rest.
 */
export function captureMultipartBody(limit = MAX_MULTIPART_BYTES): RequestHandler {
  return (req, _res, next) => {
    if (req.rawBody !== undefined || req.readableEnded || !req.is('multipart/form-data')) return next();
    const refuse = () => {
      // Drain rather than buffer or reset: the client still gets its 413 on a live connection.
      req.resume();
      next(tooLarge());
    };
    if (Number(req.get('content-length')) > limit) return refuse();

    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        refuse();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      req.rawBody = Buffer.concat(chunks, size);
      next();
    };
    const onError = (error: Error) => {
      cleanup();
      next(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}

interface ParsedForm {
  file?: { chunks: Buffer[]; size: number; filename: string; truncated: boolean };
  fields: Record<string, string>;
}

/** The multipart body ended early or is not a form busboy can read. */
class BrokenForm extends Error {}

function parseForm(req: Request, field: string, body: Buffer): Promise<ParsedForm> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        // Browsers send file names as UTF-8 bytes.
        defParamCharset: 'utf8',
        // busboy flags a file as soon as it reaches fileSize, even one of exactly that size:
        // one byte of headroom lets exactly 5 MB through and flags 5 MB + 1.
        limits: { fileSize: MAX_FILE_BYTES + 1, fields: 100, fieldSize: 64 * 1024, parts: 200 },
      });
    } catch {
      // No multipart content type or boundary: there is no file.
      return resolve({ fields: {} });
    }
    const form: ParsedForm = { fields: {} };
    const broken = () => reject(new BrokenForm());
    bb.on('file', (name, stream, info) => {
      // A form cut inside a file part fails that part's stream as well as busboy: unheard, the
      // stream's 'error' is an uncaught exception that ends the process (review 2026-11, S3).
      stream.on('error', broken);
      if (name !== field || form.file) {
        stream.resume();
        return;
      }
      const file = { chunks: [] as Buffer[], size: 0, filename: info.filename ?? '', truncated: false };
      form.file = file;
      stream.on('data', (chunk: Buffer) => {
        file.chunks.push(chunk);
        file.size += chunk.length;
      });
      // busboy does not fail past fileSize: it stops the stream and flags it (firebase-notes #1).
      stream.on('limit', () => {
        file.truncated = true;
      });
    });
    bb.on('field', (name, value) => {
      form.fields[name] = value;
    });
    bb.on('close', () => resolve(form));
    bb.on('error', broken);
    bb.end(body);
  });
}

/** Valid UTF-8 without NUL bytes: what a CSV or vCard file is, as far as bytes can tell. */
function textOf(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

async function contentTypeOf(kind: UploadKind, bytes: Buffer, anyEncoding: boolean): Promise<string> {
  if ((kind === 'csv' || kind === 'vcf') && anyEncoding) return kind === 'csv' ? 'text/csv' : 'text/vcard';
  if (kind === 'csv' || kind === 'vcf') {
    // file-type knows binary formats only (and would call a CSV starting "MZ" a Windows program).
    const text = textOf(bytes);
    if (text === undefined) throw unsupportedType();
    if (kind === 'csv') return 'text/csv';
    if (!/^\uFEFF?\s*BEGIN:VCARD/i.test(text)) throw unsupportedType();
    return 'text/vcard';
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !BINARY_TYPES[kind].includes(detected.mime)) throw unsupportedType();
  return detected.mime;
}

/**
 * Refuses decompression bombs: a 5 MB PNG can claim gigapixels, which decoding would allocate.
 * 24 MP is a large phone photo; a 49 MP GIF of 33 KB cost seconds of CPU per decode (review
 * 2026-11, S13).
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

/** A still picture's pixels, upright, as its one decode left them: features resize from these instead of decoding again. */
export interface DecodedImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

const decodeOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/** Still pictures are decoded once to pixels (kept for the renditions); animations in one pipeline, frames and timing kept. */
async function reencode(
  bytes: Buffer,
  contentType: string,
  encode: (image: Sharp) => Sharp,
): Promise<{ bytes: Buffer; pixels?: DecodedImage }> {
  const mayAnimate = contentType === 'image/gif' || contentType === 'image/webp';
  if (mayAnimate && ((await sharp(bytes, decodeOptions).metadata()).pages ?? 1) > 1) {
    return { bytes: await encode(sharp(bytes, { ...decodeOptions, animated: true }).autoOrient()).toBuffer() };
  }
  const { data, info } = await sharp(bytes, decodeOptions).autoOrient().raw().toBuffer({ resolveWithObject: true });
  const pixels: DecodedImage = { data, info: { width: info.width, height: info.height, channels: info.channels } };
  return { bytes: await encode(sharp(data, { raw: pixels.info })).toBuffer(), pixels };
}

/**
 * The image decoded and written again in its own format: EXIF (GPS position, camera, owner),
 * XMP, IPTC and comments are left behind (sharp keeps no metadata unless asked), the pixels are
 * turned upright by the EXIF orientation first, and whatever followed the image data (a
 * polyglot's script) is gone. Animated GIF and WebP keep their frames. More than
 * MAX_IMAGE_PIXELS is 413 before anything is decoded; bytes that only look like an image, 415.
 */
export async function cleanImage(
  bytes: Buffer,
  contentType: string,
): Promise<{ bytes: Buffer; pixels?: DecodedImage }> {
  const encode = ENCODERS[contentType];
  if (!encode) throw unsupportedType();
  try {
    return await reencode(bytes, contentType, encode);
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw new ApiError(413, MESSAGES.imageTooManyPixels, 'too-large');
    throw unsupportedType(MESSAGES.imageUnreadable);
  }
}

/**
 * The one file of a multipart upload, checked: 400 when it is missing or empty, or the form was
 * cut off or malformed; 413 past 5 MB, 415 when its bytes are not of the kind asked for. Images
 * (the image kind, and images sent as documents) come back re-encoded without their metadata
 * (cleanImage).
 */
export async function readUpload(req: Request, options: ReadUploadOptions): Promise<Upload> {
  const field = options.field ?? 'file';
  const missing = () => badRequest(MESSAGES.required, { [field]: MESSAGES.required });
  const body = req.rawBody;
  if (!body) {
    if (req.is('multipart/form-data'))
      throw new Error('The multipart body was not read: mount captureMultipartBody() before this route.');
    throw missing();
  }
  let form: ParsedForm;
  try {
    form = await parseForm(req, field, body);
  } catch (error) {
    if (!(error instanceof BrokenForm)) throw error;
    throw badRequest(MESSAGES.uploadIncomplete, { [field]: MESSAGES.uploadIncomplete });
  }
  const file = form.file;
  if (!file || file.size === 0) throw missing();
  if (file.truncated) throw tooLarge();
  const received = Buffer.concat(file.chunks, file.size);
  const anyEncoding = !!options.anyEncoding && (options.kind === 'csv' || options.kind === 'vcf');
  const contentType = await contentTypeOf(options.kind, received, anyEncoding);
  const upload = { filename: file.filename, contentType, fields: form.fields };
  if (!contentType.startsWith('image/')) {
    return {
      ...upload,
      bytes: received,
      size: received.length,
      ...(anyEncoding ? { decoded: decodeTextFile(received) } : {}),
    };
  }
  const { bytes, pixels } = await cleanImage(received, contentType);
  return { ...upload, bytes, size: bytes.length, ...(pixels ? { pixels } : {}) };
}
/** Uploads one person may send per window: each costs a parse and, for pictures, a decode (review 2026-11, S13). */
export const UPLOAD_RATE_LIMIT: RateLimitOptions = { name: 'uploads', windowMs: 10 * 60_000, limit: 30 };

/** Reads the request's upload when called: services call it only after the caller's rights are checked. */
export type ReadFile = () => Promise<Upload>;

/**
 * The upload of `req`, read only when the service has authorized the caller (a refused caller's
 * body is never parsed), counted against the caller's upload budget when it is a multipart body
 * (JSON sent instead of a file costs nothing and is refused 400 as before); past it, 429.
 */
export function fileReader(
  ctx: Pick<AppContext, 'store' | 'clock' | 'logger'>,
  req: Request,
  options: ReadUploadOptions,
): ReadFile {
  return async () => {
    if (req.rawBody?.length && req.is('multipart/form-data')) {
      const use = await consumeQuota(ctx, UPLOAD_RATE_LIMIT, req.user ? `uid:${req.user.uid}` : addressKeyOf(req));
      if (!use.allowed) throw tooManyRequests();
    }
    return readUpload(req, options);
  };
}
