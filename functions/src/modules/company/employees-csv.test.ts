import { randomUUID } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, type EmployeeImportResult } from '../../contract/company';
import { safeCell } from '../../platform/csv';
import { createTestContext, createUser, type TestContext } from '../../../test/harness.test-support';
import { inbox } from '../../../test/mail.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let w: CompanyWorld;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
});
afterAll(async () => t.close());

const upload = (user: { headers: Record<string, string> }, text: string | Buffer, name = 'people.csv') =>
  t.api
    .post(`${base}/import/csv`)
    .set(user.headers)
    .attach('file', Buffer.isBuffer(text) ? text : Buffer.from(text), { filename: name, contentType: 'text/csv' });
const invitationCount = async () =>
  (await collections(t).invitations.where('companyId', '==', w.acme.id).count().get()).data().count;
const fresh = () => `csv-${randomUUID()}@test.everlink.test`;

describe('safeCell', () => {
  it('prefixes cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(safeCell(cell)).toBe(`'${cell}`);
    expect(safeCell('Plain')).toBe('Plain');
    expect(safeCell(null)).toBe('');
    expect(safeCell(42)).toBe('42');
  });
});

describe('POST …/import/csv', () => {
  it('updates members, invites everyone else (accounts and other companies alike, S1/S2/S17), and reports every row', async () => {
    const loner = await createUser(t, { firstName: 'Sol', lastName: 'Solo' });
    const invitee = fresh();
    const csv = [
      'Email;First Name;Last Name;Title;Division;Role',
      `${w.rep.email.toUpperCase()};;;Regional Lead;Sales East;`,
      `${loner.email};;;Engineer;engineering;Division manager`,
      `${invitee};Ina;Import;Buyer;Sales;`,
      `not-an-email;x;y;;;`,
      `${fresh()};Bad;Division;;Narnia;`,
      `${fresh()};Bad;Role;;;Emperor`,
      `${invitee};Dup;Licate;;;`,
      `${w.globexAdmin.email};Other;Company;;;`,
      `${fresh()};${'x'.repeat(201)};;;;`,
    ].join('\n');
    const res = await upload(w.admin, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const report = res.body.data as EmployeeImportResult;
    expect(report).toMatchObject({ total: 9, updated: 1, invited: 3, unmailed: 0 });
    expect(report.rows).toEqual([
      { row: 2, email: w.rep.email, result: 'updated' },
      { row: 3, email: loner.email, result: 'invited' },
      { row: 4, email: invitee, result: 'invited' },
      { row: 9, email: w.globexAdmin.email, result: 'invited' },
    ]);
    expect(report.errors.map((e) => [e.row, e.field])).toEqual([
      [5, 'email'],
      [6, 'division'],
      [7, 'role'],
      [8, 'email'],
      [10, 'firstName'],
    ]);
    expect(report.errors[3].message).toContain(COMPANY_MESSAGES.importDuplicate);
    expect(report.errors[4].message).toBe(COMPANY_MESSAGES.importCellTooLong);

    const rep = (await collections(t).employees(w.acme.id).doc(w.rep.uid).get()).data();
    expect(rep).toMatchObject({ title: 'Regional Lead', divisionIds: [w.sales.id, w.salesEast.id], firstName: 'Rey' });
    // Nobody joins from a file: the account holder gets the same invitation and says yes themselves.
    expect((await collections(t).employees(w.acme.id).doc(loner.uid).get()).exists).toBe(false);
    expect((await collections(t).invitations.where('email', '==', loner.email).get()).docs[0].data()).toMatchObject({
      title: 'Engineer',
      divisionIds: [w.engineering.id],
      roleIds: ['division-manager'],
      status: 'pending',
    });
    const mail = await inbox(invitee);
    expect(mail[0].text).toContain('Acme');
    expect((await collections(t).invitations.where('email', '==', invitee).get()).docs[0].data()).toMatchObject({
      firstName: 'Ina',
      title: 'Buyer',
      divisionIds: [w.sales.id],
      status: 'pending',
    });
  });

  it('never takes rights away: roles and divisions in the file are added', async () => {
    await t.api
      .put(`${base}/employees/${w.engineer.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: ['division-manager'] })
      .expect(200);
    const res = await upload(w.admin, `email,division,role\n${w.engineer.email},Sales,\n`);
    expect(res.status).toBe(201);
    const engineer = (await collections(t).employees(w.acme.id).doc(w.engineer.uid).get()).data();
    expect(engineer).toMatchObject({ roleIds: ['division-manager'], divisionIds: [w.engineering.id, w.sales.id] });
  });

  it('junk files are a clear 4xx and write nothing', async () => {
    const before = await invitationCount();
    const cases: [string | Buffer, number][] = [
      ['', 400],
      ['name,phone\nAda,123\n', 400],
      ['email\n', 400],
      ['email\nnot-an-email\n', 400],
      ['email\n"unclosed\n', 400],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 415],
      [Buffer.from('email\n\u0000\n'), 415],
      [`email\n${'a'.repeat(20_000)}@x.com\n`, 400],
    ];
    for (const [body, status] of cases) {
      const res = await upload(w.admin, body);
      expect(res.status, `${JSON.stringify(String(body).slice(0, 30))} → ${JSON.stringify(res.body)}`).toBe(status);
    }
    const tooMany = `email\n${Array.from({ length: 5001 }, (_, i) => `p${i}@x.example`).join('\n')}\n`;
    expect((await upload(w.admin, tooMany)).body.message).toBe(COMPANY_MESSAGES.importTooManyRows);
    expect(await invitationCount()).toBe(before);
  });

  it('is for admins: employees and managers 403, other companies 404, anonymous 401', async () => {
    const csv = `email\n${fresh()}\n`;
    expect((await upload(w.rep, csv)).status).toBe(403);
    expect((await upload(w.manager, csv)).status).toBe(403);
    expect((await upload(w.globexAdmin, csv)).status).toBe(404);
    expect((await upload(w.plain, csv)).status).toBe(404);
    expect((await t.api.post(`${base}/import/csv`).attach('file', Buffer.from(csv), 'a.csv')).status).toBe(401);
    expect((await upload(w.superadmin, csv)).status).toBe(201);
  });
});

