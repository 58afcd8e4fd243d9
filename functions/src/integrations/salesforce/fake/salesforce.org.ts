/**
 * The org behind the Salesforce fake: the Lead object as `describe` tells it (standard fields and
 * one custom `__c`), the users owners are mapped to, the leads written, and the one SOQL shape
 * the adapter sends, parsed strictly. Errors are Salesforce's: an array of
 * `{ message, errorCode, fields? }`.
 */

export interface SalesforceApiError {
  message: string;
  errorCode: string;
  fields?: string[];
}

export class SalesforceFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: SalesforceApiError[],
  ) {
    super(errors.map((e) => e.message).join('; '));
  }
}

function fail(status: number, errorCode: string, message: string, fields?: string[]): never {
  throw new SalesforceFailure(status, [{ message, errorCode, ...(fields ? { fields } : {}) }]);
}

export interface FieldDescribe {
  name: string;
  label: string;
  type: string;
  length: number;
  nillable: boolean;
  createable: boolean;
  updateable: boolean;
  defaultedOnCreate: boolean;
  custom: boolean;
  unique: boolean;
  externalId: boolean;
  idLookup: boolean;
  picklistValues: { value: string; label: string; active: boolean; defaultValue: boolean }[];
  referenceTo: string[];
}

const field = (name: string, label: string, type: string, more: Partial<FieldDescribe> = {}): FieldDescribe => ({
  name,
  label,
  type,
  length: type === 'string' || type === 'email' || type === 'phone' || type === 'url' ? 255 : 0,
  nillable: true,
  createable: true,
  updateable: true,
  defaultedOnCreate: false,
  custom: name.endsWith('__c'),
  unique: false,
  externalId: false,
  idLookup: false,
  picklistValues: [],
  referenceTo: [],
  ...more,
});

const readOnly = { createable: false, updateable: false } as const;
const SOURCES = ['Web', 'Phone Inquiry', 'Partner Referral', 'Purchased List', 'Other'];

/** Lead's fields as a Developer Edition org describes them, plus the custom field an admin added. */
export const LEAD_FIELDS: FieldDescribe[] = [
  field('Id', 'Lead ID', 'id', { ...readOnly, nillable: false, defaultedOnCreate: true, idLookup: true, length: 18 }),
  field('IsDeleted', 'Deleted', 'boolean', { ...readOnly, nillable: false, defaultedOnCreate: true }),
  field('FirstName', 'First Name', 'string', { length: 40 }),
  field('LastName', 'Last Name', 'string', { length: 80, nillable: false }),
  field('Title', 'Title', 'string', { length: 128 }),
  field('Company', 'Company', 'string', { length: 255, nillable: false }),
  field('Email', 'Email', 'email', { length: 80, idLookup: true }),
  field('Phone', 'Phone', 'phone', { length: 40 }),
  field('Website', 'Website', 'url'),
  field('Description', 'Description', 'textarea', { length: 32000 }),
  field('LeadSource', 'Lead Source', 'picklist', {
    length: 255,
    picklistValues: SOURCES.map((value) => ({ value, label: value, active: true, defaultValue: false })),
  }),
  field('Status', 'Status', 'picklist', { length: 255, nillable: false, defaultedOnCreate: true }),
  field('OwnerId', 'Owner ID', 'reference', {
    length: 18,
    nillable: false,
    defaultedOnCreate: true,
    referenceTo: ['User'],
  }),
  field('IsConverted', 'Converted', 'boolean', { ...readOnly, nillable: false, defaultedOnCreate: true }),
  field('CreatedDate', 'Created Date', 'datetime', { ...readOnly, nillable: false, defaultedOnCreate: true }),
  field('LastModifiedDate', 'Last Modified Date', 'datetime', {
    ...readOnly,
    nillable: false,
    defaultedOnCreate: true,
  }),
  field('Everlink_Job_Title__c', 'Job Title (Everlink)', 'string', { length: 255 }),
  field('Everlink_Card_Owner__c', 'Card Owner (Everlink)', 'string', { length: 120 }),
];

