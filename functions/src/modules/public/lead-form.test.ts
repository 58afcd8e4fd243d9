import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/profiles';
import type { ChallengeTicket } from '../../contract/challenge';
import { LANGUAGES } from '../../contract/i18n/languages';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { solveChallenge, wrongSolution } from '../../../test/lead-challenge.test-support';
import { LEAD_FORM_LIMIT } from '../contacts';

/** The lead form on the card's own server page (lead-form.routes.ts), through HTTP as a browser sends it. */

let t: TestContext;
let owner: TestUser;
let profile: Profile;
let cardId: string;
const FORM = '/card/@mila-ortiz/contact';

beforeAll(async () => {
  // A one-bit proof of work: the address's budget takes 600 solved leads to fill (the 16-bit work
  // is test/security/lead-form.test.ts's).
  t = await createTestContext({ EVERLINK_LEAD_CHALLENGE_DIFFICULTY: '1' });
  const admin = await createUser(t, { superadmin: true });
  owner = await createUser(t, { firstName: 'Mila', lastName: 'Ortiz' });
  const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  profile = (await t.api.put(`/v1/profiles/${first.id}`).set(owner.headers).send({ slug: 'mila-ortiz' }).expect(200))
    .body.data;
  cardId = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data.cardIds[0];
  await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId: profile.id }).expect(200);
});
afterAll(async () => t.close());

/** The hidden fields the page's worker fills in: a fresh ticket for the profile, solved. */
async function proof(): Promise<{ challenge: string; solution: string }> {
  const ticket = (await t.api.get('/v1/public/lead-challenge').query({ profileId: profile.id })).body
    .data as ChallengeTicket;
  return { challenge: ticket.challenge, solution: solveChallenge(ticket) };
}

const typed = {
  firstName: 'Vera',
  lastName: 'Visitor',
  email: 'vera@visitor.test',
  phoneNumber: '',
  company: 'Visiting & Co',
  jobTitle: '',
  note: 'Met at the fair',
  consent: 'yes',
  website: '',
};
const post = (fields: Record<string, string>, path = FORM) => t.api.post(path).type('form').send(fields);
const leadsOfOwner = async () =>
  (await t.api.get('/v1/contacts').set(owner.headers).query({ sort: 'createdAt', order: 'desc' })).body.data as {
    firstName: string;
    source: string;
    consentText: string;
  }[];

