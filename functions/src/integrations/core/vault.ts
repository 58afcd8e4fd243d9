import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Provider tokens at rest: AES-256-GCM under the deployment's token key (the
 * INTEGRATIONS_TOKEN_KEY secret). The sealed text is `v1.<iv>.<ciphertext+tag>` (base64url).
 * The additional data names the document the tokens belong to, so a sealed value copied onto
 * another person's or provider's document does not open there.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealError';
  }
}

export const sealContext = (providerId: string, userId: string) => `integration:${providerId}:${userId}`;

export function seal(key: Buffer, value: unknown, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

export function unseal<T>(key: Buffer, sealed: string, context: string): T {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== VERSION || !ivText || !bodyText) throw new SealError('not a sealed value');
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) throw new SealError('not a sealed value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as T;
  } catch {
    throw new SealError('the sealed value does not open with this key');
  }
}
