import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';
import type { Profile } from '../../src/contract/profiles';
import { collections } from '../../src/platform/store/collections';

/**
 * Concurrency through the API (docs/security.md). The single-route races — 20 links or 20 profile
 * renames claiming one slug — are in links.test.ts and profiles.test.ts; here: 50 mixed edits of
 * one profile, and links and profile renames racing each other for one slug.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

const profilesOf = async (user: TestUser): Promise<Profile[]> =>
  (await t.api.get('/v1/profiles').set(user.headers)).body.data;

describe('50 concurrent edits of one profile', () => {
  it('leave one consistent document: every field one of the values written, nothing else touched', async () => {
    const owner = await createUser(t, { firstName: 'Cora', lastName: 'Current' });
    const [profile] = await profilesOf(owner);
    const path = `/v1/profiles/${profile.id}`;
    const setup = await t.api
      .put(path)
      .set(owner.headers)
      .send({
        headline: 'Before',
        jobTitle: 'Starter',
        phoneNumbers: [{ label: 'work', number: '+1 415 555 0100' }],
        emails: [{ label: 'work', email: 'cora@example.com' }],
        addresses: [{ label: 'office', city: 'Lisbon' }],
        everlinks: [{ title: 'Portfolio', url: 'example.com/portfolio' }],
        websites: [{ label: 'home', url: 'cora.example' }],
      });
    expect(setup.status).toBe(200);
    const initial = (await t.api.get(path).set(owner.headers)).body.data as Profile;

    // Five kinds of edit, ten each, through three routes that all update the one document.
    const headlines = Array.from({ length: 10 }, (_, i) => `Headline ${i}`);
    const titles = Array.from({ length: 10 }, (_, i) => `Title ${i}`);
    const websites = Array.from({ length: 10 }, (_, i) => [{ label: `site ${i}`, url: `https://site${i}.example` }]);
    const colors = Array.from({ length: 10 }, (_, i) => `#00${String(i).padStart(2, '0')}ff`);
    const socials = Array.from({ length: 10 }, (_, i) => [{ network: 'linkedin', handle: `cora${i}` }]);
    const edits = [
      ...headlines.map((headline) => () => t.api.put(path).set(owner.headers).send({ headline })),
      ...titles.map((jobTitle) => () => t.api.put(path).set(owner.headers).send({ jobTitle })),
      ...websites.map((list) => () => t.api.put(path).set(owner.headers).send({ websites: list })),
      ...colors.map(
        (primaryColor) => () => t.api.put(`${path}/config`).set(owner.headers).send({ theme: { primaryColor } }),
      ),
      ...socials.map((list) => () => t.api.put(`${path}/socials`).set(owner.headers).send({ socials: list })),
    ];
    const answers = await Promise.all(edits.map((edit) => edit()));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));

    const final = (await t.api.get(path).set(owner.headers)).body.data as Profile;
    expect(headlines).toContain(final.headline);
    expect(titles).toContain(final.jobTitle);
    expect(websites.map((list) => list[0].url)).toContain(final.websites[0]?.url);
    expect(final.websites).toHaveLength(1);
    expect(colors).toContain(final.config.theme.primaryColor);
    expect(socials.map((list) => list[0].handle)).toContain(final.socials[0]?.handle);
    expect(final.socials).toHaveLength(1);
    // What no edit named is exactly as it was: lists, the rest of the config, identity.
    expect(final).toMatchObject({
      id: initial.id,
      userId: initial.userId,
      slug: initial.slug,
      linkId: initial.linkId,
      phoneNumbers: initial.phoneNumbers,
      emails: initial.emails,
      addresses: initial.addresses,
      everlinks: initial.everlinks,
      createdAt: initial.createdAt,
      config: { ...initial.config, theme: { ...initial.config.theme, primaryColor: final.config.theme.primaryColor } },
    });
    expect(Date.parse(final.updatedAt)).toBeGreaterThanOrEqual(Date.parse(initial.updatedAt));
    expect(Date.parse(final.updatedAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    // The API answers what is stored.
    const stored = (await collections(t).profiles.doc(profile.id).get()).data()!;
    expect({ headline: stored.headline, jobTitle: stored.jobTitle, updatedAt: stored.updatedAt }).toEqual({
      headline: final.headline,
      jobTitle: final.jobTitle,
      updatedAt: final.updatedAt,
    });
  });
});

describe('one slug claimed by new links and profile renames at once', () => {
  it('has exactly one winner; the 19 others get 409 and keep what they had', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    const profiles = (
      await Promise.all(
        users.map(async (user) => {
          const extra = await t.api.post('/v1/profiles').set(user.headers).send({ name: 'Second' });
          expect(extra.status).toBe(201);
          return (await profilesOf(user)).map((p) => ({ user, profile: p }));
        }),
      )
    ).flat();
    expect(profiles).toHaveLength(10);
    const slug = 'the-contested-slug';
    const claims = [
      ...profiles.map(({ user, profile }) => t.api.put(`/v1/profiles/${profile.id}`).set(user.headers).send({ slug })),
      ...users.flatMap((user) =>
        [1, 2].map((n) =>
          t.api
            .post('/v1/links')
            .set(user.headers)
            .send({ targetType: 'url', url: `race${n}.example`, slug }),
        ),
      ),
    ];
    const answers = await Promise.all(claims);
    const winners = answers.filter((r) => r.status === 200 || r.status === 201);
    expect(winners).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);

    const winner = winners[0].body.data as { id: string; linkId?: string };
    const winningLinkId = winners[0].status === 201 ? winner.id : winner.linkId;
    expect((await collections(t).slugs.doc(slug).get()).data()).toMatchObject({ linkId: winningLinkId });
    const holders = await collections(t).links.where('slug', '==', slug).get();
    expect(holders.docs.map((d) => d.id)).toEqual([winningLinkId]);
    // Every renamed-away profile that lost still has its own slug, still pointing at it.
    for (const { user, profile } of profiles) {
      if (profile.linkId === winningLinkId) continue;
      const now = (await t.api.get(`/v1/profiles/${profile.id}`).set(user.headers)).body.data as Profile;
      expect(now.slug).toBe(profile.slug);
      expect((await collections(t).slugs.doc(profile.slug!).get()).data()).toMatchObject({ linkId: profile.linkId });
    }
  });
});
