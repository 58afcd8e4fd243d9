import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, type Contact } from '../../contract/contacts';
import { createTestContext, createUser, type TestContext } from '../../../test/harness.test-support';
import { contactCalls } from './contacts.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profileIdOf, addContact } = contactCalls(() => t);

describe('duplicates: GET and POST /v1/contacts/merge', () => {
  it('groups likely duplicates by email, phone and name, and merges a group without losing anything', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    t.clock.set('2024-05-01T09:00:00.000Z');
    const oldest = await addContact(user, {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@old.example',
      phoneNumber: '+1 415 555 0199',
      jobTitle: 'Engineer',
      note: 'Met at PyCon',
      tags: ['python'],
    });
    t.clock.set('2024-06-01T09:00:00.000Z');
    const byPhone = await addContact(user, {
      firstName: 'Samuel',
      lastName: 'Lee',
      phoneNumber: '+14155550199',
      company: 'Globex',
      email: 'samuel@globex.example',
      favorite: true,
      tags: ['customer'],
    });
    t.clock.set('2024-07-01T09:00:00.000Z');
    const primary = await addContact(user, {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'SAM@new.example',
      company: 'Initech',
      jobTitle: 'CTO',
      note: 'Now at Initech',
      otherEmails: ['sam@old.example'],
    });
    const byName = await addContact(user, { firstName: 'Riley', lastName: 'Stone', email: 'riley@a.example' });
    await addContact(user, { firstName: 'riley', lastName: 'stone', phoneNumber: '020 7946 0000' });
    await addContact(user, { firstName: 'Unique', lastName: 'Person', email: 'unique@x.example' });
    await addContact(other, { firstName: 'Sam', lastName: 'Lee', email: 'sam@old.example' });
    t.clock.set(new Date());

    const groups = await t.api.get('/v1/contacts/merge').set(user.headers);
    expect(groups.status).toBe(200);
    expect(groups.body.data).toHaveLength(2);
    const sam = groups.body.data.find((g: { contacts: Contact[] }) => g.contacts.some((c) => c.id === primary.id));
    expect(sam.contacts.map((c: Contact) => c.id)).toEqual([oldest.id, byPhone.id, primary.id]);
    expect(sam.reasons).toEqual(['email', 'phone', 'name']);
    const riley = groups.body.data.find((g: { contacts: Contact[] }) => g.contacts.some((c) => c.id === byName.id));
    expect(riley.reasons).toEqual(['name']);
    expect(riley.contacts).toHaveLength(2);

    const merged = await t.api
      .post('/v1/contacts/merge')
      .set(user.headers)
      .send({ primaryId: primary.id, ids: [oldest.id, byPhone.id] });
    expect(merged.status).toBe(200);
    const c = merged.body.data as Contact;
    expect(c).toMatchObject({
      id: primary.id,
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@new.example',
      company: 'Initech',
      jobTitle: 'CTO',
      phoneNumber: '+1 415 555 0199',
      favorite: true,
      createdAt: oldest.createdAt,
      source: 'manual',
    });
    expect(c.otherEmails.sort()).toEqual(['sam@old.example', 'samuel@globex.example']);
    expect(c.otherPhoneNumbers).toEqual([]);
    expect(c.tags.sort()).toEqual(['customer', 'python']);
    expect(c.note).toContain('Now at Initech');
    expect(c.note).toContain('Met at PyCon');
    expect(c.note).toContain('Name: Samuel Lee');
    expect(c.note).toContain('Company: Globex');
    expect(c.note).toContain('Job title: Engineer');
    expect((await t.api.get(`/v1/contacts/${oldest.id}`).set(user.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/contacts/${byPhone.id}`).set(user.headers)).status).toBe(404);
    const after = await t.api.get('/v1/contacts/merge').set(user.headers);
    expect(after.body.data).toHaveLength(1);

    const mixed = await t.api
      .post('/v1/contacts/merge')
      .set(other.headers)
      .send({ primaryId: primary.id, ids: [byName.id] });
    expect(mixed.status).toBe(404);
    const one = await t.api
      .post('/v1/contacts/merge')
      .set(user.headers)
      .send({ primaryId: primary.id, ids: [primary.id] });
    expect(one.status).toBe(400);
    expect(one.body.fields).toEqual({ ids: CONTACT_MESSAGES.mergeNeedsTwo });
    expect((await t.api.get(`/v1/contacts/${byName.id}`).set(user.headers)).status).toBe(200);
  });
});

describe('POST /v1/contacts/sync/profile/{contactId}', () => {
  it('refreshes a contact from the Everlink profile it is linked to, and says why it cannot otherwise', async () => {
    const user = await createUser(t);
    const friend = await createUser(t, { firstName: 'Frida', lastName: 'Friend' });
    const friendProfile = await profileIdOf(friend);
    // The friend chose to show their email (new profiles publish none: docs/privacy.md).
    await t.api
      .put(`/v1/profiles/${friendProfile}`)
      .set(friend.headers)
      .send({ email: friend.email, config: { sections: { contact: true } } })
      .expect(200);
    const saved = await addContact(user, { linkedProfileId: friendProfile, source: 'exchange' });
    expect(saved).toMatchObject({
      firstName: 'Frida',
      lastName: 'Friend',
      email: friend.email,
      linkedProfileId: friendProfile,
      source: 'exchange',
    });

    const edited = await t.api
      .put(`/v1/profiles/${friendProfile}`)
      .set(friend.headers)
      .send({ firstName: 'Frederika', jobTitle: 'Director', email: 'frederika@new.example' });
    expect(edited.status).toBe(200);
    const synced = await t.api.post(`/v1/contacts/sync/profile/${saved.id}`).set(user.headers);
    expect(synced.status).toBe(200);
    expect(synced.body.data).toMatchObject({
      firstName: 'Frederika',
      lastName: 'Friend',
      jobTitle: 'Director',
      email: 'frederika@new.example',
      otherEmails: [friend.email],
      id: saved.id,
      createdAt: saved.createdAt,
    });

    const plain = await addContact(user, { firstName: 'Not', lastName: 'Linked' });
    const unlinked = await t.api.post(`/v1/contacts/sync/profile/${plain.id}`).set(user.headers);
    expect(unlinked.status).toBe(400);
    expect(unlinked.body.message).toBe(CONTACT_MESSAGES.notLinked);

    expect((await t.api.post(`/v1/contacts/sync/profile/${saved.id}`).set(friend.headers)).status).toBe(404);

    await t.api.put(`/v1/profiles/${friendProfile}/deactivate`).set(friend.headers).send({ deactivated: true });
    const gone = await t.api.post(`/v1/contacts/sync/profile/${saved.id}`).set(user.headers);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(CONTACT_MESSAGES.linkedProfileGone);
  });
});
