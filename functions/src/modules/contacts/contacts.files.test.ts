import { parse as parseCsv } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { CONTACT_MESSAGES, type Contact, type ImportResult } from '../../contract/contacts';
import { IMPORT_MESSAGES } from '../../contract/contact-import';
import { buildVCards, parseVCards } from '../../platform/vcard';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { contactCalls, names } from './contacts.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

const { profileIdOf, listAll } = contactCalls(() => t);
/** Every contact of the user, by name. */
const everything = (user: TestUser): Promise<Contact[]> => listAll(user, { sort: 'name' }, 100);

function upload(
  user: TestUser,
  profileId: string,
  type: string,
  content: string | Buffer,
  fields: Record<string, string> = {},
) {
  let req = t.api.post(`/v1/contacts/${profileId}/${type}/import`).set(user.headers);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), {
    filename: `contacts.${type}`,
    contentType: type === 'vcf' ? 'text/vcard' : 'text/csv',
  });
}

function exportOf(user: TestUser, type: string, body: Record<string, unknown> = {}) {
  return t.api
    .post(`/v1/contacts/${type}/export`)
    .set(user.headers)
    .send(body)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
}

describe('POST /v1/contacts/{profileId}/csv/import', () => {
  it('reads common column names, reports each bad row and each duplicate, and imports the rest when asked to', async () => {
    const user = await createUser(t);
    const profileId = await profileIdOf(user);
    const existing = await t.api
      .post('/v1/contacts')
      .set(user.headers)
      .send({ firstName: 'Existing', lastName: 'Person', email: 'existing@x.example' });
    const csv = [
      'First Name,Last Name,E-mail,Phone,Company,Title,Notes',
      'Ada,Lovelace,ada@x.example,+44 20 7946 0001,Analytical,Countess,"Likes engines, and poetry"',
      'Alan,Turing,not-an-email,,Bletchley,,',
      ',,nobody@x.example,,,,',
      'Grace,Hopper,grace@x.example,,Navy,Admiral,',
      'Ada,L.,ADA@x.example,,,,',
      'Existing,Again,existing@x.example,,,,',
      '"Multi',
      'Line",Person,multi@x.example,,,,',
      'Phone,Only,,(555) 010-2000,,,',
    ].join('\r\n');
    const refused = await upload(user, profileId, 'csv', csv);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: IMPORT_MESSAGES.rowsInvalid(2),
      code: 'import-invalid',
      fields: { 'row 3 email': MESSAGES.invalidEmail },
    });
    expect(names(await everything(user))).toEqual(['Existing Person']);
    const res = await upload(user, profileId, 'csv', csv, { validOnly: 'true' });
    expect(res.status).toBe(201);
    const result = res.body.data as ImportResult;
    expect(result).toMatchObject({ imported: 4, total: 8 });
    expect(result.errors).toEqual([
      { row: 3, field: 'email', message: MESSAGES.invalidEmail },
      { row: 4, field: 'firstName', message: CONTACT_MESSAGES.rowNameRequired },
    ]);
    expect(result.duplicates).toEqual([
      { row: 6, reason: 'in-file', sameAsRow: 2, message: CONTACT_MESSAGES.duplicateInFile },
      { row: 7, reason: 'existing', contactId: existing.body.data.id, message: CONTACT_MESSAGES.duplicateExisting },
    ]);

    const all = await everything(user);
    expect(names(all)).toEqual(['Ada Lovelace', 'Existing Person', 'Grace Hopper', 'Multi\nLine Person', 'Phone Only']);
    const ada = all.find((c) => c.firstName === 'Ada')!;
    expect(ada).toMatchObject({
      email: 'ada@x.example',
      phoneNumber: '+44 20 7946 0001',
      company: 'Analytical',
      jobTitle: 'Countess',
      note: 'Likes engines, and poetry',
      source: 'import',
      profileId,
    });
    const imported = await t.api.get('/v1/contacts').set(user.headers).query({ source: 'import', limit: 100 });
    expect(imported.body.data).toHaveLength(4);
  });

  it('reads other exports too: Google-style headers, a full-name column, semicolons, several emails', async () => {
    const user = await createUser(t);
    const profileId = await profileIdOf(user);
    const google = [
      'Given Name,Family Name,E-mail 1 - Value,E-mail 2 - Value,Phone 1 - Value,Organization 1 - Name,Organization 1 - Title,Group Membership',
      'Hedy,Lamarr,hedy@x.example,hedy@home.example,+1 310 555 0100,MGM,Actress,* myContacts ::: Inventors',
    ].join('\n');
    const first = await upload(user, profileId, 'csv', google);
    expect(first.status).toBe(201);
    expect(first.body.data.imported).toBe(1);
    const semicolons = [
      'Name;Email;Mobile;Organisation;Position',
      'Tim Berners-Lee;tim@w3.example;+44 1865 555000;W3C;Director',
    ].join('\n');
    const second = await upload(user, profileId, 'csv', semicolons);
    expect(second.status).toBe(201);
    const all = await everything(user);
    expect(all.find((c) => c.firstName === 'Hedy')).toMatchObject({
      lastName: 'Lamarr',
      email: 'hedy@x.example',
      otherEmails: ['hedy@home.example'],
      phoneNumber: '+1 310 555 0100',
      company: 'MGM',
      jobTitle: 'Actress',
      tags: ['Inventors'],
    });
    expect(all.find((c) => c.firstName === 'Tim')).toMatchObject({
      lastName: 'Berners-Lee',
      email: 'tim@w3.example',
      company: 'W3C',
      jobTitle: 'Director',
    });
  });

  it('refuses a file that fails as a whole and changes nothing', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const profileId = await profileIdOf(user);
    await t.api.post('/v1/contacts').set(user.headers).send({ firstName: 'Keep', lastName: 'Me' });
    const cases: [string | Buffer, number, string | RegExp][] = [
      [
        'First Name,Email\nAda,ada@x.example\n"Broken,b@x.example\n',
        400,
        /^The file is not a valid CSV file\. \(line 3\)/,
      ],
      ['Colour,Size\nred,large\n', 400, CONTACT_MESSAGES.importNoColumns],
      ['First Name,Email\n', 400, CONTACT_MESSAGES.importEmpty],
      ['First Name,Email\n,a@x.example\nBob,not-email\n', 400, CONTACT_MESSAGES.importNothingValid],
      [
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        415,
        IMPORT_MESSAGES.binary,
      ],
      [
        Buffer.concat([Buffer.from('First Name,Email\n'), Buffer.alloc(5 * 1024 * 1024 + 1, 'a')]),
        413,
        MESSAGES.fileTooLarge,
      ],
    ];
    for (const [content, status, message] of cases) {
      const res = await upload(user, profileId, 'csv', content);
      expect(res.status, String(content).slice(0, 40)).toBe(status);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    const nothingValid = await upload(user, profileId, 'csv', 'First Name,Email\n,a@x.example\nBob,not-email\n');
    expect(nothingValid.body.fields).toEqual({
      'row 2 firstName': CONTACT_MESSAGES.rowNameRequired,
      'row 3 email': MESSAGES.invalidEmail,
    });
    expect(names(await everything(user))).toEqual(['Keep Me']);

    const foreign = await upload(other, profileId, 'csv', 'First Name\nAda\n');
    expect(foreign.status).toBe(404);
    expect((await upload(user, profileId, 'xlsx', 'First Name\nAda\n')).status).toBe(400);
    expect((await t.api.post(`/v1/contacts/${profileId}/csv/import`).set(user.headers)).body.fields).toEqual({
      file: MESSAGES.required,
    });
    expect(names(await everything(user))).toEqual(['Keep Me']);
    expect(await everything(other)).toEqual([]);
  });
});

