import { Readable, type Duplex } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AppContext } from '../../platform/context';
import { authorizeInCompany, assertMayGrant, companyAccessChanged, type Caller } from '../../platform/access';
import { ApiError, badRequest, notFound } from '../../platform/errors';
import { CsvReadError, readCsvRecords, safeCell, type CsvRecord } from '../../platform/csv';
import type { ReadFile } from '../../platform/uploads';
import { FieldValue } from '../../platform/store/field-value';
import type { WriteBatch } from '../../platform/store/types';
import { commitWithOutbox } from '../../platform/outbox';
import { email as emailField } from '../../contract/common';
import type { ImportIssue } from '../../contract/contacts';
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  EMPLOYEE_CSV_COLUMNS,
  type EmployeeFilters,
  type EmployeeImportResult,
  type EmployeeImportRow,
  type InviteEmployeeBody,
} from '../../contract/company';
import { fold } from '../../platform/fold';
import { getCompanyById, searchKeysOf, type StoredEmployee, type StoredInvitation } from './company.model';
import { allRoles } from '../roles';
import { allDivisions } from './divisions.service';
import { employeesChanged } from './employees.service';
import { walkEmployees } from './employees-list.service';
import { enqueueInvitationMail, invitationRecord, inviterName, planInvitationMail } from './invitations.service';
import { collections } from '../../platform/store/collections';

/**
 * The employee CSV: columns email, firstName, lastName, title, division, role (division and
 * role by name, several separated by ";"). Import adds or updates: a member's title and names
 * are replaced by non-empty cells and the named divisions and roles are added (an import never
 * takes rights or memberships away); everyone else gets a pending invitation, account or not.
 */

type Column = (typeof EMPLOYEE_CSV_COLUMNS)[number];

