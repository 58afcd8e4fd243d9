import { isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { KNOWN_TLDS } from './contact-points';
import { LEGAL_FORM } from './company';
import { fold, lettersApart, oneLetterApart, type CardLine } from './text';

/** "ada@northwind.co.uk" → { brand: "northwind", ending: "co.uk" }. */
function partsOf(domain: string): { brand: string; ending: string } {
  const host = domain
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .split('/')[0];
  const labels = host.split('.');
  const twoPart = labels.length > 2 && /^(?:co|com|org|net|ac|gov)$/.test(labels.at(-2) ?? '');
  const cut = twoPart ? labels.length - 2 : labels.length - 1;
  return { brand: labels.slice(0, cut).join('.'), ending: labels.slice(cut).join('.') };
}

const domainOf = (email: string) => email.split('@')[1] ?? '';

/** An ending a domain can have: a known one, or any country's two letters, alone or under "com", "co"… ("ee", "com.pe"). */
function isRealEnding(ending: string): boolean {
  const [first = '', second] = ending.split('.');
  const country = (code: string) => code.length === 2 && isSupportedCountry(code.toUpperCase() as CountryCode);
  if (second === undefined) return KNOWN_TLDS.has(first) || country(first);
  return /^(?:co|com|org|net|ac|gov|edu)$/.test(first) && (country(second) || second === 'uk');
}

/**
 * Brands of the same length a letter or two apart ("copperiinelegal", "copperlinelegal"), long
 * enough that this is an OCR slip: a domain with a letter more or less ("acmelab", "acmelabs")
 * may well be another one.
 */
const slipApart = (a: string, b: string) => a !== b && a.length >= 6 && lettersApart(a, b) <= 2;
/**
 * A slip, or a letter read twice or lost ("ilabadifintech" for "labadifintech"): taken only where
 * the company's name spells the other brand, so two readings agree on it.
 */
const slipOrLetter = (a: string, b: string) => slipApart(a, b) || (a.length >= 6 && oneLetterApart(a, b));

/**
 * A web address printed without "www." whose dot OCR read as a space or whose ending it misread
 * ("atelierbernard fr", "copperlincfoods.cs"): taken when its name is, or is a slip away from,
 * the brand of an email on the card, whose domain it then is; or whose scheme and "www" were cut
 * by spaces and dots lost, spelling an email's domain letter for letter. Nothing is taken without
 * an email to agree with.
 */
export function siteFromEmails(
  lines: readonly CardLine[],
  emails: readonly string[],
): { website: string; line: CardLine; exact: boolean } | undefined {
  for (const line of lines) {
    // A capital read for the ending's first letter ("ouggjar Fo"): an email is to agree all the same.
    const shape = line.text
      .replace(/(?<=^[\w.\s-]*[a-z0-9][.,\s]\s?)[A-Z](?=[a-z]$)/, (c) => c.toLowerCase())
      .match(/^(?:www[.\s]+)?([a-z0-9][a-z0-9-]{2,})(?:\s*[.,]\s*|\s+)([a-z]{2,3}(?:[.\s][a-z]{2})?)$/);
    for (const email of shape ? emails : []) {
      const [, name = '', end = ''] = shape ?? [];
      const domain = domainOf(email);
      const { brand, ending } = partsOf(domain);
      if (brand === name && ending === end.replace(/\s/, '.')) return { website: domain, line, exact: true };
      if (brand === name) return { website: domain, line, exact: false };
      // Its own reading of the name, a second one beside the email's: the company's name tells which is right (agreeingDomains).
      if (slipApart(brand, name)) return { website: `${name}.${ending}`, line, exact: false };
    }
    // Its scheme and "www" cut by spaces, its dots lost ("https //www balticamberworks lv",
    // "© https://www.ramblasoftware.comuy"), its "www" read as other strokes ("wvaw.", "wa.", "wwwe."):
    // the letters of an email's domain, no more, no fewer.
    const letters = fold(
      line.text.replace(/^[^\p{L}\d]*(?:https?\W*)?(?:www[a-z]?\W+|www|[wv]{1,2}a?[wv]{0,2}\.)?/iu, ''),
    );
    // An email whose ending was misread ("redriverlogistics.comvn") spells no site.
    const ends = (domain: string) =>
      /^[a-z]{2}$/.test(domain.split('.').at(-1) ?? '') || KNOWN_TLDS.has(domain.split('.').at(-1) ?? '');
    const spelled = emails
      .map(domainOf)
      .find((domain) => letters.length >= 8 && fold(domain) === letters && ends(domain));
    if (spelled) return { website: spelled, line, exact: false };
  }
  return undefined;
}

/**
 * The card prints its domain two or three times — in the emails, the web address and often the
 * company's name — and OCR rarely misreads it the same way twice. When two of them agree and the
 * third is a letter or two off ("copperiinelegal.com" beside "copperlinelegal.com" and "COPPERLINE
 * LEGAL"; a letter more or fewer when the company is one of the two), or only the ending differs
 * and one ending is no common one while the other is a real one, any country's ("copperlinesystems.ir"
 * beside "www.copperlinesystems.fr", "toompeadigital.ce" beside "toompeadigital.ee"), or the
 * email spells the site's domain with a dot lost, the odd one is put right. Nothing is changed
 * without an agreeing pair.
 */
export function agreeingDomains(
  emails: readonly string[],
  website: string,
  company: string,
  printedCountry?: string,
): { emails: string[]; website: string; fixed: ('emails' | 'website')[] } {
  const fixed = new Set<'emails' | 'website'>();
  // The ending of the country the card prints (in its address or numbers) is the right one of two
  // ("rivierayachting.me" beside "rivierayachting.mc" over "98000 Monaco"; ".pt" beside ".bt" in Bhutan).
  const home = (ending: string) =>
    printedCountry !== undefined && ending.split('.').at(-1) === printedCountry.toLowerCase();
  // The company's name spells the brand in its first words: "Quarry Lane Architects" → quarrylane.
  const companyWords = company.split(/\s+/).map(fold).filter(Boolean);
  const spelled = companyWords.map((_, i) => companyWords.slice(0, i + 1).join(''));
  const namesCompany = (brand: string) => fold(brand).length >= 5 && spelled.includes(fold(brand));
  let site = website ? partsOf(website) : undefined;
  let siteVoted = false;

  const fixedEmails = emails.map((email) => {
    const [box, domain = ''] = email.split('@');
    const own = partsOf(domain);
    // The same letters as the site's with a dot lost ("tanawaterworksco.ke" beside
    // "www.tanawaterworks.co.ke"): the site's, when its ending is a real one.
    if (site && fold(domain) === fold(`${site.brand}${site.ending}`) && isRealEnding(site.ending)) {
      const read = `${site.brand}.${site.ending}`;
      if (read.split('.').length > domain.split('.').length) {
        fixed.add('emails');
        return `${box}@${read}`;
      }
    }
    let brand = own.brand;
    let ending = own.ending;
    // Each of the three a letter off in another place: each letter as two of them read it.
    const voted = site && byMajority(brand, site.brand, spelled);
    if (voted && site) {
      brand = voted.first;
      if (voted.second !== site.brand) [site, siteVoted] = [{ ...site, brand: voted.second }, true];
    }
    if (site && slipOrLetter(brand, site.brand) && namesCompany(site.brand) && !namesCompany(brand)) brand = site.brand;
    if (
      site &&
      brand === site.brand &&
      ending !== site.ending &&
      (!KNOWN_TLDS.has(ending) || home(site.ending)) &&
      !home(ending) &&
      isRealEnding(site.ending)
    )
      ending = site.ending;
    if (brand === own.brand && ending === own.ending) return email;
    fixed.add('emails');
    return `${box}@${brand}.${ending}`;
  });

  const siteNow = site;
  let fixedSite = website;
  if (siteNow && siteVoted) {
    fixedSite = website.replace(partsOf(website).brand, siteNow.brand);
    fixed.add('website');
  }
  if (siteNow) {
    const agreed = fixedEmails.map((e) => partsOf(domainOf(e))).find((e) => slipOrLetter(e.brand, siteNow.brand));
    if (agreed && namesCompany(agreed.brand) && !namesCompany(siteNow.brand)) {
      fixedSite = fixedSite.replace(siteNow.brand, agreed.brand);
      fixed.add('website');
    }
    const sameBrand = fixedEmails.map((e) => partsOf(domainOf(e))).find((e) => e.brand === siteNow.brand);
    if (
      sameBrand &&
      sameBrand.ending !== siteNow.ending &&
      (!KNOWN_TLDS.has(siteNow.ending) || home(sameBrand.ending)) &&
      !home(siteNow.ending) &&
      isRealEnding(sameBrand.ending)
    ) {
      fixedSite = fixedSite.replace(new RegExp(`\\.${siteNow.ending.replace('.', '\\.')}$`), `.${sameBrand.ending}`);
      fixed.add('website');
    }
  }
  return { emails: fixedEmails, website: fixedSite, fixed: [...fixed] };
}

/**
 * Two readings of a domain's brand (an email's and the web address's) and the company's name that
 * spells it, all of one length but each a letter or two off ("nighcliff-interiors",
 * "higheliff-interiors", "Highcliff Interiors"): each letter taken as at least two of them read
 * it (the company's where all three differ). Answers both brands so written, keeping their
 * hyphens, or nothing when the three do not line up.
 */
function byMajority(
  first: string,
  second: string,
  spelled: readonly string[],
): { first: string; second: string } | undefined {
  const [a, b] = [fold(first), fold(second)];
  const c = spelled.find((s) => s.length === a.length);
  if (!c || a === b || a.length < 6 || b.length !== a.length) return undefined;
  if (lettersApart(a, c) > 2 || lettersApart(b, c) > 2) return undefined;
  const vote = [...c].map((letter, i) => (a[i] === b[i] ? a[i] : letter)).join('');
  const written = (brand: string) => {
    let at = 0;
    return brand.replace(/[a-z0-9]/g, () => vote[at++]);
  };
  return { first: written(first), second: written(second) };
}

/**
 * A mailbox set right by the name on the card: the dot between first and last name read as a
 * space ("beatriz silva@…" for Beatriz Silva → "beatriz.silva@…"), and the "l" of an initial read
 * as a capital "I" ("Ibrandt@…" for Lukas Brandt → "lbrandt@…"). Only when the name spells it.
 */
export function mailboxesByName(
  emails: readonly string[],
  lines: readonly CardLine[],
  name: { firstName: string; lastName: string },
): { emails: string[]; fixed: boolean } {
  const words = `${name.firstName} ${name.lastName}`
    .split(/[\s-]+/)
    .map(fold)
    .filter((w) => w.length >= 2);
  // A hyphenated name run together is a word of it too ("jeanbaptiste jeanrobert@" for Jean-Robert Jean-Baptiste).
  const hyphenated = `${name.firstName} ${name.lastName}`
    .split(/\s+/)
    .filter((w) => w.includes('-'))
    .map(fold);
  const first = fold(name.firstName);
  const last = fold(name.lastName);
  let fixed = false;
  const out = emails.map((email) => {
    const [box, domain] = email.split('@');
    const escaped = box.replace(/[.+]/g, '\\$&');
    for (const line of lines) {
      const before = line.text.match(new RegExp(`(?:^|\\s)([a-z]{2,})[.,]?\\s+${escaped}\\s*@`))?.[1];
      const word =
        before && !box.includes(before)
          ? hyphenated.includes(before)
            ? { text: before, split: false }
            : nameWordOf(before, box, words)
          : undefined;
      if (word) {
        fixed = true;
        // A name's word a letter off the mailbox's: the surer line's ("devon baptiste@" beside "Devan Baptiste").
        const nameLine = lines.find((l) => l !== line && l.text.split(/\s+/).map(fold).includes(word.text));
        const spelt = !word.split && (line.confidence ?? 0) > (nameLine?.confidence ?? 100) ? before : word.text;
        return word.split ? `${word.text}${box}@${domain}` : `${spelt}.${box}@${domain}`;
      }
      const initial = new RegExp(`(?:^|[\\s:])I${escaped.slice(1)}\\s*@`).test(line.text);
      if (initial && box.startsWith('i') && box.slice(1) === last && first.startsWith('l')) {
        fixed = true;
        return `l${box.slice(1)}@${domain}`;
      }
    }
    const spelled = nameSpelledBy(box, name, lines);
    if (spelled) {
      fixed = true;
      return `${spelled}@${domain}`;
    }
    return email;
  });
  return { emails: out, fixed };
}

/**
 * The piece read before a mailbox, set right by the name on the card: a name's word itself (the dot
 * read as a space or a comma: "beatriz silva@", "cevallos, carolina@"), a name's word a letter off
 * ("matey potocnik@" for Matej Potočnik), or a name's start with the mailbox going on with it (a space read
 * inside one word: "valent inas@" for Valentina Sosa, "karimben jelloun@" for Karim Benjelloun).
 */
function nameWordOf(
  before: string,
  box: string,
  words: readonly string[],
): { text: string; split: boolean } | undefined {
  if (words.includes(before)) return { text: before, split: false };
  const near = words.find((w) => w.length >= 4 && lettersApart(w, before) === 1);
  if (near) return { text: near, split: false };
  // The name run together and cut anywhere ("karimben jelloun@" for Karim Benjelloun).
  const cut =
    before.length >= 3 &&
    (words.some((w) => w.length > before.length && `${before}${box}`.startsWith(w)) ||
      words.join('') === `${before}${box}`);
  return cut ? { text: before, split: true } : undefined;
}

/**
 * A mailbox a letter off a way of writing the name ("ainhdang@" for Minh Dang, "hamisi.nfinanga@"
 * for Hamisi Mfinanga, "aduplessisi@" for A. du Plessis): the name's, when the name was read surely
 * (confidence 80 or more) and the email not. Six letters or more; not for a name printed with
 * accents, which mailboxes spell in many ways ("Potočnik" read "Potoénik" beside "potocnik@").
 */
function nameSpelledBy(
  box: string,
  name: { firstName: string; lastName: string },
  lines: readonly CardLine[],
): string | undefined {
  const plain = (text: string) => text.toLowerCase().replace(/[\s']/g, '');
  const [first, last] = [plain(name.firstName), plain(name.lastName)];
  if (!/^[a-z-]+$/.test(first) || !/^[a-z-]+$/.test(last)) return undefined;
  const f = first[0];
  const written = [
    ...[`${first}`, `${f}`].flatMap((a) => [`${a}.${last}`, `${a}_${last}`, `${a}${last}`]),
    ...[`${first}.`, `${first}_`, `${first}`].map((a) => `${a}${last[0]}`),
    `${last}.${first}`,
    `${last}${first}`,
    // The surname and the given name's initial ("abdrakhmanovag", "tchallay"): no slip of the surname alone.
    ...['', '.', '_'].map((a) => `${last}${a}${f}`),
    first,
    last,
  ];
  // With and without the name's hyphens ("seo-yeon", "seoyeon").
  const ways = [...new Set(written.flatMap((w) => [w, w.replace(/-/g, '')]))];
  if (ways.includes(box)) return undefined;
  // One way only: "1lindqvist" is as near "lindqvist" as "dlindqvist".
  // Letters apart, not only a dot or an underscore ("johannes_k" is no slip of "johannesk").
  const near = ways.filter((w) => w.length >= 6 && oneLetterApart(w, box) && fold(w) !== fold(box));
  const way = near.length === 1 ? near[0] : undefined;
  const nameLine = lines.find((l) => plain(l.text).includes(last));
  const emailLine = lines.find((l) => l.text.toLowerCase().includes(box));
  const sure = (nameLine?.confidence ?? 0) >= 80 && (emailLine?.confidence ?? 100) < 80;
  return way && sure ? way : undefined;
}

/** Letters OCR reads for an "@" set small or thin: "bethanyahighcliff…", "solenedfoxglove…", "zofiagkopernik…". */
const AT_SLIPS = new Set(['a', 'd', 'q', 'e', 'o', 'g']);

/**
 * An email whose "@" OCR read as a letter comes out as one long web address
 * ("bethanyahighcliffmaritime.co.uk" beside "highcliffmaritime.co.uk"): a site that ends with
 * another domain of the card (its web address or an email's), a letter before it and a mailbox
 * of two or more characters before that, is that email. Nothing is taken without that other domain.
 */
export function emailsReadAsSites(
  emails: readonly string[],
  websites: readonly string[],
): { emails: string[]; websites: string[]; fixed: boolean } {
  const bare = (site: string) =>
    site
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/$/, '');
  const domains = [...emails.map(domainOf), ...websites.map(bare)].filter((d) => d.length >= 5);
  const found = [...emails];
  const kept: string[] = [];
  for (const site of websites) {
    const host = bare(site);
    const printedBare = host === site.toLowerCase() && !/^https?:/.test(site);
    const domain = domains.find((d) => d !== host && host.endsWith(d) && host.length >= d.length + 3);
    const box = domain ? host.slice(0, -domain.length - 1) : '';
    const slip = domain ? (host.at(-domain.length - 1) ?? '') : '';
    if (printedBare && domain && AT_SLIPS.has(slip) && /^[a-z0-9][a-z0-9._-]+$/.test(box)) {
      if (!found.includes(`${box}@${domain}`)) found.push(`${box}@${domain}`);
    } else kept.push(site);
  }
  return { emails: found, websites: kept, fixed: kept.length < websites.length };
}

/**
 * The company's name put right by the card's domain when an email and the web address print the
 * same brand and the first words of the name spell it a letter off ("Catra Logistics a.s." beside
 * zhorvath@tatralogistics.sk and www.tatralogistics.sk: a capital T read as C): that capital is
 * the domain's letter. Nothing is changed without the agreeing pair, for a brand under
 * six letters, or at another length.
 */
export function companyByDomain(company: string, emails: readonly string[], website: string): string {
  const site = website ? partsOf(website).brand : '';
  if (site.length < 6 || !emails.some((e) => partsOf(domainOf(e)).brand === site)) return company;
  const letters = [...company].flatMap((c, at) => (/[a-z0-9]/i.test(c) ? [at] : []));
  // Only where the name's letters are plain ones: an accented letter folds to another count.
  if (fold(company).length !== letters.length) return company;
  for (let end = 1; end <= letters.length; end += 1) {
    const spelled = fold(company.slice(0, letters[end - 1] + 1));
    const next = company[letters[end - 1] + 1];
    if (spelled.length !== site.length || (next !== undefined && /[a-z0-9]/i.test(next))) continue;
    if (lettersApart(spelled, site) !== 1) return company;
    const k = [...spelled].findIndex((c, i) => c !== site[i]);
    const at = letters[k];
    // Only a capital: the email and site, in lower case, can share a slip of a small letter
    // ("sliemapaysents" twice beside "Sliema Payments"), not one of the name's capitals.
    if (!/[A-Z]/.test(company[at])) return company;
    return `${company.slice(0, at)}${site[k].toUpperCase()}${company.slice(at + 1)}`;
  }
  return company;
}

/**
 * Mail and web addresses whose domain lost its last dot ("dkoleva@blackseafreightbg",
 * "wwwdunavlogistikars"): the company's name run together (its legal form aside), then the
 * card's own country's two letters. Only that brand and that country: nothing else tells where
 * the dot was.
 */
export function domainsWithoutLastDot(
  lines: readonly string[],
  company: string,
  country: CountryCode | undefined,
): { emails: string[]; websites: string[] } {
  const brand = fold(company.replace(LEGAL_FORM, ''));
  if (!country || brand.length < 6) return { emails: [], websites: [] };
  const ending = country.toLowerCase();
  const glued = new RegExp(`(?<![\\w.@-])(?:([a-z0-9][a-z0-9._-]*)@|(www)\\.?)?${brand}${ending}(?![\\w.])`, 'g');
  const emails: string[] = [];
  const websites: string[] = [];
  for (const line of lines)
    for (const [, box, www] of line.toLowerCase().matchAll(glued)) {
      if (box) emails.push(`${box}@${brand}.${ending}`);
      else websites.push(`${www ? 'www.' : ''}${brand}.${ending}`);
    }
  return { emails, websites };
}
