import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { filteringAgent, isRefusedAddress } from '../../platform/outbound';
import { WEBHOOK_LIMITS } from '../../contract/webhooks';

/** What one attempt came to: the receiver's status (null when none came) and how long it took. */
export interface PostResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the receiver's answer, for the delivery log. */
  responseExcerpt: string | null;
}

/** The most of a receiver's answer read (and dropped): enough to see it end, never a memory hog. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a delivery through the SSRF rule (platform/outbound.ts: the address checked after DNS,
 * at connection time), with no redirects followed (a 3xx is a failed attempt, as at Stripe) and
 * one deadline for the whole exchange. Never throws: the outcome says what happened.
 */
export function postWebhook(
  url: URL,
  body: string,
  headers: Record<string, string>,
  allowLoopback: boolean,
  now: () => number,
): Promise<PostResult> {
  const started = now();
  const agent = filteringAgent(url, allowLoopback);
  const signal = AbortSignal.timeout(WEBHOOK_LIMITS.timeoutMs);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const done = (statusCode: number | null, error: string | null, answer?: Buffer[]): PostResult => {
    agent.destroy();
    const excerpt = answer && Buffer.concat(answer).toString('utf8').slice(0, WEBHOOK_LIMITS.responseExcerptLength);
    return { statusCode, durationMs: Math.max(0, now() - started), error, responseExcerpt: excerpt || null };
  };
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        agent,
        signal,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Everlink-Webhooks/1.0 (+https://everlink.app/docs/webhooks)',
        },
      },
      (response) => {
        let read = 0;
        const status = response.statusCode ?? null;
        const start: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          // Enough bytes for the excerpt's characters, at up to 4 bytes each in UTF-8.
          if (read < WEBHOOK_LIMITS.responseExcerptLength * 4) start.push(chunk);
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('close', () => {
          const ok = status !== null && status >= 200 && status < 300;
          resolve(done(status, ok ? null : `HTTP ${status}`, start));
        });
      },
    );
    req.on('error', (error) => {
      if (isRefusedAddress(error)) resolve(done(null, 'The address is refused: it points to a private network.'));
      else if (signal.aborted) resolve(done(null, `No answer within ${WEBHOOK_LIMITS.timeoutMs / 1000} s.`));
      else resolve(done(null, error.message));
    });
    req.end(body);
  });
}
