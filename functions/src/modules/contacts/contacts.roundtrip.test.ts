import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../contract/contacts';
import { buildVCard } from '../../platform/vcard';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { contactCalls, fieldsOf } from './contacts.test-support';

/**
 * Exports that round-trip: every field of contacts with names from many languages goes out as
 * CSV and as vCard and comes back the same; the files keep to RFC 4180 (CRLF) and RFC 6350
 * (lines folded at 75 octets, never inside a character).
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profileIdOf, addContact, listAll } = contactCalls(() => t);

const PEOPLE = [
  {
    firstName: 'Grzegorz',
    lastName: 'Brzęczyszczykiewicz-Łukasiewicz Żółć Gęślą Jaźń',
    email: 'grzegorz@example.pl',
    otherEmails: ['g.b@example.com'],
    phoneNumber: '+48 700 800 900',
    otherPhoneNumbers: ['+48 22 123 45 67', '(22) 555-0100'],
    company: 'Chrząszczyżewoszyce Powiat Łękołody Spółka z ograniczoną odpowiedzialnością',
    jobTitle: 'Wójt',
    note: 'Pierwsza linia.\nDruga linia, z "cudzysłowem"; i średnikiem — oraz emoji 🎉🎉🎉 na końcu bardzo długiej linii tekstu.',
    tags: ['Targi 2024', 'VIP'],
    favorite: true,
  },
  {
    firstName: 'Søren',
    lastName: 'Kierkegaard',
    email: 'soren@example.dk',
    phoneNumber: '+45 20 12 34 56',
    company: 'Ærø Færger A/S',
    jobTitle: 'Direktør',
    tags: ['Denmark'],
  },
  { firstName: 'Şükrü', lastName: 'Öztürk', phoneNumber: '+90 532 123 45 67', note: 'İstanbul' },
  { firstName: 'Nguyễn', lastName: 'Thị Minh Khai', email: 'khai@example.vn', company: 'Công ty TNHH Sài Gòn' },
  { firstName: 'Begoña', lastName: 'Ibáñez Peña', email: 'begona@example.es', favorite: true },
  {
    firstName: 'Jürgen',
    lastName: 'Großmüller',
    email: 'jg@example.de',
    note: '=HYPERLINK("https://evil.example","click")',
    company: '-Straße',
  },
];

async function exportText(user: TestUser, type: 'csv' | 'vcf'): Promise<string> {
  const res = await t.api
    .post(`/v1/contacts/${type}/export`)
    .set(user.headers)
    .send({ sort: 'name' })
    .buffer(true)
    .parse((r, done) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => done(null, text));
    });
  expect(res.status).toBe(200);
  return res.body as string;
}

const byName = (a: Contact, b: Contact) => a.firstName.localeCompare(b.firstName);

describe('export, import, compare', () => {
  let owner: TestUser;
  let original: Contact[];
  beforeAll(async () => {
    owner = await createUser(t);
    for (const person of PEOPLE) await addContact(owner, person);
    original = (await listAll(owner, {}, 100)).sort(byName);
  });

  it('CSV: CRLF lines, + phone numbers as written, formulas escaped, every field back', async () => {
    const csv = await exportText(owner, 'csv');
    const records = csv.split('\r\n');
    expect(records[0]).toBe(
      '\uFEFFFirst Name,Last Name,Email,Phone,Company,Job Title,Notes,Other Emails,Other Phones,Tags,Favorite,Source,Created At',
    );
    expect(csv).toContain(',+48 700 800 900,');
    expect(csv).not.toContain("'+");
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(csv).toContain(",'-Straße,");

    const copy = await createUser(t);
    const res = await t.api
      .post(`/v1/contacts/${await profileIdOf(copy)}/csv/import`)
      .set(copy.headers)
      .attach('file', Buffer.from(csv), 'export.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ imported: PEOPLE.length, errors: [], duplicates: [] });
    const back = (await listAll(copy, {}, 100)).sort(byName);
    expect(back.map((c) => fieldsOf(c))).toEqual(original.map((c) => fieldsOf(c)));
  });

  it('vCard: lines of at most 75 octets, never split inside a character, every field it carries back', async () => {
    const vcf = await exportText(owner, 'vcf');
    const lines = vcf.split('\r\n');
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(vcf).toContain('CATEGORIES:Targi 2024,VIP');

    const copy = await createUser(t);
    const res = await t.api
      .post(`/v1/contacts/${await profileIdOf(copy)}/vcf/import`)
      .set(copy.headers)
      .attach('file', Buffer.from(vcf), 'export.vcf');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ imported: PEOPLE.length, errors: [], duplicates: [] });
    const back = (await listAll(copy, {}, 100)).sort(byName);
    // A vCard has no favourite: every other field comes back.
    expect(back.map((c) => fieldsOf(c, ['favorite']))).toEqual(original.map((c) => fieldsOf(c, ['favorite'])));
  });

  it('vCard: an address with every part empty is not written', () => {
    const card = buildVCard({
      firstName: 'Åse',
      lastName: 'Ærenlund',
      addresses: [{ types: ['work'] }, { city: 'København', types: ['home'] }],
    });
    expect(card.match(/^ADR/gm)).toHaveLength(1);
    expect(card).toContain('ADR;TYPE=home:;;;København;;;');
  });
});