describe('POST /v1/contacts/{profileId}/vcf/import', () => {
  it('imports the cards, reports the unusable ones, and refuses a broken file', async () => {
    const user = await createUser(t);
    const profileId = await profileIdOf(user);
    const vcf =
      buildVCards([
        {
          firstName: 'Katherine',
          lastName: 'Johnson',
          emails: [{ value: 'kj@nasa.example' }],
          organization: 'NASA',
          title: 'Mathematician',
        },
      ]) +
      'BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:nothing else\r\nEND:VCARD\r\n' +
      buildVCards([
        {
          firstName: 'Dorothy',
          lastName: 'Vaughan',
          phones: [{ value: '+1 757 555 0100' }, { value: '+1 757 555 0101' }],
          note: 'Supervisor',
        },
      ]);
    const res = await upload(user, profileId, 'vcf', vcf, { validOnly: 'true' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ imported: 2, total: 3, errors: [{ row: 2 }], duplicates: [] });
    const all = await everything(user);
    expect(all.find((c) => c.firstName === 'Dorothy')).toMatchObject({
      phoneNumber: '+1 757 555 0100',
      otherPhoneNumbers: ['+1 757 555 0101'],
      note: 'Supervisor',
      source: 'import',
    });
    expect(all.find((c) => c.firstName === 'Katherine')).toMatchObject({
      email: 'kj@nasa.example',
      company: 'NASA',
      jobTitle: 'Mathematician',
    });

    const broken = await upload(user, profileId, 'vcf', 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Half\r\n');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(`${CONTACT_MESSAGES.importMalformedVcf} (line 1: the card has no END:VCARD)`);
    const notVcard = await upload(user, profileId, 'vcf', 'First Name\nAda\n');
    expect(notVcard.status).toBe(415);
    expect(notVcard.body.message).toBe(IMPORT_MESSAGES.notVcard);
    expect(await everything(user)).toHaveLength(2);
  });
});

describe('POST /v1/contacts/{type}/export', () => {
  let owner: TestUser;
  let ids: string[];
  beforeAll(async () => {
    owner = await createUser(t);
    const people = [
      {
        firstName: 'Émilie',
        lastName: 'du Châtelet',
        email: 'emilie@paris.example',
        otherEmails: ['emilie@cirey.example'],
        phoneNumber: '+33 1 23 45 67 89',
        otherPhoneNumbers: ['+33 6 00 00 00 01'],
        company: 'Académie, Paris',
        jobTitle: 'Physicist',
        note: 'Translated Newton.\nSecond line, with "quotes".',
        tags: ['science', 'history'],
        favorite: true,
      },
      { firstName: 'Mary', lastName: 'Somerville', email: 'mary@oxford.example', company: 'Oxford' },
      { firstName: 'Caroline', lastName: 'Herschel', phoneNumber: '+44 1225 555000', favorite: true },
    ];
    ids = [];
    for (const person of people)
      ids.push((await t.api.post('/v1/contacts').set(owner.headers).send(person)).body.data.id);
  });

  it('streams a CSV of the filtered list as a download', async () => {
    const res = await exportOf(owner, 'csv', { favorite: true, sort: 'name' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="everlink-contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(res.body as string, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['First Name'])).toEqual(['Caroline', 'Émilie']);
    // RFC 4180: every record ends in CRLF (the note's own line break, inside quotes, stays as written).
    expect((res.body as string).match(/\r\n/g)).toHaveLength(3);
    expect(rows[1]).toMatchObject({
      'Last Name': 'du Châtelet',
      Email: 'emilie@paris.example',
      'Other Emails': 'emilie@cirey.example',
      // A + before a phone number runs nothing: no apostrophe (platform/csv safeCell).
      Phone: '+33 1 23 45 67 89',
      Company: 'Académie, Paris',
      'Job Title': 'Physicist',
      Notes: 'Translated Newton.\nSecond line, with "quotes".',
      Tags: 'science; history',
      Favorite: 'yes',
      Source: 'manual',
    });
    const none = await exportOf(owner, 'csv', { q: 'nobody-matches' });
    expect((parseCsv(none.body as string, { bom: true }) as string[][]).length).toBe(1);
  });

  it('exports a selection by id, only ever the caller’s', async () => {
    const stranger = await createUser(t);
    const theirs = (
      await t.api.post('/v1/contacts').set(stranger.headers).send({ firstName: 'Their', lastName: 'Own' })
    ).body.data.id;
    const res = await exportOf(owner, 'vcf', { ids: [ids[1], theirs] });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    const { cards } = parseVCards(res.body as string);
    expect(cards.map((c) => c.lastName)).toEqual(['Somerville']);
    const strangers = await exportOf(stranger, 'csv', { ids: [ids[0]] });
    expect((parseCsv(strangers.body as string, { bom: true }) as string[][]).length).toBe(1);
    expect((await exportOf(owner, 'pdf')).status).toBe(400);
    expect((await t.api.post('/v1/contacts/csv/export').send({})).status).toBe(401);
  });

  it('round-trips through the import, as CSV and as vCard', async () => {
    const original = await everything(owner);
    const fields = (c: Contact, all: boolean) => ({
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      otherEmails: c.otherEmails,
      phoneNumber: c.phoneNumber,
      otherPhoneNumbers: c.otherPhoneNumbers,
      company: c.company,
      jobTitle: c.jobTitle,
      note: c.note,
      tags: c.tags,
      ...(all ? { favorite: c.favorite } : {}),
    });
    for (const type of ['csv', 'vcf'] as const) {
      const exported = await exportOf(owner, type);
      const copy = await createUser(t);
      const res = await upload(copy, await profileIdOf(copy), type, exported.body as string);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ imported: 3, errors: [], duplicates: [] });
      const imported = await everything(copy);
      expect(imported.map((c) => fields(c, type === 'csv'))).toEqual(original.map((c) => fields(c, type === 'csv')));
    }
  });
});
