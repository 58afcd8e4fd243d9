import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import type { RequestListener } from 'node:http';
import { listen } from './lib';

/**
 * A server under load in its own process, driven from this one: the load generator then shares
 * neither the server's event loop nor its garbage collector, and each server's CPU time is its own.
 * The parent and the child talk over Node's IPC channel (messages below).
 */
type ToChild = { type: 'init'; data: unknown } | { type: 'cpu' } | { type: 'close' };
type FromChild =
  | { type: 'listening'; url: string; info: unknown }
  | { type: 'cpu'; usage: NodeJS.CpuUsage }
  | { type: 'failed'; message: string };

export interface ServerProcess<Info> {
  url: string;
  /** What the child reports about what it serves (ids, addresses). */
  info: Info;
  /** The process's CPU time so far, all its threads, in µs: in its own code (user) and in the kernel's for it (system). */
  cpuUsage(): Promise<NodeJS.CpuUsage>;
  close(): Promise<void>;
}

/** Which CPU runs the server under load and which the load generator, or why neither is pinned. */
export type Pinning = { server: number; generator: number; restore: string } | { reason: string };

/** The CPUs `taskset -pc` lists for a process: "0,1", "0-3,6". */
function cpuList(pid: number): string | null {
  const out = spawnSync('taskset', ['-pc', String(pid)], { encoding: 'utf8' });
  if (out.error || out.status !== 0) return null;
  return out.stdout.split(':').pop()!.trim();
}

function expand(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/**
 * On Linux with `taskset` and two CPUs or more this process may use, pins this process (the load
 * generator and its worker threads) to the second and leaves the first to the servers it forks.
 * A priority alone would still let the two share a core.
 */
export function pinGenerator(): Pinning {
  if (process.platform !== 'linux') return { reason: `not Linux (${process.platform})` };
  const restore = cpuList(process.pid);
  if (restore === null) return { reason: 'taskset is not installed' };
  const cpus = expand(restore);
  if (cpus.length < 2) return { reason: `one CPU available (${restore})` };
  const [server, generator] = cpus;
  const pinned = spawnSync('taskset', ['-a', '-pc', String(generator), String(process.pid)]);
  if (pinned.status !== 0) return { reason: `taskset failed: ${String(pinned.stderr).trim()}` };
  return { server, generator, restore };
}

/** Gives this process (all its threads) back the CPUs it had before `pinGenerator`. */
export function unpin(pinning: Pinning): void {
  if ('restore' in pinning) spawnSync('taskset', ['-a', '-pc', pinning.restore, String(process.pid)]);
}

/**
 * Forks `entry` (a module that calls `serveToParent`), on `pinning`'s server CPU when there is one,
 * sends it `data` and waits for its address.
 */
export async function startServerProcess<Info>(
  entry: string,
  pinning: Pinning,
  data?: unknown,
): Promise<ServerProcess<Info>> {
  // Through taskset, which execs node with the IPC channel's descriptor left open.
  const child: ChildProcess =
    'server' in pinning
      ? fork(entry, [], {
          execPath: 'taskset',
          execArgv: ['-c', String(pinning.server), process.execPath, ...process.execArgv],
        })
      : fork(entry);
  const replies: ((message: FromChild) => void)[] = [];
  let exited: Error | null = null;
  const next = () =>
    new Promise<FromChild>((resolve, reject) => {
      if (exited) reject(exited);
      else replies.push(resolve);
    });
  child.on('message', (message: FromChild) => replies.shift()?.(message));
  child.on('exit', (code) => {
    exited = new Error(`${entry} exited (${code})`);
    // Anyone still waiting for an answer gets a failure instead.
    for (const reply of replies.splice(0)) reply({ type: 'failed', message: exited.message });
  });
  const send = (message: ToChild) => child.send(message);
  const expect = async <T extends FromChild['type']>(type: T) => {
    const message = await next();
    if (message.type === 'failed') throw new Error(`${entry}: ${message.message}`);
    if (message.type !== type) throw new Error(`${entry} answered ${message.type}, not ${type}`);
    return message as Extract<FromChild, { type: T }>;
  };
  send({ type: 'init', data });
  const listening = await expect('listening');
  return {
    url: listening.url,
    info: listening.info as Info,
    async cpuUsage() {
      send({ type: 'cpu' });
      return (await expect('cpu')).usage;
    },
    async close() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      send({ type: 'close' });
      await gone;
    },
  };
}

/**
 * The child's side: waits for the parent's data, starts the server `start` builds, reports its
 * address and answers the parent's CPU readings until told to close.
 */
export function serveToParent<Data, Info>(
  start: (data: Data) => Promise<{ handler: RequestListener; info: Info; close?: () => Promise<void> }>,
): void {
  const send = (message: FromChild) => process.send!(message);
  // A parent gone (finished or failed) leaves no server behind.
  process.once('disconnect', () => process.exit(0));
  process.once('message', async (init: ToChild) => {
    try {
      const built = await start((init as { data: Data }).data);
      const server = await listen(built.handler);
      process.on('message', async (message: ToChild) => {
        if (message.type === 'cpu') {
          send({ type: 'cpu', usage: process.cpuUsage() });
        } else if (message.type === 'close') {
          await server.close();
          await built.close?.();
          process.exit(0);
        }
      });
      send({ type: 'listening', url: server.url, info: built.info });
    } catch (error) {
      const failed: FromChild = { type: 'failed', message: error instanceof Error ? error.message : String(error) };
      process.send!(failed, () => process.exit(1));
    }
  });
}