/** The org's users: the demo company's admin and employees (functions/scripts/seed), and one deactivated. */
export const SALESFORCE_DEMO_USERS = [
  { Id: '0055g000DemoAdmAAA', Email: 'admin@demo.everlink.test', Name: 'Avery Chen', IsActive: true },
  { Id: '0055g000DemoPriAAA', Email: 'priya@acme.demo.everlink.test', Name: 'Priya Shah', IsActive: true },
  { Id: '0055g000DemoMarAAA', Email: 'marco@acme.demo.everlink.test', Name: 'Marco Rossi', IsActive: true },
  { Id: '0055g000DemoLenAAA', Email: 'lena@acme.demo.everlink.test', Name: 'Lena Vogel', IsActive: true },
  { Id: '0055g000DemoOldAAA', Email: 'former@acme.demo.everlink.test', Name: 'Former Rep', IsActive: false },
];
export const SALESFORCE_DEMO_ORG = { Id: '00D5g000DemoOrgEAI', Name: 'Acme Demo (Salesforce)' };
/** Whoever clicks "Allow" on the consent page: the company admin's Salesforce user. */
export const SALESFORCE_ADMIN = SALESFORCE_DEMO_USERS[0];

export type FakeLead = Record<string, string | boolean | null> & { Id: string; IsConverted: boolean };

const USER_FIELDS = ['Id', 'Email', 'Name', 'IsActive'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `SELECT a, b FROM Obj WHERE Email = '…' [AND Flag = true|false] [LIMIT n]`, nothing else. */
const SOQL =
  /^SELECT\s+([A-Za-z_][\w]*(?:\s*,\s*[A-Za-z_][\w]*)*)\s+FROM\s+(Lead|User)\s+WHERE\s+Email\s*=\s*'((?:[^'\\]|\\.)*)'(?:\s+AND\s+([A-Za-z_]\w*)\s*=\s*(true|false))?(?:\s+LIMIT\s+(\d+))?\s*$/i;

export interface ParsedQuery {
  fields: string[];
  object: 'Lead' | 'User';
  email: string;
  flag?: { field: string; value: boolean };
  limit?: number;
}

export function parseSoql(q: string): ParsedQuery {
  const match = SOQL.exec(q);
  if (!match) return fail(400, 'MALFORMED_QUERY', `unexpected token in query: ${q.slice(0, 80)}`);
  const object = match[2].toLowerCase() === 'lead' ? 'Lead' : 'User';
  const known = object === 'Lead' ? LEAD_FIELDS.map((f) => f.name) : USER_FIELDS;
  const fields = match[1].split(',').map((f) => f.trim());
  for (const name of [...fields, ...(match[4] ? [match[4]] : [])])
    if (!known.some((k) => k.toLowerCase() === name.toLowerCase()))
      fail(400, 'INVALID_FIELD', `No such column '${name}' on entity '${object}'.`);
  // SOQL escapes: \' and \\ (and the other backslash escapes) stand for the character itself.
  const email = match[3].replace(/\\(.)/g, '$1');
  return {
    fields,
    object,
    email,
    ...(match[4] ? { flag: { field: match[4], value: match[5].toLowerCase() === 'true' } } : {}),
    ...(match[6] ? { limit: Number(match[6]) } : {}),
  };
}

let sequence = 0;
const leadId = () => `00Q5g00000${String(++sequence).padStart(5, '0')}EAA`;

/** The org's leads, with Salesforce's checks on every write. */
export class LeadTable {
  readonly byId = new Map<string, FakeLead>();
  /** The org's users; a test may add the Salesforce user of an employee it made. */
  readonly users = SALESFORCE_DEMO_USERS.map((u) => ({ ...u }));

  /** Test-visible: the leads with this email (any case), converted or not. */
  withEmail(email: string): FakeLead[] {
    return [...this.byId.values()].filter((l) => String(l.Email ?? '').toLowerCase() === email.toLowerCase());
  }

