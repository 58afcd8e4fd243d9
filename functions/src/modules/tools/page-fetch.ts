import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { decodeBuffer } from 'encoding-sniffer';
import { ApiError } from '../../platform/errors';
import { filteringAgent, isRefusedAddress } from '../../platform/outbound';
import { TOOLS_MESSAGES } from '../../contract/tools';

/**
 * Fetching a page someone pasted, without letting them point the server at itself (SSRF).
 * Every connection goes through platform/outbound.ts (request-filtering-agent: the address the
 * host name resolved to is checked at the moment of connecting, every non-unicast range refused).
 * Redirects are followed by hand, each new address checked the same way. One deadline
 * covers the whole chain; the body is read up to a cap, decompressed bytes counted.
 */

export interface PageFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Tests only (config.linkPreview.loopbackPorts): 127.0.0.1 on these ports is allowed. */
  loopbackPorts: readonly number[];
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  html: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const USER_AGENT = 'EverlinkBot/1.0 (link preview; +https://everlink.app)';

const refused = (message: string, code: string) => new ApiError(400, message, code);

const defaultPort = (url: URL) => (url.protocol === 'https:' ? 443 : 80);

/** An address we may ask for at all: http or https, no credentials in it. */
function checkedTarget(url: URL): URL {
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw refused(TOOLS_MESSAGES.previewBlocked, 'preview-blocked');
  }
  return url;
}

function agentFor(url: URL, options: PageFetchOptions) {
  const port = url.port ? Number(url.port) : defaultPort(url);
  return filteringAgent(url, options.loopbackPorts.includes(port));
}

function get(
  url: URL,
  options: PageFetchOptions,
  signal: AbortSignal,
): Promise<{ response: IncomingMessage; close: () => void }> {
  const agent = agentFor(url, options);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'GET',
        agent,
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      (response) => resolve({ response, close: () => agent.destroy() }),
    );
    req.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
    req.end();
  });
}

/** The body as sent, decompressed, refused as soon as it passes the cap. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  // pipeline destroys every stream on an error, so a failed read never leaves a socket open.
  const body: Readable = decoder ? pipeline(response, decoder, () => undefined) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      response.destroy();
      throw refused(TOOLS_MESSAGES.previewTooLarge, 'preview-too-large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function mediaType(response: IncomingMessage): { type: string; charset?: string } {
  const [type = '', ...params] = (response.headers['content-type'] ?? '').split(';');
  const charset = params
    .map((p) => p.trim().split('='))
    .find(([name]) => name.toLowerCase() === 'charset')?.[1]
    ?.replace(/"/g, '');
  return { type: type.trim().toLowerCase(), charset };
}

/** What went wrong, in words the person who pasted the link can act on. */
function asPreviewError(error: unknown, signal: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  if (signal.aborted) return refused(TOOLS_MESSAGES.previewTimeout, 'preview-timeout');
  if (isRefusedAddress(error)) return refused(TOOLS_MESSAGES.previewBlocked, 'preview-blocked');
  return refused(TOOLS_MESSAGES.previewUnreachable, 'preview-unreachable');
}

/** The HTML of a page, following at most `maxRedirects` redirects; every refusal is a 400. */
export async function fetchPage(target: URL, options: PageFetchOptions): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = checkedTarget(target);
  try {
    for (let redirects = 0; ; redirects++) {
      const { response, close } = await get(url, options, signal);
      try {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          const location = response.headers.location;
          if (!location) throw refused(TOOLS_MESSAGES.previewFailed, 'preview-failed');
          if (redirects >= options.maxRedirects)
            throw refused(TOOLS_MESSAGES.previewTooManyRedirects, 'preview-too-many-redirects');
          url = checkedTarget(new URL(location, url));
          continue;
        }
        if (status < 200 || status >= 300) throw refused(TOOLS_MESSAGES.previewFailed, 'preview-failed');
        const { type, charset } = mediaType(response);
        if (!HTML_TYPES.has(type)) throw refused(TOOLS_MESSAGES.previewNotHtml, 'preview-not-html');
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes)
          throw refused(TOOLS_MESSAGES.previewTooLarge, 'preview-too-large');
        const bytes = await readCapped(response, options.maxBytes);
        // The WHATWG sniffing rules: byte-order mark, then the header's charset, then <meta charset>.
        return { url: url.href, html: decodeBuffer(bytes, { transportLayerEncodingLabel: charset }) };
      } finally {
        response.destroy();
        close();
      }
    }
  } catch (error) {
    throw asPreviewError(error, signal);
  }
}
