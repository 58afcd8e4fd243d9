import sharp from 'sharp';
import { createTestContext, createUser, type TestContext } from '../test/harness.test-support';
import type { Profile } from '../src/contract/profiles';

/** The card the bench serves, and the hand-written page draws the same (card-page.bench.ts). */
export const CONTENT = {
  jobTitle: 'Head of Sales',
  company: 'Acme Industrial Supplies',
  headline: 'Helping procurement teams buy better, faster',
  bio: 'Twenty years in B2B sales across Europe and North America. Ask me about volume pricing, framework agreements and how we cut lead times for our customers.',
  phone: '+1 415 555 0101',
  email: 'jane.doe@acme.example',
  website: 'https://acme.example',
  address: { street: '1 Market St', city: 'San Francisco', region: 'CA', postalCode: '94105', country: 'USA' },
  links: [
    ['Price list 2025', 'https://acme.example/prices'],
    ['Case studies', 'https://acme.example/cases'],
    ['Product catalogue', 'https://acme.example/catalogue'],
  ],
  socials: [
    ['LinkedIn', 'https://www.linkedin.com/in/janedoe', 'linkedin'],
    ['X', 'https://x.com/janedoe', 'x'],
    ['Instagram', 'https://www.instagram.com/janedoe', 'instagram'],
  ],
  booking: 'https://calendly.com/janedoe',
};

export interface SeededCard {
  cardId: string;
  slug: string;
  profile: Profile;
  publicUrl: string;
}

/** A test context (SQLite, the Auth emulator) with Jane Doe's card: a photo, CONTENT, one activated card. */
export async function seedCard(): Promise<{ t: TestContext; card: SeededCard }> {
  const t = await createTestContext();
  const owner = await createUser(t, { firstName: 'Jane', lastName: 'Doe' });
  const admin = await createUser(t, { superadmin: true });
  const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  // A photo-like picture: noise, blurred, so it compresses like a real portrait rather than a flat colour.
  const portrait = await sharp({
    create: {
      width: 1200,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(3)
    .jpeg({ quality: 85 })
    .toBuffer();
  await t.api
    .post(`/v1/profiles/${first.id}/photo/upload`)
    .set(owner.headers)
    .attach('file', portrait, 'jane.jpg')
    .expect(201);
  const c = CONTENT;
  await t.api
    .put(`/v1/profiles/${first.id}`)
    .set(owner.headers)
    .send({
      slug: 'jane-doe-bench',
      email: c.email,
      jobTitle: c.jobTitle,
      company: c.company,
      headline: c.headline,
      bio: c.bio,
      phoneNumbers: [{ label: 'mobile', number: c.phone }],
      websites: [{ label: 'work', url: c.website }],
      addresses: [{ label: 'office', ...c.address }],
      everlinks: c.links.map(([title, url]) => ({ title, url })),
      socials: [
        { network: 'linkedin', handle: 'janedoe' },
        { network: 'x', handle: 'janedoe' },
        { network: 'instagram', handle: 'janedoe' },
      ],
      bookingUrl: c.booking,
      // Shown, as on the hand-written page (a new profile hides its contact section).
      config: { sections: { contact: true } },
    })
    .expect(200);
  const [cardId] = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data.cardIds as string[];
  await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId: first.id }).expect(200);
  const profile = (await t.api.get(`/v1/profiles/${first.id}`).set(owner.headers)).body.data as Profile;

  return { t, card: { cardId, slug: 'jane-doe-bench', profile, publicUrl: t.deps.config.publicUrl } };
}
