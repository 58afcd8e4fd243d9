import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompany, join as joinCompany } from '../../../test/world.test-support';
import { freePort } from '../../../test/mail.test-support';

/** What the Node snippet of docs/webhooks.md exports. */
export interface Snippet {
  verifyEverlinkDelivery(
    rawBody: string,
    header: string | undefined,
    secrets: string | string[],
    now?: number,
  ): unknown;
  firstTime(seen: Set<string>, id: string): boolean;
}

/**
 * The Node snippet as docs/webhooks.md prints it, read from the page and loaded as a module: the
 * tests verify every delivery with it, so if the docs and the signing drift apart they fail.
 */
export async function documentedSnippet(): Promise<Snippet> {
  const page = readFileSync(resolve(__dirname, '../../../../docs/webhooks.md'), 'utf8');
  const node = page.slice(page.indexOf('### Node'));
  const snippet = /```js\n([\s\S]*?)```/.exec(node)?.[1];
  if (!snippet) throw new Error('docs/webhooks.md has no Node snippet');
  const file = join(mkdtempSync(join(tmpdir(), 'everlink-snippet-')), 'verify.mjs');
  writeFileSync(file, snippet);
  return (await import(pathToFileURL(file).href)) as Snippet;
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A company's server: records every request and answers the next status of `answers` (then 200). */
export function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  return new Promise<{ url: string; received: Received[]; answers: number[]; stop: () => Promise<void> }>((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      done({
        url: `http://127.0.0.1:${port}/everlink`,
        received,
        answers,
        stop: () => new Promise((closed) => server.close(() => closed())),
      });
    }),
  );
}

/**
 * Acme with its admin Ada and Rey, its employee unless `joined` is false, and a receiver; the
 * mail goes nowhere (a closed port): only webhooks are looked at.
 */
export async function acmeWithReceiver({ joined = true } = {}): Promise<{
  t: TestContext;
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  admin: TestUser;
  employee: TestUser;
  companyId: string;
}> {
  const t = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}?pool=false` });
  const receiver = await startReceiver();
  const [admin, employee] = await Promise.all([
    createUser(t, { firstName: 'Ada', lastName: 'Admin' }),
    createUser(t, { firstName: 'Rey', lastName: 'Seller' }),
  ]);
  const companyId = (await createCompany(t, admin, 'Acme')).id;
  if (joined) await joinCompany(t, companyId, admin, employee);
  return { t, receiver, admin, employee, companyId };
}
