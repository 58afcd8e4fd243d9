import type { ServerResponse } from 'node:http';
import { sendJson, type FakeRequest } from '../../core/fake/http';
import type { FakeHubspotProperty } from './hubspot.data';
import { hsError, jsonOf, propertyRefusal, type PropertyRefusal } from './hubspot.wire';
import { searchContacts } from './hubspot.search';

/**
 * HubSpot CRM v3 contacts, as the portal holds them: every value a string, `email` the unique
 * key (lower-cased), `hs_object_id`, `createdate` and `lastmodifieddate` kept by HubSpot. Writes
 * are checked against the property catalog as HubSpot does (unknown, read-only, not an option,
 * not a number, not an email: one VALIDATION_ERROR naming each).
 */

export interface FakeHubspotContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  /** Search is eventually consistent: it finds the contact from this time on. */
  searchableAt: number;
}

/** The properties HubSpot answers with when a call names none. */
const DEFAULT_PROPERTIES = ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'];
const BATCH_MAX = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Inputs = Record<string, unknown>;

/** A contacts call the fake knows: the scope it needs and how it answers. */
export interface ContactsCall {
  scope: string;
  run(res: ServerResponse): void;
}

const listOf = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export class HubspotContacts {
  readonly byId = new Map<string, FakeHubspotContact>();
  /** How long a new contact stays invisible to search (0: at once). */
  searchLagMs = 0;
  private nextId = 101;

  constructor(private readonly catalog: () => FakeHubspotProperty[]) {}

  byEmail(email: string): FakeHubspotContact | undefined {
    const key = email.trim().toLowerCase();
    return [...this.byId.values()].find((c) => !c.archived && c.properties.email === key);
  }

  /** The contact `id` names: its record id, or its email with `idProperty=email`. */
  find(id: string, idProperty: string | null): FakeHubspotContact | undefined {
    if (idProperty === 'email') return this.byEmail(id);
    const contact = this.byId.get(id);
    return contact && !contact.archived ? contact : undefined;
  }

  /** HubSpot's refusals of these values, and the values as HubSpot stores them (strings). */
  check(values: unknown): { refusals: PropertyRefusal[]; clean: Record<string, string> } {
    const refusals: PropertyRefusal[] = [];
    const clean: Record<string, string> = {};
    const entries = values && typeof values === 'object' ? Object.entries(values as Inputs) : [];
    const byName = new Map(this.catalog().map((p) => [p.name, p]));
    for (const [name, raw] of entries) {
      const property = byName.get(name);
      const refuse = (error: string, message: string) => refusals.push({ name, error, message });
      if (!property || property.archived) {
        refuse('PROPERTY_DOESNT_EXIST', `Property "${name}" does not exist`);
        continue;
      }
      if (property.modificationMetadata.readOnlyValue) {
        refuse('READ_ONLY_VALUE', `"${name}" is a read only property; its value cannot be set.`);
        continue;
      }
      if (raw !== null && typeof raw === 'object') {
        refuse('INVALID_PROPERTY_VALUE', `${JSON.stringify(raw)} is not a valid value for "${name}"`);
        continue;
      }
      const value = raw === null || raw === undefined ? '' : String(raw);
      clean[name] = name === 'email' ? value.trim().toLowerCase() : value;
      if (value === '') continue;
      if (property.type === 'enumeration') {
        const allowed = property.options.map((o) => o.value);
        const chosen = property.fieldType === 'checkbox' ? value.split(';') : [value];
        const wrong = chosen.find((v) => !allowed.includes(v));
        if (wrong !== undefined)
          refuse('INVALID_OPTION', `${wrong} was not one of the allowed options: [${allowed.join(', ')}]`);
      } else if (property.type === 'number' && !Number.isFinite(Number(value))) {
        refuse('INVALID_LONG', `${value} is not a valid number`);
      } else if (name === 'email' && !EMAIL.test(clean.email)) {
        refuse('INVALID_EMAIL', `Email address ${value} is invalid`);
      }
    }
    return { refusals, clean };
  }

  /** Creates the contact; the caller has checked the values and the email's uniqueness. */
  create(values: Record<string, string>, now = Date.now()): FakeHubspotContact {
    const id = String(this.nextId++);
    const stamp = new Date(now).toISOString();
    const contact: FakeHubspotContact = {
      id,
      properties: { ...values, hs_object_id: id, createdate: stamp, lastmodifieddate: stamp },
      createdAt: stamp,
      updatedAt: stamp,
      archived: false,
      searchableAt: now + this.searchLagMs,
    };
    this.byId.set(id, contact);
    return contact;
  }

  update(contact: FakeHubspotContact, values: Record<string, string>, now = Date.now()): void {
    const stamp = new Date(now).toISOString();
    Object.assign(contact.properties, values, { lastmodifieddate: stamp });
    contact.updatedAt = stamp;
  }

  /** The object as HubSpot answers it: `names` (default: all it holds), null for those unset. */
  view(contact: FakeHubspotContact, names?: string[]) {
    const wanted = names ?? Object.keys(contact.properties);
    return {
      id: contact.id,
      properties: Object.fromEntries(wanted.map((n) => [n, contact.properties[n] ?? null])),
      createdAt: contact.createdAt,
      updatedAt: contact.updatedAt,
      archived: contact.archived,
    };
  }

  /** The answer's properties for a read: the defaults plus those asked for. */
  readNames(asked: string[]): string[] {
    return [...new Set([...DEFAULT_PROPERTIES, ...asked])];
  }

  /** The call for this request under `/crm/v3/objects/contacts`, or undefined. */
  route(req: FakeRequest): ContactsCall | undefined {
    const read = 'crm.objects.contacts.read';
    const write = 'crm.objects.contacts.write';
    const rest = req.path.slice('/crm/v3/objects/contacts'.length);
    if (rest === '' || rest === '/') {
      if (req.method === 'GET') return { scope: read, run: (res) => this.list(req, res) };
      if (req.method === 'POST') return { scope: write, run: (res) => this.createCall(req, res) };
      return undefined;
    }
    if (req.method === 'POST' && rest === '/search')
      return { scope: read, run: (res) => searchContacts(this, req, res) };
    if (req.method === 'POST' && rest === '/batch/upsert') return { scope: write, run: (res) => this.upsert(req, res) };
    if (req.method === 'POST' && rest === '/batch/read') return { scope: read, run: (res) => this.batchRead(req, res) };
    const one = /^\/([^/]+)$/.exec(rest);
    if (!one) return undefined;
    const id = decodeURIComponent(one[1]);
    if (req.method === 'GET') return { scope: read, run: (res) => this.getOne(id, req, res) };
    if (req.method === 'PATCH') return { scope: write, run: (res) => this.patch(id, req, res) };
    if (req.method === 'DELETE') return { scope: write, run: (res) => this.archive(id, res) };
    return undefined;
  }

  private notFound(res: ServerResponse, id: string): void {
    hsError(res, 404, 'OBJECT_NOT_FOUND', 'Object not found.  objectId are usually numeric.', {
      context: { id: [id] },
    });
  }

  private conflict(res: ServerResponse, existing: FakeHubspotContact): void {
    hsError(res, 409, 'CONFLICT', `Contact already exists. Existing ID: ${existing.id}`);
  }

  private list(req: FakeRequest, res: ServerResponse): void {
    const limit = Math.min(Number(req.query.get('limit') ?? 10) || 10, 100);
    const after = Number(req.query.get('after') ?? 0) || 0;
    const live = [...this.byId.values()].filter((c) => !c.archived);
    const names = this.readNames(listOf(req.query.get('properties')));
    const page = live.slice(after, after + limit);
    sendJson(res, 200, {
      results: page.map((c) => this.view(c, names)),
      ...(after + limit < live.length ? { paging: { next: { after: String(after + limit) } } } : {}),
    });
  }

  private createCall(req: FakeRequest, res: ServerResponse): void {
    const body = jsonOf<{ properties?: unknown }>(req, res);
    if (!body) return;
    const { refusals, clean } = this.check(body.properties);
    if (refusals.length) return propertyRefusal(res, refusals);
    if (!clean.email && !clean.firstname && !clean.lastname)
      return hsError(res, 400, 'VALIDATION_ERROR', 'A contact needs at least one of email, firstname or lastname.');
    const existing = clean.email ? this.byEmail(clean.email) : undefined;
    if (existing) return this.conflict(res, existing);
    sendJson(res, 201, this.view(this.create(clean)));
  }

  private getOne(id: string, req: FakeRequest, res: ServerResponse): void {
    const contact = this.find(id, req.query.get('idProperty'));
    if (!contact) return this.notFound(res, id);
    sendJson(res, 200, this.view(contact, this.readNames(listOf(req.query.get('properties')))));
  }

  private patch(id: string, req: FakeRequest, res: ServerResponse): void {
    const body = jsonOf<{ properties?: unknown }>(req, res);
    if (!body) return;
    const contact = this.find(id, req.query.get('idProperty'));
    if (!contact) return this.notFound(res, id);
    const { refusals, clean } = this.check(body.properties);
    if (refusals.length) return propertyRefusal(res, refusals);
    const other = clean.email ? this.byEmail(clean.email) : undefined;
    if (other && other.id !== contact.id) return this.conflict(res, other);
    this.update(contact, clean);
    sendJson(res, 200, this.view(contact));
  }

  private archive(id: string, res: ServerResponse): void {
    const contact = this.find(id, null);
    if (contact) contact.archived = true;
    res.writeHead(204);
    res.end();
  }

  private upsert(req: FakeRequest, res: ServerResponse): void {
    const body = jsonOf<{ inputs?: { id?: unknown; idProperty?: unknown; properties?: unknown }[] }>(req, res);
    if (!body) return;
    const inputs = Array.isArray(body.inputs) ? body.inputs : [];
    if (!inputs.length || inputs.length > BATCH_MAX)
      return hsError(res, 400, 'VALIDATION_ERROR', `inputs must hold between 1 and ${BATCH_MAX} items.`);
    const ids = inputs.map((input) => String(input.id ?? '').toLowerCase());
    if (inputs.some((input) => input.idProperty !== 'email' || !input.id))
      return hsError(
        res,
        400,
        'VALIDATION_ERROR',
        'Upsert needs a unique idProperty (email) and an id on every input.',
      );
    if (new Set(ids).size !== ids.length)
      return hsError(res, 400, 'VALIDATION_ERROR', 'Duplicate IDs found in batch input.');
    const checked = inputs.map((input) => this.check(input.properties));
    const refusals = checked.flatMap((c) => c.refusals);
    if (refusals.length) return propertyRefusal(res, refusals);
    const startedAt = new Date().toISOString();
    const results = checked.map(({ clean }, i) => {
      const existing = this.byEmail(ids[i]);
      if (existing) this.update(existing, { ...clean, email: ids[i] });
      const contact = existing ?? this.create({ ...clean, email: ids[i] });
      return { ...this.view(contact), new: !existing };
    });
    sendJson(res, 200, { status: 'COMPLETE', results, startedAt, completedAt: new Date().toISOString() });
  }

  private batchRead(req: FakeRequest, res: ServerResponse): void {
    const body = jsonOf<{ inputs?: { id?: unknown }[]; properties?: unknown; idProperty?: unknown }>(req, res);
    if (!body) return;
    const inputs = Array.isArray(body.inputs) ? body.inputs : [];
    if (inputs.length > BATCH_MAX)
      return hsError(res, 400, 'VALIDATION_ERROR', `inputs must hold at most ${BATCH_MAX} items.`);
    const names = this.readNames(Array.isArray(body.properties) ? body.properties.map(String) : []);
    const idProperty = typeof body.idProperty === 'string' ? body.idProperty : null;
    const startedAt = new Date().toISOString();
    const found: FakeHubspotContact[] = [];
    const missing: string[] = [];
    for (const input of inputs) {
      const contact = this.find(String(input.id ?? ''), idProperty);
      if (contact) found.push(contact);
      else missing.push(String(input.id ?? ''));
    }
    const errors = missing.length
      ? {
          errors: [
            {
              status: 'error',
              category: 'OBJECT_NOT_FOUND',
              message:
                'Could not get some CONTACT objects, they may be deleted or not exist. Check that ids are valid.',
              context: { ids: missing },
            },
          ],
          numErrors: 1,
        }
      : {};
    sendJson(res, missing.length ? 207 : 200, {
      status: 'COMPLETE',
      results: found.map((c) => this.view(c, names)),
      ...errors,
      startedAt,
      completedAt: new Date().toISOString(),
    });
  }
}
