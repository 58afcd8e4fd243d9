import { expect } from 'vitest';
import type { Contact } from '../../contract/contacts';
import type { TestContext, TestUser } from '../../../test/harness.test-support';

/** Calls the contacts suites share; `context` is read at call time (it is made in beforeAll). */
export function contactCalls(context: () => TestContext) {
  /** The user's first profile, made with their user record. */
  async function profileIdOf(user: TestUser): Promise<string> {
    const res = await context().api.get('/v1/profiles').set(user.headers);
    return res.body.data[0].id;
  }

  async function addContact(user: TestUser, body: Record<string, unknown>): Promise<Contact> {
    const res = await context().api.post('/v1/contacts').set(user.headers).send(body);
    if (res.status !== 201) throw new Error(`POST /v1/contacts answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as Contact;
  }

  async function listAll(
    user: TestUser,
    query: Record<string, string | number | boolean> = {},
    limit = 2,
  ): Promise<Contact[]> {
    const all: Contact[] = [];
    let cursor: string | undefined;
    do {
      const res = await context()
        .api.get('/v1/contacts')
        .set(user.headers)
        .query({ ...query, limit, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      all.push(...res.body.data);
      cursor = res.body.nextCursor;
    } while (cursor);
    return all;
  }

  return { profileIdOf, addContact, listAll };
}

export const names = (contacts: Contact[]) => contacts.map((c) => `${c.firstName} ${c.lastName}`.trim());

/** The fields a person keeps on a contact, the ones an import or an export must carry intact. */
const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'otherEmails',
  'phoneNumber',
  'otherPhoneNumbers',
  'company',
  'jobTitle',
  'note',
  'tags',
  'favorite',
] as const;

/** A contact's own fields, less `without`, for comparing one contact with another field by field. */
export const fieldsOf = (c: Partial<Contact>, without: readonly string[] = []) =>
  Object.fromEntries(CONTACT_FIELDS.filter((f) => !without.includes(f)).map((f) => [f, c[f]]));
