import { readFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { MailDev } from 'maildev';

/** What maildev's HTTP API answers for one message. */
export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free loopback port below the kernel's ephemeral range, for a server that binds it only seconds
 * later (an emulator booting). A port-0 listener — every supertest request opens one — is given
 * ports from the ephemeral range only, so none of the suite's takes this one meanwhile, as it could
 * take a port from freePort (an Auth emulator of the suite once did not come up in 2 minutes).
 */
export async function steadyPort(): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '49152 65535');
  const ephemeralStart = Number(range.trim().split(/\s+/)[0]) || 49152;
  for (let tries = 0; tries < 100; tries++) {
    const port = 10_000 + Math.floor(Math.random() * (ephemeralStart - 10_000));
    if (await canListen(port)) return port;
  }
  throw new Error('No free port below the ephemeral range');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A maildev on the given SMTP port (and a free web port): the run's own, or a test's that stops and starts its mail server. */
export async function startMailServer(smtp: number): Promise<{ apiUrl: string; stop(): Promise<void> }> {
  const web = await freePort();
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true } as never);
  await maildev.start();
  return { apiUrl: `http://127.0.0.1:${web}`, stop: () => maildev.stop() };
}

/** An SMTP server on the port that takes connections and never greets: a relay that hangs. Answers its stop. */
export async function startHangingMailServer(port: number): Promise<() => Promise<void>> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}

const runApiUrl = () => {
  const url = process.env.MAILDEV_API_URL;
  if (!url) throw new Error('MAILDEV_API_URL is not set: the test global setup starts maildev.');
  return url;
};

async function messagesTo(address: string, apiUrl: string): Promise<CaughtMail[]> {
  const res = await fetch(`${apiUrl}/api/email`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/**
 * The mails sent to `address` so far, waiting up to `timeoutMs` for at least `count` of them
 * (SMTP delivery is asynchronous to the request that sent them); `apiUrl`: another maildev than the run's.
 */
export async function inbox(
  address: string,
  { count = 1, timeoutMs = 5_000, apiUrl = runApiUrl() } = {},
): Promise<CaughtMail[]> {
  const started = Date.now();
  for (;;) {
    const found = await messagesTo(address, apiUrl);
    if (found.length >= count || Date.now() - started > timeoutMs) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}
