import { createUser } from '../test/harness.test-support';
import { createCountingContext } from '../test/counting-store.test-support';
import { defaultProfile } from '../test/world.test-support';
import { closing, LOCAL, seedBook, type Scenario } from '../test/budgets/route-scenarios.test-support';

/**
 * The cost model's requests that have no route budget (test/budgets/route-budgets.ts), set up as
 * its scenarios are: the size's data straight into the store, the measured request through HTTP.
 */

/** "Save contact" on a card: the profile's vCard, from a visitor. */
export const vcard: Scenario = async () => {
  const t = await createCountingContext(LOCAL);
  const owner = await createUser(t);
  const profileId = (await defaultProfile(t, owner)).id;
  const save = (ip: string) => t.api.get(`/v1/public/profiles/${profileId}/vcard`).set('X-Forwarded-For', ip);
  // A first save from elsewhere, so the measured one is a warm instance's (the social catalogue loaded).
  await save('198.51.100.8').expect(200);
  return {
    t,
    request: () => save('198.51.100.9'),
    status: 200,
    close: closing(t),
  };
};

/** The contacts list as it opens: a page of 25, no search. */
export const contactsPage: Scenario = async (n) => {
  const t = await createCountingContext(LOCAL);
  const owner = await createUser(t);
  await seedBook(t, owner.uid, (await defaultProfile(t, owner)).id, n);
  return {
    t,
    request: () => t.api.get('/v1/contacts').set(owner.headers).query({ limit: 25 }),
    status: 200,
    close: closing(t),
  };
};
