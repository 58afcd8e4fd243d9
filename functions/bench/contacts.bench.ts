import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createTestContext, createUser, type TestUser } from '../test/harness.test-support';
import { CONTACT_SOURCES } from '../src/contract/contacts';
import { buildContact } from '../src/modules/contacts';
import { fixed, listen, load, STANDARD_LOAD, table, type Bench } from './lib';
import { collections } from '../src/platform/store/collections';

const FIRST = [
  'Ada',
  'Alan',
  'Grace',
  'Linus',
  'Margaret',
  'Ken',
  'Dennis',
  'Barbara',
  'Edsger',
  'Donald',
  'Katherine',
  'Tim',
  'Vint',
  'Radia',
  'Frances',
  'José',
  'Zoë',
  'Mateo',
  'Aisha',
  'Yuki',
];
const LAST = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Thompson',
  'Ritchie',
  'Liskov',
  'Dijkstra',
  'Knuth',
  'Johnson',
  'Berners-Lee',
  'Cerf',
  'Perlman',
  'Allen',
  'Núñez',
  'Okafor',
  'García',
  'Khan',
  'Tanaka',
];
const COMPANIES = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Wonka',
  'Cyberdyne',
  'Tyrell',
  'Soylent',
  'Aperture',
];
const TITLES = ['CEO', 'CTO', 'Sales Manager', 'Engineer', 'Designer', 'Buyer', 'Founder', 'Consultant'];

const CONTACT_COUNT = 50_000;
const IMPORT_ROWS = 10_000;
const SAMPLES = 200;

/** A varied, realistic contact for row n; every email and phone is unique. */
function person(n: number) {
  const firstName = FIRST[n % FIRST.length];
  const lastName = `${LAST[Math.floor(n / FIRST.length) % LAST.length]}${n >= FIRST.length * LAST.length ? ` ${Math.floor(n / 400)}` : ''}`;
  const company = COMPANIES[n % COMPANIES.length];
  return {
    firstName,
    lastName,
    email: `${firstName}.${n}@${company.replace(/\s/g, '').toLowerCase()}.example`
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase(),
    phoneNumber: `+1 415 ${String(1_000_000 + n).slice(1, 4)} ${String(1_000_000 + n).slice(4)}`,
    company,
    jobTitle: TITLES[n % TITLES.length],
    note: n % 3 === 0 ? 'Met at the trade show; follow up about pricing for the team plan.' : '',
    tags: n % 5 === 0 ? ['event'] : [],
  };
}

