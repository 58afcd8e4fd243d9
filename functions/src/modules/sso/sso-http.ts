import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { filteringAgent } from '../../platform/outbound';

/** The most of an identity provider's answer read: discovery documents and key sets are small. */
const MAX_ANSWER_BYTES = 256 * 1024;
const TIMEOUT_MS = 10_000;

export class IdpCallError extends Error {}

/**
 * One JSON exchange with a company's identity provider, whose address an admin typed: through the
 * SSRF rule (platform/outbound.ts), no redirects, one deadline, a bounded answer. Throws
 * IdpCallError on anything but a 2xx JSON answer.
 */
export function idpJson(
  url: URL,
  options: { allowLoopback: boolean; form?: URLSearchParams; headers?: Record<string, string> },
): Promise<Record<string, unknown>> {
  if (url.protocol !== 'https:' && !(options.allowLoopback && url.protocol === 'http:'))
    return Promise.reject(new IdpCallError(`refused scheme ${url.protocol}`));
  const agent = filteringAgent(url, options.allowLoopback);
  const body = options.form?.toString();
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      agent.destroy();
      reject(new IdpCallError(message));
    };
    const req = send(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          accept: 'application/json',
          ...options.headers,
          ...(body === undefined
            ? {}
            : {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': String(Buffer.byteLength(body)),
              }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy(new Error('answer too large'));
          else chunks.push(chunk);
        });
        response.on('error', (error) => fail(error.message));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) return fail(`HTTP ${status}`);
          try {
            const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return fail('not a JSON object');
            agent.destroy();
            resolve(parsed as Record<string, unknown>);
          } catch {
            fail('not JSON');
          }
        });
      },
    );
    req.on('error', (error) => fail(error.message));
    req.end(body);
  });
}
