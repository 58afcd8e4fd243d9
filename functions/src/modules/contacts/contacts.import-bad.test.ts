import { parse as parseCsv } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../contract/contacts';
import { IMPORT_MESSAGES, type ImportProgress } from '../../contract/contact-import';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { contactCalls } from './contacts.test-support';
import { collections } from '../../platform/store/collections';
import { jobs } from '../../jobs/registry';

/**
 * Bad files get a clear message saying what was wrong and where, and nothing is half-imported
 * unless the person chose to import the valid rows; an import's progress and its problems
 * report can be read while and after it runs.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profileIdOf, listAll } = contactCalls(() => t);

async function importFile(
  user: TestUser,
  type: 'csv' | 'vcf',
  content: string | Buffer,
  fields: Record<string, string> = {},
) {
  let req = t.api.post(`/v1/contacts/${await profileIdOf(user)}/${type}/import`).set(user.headers);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), `contacts.${type}`);
}

const newImportId = () => `imp${Math.random().toString(36).slice(2, 14)}`;

describe('bad files', () => {
  it('says what is wrong with the file, and where, and imports nothing', async () => {
    const user = await createUser(t);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // Windows-1252 where the third line holds 0x81, a byte no character set we read gives a letter.
    const unknown = Buffer.concat([
      iconv.encode('First Name;Email\r\nJörg;j@example.de\r\nX', 'windows-1252'),
      Buffer.from([0x81, 0x8d]),
      Buffer.from(';x@example.de\r\n'),
    ]);
    const tenThousandAndOne = [
      'First Name,Email',
      ...Array.from({ length: 10_001 }, (_, i) => `P${i},p${i}@example.test`),
    ].join('\n');
    const cases: [string, 'csv' | 'vcf', string | Buffer, number, string][] = [
      ['a binary file named .csv', 'csv', png, 415, IMPORT_MESSAGES.binary],
      ['an unknown encoding', 'csv', unknown, 415, IMPORT_MESSAGES.unknownEncoding(3)],
      [
        'a 5 MB single line',
        'csv',
        `First Name,Email\n${'a'.repeat(5 * 1024 * 1024 - 20)}`,
        400,
        IMPORT_MESSAGES.lineTooLong(2),
      ],
      ['10,001 rows', 'csv', tenThousandAndOne, 400, IMPORT_MESSAGES.tooManyRows(10_001)],
      ['a .vcf that is not vCard', 'vcf', 'First Name\nAda\n', 415, IMPORT_MESSAGES.notVcard],
    ];
    for (const [what, type, content, status, message] of cases) {
      const res = await importFile(user, type, content);
      expect(res.status, what).toBe(status);
      expect(res.body.message, what).toBe(message);
      const preview = await t.api
        .post(`/v1/contacts/${type}/preview`)
        .set(user.headers)
        .attach('file', Buffer.from(content), `x.${type}`);
      expect(preview.status, `${what} (preview)`).toBe(status);
    }
    expect(await listAll(user, {}, 100)).toEqual([]);
  });

  it('refuses a vCard with a nameless card and says which; imports the valid cards when asked', async () => {
    const user = await createUser(t);
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Kowalska;Anna;;;',
      'EMAIL:anna@example.pl',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'EMAIL:nobody@example.pl',
      'END:VCARD',
    ].join('\r\n');
    const refused = await importFile(user, 'vcf', vcf);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: IMPORT_MESSAGES.rowsInvalid(1),
      code: 'import-invalid',
      fields: { 'row 2 firstName': CONTACT_MESSAGES.rowNameRequired },
    });
    expect(await listAll(user, {}, 100)).toEqual([]);
    const valid = await importFile(user, 'vcf', vcf, { validOnly: 'true' });
    expect(valid.status).toBe(201);
    expect(valid.body.data).toMatchObject({ imported: 1, total: 2, errors: [{ row: 2, field: 'firstName' }] });
    expect((await listAll(user, {}, 100)).map((c) => c.lastName)).toEqual(['Kowalska']);
  });
});

describe('mapping, progress and the problems report', () => {
  it('imports with the mapping the person chose, and refuses one that does not fit the file', async () => {
    const user = await createUser(t);
    const csv = 'Vorname,Zuname,Kontakt,Bemerkung\nÖzlem,Doğan,ozlem@example.com.tr,Stand 7\n';
    const preview = await t.api
      .post('/v1/contacts/csv/preview')
      .set(user.headers)
      .attach('file', Buffer.from(csv), 'x.csv');
    // "Zuname" and "Kontakt" are not known headers: the person picks their fields.
    expect(preview.body.data.mapping).toEqual(['firstName', null, null, null]);
    const mapping = JSON.stringify(['firstName', 'lastName', 'email', 'note']);
    const res = await importFile(user, 'csv', csv, { mapping });
    expect(res.status).toBe(201);
    expect(await listAll(user, {}, 100)).toMatchObject([
      { firstName: 'Özlem', lastName: 'Doğan', email: 'ozlem@example.com.tr', note: 'Stand 7' },
    ]);
    const wrong = await importFile(user, 'csv', csv, { mapping: JSON.stringify(['firstName']) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(IMPORT_MESSAGES.badMapping);
    const garbled = await importFile(user, 'csv', csv, { mapping: '["nope"' });
    expect(garbled.status).toBe(400);
  });

  it('keeps the progress and the problems of an import for its owner alone', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const importId = newImportId();
    const rows = [
      'First Name,Email',
      ...Array.from({ length: 1200 }, (_, i) => `Ünal${i},u${i}@example.test`),
      ',nameless@example.test',
      'Bad,not-an-email',
      'Ünal0,u0@example.test',
    ];
    const res = await importFile(user, 'csv', rows.join('\r\n'), { importId, validOnly: 'true' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ importId, imported: 1200, total: 1203 });

    const progress = await t.api.get(`/v1/contacts/imports/${importId}`).set(user.headers);
    expect(progress.status).toBe(200);
    expect(progress.body.data as ImportProgress).toMatchObject({
      importId,
      status: 'done',
      total: 1203,
      done: 1203,
      imported: 1200,
      errors: 2,
      duplicates: 1,
    });

    const report = await t.api.get(`/v1/contacts/imports/${importId}/report`).set(user.headers);
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.text).toContain('\r\n');
    expect(parseCsv(report.text, { bom: true })).toEqual([
      ['row', 'field', 'reason'],
      ['1202', 'firstName', CONTACT_MESSAGES.rowNameRequired],
      ['1203', 'email', 'Please enter a valid email.'],
      ['1204', '', CONTACT_MESSAGES.duplicateInFile],
    ]);

    expect((await t.api.get(`/v1/contacts/imports/${importId}`).set(other.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/contacts/imports/${importId}/report`).set(other.headers)).status).toBe(404);
    const again = await importFile(user, 'csv', 'First Name\nAda\n', { importId });
    expect(again.status).toBe(409);
  });

  it('records a refused import as refused, with its report', async () => {
    const user = await createUser(t);
    const importId = newImportId();
    const res = await importFile(user, 'csv', 'First Name,Email\nAda,ada@example.test\nBob,bob-at-example\n', {
      importId,
    });
    expect(res.status).toBe(400);
    const progress = await t.api.get(`/v1/contacts/imports/${importId}`).set(user.headers);
    expect(progress.body.data).toMatchObject({
      status: 'refused',
      total: 2,
      imported: 0,
      errors: 1,
      message: IMPORT_MESSAGES.rowsInvalid(1),
    });
    const report = await t.api.get(`/v1/contacts/imports/${importId}/report`).set(user.headers);
    expect(parseCsv(report.text, { bom: true })).toEqual([
      ['row', 'field', 'reason'],
      ['3', 'email', 'Please enter a valid email.'],
    ]);
    expect(await listAll(user, {}, 100)).toEqual([]);
  });

  it('keeps an import a week (expireAt, for the TTL policy), then answers it as gone', async () => {
    const user = await createUser(t);
    const importId = newImportId();
    const start = t.clock.now();
    expect((await importFile(user, 'csv', 'First Name\nAda\n', { importId })).status).toBe(201);
    const record = async () => (await collections(t).contactImports.doc(importId).get()).data();
    expect(Date.parse(String((await record())?.expireAt)) - start.getTime()).toBe(7 * 86_400_000);
    const progress = () => t.api.get(`/v1/contacts/imports/${importId}`).set(user.headers);
    const report = () => t.api.get(`/v1/contacts/imports/${importId}/report`).set(user.headers);

    t.clock.set(new Date(start.getTime() + 7 * 86_400_000 - 1000));
    expect((await progress()).status).toBe(200);
    // Past its time it is gone to its owner, whether or not the TTL policy has deleted it yet.
    t.clock.set(new Date(start.getTime() + 7 * 86_400_000));
    expect((await progress()).status).toBe(404);
    expect((await report()).status).toBe(404);
    expect(await record()).toBeDefined();
    const all = (await collections(t).contactImports.count().get()).data().count;
    expect((await jobs['expire-local'](t.deps)).contactImports).toBe(all);
    expect(await record()).toBeUndefined();
    t.clock.set(new Date());
  });
});
