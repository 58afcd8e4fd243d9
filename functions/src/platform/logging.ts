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

/** A request id on every response (kept from the caller when it sends a sane one) and one log line a request. */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
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