describe('GET /card/{key}/contact', () => {
  it("is linked from the card's Exchange contact, and shows a light page of the card: no app, one inline script, a form posted to itself", async () => {
    const card = await t.api.get('/card/@mila-ortiz');
    expect(card.text).toContain(`href="${FORM}"`);
    const res = await t.api.get(FORM);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.text).toContain('<h1>Share your details with Mila Ortiz</h1>');
    expect(res.text).toContain(`<form id="lead" method="post" novalidate data-p="${profile.id}">`);
    expect(res.text).toContain('href="/card/@mila-ortiz">Back to Mila Ortiz&#39;s card</a>');
    expect(res.text).not.toMatch(/Sign in|Get started|\/assets\//);
    expect(res.text.match(/<script>/g)).toHaveLength(1);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toMatch(/script-src 'sha256-[^']+'(;|$)/);
    // Without JavaScript the visitor is told before typing.
    expect(res.text).toContain('<noscript><p class="problem">This form needs JavaScript for a moment');
  });

  it("serves the page's proof-of-work worker, which fetches a ticket and solves it so the form is taken", async () => {
    const worker = await t.api.get('/card/-/lead-form-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    // The worker's script run as a browser runs it: its fetch reaches this API, its hashing is WebCrypto.
    const posted = new Promise<{ challenge: string; solution: string }>((resolve) => {
      const scope: Record<string, unknown> = {
        crypto: globalThis.crypto,
        TextEncoder,
        fetch: async (url: string) => {
          const res = await t.api.get(url);
          return { ok: res.ok, json: async () => res.body };
        },
        postMessage: resolve,
      };
      runInNewContext(worker.text, scope);
      (scope.onmessage as (event: { data: string }) => void)({ data: profile.id });
    });
    const answer = await posted;
    expect(answer).toEqual({ challenge: expect.any(String), solution: expect.stringMatching(/^\d+$/) });
    const res = await post({ ...typed, firstName: 'Worked', ...answer });
    expect(res.status).toBe(200);
    expect((await leadsOfOwner()).map((l) => l.firstName)).toContain('Worked');
  });

  it('is reachable from a card id too, and says so when the profile takes no details or does not exist', async () => {
    expect((await t.api.get(`/card/${cardId}/contact`)).status).toBe(200);
    const missing = await t.api.get('/card/@nobody-here/contact');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Profile unavailable');
    await t.api
      .put(`/v1/profiles/${profile.id}`)
      .set(owner.headers)
      .send({ config: { leadCapture: { enabled: false } } });
    try {
      const off = await t.api.get(FORM);
      expect(off.status).toBe(403);
      expect(off.text).toContain('Mila Ortiz is not taking details right now');
      expect((await post({ ...typed, ...(await proof()) })).status).toBe(403);
    } finally {
      await t.api
        .put(`/v1/profiles/${profile.id}`)
        .set(owner.headers)
        .send({ config: { leadCapture: { enabled: true } } });
    }
  });

  it("stays out of search engines even when the owner lets them show the card: the form, its notices and the card's own address", async () => {
    await t.api.put(`/v1/profiles/${profile.id}`).set(owner.headers).send({ indexable: true }).expect(200);
    const robots = (res: { text: string; headers: Record<string, string> }) => [
      /<meta name="robots" content="([^"]*)">/.exec(res.text)?.[1],
      res.headers['x-robots-tag'],
    ];
    expect(robots(await t.api.get('/card/@mila-ortiz'))).toEqual([undefined, undefined]);
    for (const path of [FORM, `${FORM}?lang=de`, `/card/${cardId}/contact`, '/card/@nobody-here/contact'])
      expect([path, ...robots(await t.api.get(path))]).toEqual([path, 'noindex', 'noindex']);
  });

  const TITLES = {
    en: 'Share your details with Mila Ortiz',
    es: 'Comparta sus datos con Mila Ortiz',
    fr: 'Partagez vos coordonnées avec Mila Ortiz',
    de: 'Teilen Sie Ihre Kontaktdaten mit Mila Ortiz',
    pt: 'Compartilhe seus dados com Mila Ortiz',
  };
  const BACK = {
    en: 'Back to Mila Ortiz&#39;s card',
    es: 'Volver a la tarjeta de Mila Ortiz',
    fr: 'Retour à la carte de Mila Ortiz',
    de: 'Zurück zur Karte von Mila Ortiz',
    pt: 'Voltar ao cartão de Mila Ortiz',
  };
  for (const language of LANGUAGES) {
    it(`speaks ${language}: the form, the header's way back and the footer, from ?lang= or Accept-Language`, async () => {
      const chosen = await t.api.get(`${FORM}?lang=${language}`);
      expect(chosen.text).toMatch(new RegExp(`^<!doctype html><html lang="${language}">`));
      expect(chosen.headers['content-language']).toBe(language);
      expect(chosen.text).toContain(`<h1>${TITLES[language]}</h1>`);
      expect(chosen.text).toContain(`>${BACK[language]}</a>`);
      expect(chosen.text).toMatch(/<footer><p>[^<]*<a href="\/">Everlink<\/a>[^<]*<\/p><\/footer>/);
      // Accept-Language only chooses the address (?hl=), so the cached form never varies by it.
      const redirect = await t.api.get(FORM).set('Accept-Language', `${language};q=1`);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.location).toBe(`${FORM}?hl=${language}`);
      expect(redirect.headers.vary).toContain('Accept-Language');
      const preferred = await t.api.get(redirect.headers.location!).set('Accept-Language', 'xx');
      expect(preferred.text).toMatch(new RegExp(`<html lang="${language}">`));
      expect(preferred.headers.vary ?? '').not.toContain('Accept-Language');
    });
  }
});

