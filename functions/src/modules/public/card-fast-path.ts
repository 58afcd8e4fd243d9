import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import express, { type Request } from 'express';
import fresh from 'fresh';
import { securityHeaders } from '../../platform/app-shell';
import type { AppContext } from '../../platform/context';
import { logRequest, requestIdOf } from '../../platform/logging';
import type { EncodedPage } from './card-page';
import { redirectsToLanguage, visitorLanguageFrom, type QueryParam } from './card-text';
import { cardPage, type CardPageResult } from './public.service';

/**
 * The card page's hot answer without Express (docs/profiles-and-cards.md, "The card fast path"):
 * a GET or HEAD of `/card/{key}` whose page the render cache already holds is written with Node's
 * own `writeHead` and `end`, its headers one list a cached page, in the order Express would have
 * set them. Everything else passes to Express unchanged: the language redirect, pages drawn for
 * this request, notices, redirects, failures, other methods and addresses. Only Node's `http` API
 * is used, so it runs the same behind the functions framework (an Express request) as in the
 * bench and tests (a bare one).
 */

/**
 * `/card/{key}` and its query. Express's card route matches more (a trailing slash, `/CARD/`, a
 * target in absolute form); those, and the characters that make `parseurl` fall back to
 * `url.parse` (which drops a fragment), are left to it.
 */
const CARD_ADDRESS = /^\/card\/([^/?]+)(?:\?(.*))?$/s;
const UNUSUAL = /[\t\n\f\r #\u00a0\ufeff]/;
const HTML = 'text/html; charset=utf-8';

type Page = Extract<CardPageResult, { kind: 'page' }>;

/** A result this path worked out and handed to Express's card route, with the key it was for. */
const handedOver = new WeakMap<IncomingMessage, { key: string; result: CardPageResult }>();

/** For Express's card route: what the fast path already decided for this request and key, so no read is repeated. */
export function decidedAhead(req: IncomingMessage, key: string): CardPageResult | undefined {
  const ahead = handedOver.get(req);
  return ahead?.key === key ? ahead.result : undefined;
}

/** A 200's header lines and a 304's (without the body's type and length, as Express's `res.send` strips them). */
interface HeaderLists {
  ok: string[];
  notModified: string[];
}

/**
 * The header lines of a cached page as Express's route and `res.send` write them: the request id
 * first (slot 1, filled per request), helmet's headers with the page's own CSP in helmet's place,
 * then pages.routes.ts `send`'s, then the length. One pair a cached page and Vary choice.
 */
const listsOf = new WeakMap<EncodedPage, { plain?: HeaderLists; varied?: HeaderLists }>();

function headerLists(answer: Page, etag: string): HeaderLists {
  const lists = listsOf.get(answer.page) ?? {};
  const slot = answer.variesByAcceptLanguage ? 'varied' : 'plain';
  const known = lists[slot];
  if (known) return known;
  const { page } = answer;
  const lines: string[] = ['x-request-id', ''];
  for (const [name, value] of securityHeaders().headers)
    lines.push(name, name.toLowerCase() === 'content-security-policy' ? page.csp : value);
  lines.push('Cache-Control', answer.cacheControl, 'Content-Language', answer.language);
  if (page.noindex) lines.push('X-Robots-Tag', 'noindex');
  if (page.link) lines.push('Link', page.link);
  if (answer.variesByAcceptLanguage) lines.push('Vary', 'Accept-Language');
  lines.push('ETag', etag);
  const made = {
    ok: [...lines, 'Content-Type', HTML, 'Content-Length', String(page.body.length)],
    notModified: lines,
  };
  listsOf.set(answer.page, { ...lists, [slot]: made });
  return made;
}

/** Writes the page or its 304; answers the status and the request id, for the log line. */
function write(req: IncomingMessage, res: ServerResponse, answer: Page, etag: string) {
  const lists = headerLists(answer, etag);
  // Express's freshness check (`req.fresh`): the page has an ETag and no Last-Modified.
  const notModified = fresh(req.headers, { etag });
  const lines = (notModified ? lists.notModified : lists.ok).slice();
  const requestId = requestIdOf(req);
  lines[1] = requestId;
  // What another framework set before us (the functions framework's X-Powered-By), as helmet removes it.
  for (const name of securityHeaders().removed) res.removeHeader(name);
  const status = notModified ? 304 : answer.status;
  res.writeHead(status, lines);
  if (notModified || req.method === 'HEAD') res.end();
  else res.end(answer.page.body);
  return { status, requestId };
}

/** Express's own Accept-Language parser (`accepts`), which reads the request's headers alone. */
const acceptsLanguages: (this: Request) => string[] = express.request.acceptsLanguages;
const acceptedLanguages = (req: IncomingMessage) => () => acceptsLanguages.call(req as Request);

/**
 * The first middleware of both apps (app-shell.ts): answers a cached card page, or calls `next`.
 * Typed on Node's request and response, so nothing of Express's is used here.
 */
export function cardFastPath(ctx: AppContext) {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void): void => {
    const started = process.hrtime.bigint();
    const address = req.method === 'GET' || req.method === 'HEAD' ? CARD_ADDRESS.exec(req.url ?? '') : null;
    if (!address || UNUSUAL.test(req.url!)) return next();
    const query = parseQuery(address[2] ?? '');
    const param: QueryParam = (name) => {
      const value = query[name];
      return typeof value === 'string' ? value : null;
    };
    if (redirectsToLanguage(param, req.headers['accept-language'])) return next();
    let key: string;
    try {
      key = decodeURIComponent(address[1]);
    } catch {
      // Express answers a malformed escape itself.
      return next();
    }
    void answer(ctx, req, res, next, { key, param, started });
  };
}

async function answer(
  ctx: AppContext,
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  next: () => void,
  { key, param, started }: { key: string; param: QueryParam; started: bigint },
): Promise<void> {
  let result: CardPageResult;
  try {
    result = await cardPage(ctx, key, visitorLanguageFrom(param, acceptedLanguages(req)));
  } catch {
    // Express's route tries again and answers a failure as a page.
    return next();
  }
  if (result.kind !== 'page' || !result.cached || !result.etag) {
    handedOver.set(req, { key, result });
    return next();
  }
  let written: { status: number; requestId: string };
  try {
    written = write(req, res, result, result.etag);
  } catch {
    // A line Node refuses (Express's `setHeader` would refuse it too, and answer the error page).
    if (res.headersSent) return void res.destroy();
    return next();
  }
  const { status, requestId } = written;
  logRequest(ctx.logger, {
    requestId,
    method: req.method,
    address: req.originalUrl ?? req.url!,
    status,
    started,
  });
}
