import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompany, join as joinCompany } from '../../../test/world.test-support';
import { freePort } from '../../../test/mail.test-support';

export { documentedSnippet, type Snippet } from '../../../test/fakes/webhook-receiver';

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
