import pino from 'pino';
import { randomUUID } from 'node:crypto';
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

/**
 * A request id on every response (kept from the caller when it sends a sane one) and one log line
 * a request. Its fields are read from the raw request (no Express getter, no split of the
 * address): it runs on every card view.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const address = req.originalUrl;
      const query = address.indexOf('?');
      logger.info(
        {
          requestId,
          method: req.method,
          path: query < 0 ? address : address.slice(0, query),
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          uid: req.user?.uid,
        },
        'request',
      );
    });
    next();
  };
}