const ALIASES: Record<Column, string[]> = {
  email: ['email', 'emailaddress', 'mail', 'workemail'],
  firstName: ['firstname', 'givenname', 'first'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  title: ['title', 'jobtitle', 'position'],
  division: ['division', 'divisions', 'team'],
  role: ['role', 'roles'],
};

const headerKey = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
/** Built once: a zod schema is costly to build, and a file has thousands of rows. */
const EMAIL = emailField();

const names = (cell: string) => [
  ...new Set(
    cell
      .split(';')
      .map((n) => n.trim())
      .filter(Boolean),
  ),
];

interface PlannedRow {
  row: number;
  body: InviteEmployeeBody;
}

function readFile(bytes: Buffer): { records: CsvRecord[]; columns: Partial<Record<Column, number>> } {
  let read: ReturnType<typeof readCsvRecords>;
  try {
    read = readCsvRecords(bytes.toString('utf8'), { maxRecordBytes: 16 * 1024 });
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    throw badRequest(`${COMPANY_MESSAGES.importMalformed}${error.line ? ` (line ${error.line})` : ''}`);
  }
  if (!read.headers) throw badRequest(COMPANY_MESSAGES.importEmpty);
  const keys = read.headers.map(headerKey);
  const columns: Partial<Record<Column, number>> = {};
  for (const column of EMPLOYEE_CSV_COLUMNS) {
    const at = keys.findIndex((k) => ALIASES[column].includes(k));
    if (at >= 0) columns[column] = at;
  }
  if (columns.email === undefined) throw badRequest(COMPANY_MESSAGES.importNoEmailColumn);
  if (!read.records.length) throw badRequest(COMPANY_MESSAGES.importEmpty);
  if (read.records.length > COMPANY_LIMITS.importRows) throw badRequest(COMPANY_MESSAGES.importTooManyRows);
  return { records: read.records, columns };
}

interface Lookups {
  divisions: Map<string, string>;
  roles: Map<string, string>;
  /** Roles the caller may give (they hold all that the role grants). */
  grantable: Set<string>;
}

/** One row's checked input, or its problems. */
function planRow(
  record: CsvRecord,
  columns: Partial<Record<Column, number>>,
  lookups: Lookups,
  errors: ImportIssue[],
): InviteEmployeeBody | undefined {
  const cell = (column: Column) => (columns[column] === undefined ? '' : (record.cells[columns[column]!] ?? '').trim());
  const issue = (field: string, message: string) => errors.push({ row: record.row, field, message });
  const before = errors.length;
  for (const column of EMPLOYEE_CSV_COLUMNS)
    if (cell(column).length > COMPANY_LIMITS.importCell) issue(column, COMPANY_MESSAGES.importCellTooLong);
  if (errors.length > before) return undefined;
  const email = EMAIL.safeParse(cell('email'));
  if (!email.success) issue('email', email.error.issues[0].message);
  const divisionIds = names(cell('division')).map(
    (name) => lookups.divisions.get(fold(name)) ?? issue('division', `${COMPANY_MESSAGES.unknownDivision} (${name})`),
  );
  const roleIds = names(cell('role')).map((name) => {
    const id = lookups.roles.get(fold(name));
    if (!id) return issue('role', `${COMPANY_MESSAGES.unknownRole} (${name})`);
    return lookups.grantable.has(id) ? id : issue('role', COMPANY_MESSAGES.beyondCallerRights);
  });
  if (errors.length > before || !email.success) return undefined;
  const optional = (value: string) => value || undefined;
  return {
    email: email.data,
    firstName: optional(cell('firstName')),
    lastName: optional(cell('lastName')),
    title: optional(cell('title')),
    divisionIds: divisionIds as string[],
    roleIds: roleIds as string[],
  };
}

async function lookupsFor(ctx: AppContext, caller: Caller, companyId: string): Promise<Lookups> {
  const roles = await allRoles(ctx, companyId);
  const grantable = new Set<string>();
  for (const role of roles) {
    const may = await assertMayGrant(ctx, caller, companyId, [role]).then(
      () => true,
      () => false,
    );
    if (may) grantable.add(role.id);
  }
  return {
    divisions: new Map((await allDivisions(ctx, companyId)).map((d) => [d.nameKey, d.id])),
    roles: new Map(roles.map((r) => [fold(r.name), r.id])),
    grantable,
  };
}

const WRITES_PER_BATCH = 400;

export async function importEmployees(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  read: ReadFile,
): Promise<EmployeeImportResult> {
  await authorizeInCompany(ctx, caller, 'create', 'Employee', companyId);
  await authorizeInCompany(ctx, caller, 'update', 'Employee', companyId);
  const company = await getCompanyById(ctx, companyId);
  if (!company) throw notFound();
  const upload = await read();
  const { records, columns } = readFile(upload.bytes);
  const lookups = await lookupsFor(ctx, caller, companyId);
  const errors: ImportIssue[] = [];
  const planned: PlannedRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const record of records) {
    const body = planRow(record, columns, lookups, errors);
    if (!body) continue;
    if (firstRowOf.has(body.email))
      errors.push({
        row: record.row,
        field: 'email',
        message: `${COMPANY_MESSAGES.importDuplicate} (row ${firstRowOf.get(body.email)})`,
      });
    else {
      firstRowOf.set(body.email, record.row);
      planned.push({ row: record.row, body });
    }
  }
  if (!planned.length) {
    const fields = Object.fromEntries(
      errors.slice(0, 50).map((e) => [`row ${e.row}${e.field ? ` ${e.field}` : ''}`, e.message]),
    );
    throw new ApiError(400, COMPANY_MESSAGES.importNothingValid, 'import-invalid', fields);
  }

  const members = new Map(
    (await collections(ctx).employees(companyId).get()).docs.map((d) => [d.data().email, d.data()]),
  );
  const pending = new Map(
    (
      await collections(ctx).invitations.where('companyId', '==', companyId).where('status', '==', 'pending').get()
    ).docs.map((d) => [d.data().email, d.data()]),
  );

  const rows: EmployeeImportRow[] = [];
  const updates: { member: StoredEmployee; body: InviteEmployeeBody }[] = [];
  const invitations: { invitation: StoredInvitation; token: string | null }[] = [];
  let unmailed = 0;
  let companySpent = false;
  for (const { row, body } of planned) {
    const member = members.get(body.email);
    if (member) {
      updates.push({ member, body });
      rows.push({ row, email: body.email, result: 'updated' });
      continue;
    }
    // Everyone else is invited, account or not, and says yes themselves (S1); past the company's
    // hourly mail budget the invitation is kept unmailed, for a re-send later (S8).
    const previous = pending.get(body.email);
    const plan: Awaited<ReturnType<typeof planInvitationMail>> = companySpent
      ? 'company'
      : await planInvitationMail(ctx, companyId, body.email, previous);
    companySpent ||= plan === 'company';
    const mail = plan === 'mail';
    if (plan === 'company' || plan === 'address') unmailed++;
    invitations.push(
      invitationRecord(ctx, {
        id: previous?.id ?? collections(ctx).invitations.doc().id,
        companyId,
        invitedBy: caller.uid,
        body,
        previous,
        mail,
      }),
    );
    rows.push({ row, email: body.email, result: 'invited' });
  }

  // An invitation and its mail (an outbox message) share a batch: two writes of the batch's budget.
  const inviter = invitations.some((i) => i.token) ? await inviterName(ctx, { companyId, invitedBy: caller.uid }) : '';
  const writes = [
    ...updates.map(({ member, body }) => ({
      size: 1,
      member: true,
      write: (batch: WriteBatch) =>
        batch.update(collections(ctx).employees(companyId).doc(member.id), memberChange(ctx, member, body)),
    })),
    ...invitations.map(({ invitation, token }) => ({
      size: token ? 2 : 1,
      member: false,
      write: (batch: WriteBatch) => {
        batch.set(collections(ctx).invitations.doc(invitation.id), invitation);
        if (token) enqueueInvitationMail(ctx, batch, { company, invitation, token, inviter });
      },
    })),
  ];
  for (let i = 0; i < writes.length;) {
    const batch = ctx.store.batch();
    let members = false;
    for (let size = 0; i < writes.length && size + writes[i].size <= WRITES_PER_BATCH; i++) {
      size += writes[i].size;
      members ||= writes[i].member;
      writes[i].write(batch);
    }
    // Rows add roles and divisions to members: their cached principals must be read again.
    if (members) companyAccessChanged(ctx, batch, companyId);
    await commitWithOutbox(ctx, batch);
  }
  await employeesChanged(ctx, companyId);

  rows.sort((a, b) => a.row - b.row);
  errors.sort((a, b) => a.row - b.row);
  const count = (result: EmployeeImportRow['result']) => rows.filter((r) => r.result === result).length;
  return { total: records.length, updated: count('updated'), invited: count('invited'), unmailed, rows, errors };
}

