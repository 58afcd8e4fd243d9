import pino from 'pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

export type Logger = pino.Logger;

/** JSON lines on stdout: Cloud Logging reads them as structured entries (severity from level). */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    messageKey: 'message',
    formatters: { level: (label) => ({ severity: label.toUpperCase(), level: label }) },
    base: undefined,
  });
}

const SANE_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The caller's request id when it sends a sane one, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export interface RequestLine {
  requestId: string;
  method: string | undefined;
  /** The request target as received (its query is left out of the line). */
  address: string;
  status: number;
  /** `process.hrtime.bigint()` as the request arrived. */
  started: bigint;
  uid?: string;
}

/** A request's one log line, its fields read without an Express getter or a split of the address. */
export function logRequest(logger: Logger, { requestId, method, address, status, started, uid }: RequestLine): void {
  const query = address.indexOf('?');
  logger.info(
    {
      requestId,
      method,
      path: query < 0 ? address : address.slice(0, query),
      status,
      ms: Number(process.hrtime.bigint() - started) / 1e6,
      uid,
    },
    'request',
  );
}

/**
 * A request id on every response (kept from the caller when it sends a sane one) and one log line
 * a request, written when the answer is sent. The card pages' fast path writes the same
 * (modules/public/card-fast-path.ts).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req);
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logRequest(logger, {
        requestId,
        method: req.method,
        address: req.originalUrl,
        status: res.statusCode,
        started,
        uid: req.user?.uid,
      });
    });
    next();
  };
}