describe('POST /card/{key}/contact', () => {
  it('sends the lead with the proof of work and shows the thank-you page; the owner sees it with the consent as shown', async () => {
    t.clock.advance(1000);
    const res = await post({ ...typed, ...(await proof()) });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<h1>Thank you!</h1>');
    expect(res.text).toContain('Your details were sent to Mila Ortiz.');
    expect(res.text).toContain(`href="/v1/public/profiles/${profile.id}/vcard" download>`);
    const [lead] = await leadsOfOwner();
    expect(lead).toMatchObject({
      firstName: 'Vera',
      source: 'form',
      consentText: 'I agree to share my details with Mila Ortiz, who may contact me about them.',
    });
  });

  it('lets the visitor take the lead back from the thank-you page, once', async () => {
    const thanks = await post({ ...typed, firstName: 'Regret', ...(await proof()) });
    const contactId = /name="contactId" value="([^"]+)"/.exec(thanks.text)![1];
    const token = /name="token" value="([^"]+)"/.exec(thanks.text)![1];
    expect((await leadsOfOwner()).map((l) => l.firstName)).toContain('Regret');
    const erased = await post({ contactId, token }, `${FORM}/erasure`);
    expect(erased.status).toBe(200);
    expect(erased.text).toContain('Your details were deleted');
    expect((await leadsOfOwner()).map((l) => l.firstName)).not.toContain('Regret');
    const again = await post({ contactId, token }, `${FORM}/erasure`);
    expect(again.status).toBe(404);
    expect(again.text).toContain('This link is no longer valid');
  });

  it("re-renders the form with each problem beside its field in the visitor's language, keeping what was typed", async () => {
    const res = await post(
      { ...typed, firstName: '', email: 'not-an-email', consent: '', ...(await proof()) },
      `${FORM}?lang=es`,
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain('<html lang="es">');
    expect(res.text).toContain('Sus datos aún no se han enviado.');
    expect(res.text).toMatch(/<span class="err" id="e-firstName">[^<]+<\/span>/);
    expect(res.text).toContain('id="f-email" name="email" value="not-an-email"');
    expect(res.text).toMatch(/id="f-email"[^>]*aria-invalid="true"/);
    expect(res.text).toContain('id="f-company" name="company" value="Visiting &amp; Co"');
    expect(res.text).toContain('>Met at the fair</textarea>');
    expect(res.text).toMatch(/<span class="err" id="e-consent">[^<]+<\/span>/);
    expect(res.text).not.toContain('This field is required.');
  });

  it('says "an email or a phone" once, not a required message under each, even beside other problems', async () => {
    for (const fields of [{ email: '' }, { email: '', firstName: '' }]) {
      const res = await post({ ...typed, ...fields, ...(await proof()) });
      expect(res.status).toBe(400);
      expect(res.text.match(/Enter an email or a phone number\./g)).toHaveLength(1);
      expect(res.text).not.toContain('id="e-email"');
      expect(res.text).not.toContain('id="e-phoneNumber"');
    }
  });

  it('stores nothing when the honeypot is filled, and answers as if it did', async () => {
    const before = (await leadsOfOwner()).length;
    const res = await post({ ...typed, firstName: 'Botty', website: 'https://spam.example', ...(await proof()) });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Thank you!</h1>');
    expect(await leadsOfOwner()).toHaveLength(before);
  });

  it('without the proof of work (JavaScript off) keeps the form and says why; a wrong or reused one is refused too', async () => {
    const before = (await leadsOfOwner()).length;
    const off = await post({ ...typed, firstName: 'NoScript' });
    expect(off.status).toBe(400);
    expect(off.text).toContain('<p class="problem" role="alert">This form needs JavaScript for a moment');
    expect(off.text).toContain('name="firstName" value="NoScript"');
    const ticket = (await t.api.get('/v1/public/lead-challenge').query({ profileId: profile.id })).body
      .data as ChallengeTicket;
    const wrong = await post({ ...typed, challenge: ticket.challenge, solution: wrongSolution(ticket) });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Please wait a moment, then send the form again.');
    const answer = await proof();
    expect((await post({ ...typed, firstName: 'Once', ...answer })).status).toBe(200);
    const reused = await post({ ...typed, firstName: 'Twice', ...answer });
    expect(reused.status).toBe(400);
    expect(reused.text).toContain('This form was already sent.');
    expect(
      (await leadsOfOwner()).map((l) => l.firstName).filter((n) => ['NoScript', 'Once', 'Twice'].includes(n)),
    ).toEqual(['Once']);
    expect(await leadsOfOwner()).toHaveLength(before + 1);
  });

  it("shares the address's lead budget with the API: past it, a clear page in the visitor's language, never a 5xx", async () => {
    t.clock.set('2026-04-01T08:00:00Z');
    // An event: the owner lifts the day's budget, which would stop a free profile at 100 first.
    await t.api.put(`/v1/contacts/lead-day/${profile.id}`).set(owner.headers).send({ lifted: true }).expect(200);
    // The API's leads from this address to this profile take the hour's budget (contacts.leads.ts)…
    for (let i = 0; i < LEAD_FORM_LIMIT.limit; i++)
      await t.api
        .post('/v1/contacts')
        .send({
          profileId: profile.id,
          firstName: `Api${i}`,
          email: `api${i}@x.test`,
          consent: true,
          consentText: 'I agree.',
          ...(await proof()),
        })
        .expect(201);
    // …so the form's next lead is refused: the same counter.
    const last = await post({ ...typed, firstName: 'Many', ...(await proof()) }, `${FORM}?lang=fr`);
    expect(last.status).toBe(429);
    expect(last.text).toContain('<html lang="fr">');
    expect(last.text).toMatch(/<p class="problem" role="alert">[^<]+<\/p>/);
    expect(last.text).toContain('name="firstName" value="Many"');
    t.clock.advance(60 * 60_000);
    expect((await post({ ...typed, firstName: 'Later', ...(await proof()) })).status).toBe(200);
  }, 300_000);
});