  create(body: unknown, now: Date): FakeLead {
    const values = this.checked(body, 'createable');
    const missing = ['LastName', 'Company'].filter((name) => !values[name]);
    if (missing.length)
      fail(400, 'REQUIRED_FIELD_MISSING', `Required fields are missing: [${missing.join(', ')}]`, missing);
    const id = leadId();
    const lead: FakeLead = {
      Id: id,
      Status: 'Open - Not Contacted',
      OwnerId: SALESFORCE_ADMIN.Id,
      ...values,
      IsConverted: false,
      CreatedDate: now.toISOString(),
      LastModifiedDate: now.toISOString(),
    };
    this.byId.set(id, lead);
    return lead;
  }

  update(id: string, body: unknown, now: Date): void {
    const lead = this.get(id);
    if (lead.IsConverted) fail(400, 'CANNOT_UPDATE_CONVERTED_LEAD', 'cannot reference converted lead');
    const values = this.checked(body, 'updateable');
    for (const name of ['LastName', 'Company'])
      if (name in values && !values[name])
        fail(400, 'REQUIRED_FIELD_MISSING', `Required fields are missing: [${name}]`, [name]);
    Object.assign(lead, values, { LastModifiedDate: now.toISOString() });
  }

  get(id: string): FakeLead {
    return this.byId.get(id) ?? fail(404, 'NOT_FOUND', 'The requested resource does not exist');
  }

  /** A test's "Convert" click in Salesforce: the lead stays, read-only, outside `IsConverted = false`. */
  convert(id: string): void {
    this.get(id).IsConverted = true;
  }

  query(q: ParsedQuery): Record<string, unknown>[] {
    const rows: Record<string, unknown>[] = q.object === 'Lead' ? [...this.byId.values()] : this.users;
    const hits = rows.filter(
      (row) =>
        String(row.Email ?? '').toLowerCase() === q.email.toLowerCase() &&
        (!q.flag || row[fieldName(q.object, q.flag.field)] === q.flag.value),
    );
    return hits.slice(0, q.limit ?? hits.length).map((row) => ({
      attributes: { type: q.object, url: `/services/data/v62.0/sobjects/${q.object}/${String(row.Id)}` },
      ...Object.fromEntries(q.fields.map((f) => [fieldName(q.object, f), row[fieldName(q.object, f)] ?? null])),
    }));
  }

  /** The body's values, each a field of Lead writable this way, the right type and length. */
  private checked(body: unknown, mode: 'createable' | 'updateable'): Record<string, string | null> {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      fail(400, 'JSON_PARSER_ERROR', 'The request body must be a JSON object.');
    const values: Record<string, string | null> = {};
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      const described = LEAD_FIELDS.find((f) => f.name.toLowerCase() === name.toLowerCase());
      if (!described) fail(400, 'INVALID_FIELD', `No such column '${name}' on sobject of type Lead`);
      if (!described[mode])
        fail(400, 'INVALID_FIELD_FOR_INSERT_UPDATE', `Unable to create/update fields: ${described.name}.`, [
          described.name,
        ]);
      if (value !== null && typeof value !== 'string')
        fail(400, 'JSON_PARSER_ERROR', `Cannot deserialize instance of ${described.type} for ${described.name}`);
      if (typeof value === 'string' && described.length && value.length > described.length)
        fail(
          400,
          'STRING_TOO_LONG',
          `${described.label}: data value too large: ${value.slice(0, 40)} (max length=${described.length})`,
          [described.name],
        );
      if (described.type === 'email' && value && !EMAIL.test(value))
        fail(400, 'INVALID_EMAIL_ADDRESS', `${described.label}: invalid email address: ${value}`, [described.name]);
      if (described.name === 'OwnerId' && value && !this.users.some((u) => u.Id === value && u.IsActive))
        fail(400, 'INVALID_CROSS_REFERENCE_KEY', 'Owner ID: id value of incorrect type or inactive user', ['OwnerId']);
      values[described.name] = value;
    }
    return values;
  }
}

const fieldName = (object: 'Lead' | 'User', name: string) =>
  (object === 'Lead' ? LEAD_FIELDS.map((f) => f.name) : USER_FIELDS).find(
    (k) => k.toLowerCase() === name.toLowerCase(),
  ) ?? name;
