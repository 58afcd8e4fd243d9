import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

/** One benchmark: a module `bench/<name>.bench.ts` registered in bench/index.ts; it prints its own figures. */
export interface Bench {
  name: string;
  description: string;
  run(): Promise<void>;
}

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with an ephemeral port. */
export async function listen(handler: RequestListener): Promise<Listening> {
  const server = createServer(handler);
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
}

/** Fixed load for every HTTP bench, so figures compare across runs and benches. */
export const STANDARD_LOAD: LoadOptions = { connections: 10, durationSeconds: 5, warmupSeconds: 1 };

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  meanMs: number;
  /** autocannon's percentiles have a resolution of 1 ms. */
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, plus connection errors and timeouts: any of them spoils the figures. */
  failures: number;
}

/**
 * Drives `url` with a fixed number of connections for a fixed time, after a warm-up whose
 * figures are dropped. The load generator runs on a worker thread, so it does not share the
 * event loop with a server in this process. `measured` runs between the warm-up and the measured
 * window and its answer ends with it: a server in another process reads its own CPU time there.
 */
export async function load(label: string, url: string, options: LoadOptions = STANDARD_LOAD): Promise<LoadResult> {
  return (await loadAround(label, url, options, async () => () => Promise.resolve())).result;
}

export async function loadAround<T>(
  label: string,
  url: string,
  options: LoadOptions,
  measured: () => Promise<() => Promise<T>>,
): Promise<{ result: LoadResult; measured: T }> {
  const common = { url, connections: options.connections, headers: options.headers, workers: 1 };
  if (options.warmupSeconds > 0) await autocannon({ ...common, duration: options.warmupSeconds });
  const end = await measured();
  const result = await autocannon({ ...common, duration: options.durationSeconds });
  return {
    result: {
      label,
      requestsPerSecond: result.requests.average,
      meanMs: result.latency.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    },
    measured: await end(),
  };
}

/** A plain-text table: one header row, columns right-aligned after the first. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);
