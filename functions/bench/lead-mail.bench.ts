import { createTestContext, createUser } from '../test/harness.test-support';
import { freePort, startHangingMailServer, startMailServer } from '../test/mail.test-support';
import { visitorLead } from '../test/lead-challenge.test-support';
import { fixed, listen, table, type Bench } from './lib';

const LEADS = 12;

const MAIL_SERVERS = {
  running: async (port: number) => (await startMailServer(port)).stop,
  stopped: async () => async () => {},
  hanging: startHangingMailServer,
};

/** Milliseconds of each POST /v1/contacts, the challenge solved beforehand, one after the other. */
async function leadLatencies(server: keyof typeof MAIL_SERVERS): Promise<number[]> {
  const smtp = await freePort();
  const stop = await MAIL_SERVERS[server](smtp);
  const t = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${smtp}`, EVERLINK_LOCAL: '1' });
  const http = await listen(t.app);
  try {
    const owner = await createUser(t, { pro: true });
    const profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id as string;
    const ms: number[] = [];
    for (let i = 0; i < LEADS; i++) {
      const body = await visitorLead(t.api, profileId, i);
      const started = performance.now();
      const res = await fetch(`${http.url}/v1/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      ms.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`POST /v1/contacts answered ${res.status}`);
    }
    return ms;
  } finally {
    await http.close();
    await t.close();
    await stop();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export const leadMailBench: Bench = {
  name: 'lead-mail',
  description: `POST /v1/contacts (a visitor's lead, owner's mail on) with the mail server running, stopped and hanging: ${LEADS} leads each, one at a time`,
  async run() {
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error(
        'FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm run bench` from the repository root (it starts the Auth emulator).',
      );
    }
    const rows: (string | number)[][] = [];
    for (const server of Object.keys(MAIL_SERVERS) as (keyof typeof MAIL_SERVERS)[]) {
      const sorted = (await leadLatencies(server)).sort((a, b) => a - b);
      rows.push([
        server,
        fixed(percentile(sorted, 50)),
        fixed(percentile(sorted, 95)),
        fixed(sorted[sorted.length - 1]),
      ]);
    }
    console.log(table(['mail server', 'median ms', 'p95 ms', 'max ms'], rows));
  },
};