/** A full garbage collection before measuring, without starting node with --expose-gc. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function latency(url: string, user: TestUser): Promise<{ p50: number; p95: number; p99: number; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < SAMPLES + 10; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: user.headers });
    const body = (await res.json()) as { data: unknown[] | { count: number } };
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    // The first requests warm statement caches and the JIT; they are not counted.
    if (i >= 10) times.push(performance.now() - started);
    rows = Array.isArray(body.data) ? body.data.length : body.data.count;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), rows };
}

const mb = (bytes: number) => fixed(bytes / 1024 / 1024, 1);

export const contactsBench: Bench = {
  name: 'contacts',
  description: `one user's ${CONTACT_COUNT.toLocaleString('en-US')} contacts on SQLite: first page of the list through HTTP, a ${IMPORT_ROWS.toLocaleString('en-US')}-row CSV import, and a streamed export`,
  async run() {
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error(
        'FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm run bench` from the repository root (it starts the Auth emulator).',
      );
    }
    const t = await createTestContext();
    const user = await createUser(t, { firstName: 'Bench', lastName: 'Contacts' });
    // 60,000 contacts pass a free book's cap (contract/caps.ts): the bench user holds a plan role.
    await collections(t)
      .roles.doc('bench-plan')
      .set({ id: 'bench-plan', name: 'Bench plan', scope: 'global', permissions: [] });
    await collections(t)
      .users.doc(user.uid)
      .update({ roleIds: ['bench-plan'] });
    const profileId = (await collections(t).profiles.where('userId', '==', user.uid).get()).docs[0].id;
    const server = await listen(t.app);
    try {
      // 50,000 contacts straight into the store, in batches as an import writes them.
      const base = Date.parse('2023-01-01T00:00:00.000Z');
      let started = performance.now();
      for (let from = 0; from < CONTACT_COUNT; from += 500) {
        const batch = t.store.batch();
        for (let n = from; n < Math.min(from + 500, CONTACT_COUNT); n++) {
          const ref = collections(t).contacts.doc();
          const at = new Date(base + n * 60_000).toISOString();
          const contact = buildContact(
            { ...person(n), favorite: n % 10 === 0, profileId },
            {
              id: ref.id,
              userId: user.uid,
              source: CONTACT_SOURCES[n % CONTACT_SOURCES.length],
              now: at,
              createdAt: at,
            },
          );
          batch.create(ref, contact);
        }
        await batch.commit();
      }
      console.log(
        `inserted ${CONTACT_COUNT.toLocaleString('en-US')} contacts through the store in ${fixed((performance.now() - started) / 1000, 1)} s\n`,
      );

      const list = `${server.url}/v1/contacts`;
      const cases: [string, string][] = [
        ['newest first (default)', `${list}`],
        ['sorted by name', `${list}?sort=name`],
        ['search "mar" (common prefix)', `${list}?q=mar`],
        ['search "knuth 3" (rare)', `${list}?q=knuth%203`],
        ['search "globex" (company)', `${list}?q=globex`],
        ['search "zzz" (no match)', `${list}?q=zzz`],
        ['filter favorite', `${list}?favorite=true`],
        ['filter source=form, by name', `${list}?source=form&sort=name`],
        ['filter dates (one week)', `${list}?from=2023-02-01&to=2023-02-07`],
        ['search "ada" + favorite', `${list}?q=ada&favorite=true`],
        ['contains "globex.example" (domain, 1 in 12)', `${list}?q=globex.example`],
        ['contains "industries" (company word)', `${list}?q=industries&sort=name`],
        ['contains "4711@" (rare, email)', `${list}?q=4711%40`],
        ['contains "acme.example" + favorite', `${list}?q=acme.example&favorite=true`],
        ['count "globex.example"', `${list}/count?q=globex.example`],
        ['GET /v1/contacts/favorite', `${server.url}/v1/contacts/favorite`],
      ];
      const rows: (string | number)[][] = [];
      for (const [label, url] of cases) {
        const r = await latency(url, user);
        rows.push([label, r.rows, fixed(r.p50, 1), fixed(r.p95, 1), fixed(r.p99, 1)]);
      }
      console.log(`first page (limit 25), ${SAMPLES} sequential requests each, one client\n`);
      console.log(table(['list', 'rows', 'p50 ms', 'p95 ms', 'p99 ms'], rows));

      const loaded = await load('GET /v1/contacts (first page)', list, { ...STANDARD_LOAD, headers: user.headers });
      console.log(
        `\nunder load (${STANDARD_LOAD.connections} connections, ${STANDARD_LOAD.durationSeconds} s): ${fixed(loaded.requestsPerSecond, 0)} req/s, ` +
          `mean ${fixed(loaded.meanMs, 1)} ms, p99 ${loaded.p99Ms} ms, failures ${loaded.failures}`,
      );

      // A 10,000-row CSV through the import endpoint, into the book that already holds 50,000.
      const lines = ['First Name,Last Name,E-mail,Phone,Company,Title,Notes'];
      for (let n = 0; n < IMPORT_ROWS; n++) {
        const p = person(CONTACT_COUNT + n);
        lines.push([p.firstName, p.lastName, p.email, p.phoneNumber, p.company, p.jobTitle, `"${p.note}"`].join(','));
      }
      const csv = Buffer.from(lines.join('\n'));
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'contacts.csv');
      started = performance.now();
      const imported = await fetch(`${server.url}/v1/contacts/${profileId}/csv/import`, {
        method: 'POST',
        headers: user.headers,
        body: form,
      });
      const importMs = performance.now() - started;
      const result = (await imported.json()) as {
        data?: { imported: number; errors: unknown[]; duplicates: unknown[] };
        message?: string;
      };
      if (imported.status !== 201 || !result.data)
        throw new Error(`import answered ${imported.status}: ${result.message}`);
      console.log(
        `\nimport of a ${IMPORT_ROWS.toLocaleString('en-US')}-row CSV (${mb(csv.length)} MB) through POST /v1/contacts/{profileId}/csv/import: ` +
          `${fixed(importMs / 1000, 2)} s, ${result.data.imported} imported, ${result.data.errors.length} errors, ${result.data.duplicates.length} duplicates`,
      );

      // A hostile file: 80 cells of 60,000 spaces in the email column, the shape that made the old
      // cell splitter quadratic (about 9 s a cell). Read in linear time and refused row by row now.
      const hostile = Buffer.from(
        [
          'First Name,Email',
          ...Array.from({ length: 80 }, (_, i) => `Spacey${i},a@x.test${' '.repeat(60_000)}b@x.test`),
          'Valid,valid@hostile.example',
        ].join('\n'),
      );
      const hostileForm = new FormData();
      hostileForm.append('validOnly', 'true');
      hostileForm.append('file', new Blob([hostile], { type: 'text/csv' }), 'hostile.csv');
      started = performance.now();
      const hostileRes = await fetch(`${server.url}/v1/contacts/${profileId}/csv/import`, {
        method: 'POST',
        headers: user.headers,
        body: hostileForm,
      });
      const hostileMs = performance.now() - started;
      const hostileBody = (await hostileRes.json()) as {
        data?: { imported: number; errors: unknown[] };
        message?: string;
      };
      if (hostileRes.status !== 201 || !hostileBody.data)
        throw new Error(`hostile import answered ${hostileRes.status}: ${hostileBody.message}`);
      console.log(
        `\nimport of a hostile CSV (${mb(hostile.length)} MB, 80 cells of 60,000 spaces): ${fixed(hostileMs, 0)} ms, ` +
          `${hostileBody.data.imported} imported, ${hostileBody.data.errors.length} rows refused as too long`,
      );

      // Export everything, reading the response as it streams, sampling this process's memory.
      const total = CONTACT_COUNT + result.data.imported;
      collectGarbage();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      }, 10);
      started = performance.now();
      let bytes = 0;
      let newlines = 0;
      try {
        const res = await fetch(`${server.url}/v1/contacts/csv/export`, {
          method: 'POST',
          headers: { ...user.headers, 'content-type': 'application/json' },
          body: '{}',
        });
        if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) newlines++;
        }
      } finally {
        clearInterval(sampler);
      }
      const exportMs = performance.now() - started;
      console.log(
        `\nCSV export of ${total.toLocaleString('en-US')} contacts: ${mb(bytes)} MB (${newlines.toLocaleString('en-US')} lines with the header) in ${fixed(exportMs / 1000, 2)} s\n` +
          `  memory of this process (server and client): heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)} MB (+${mb(peakHeap - before.heapUsed)}), ` +
          `RSS ${mb(before.rss)} → peak ${mb(peakRss)} MB (+${mb(peakRss - before.rss)}; RSS counts the pages of the SQLite file the store maps into memory as it reads them)`,
      );
      // For scale: what holding every contact at once would take.
      collectGarbage();
      const heldBefore = process.memoryUsage().heapUsed;
      const held = (await collections(t).contacts.where('userId', '==', user.uid).get()).docs.map((d) => d.data());
      const heldHeap = process.memoryUsage().heapUsed - heldBefore;
      console.log(
        `  for comparison, the ${held.length.toLocaleString('en-US')} contacts held in memory at once: +${mb(heldHeap)} MB of heap`,
      );
    } finally {
      await server.close();
      await t.close();
    }
  },
};
