import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type Profile } from '../../contract/profiles';
import { LANGUAGES } from '../../contract/i18n/languages';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';

/** The card page in the visitor's language (docs/i18n.md): the rule, the owner's setting, caching, and the owner's words untouched. */

let t: TestContext;
let owner: TestUser;
let stranger: TestUser;
let profile: Profile;
let cardId: string;

const OWNER_TEXTS = {
  headline: 'Helping teams buy better',
  bio: 'Twenty years in sales & <b>trade fairs</b>.',
  link: 'Price list',
};

beforeAll(async () => {
  t = await createTestContext();
  const admin = await createUser(t, { superadmin: true });
  [owner, stranger] = await Promise.all([createUser(t, { firstName: 'Lucía', lastName: 'Gómez' }), createUser(t)]);
  const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  const res = await t.api
    .put(`/v1/profiles/${first.id}`)
    .set(owner.headers)
    .send({
      slug: 'lucia-gomez',
      jobTitle: 'Head of Sales',
      company: 'Acme',
      headline: OWNER_TEXTS.headline,
      bio: OWNER_TEXTS.bio,
      everlinks: [{ title: OWNER_TEXTS.link, url: 'https://acme.example/prices' }],
    })
    .expect(200);
  profile = res.body.data;
  cardId = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data.cardIds[0];
  await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId: profile.id }).expect(200);
});
afterAll(async () => t.close());

const setCardLanguage = (cardLanguage: string) =>
  t.api.put(`/v1/profiles/${profile.id}`).set(owner.headers).send({ cardLanguage });
const varies = (res: { headers: Record<string, string> }) =>
  (res.headers.vary ?? '').split(/,\s*/).includes('Accept-Language');
const ask = (path: string, acceptLanguage?: string) => {
  const req = t.api.get(path);
  return acceptLanguage ? req.set('Accept-Language', acceptLanguage) : req;
};
/** As a browser: the redirect that puts the language into the address when it names none, then the page. */
async function page(path: string, acceptLanguage?: string) {
  const first = await ask(path, acceptLanguage);
  if (first.status !== 302) return first;
  expect(varies(first)).toBe(true);
  return ask(first.headers.location, acceptLanguage);
}
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function expectOwnerTextsUntouched(html: string) {
  expect(html).toContain('<h1>Lucía Gómez</h1>');
  expect(html).toContain(OWNER_TEXTS.headline);
  expect(html).toContain('Twenty years in sales &amp; &lt;b&gt;trade fairs&lt;/b&gt;.');
  expect(html).toContain(`<span>${OWNER_TEXTS.link}</span>`);
}

