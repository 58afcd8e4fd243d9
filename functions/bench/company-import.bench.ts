import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createTestContext, createUser, type TestUser } from '../test/harness.test-support';
import type { EmployeeImportResult } from '../src/contract/company';
import { fixed, listen, table, type Bench } from './lib';

const ROWS = 1_000;
const DIVISIONS = ['Sales', 'Engineering', 'Support'];

function freePort(): Promise<number> {
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
 * maildev in a process of its own, as `npm start` runs it beside the emulators: in this process
 * its parsing of every mail would share the event loop with the API being measured.
 */
async function startMaildev(smtp: number, web: number): Promise<ChildProcess> {
  const code = `import { MailDev } from 'maildev';
await new MailDev({ smtp: ${smtp}, web: ${web}, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true }).start();
console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout!, 'data');
  return child;
}

/** 1,000 people new to the company, each with a division and every tenth a Division manager. */
function employeesCsv(): string {
  const lines = ['email,firstName,lastName,title,division,role'];
  for (let n = 0; n < ROWS; n++) {
    lines.push(
      `person.${n}@bench.example,Person,Number ${n},Title ${n % 17},${DIVISIONS[n % DIVISIONS.length]},${n % 10 === 0 ? 'Division manager' : ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function post(url: string, user: TestUser, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; message?: string };
  if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${json.message}`);
  return json.data;
}

export const companyImportBench: Bench = {
  name: 'company-import',
  description: `a ${ROWS.toLocaleString('en-US')}-row employee CSV through POST /v1/company/{id}/import/csv on SQLite, each row a pending invitation, the first 100 mailed over SMTP to maildev (the company's hourly mail budget; issue target: under 10 s)`,
  async run() {
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error(
        'FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm run bench` from the repository root (it starts the Auth emulator).',
      );
    }
    // Invitation mails go through real SMTP, to a maildev of the bench's own.
    const [smtp, web] = [await freePort(), await freePort()];
    const maildev = await startMaildev(smtp, web);
    const t = await createTestContext({ MAILDEV_SMTP_PORT: String(smtp) });
    const server = await listen(t.app);
    try {
      const admin = await createUser(t, { firstName: 'Bench', lastName: 'Admin' });
      const company = (await post(server.url, admin, '/v1/company', { name: 'Bench Co' })) as { id: string };
      for (const name of DIVISIONS) await post(server.url, admin, `/v1/company/${company.id}/divisions`, { name });
      const csv = employeesCsv();
      const rows: (string | number)[][] = [];
      for (const label of ['first import (new invitations)', 'same file again (invitations renewed)']) {
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'employees.csv');
        const started = performance.now();
        const res = await fetch(`${server.url}/v1/company/${company.id}/import/csv`, {
          method: 'POST',
          headers: admin.headers,
          body: form,
        });
        const ms = performance.now() - started;
        const body = (await res.json()) as { data?: EmployeeImportResult; message?: string };
        if (res.status !== 201 || !body.data) throw new Error(`import answered ${res.status}: ${body.message}`);
        rows.push([
          label,
          body.data.total,
          body.data.invited,
          body.data.unmailed,
          body.data.errors.length,
          fixed(ms / 1000, 2),
          fixed((ROWS / ms) * 1000, 0),
        ]);
      }
      const mails = ((await (await fetch(`http://127.0.0.1:${web}/api/email`)).json()) as unknown[]).length;
      console.log(table(['case', 'rows', 'invited', 'unmailed', 'errors', 'seconds', 'rows/s'], rows));
      console.log(`\n${mails.toLocaleString('en-US')} invitation mails reached maildev.`);
    } finally {
      await server.close();
      await t.close();
      maildev.kill();
    }
  },
};