describe('POST …/export/csv', () => {
  it('streams the employees with division and role names, formula cells escaped, filters applied', async () => {
    await t.api
      .put(`${base}/employees/${w.rep.uid}`)
      .set(w.admin.headers)
      .send({ title: '=HYPERLINK("http://evil")' })
      .expect(200);
    const res = await t.api.post(`${base}/export/csv`).set(w.rep.headers).send({});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="everlink-employees-/);
    const rows = parseCsv(res.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual([
      'email',
      'firstName',
      'lastName',
      'title',
      'division',
      'role',
      'department',
      'status',
      'joinedAt',
    ]);
    const rep = rows.find((r) => r.email === w.rep.email);
    expect(rep).toMatchObject({ title: `'=HYPERLINK("http://evil")`, division: 'Sales; Sales East', status: 'active' });
    expect(rows.find((r) => r.email === w.manager.email)?.role).toBe('Division manager');
    const filtered = await t.api.post(`${base}/export/csv`).set(w.admin.headers).send({ roleId: 'division-manager' });
    const managers = parseCsv(filtered.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(managers.every((r) => r.role.includes('Division manager'))).toBe(true);
    expect((await t.api.post(`${base}/export/csv`).set(w.globexAdmin.headers).send({})).status).toBe(404);
    expect((await t.api.post(`${base}/export/csv`).set(w.admin.headers).send({ bogus: 1 })).status).toBe(400);
    expect((await t.api.post(`${base}/export/csv`).send({})).status).toBe(401);
  });
});
