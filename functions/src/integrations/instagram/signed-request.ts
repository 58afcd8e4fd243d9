import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Meta's `signed_request`: `<signature>.<payload>`, both base64url without padding. The
 * signature is HMAC-SHA256 of the still-encoded payload under the app secret, compared in
 * constant time; the payload must say it was signed that way.
 */

const payloadSchema = z.object({
  algorithm: z.string(),
  issued_at: z.number().optional(),
  user_id: z.union([z.string().min(1), z.number()]).transform(String),
});

export type SignedRequestPayload = z.infer<typeof payloadSchema>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The payload when the signature holds, else null (forged, malformed or not HMAC-SHA256). */
export function verifySignedRequest(signedRequest: string, appSecret: string): SignedRequestPayload | null {
  const parts = signedRequest.split('.');
  if (parts.length !== 2) return null;
  const [signature, payload] = parts;
  if (!BASE64URL.test(signature) || !BASE64URL.test(payload)) return null;
  const expected = createHmac('sha256', appSecret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(data);
  if (!parsed.success || parsed.data.algorithm.toUpperCase() !== 'HMAC-SHA256') return null;
  return parsed.data;
}
