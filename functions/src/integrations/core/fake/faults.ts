import type { ServerResponse } from 'node:http';
import type { FakeRequest } from './http';

/**
 * What a test can make a fake endpoint do once, instead of answering: a 5xx, a 429 (over the
 * app's quota), an answer of the wrong shape, no answer in time, or a dropped connection.
 */
export type Fault = 'server_error' | 'rate_limited' | 'misfit' | 'slow' | 'network';

/** How long a `slow` answer takes: longer than any test's provider time limit. */
const SLOW_MS = 3000;

export class Faults {
  private readonly pending = new Map<string, Fault[]>();

  /** The next call of `endpoint` (a name the fake documents) fails this way. */
  next(endpoint: string, fault: Fault): void {
    this.pending.set(endpoint, [...(this.pending.get(endpoint) ?? []), fault]);
  }

  /** Answers with the fault planned for `endpoint`, if any, and says whether it did. */
  async apply(endpoint: string, req: FakeRequest, res: ServerResponse): Promise<boolean> {
    const queue = this.pending.get(endpoint);
    const fault = queue?.shift();
    if (!fault) return false;
    if (fault === 'network') {
      req.raw.socket.destroy();
      return true;
    }
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (res.destroyed) return true;
    if (fault === 'server_error') {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<html><body>Service Unavailable</body></html>');
      return true;
    }
    if (fault === 'rate_limited') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '60' });
      res.end(JSON.stringify({ error: { message: 'Application request limit reached', code: 4 } }));
      return true;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(fault === 'misfit' ? { unexpected: 'shape', data: 42 } : {}));
    return true;
  }
}
