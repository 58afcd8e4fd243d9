import { createHmac, randomBytes } from 'node:crypto';

/**
 * Stripe's scheme (docs/webhooks.md, "Signatures"): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`, one `v1=` a secret that still signs, so a receiver holding either secret of a
 * rotation verifies. The receiver's side is the snippet in the docs, which the tests run.
 */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  const signed = `${timestamp}.${body}`;
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${createHmac('sha256', s).update(signed).digest('hex')}`)].join(
    ',',
  );
}

export const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** A new event id (`evt_…`), unguessable, the same across every endpoint and resend of the event. */
export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;