describe('the card page in the visitor’s language', () => {
  it('puts the language Accept-Language asks for into the address, by a redirect that alone varies by it', async () => {
    const redirect = await ask('/card/@lucia-gomez', 'es-ES,es;q=0.9,en;q=0.5');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/card/@lucia-gomez?hl=es');
    expect(redirect.headers['cache-control']).toBe('public, max-age=3600, s-maxage=86400');
    expect(varies(redirect)).toBe(true);
    // The rest of the address is kept; an unsupported language is English, by the same rule.
    expect((await ask(`/card/${cardId}?utm_source=qr&lang=xx`, 'ja')).headers.location).toBe(
      `/card/${cardId}?utm_source=qr&lang=xx&hl=en`,
    );
    // Nothing is read for it: a card that does not exist is redirected alike.
    expect((await ask('/card/@nobody-at-all', 'de')).headers.location).toBe('/card/@nobody-at-all?hl=de');
    // An address that names its language is the page itself, whatever the header says.
    for (const named of ['/card/@lucia-gomez?hl=pt', '/card/@lucia-gomez?lang=pt', '/card/@lucia-gomez?hl=PT']) {
      const res = await ask(named, 'es');
      expect([res.status, res.headers['content-language'], varies(res)]).toEqual([200, 'pt', false]);
    }
  });

  it('follows Accept-Language: Spanish words, lang="es", Content-Language, the lead form told', async () => {
    const res = await page('/card/@lucia-gomez', 'es-ES,es;q=0.9,en;q=0.5');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^<!doctype html><html lang="es">/);
    expect(res.headers['content-language']).toBe('es');
    expect(varies(res)).toBe(false);
    expect(res.text).toContain('download>Guardar contacto</a>');
    expect(res.text).toContain(`href="/card/@lucia-gomez/contact?lang=es">Intercambiar contacto</a>`);
    expect(res.text).toContain('<h2>Acerca de</h2>');
    expect(res.text).toContain('<h2>Enlaces</h2>');
    expect(res.text).toContain('<p class="role">Head of Sales en Acme</p>');
    expect(res.text).toContain('alt="Código QR de esta tarjeta"');
    expect(res.text).toContain('<p>Con la tecnología de <a href="/">Everlink</a></p>');
    expect(res.text).not.toContain('Save contact');
    expectOwnerTextsUntouched(res.text);
  });

  it('names its other languages in the Link header for search engines, not in the page', async () => {
    const res = await page('/card/@lucia-gomez', 'pt-BR');
    const canonical = `${t.deps.config.publicUrl}/card/@lucia-gomez`;
    const alternates = [...res.headers.link.matchAll(/<([^>]+)>; rel="alternate"; hreflang="([^"]+)"/g)].map(
      ([, url, language]) => [language, url],
    );
    expect(alternates).toEqual([
      ...LANGUAGES.map((language) => [language, `${canonical}?lang=${language}`]),
      ['x-default', canonical],
    ]);
    // A card's own address names the profile's page, the one that is indexed.
    expect((await page(`/card/${cardId}`, 'pt-BR')).headers.link).toBe(res.headers.link);
    expect(res.text).not.toContain('hreflang');
    expect(res.text).toContain('<footer><p>Com tecnologia <a href="/">Everlink</a></p></footer>');
  });

  it('takes the first supported language by weight, and English for one it does not have', async () => {
    expect((await page('/card/@lucia-gomez', 'ja;q=1, de-AT;q=0.8, en;q=0.5')).text).toMatch(/<html lang="de">/);
    const japanese = await page('/card/@lucia-gomez', 'ja-JP,ja;q=0.9');
    expect(japanese.text).toMatch(/<html lang="en">/);
    expect(japanese.headers['content-language']).toBe('en');
    expect(japanese.text).toContain('download>Save contact</a>');
    // English that nobody asked for is not told as a choice; the form takes the visitor's ?hl=,
    // so it needs no language redirect of its own.
    expect(japanese.text).toContain(`href="/card/@lucia-gomez/contact?hl=en">Exchange contact</a>`);
    expect(varies(japanese)).toBe(false);
    // Without Accept-Language (a crawler, a link preview) there is nothing to redirect by: the page
    // at once, marked as depending on the header, whose absence then keys the CDN's copy.
    const headerless = await ask('/card/@lucia-gomez');
    expect([headerless.status, varies(headerless)]).toEqual([200, true]);
    expect(headerless.text).toMatch(/<html lang="en">/);
  });

  it("puts the owner's fixed language over Accept-Language, and ?lang= over both; neither varies by Accept-Language", async () => {
    await setCardLanguage('fr').expect(200);
    try {
      const french = await page(`/card/${cardId}`, 'es-ES,es;q=0.9');
      expect(french.text).toMatch(/<html lang="fr">/);
      expect(french.headers['content-language']).toBe('fr');
      expect(varies(french)).toBe(false);
      expect(french.text).toContain('download>Enregistrer le contact</a>');
      expect(french.text).toContain(`href="/card/${cardId}/contact?lang=fr"`);
      expectOwnerTextsUntouched(french.text);

      const german = await page(`/card/${cardId}?lang=de`, 'es-ES,es;q=0.9');
      expect(german.text).toMatch(/<html lang="de">/);
      expect(german.headers['content-language']).toBe('de');
      expect(varies(german)).toBe(false);
      expect(german.text).toContain('download>Kontakt speichern</a>');
      expect(german.text).toContain(`href="/card/${cardId}/contact?lang=de"`);
      expectOwnerTextsUntouched(german.text);

      // English chosen on the page is told to the form, over the owner's French.
      expect((await page(`/card/${cardId}?lang=en`)).text).toContain(`href="/card/${cardId}/contact?lang=en"`);
      // A language the page does not have is no choice.
      expect((await page(`/card/${cardId}?lang=xx`, 'es')).text).toMatch(/<html lang="fr">/);
    } finally {
      await setCardLanguage('auto').expect(200);
    }
  });

  it('keeps the CSP: the inline style and the one script hashed, nothing else', async () => {
    const res = await page('/card/@lucia-gomez', 'fr');
    const style = res.text.match(/<style>([\s\S]*?)<\/style>/)![1];
    const script = res.text.match(/<script>([\s\S]*?)<\/script>/)![1];
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain(`style-src ${hashOf(style)}`);
    expect(csp).toContain(`script-src ${hashOf(script)}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.text.match(/<script/g)).toHaveLength(1);
  });

  it('words the notices in the visitor’s language too', async () => {
    const unknown = await page('/card/ZZZZZZZZZZZZ', 'es');
    expect([unknown.status, unknown.headers['content-language']]).toEqual([404, 'es']);
    expect(unknown.text).toContain('<h1>Tarjeta no encontrada</h1>');
    expect(unknown.text).toMatch(/<html lang="es">/);
    expect(varies(unknown)).toBe(false);
    const nowhere = await page('/card/a/b', 'de-DE');
    expect([nowhere.status, nowhere.headers['content-language']]).toEqual([404, 'de']);
    expect(nowhere.text).toContain('<h1>Seite nicht gefunden</h1>');
    const nobody = await page('/card/@nobody-here?lang=pt');
    expect(nobody.text).toContain('<h1>Página não encontrada</h1>');
    expect(nobody.text).toContain('<title>Página não encontrada | Everlink</title>');
  });

  it("words a paused profile's notice in the owner's language", async () => {
    await setCardLanguage('de').expect(200);
    await t.api.put(`/v1/profiles/${profile.id}/deactivate`).set(owner.headers).send({}).expect(200);
    try {
      const paused = await page('/card/@lucia-gomez', 'es');
      expect(paused.status).toBe(410);
      expect(paused.text).toContain('<h1>Profil nicht verfügbar</h1>');
    } finally {
      await t.api
        .put(`/v1/profiles/${profile.id}/deactivate`)
        .set(owner.headers)
        .send({ deactivated: false })
        .expect(200);
      await setCardLanguage('auto').expect(200);
    }
  });
});

describe('the owner’s setting, cardLanguage', () => {
  it("starts as auto, is saved, and is public with the card's profile", async () => {
    expect(profile.cardLanguage).toBe('auto');
    const saved = await setCardLanguage('pt');
    expect([saved.status, saved.body.data.cardLanguage]).toEqual([200, 'pt']);
    try {
      expect((await t.api.get(`/v1/profiles/${profile.id}`)).body.data.cardLanguage).toBe('pt');
      expect((await t.api.get(`/v1/public/cards/${cardId}`)).body.data.profile.cardLanguage).toBe('pt');
      const created = await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Events', cardLanguage: 'es' });
      expect([created.status, created.body.data.cardLanguage]).toEqual([201, 'es']);
    } finally {
      await setCardLanguage('auto').expect(200);
    }
  });

  it('refuses a language it does not offer, naming the field, and changes nothing', async () => {
    for (const cardLanguage of ['ja', 'EN', '', 42, null]) {
      const res = await t.api.put(`/v1/profiles/${profile.id}`).set(owner.headers).send({ cardLanguage });
      expect([res.status, res.body.fields]).toEqual([400, { cardLanguage: PROFILE_MESSAGES.cardLanguageInvalid }]);
    }
    expect((await t.api.get(`/v1/profiles/${profile.id}`).set(owner.headers)).body.data.cardLanguage).toBe('auto');
  });

  it('is the owner’s: anonymous 401, another person 404', async () => {
    expect((await t.api.put(`/v1/profiles/${profile.id}`).send({ cardLanguage: 'fr' })).status).toBe(401);
    expect(
      (await t.api.put(`/v1/profiles/${profile.id}`).set(stranger.headers).send({ cardLanguage: 'fr' })).status,
    ).toBe(404);
    expect((await t.api.get(`/v1/profiles/${profile.id}`).set(owner.headers)).body.data.cardLanguage).toBe('auto');
  });
});