/** A member's update from a row: non-empty cells replace, divisions and roles are added. */
function memberChange(ctx: AppContext, member: StoredEmployee, body: InviteEmployeeBody) {
  const firstName = body.firstName ?? member.firstName;
  const lastName = body.lastName ?? member.lastName;
  return {
    firstName,
    lastName,
    title: body.title ?? member.title,
    searchKeys: searchKeysOf({ firstName, lastName, email: member.email }),
    sortKey: fold(`${lastName} ${firstName} ${member.email}`),
    ...(body.divisionIds.length ? { divisionIds: FieldValue.arrayUnion(...body.divisionIds) } : {}),
    ...(body.roleIds.length ? { roleIds: FieldValue.arrayUnion(...body.roleIds) } : {}),
    updatedAt: ctx.clock.now().toISOString(),
  };
}

// --- export ---

export interface EmployeesCsv {
  filename: string;
  /** The file's bytes come out of the last stream; pipe them with stream.pipeline. */
  streams: [Readable, ...Duplex[]];
}

/** The employees matching the filters, as the import reads them back (division and role by name). */
export async function exportEmployeesCsv(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  filters: EmployeeFilters,
): Promise<EmployeesCsv> {
  await authorizeInCompany(ctx, caller, 'read', 'Employee', companyId);
  if (!(await getCompanyById(ctx, companyId))) throw notFound();
  const roleNames = new Map((await allRoles(ctx, companyId)).map((r) => [r.id, r.name]));
  const divisionNames = new Map((await allDivisions(ctx, companyId)).map((d) => [d.id, d.name]));
  const listed = (ids: string[], known: Map<string, string>) =>
    ids
      .map((id) => known.get(id))
      .filter(Boolean)
      .join('; ');
  const records = Readable.from(
    (async function* () {
      for await (const { employee: e, match } of walkEmployees(ctx, companyId, filters)) {
        if (!match) continue;
        const record = [
          e.email,
          e.firstName,
          e.lastName,
          e.title,
          listed(e.divisionIds, divisionNames),
          listed(e.roleIds, roleNames),
          e.department,
          e.status,
          e.joinedAt,
        ];
        yield record.map(safeCell);
      }
    })(),
  );
  const header = [...EMPLOYEE_CSV_COLUMNS, 'department', 'status', 'joinedAt'];
  const day = ctx.clock.now().toISOString().slice(0, 10);
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  return {
    filename: `everlink-employees-${companyId}-${day}.csv`,
    streams: [records, stringify({ header: true, columns: header, bom: true })],
  };
}
