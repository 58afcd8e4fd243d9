import { Metadata, findPhoneNumbersInText, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { fixDigitConfusions, tightenAddresses } from './text';
import { isHomeEndingMisread } from './web-country';

/** What one line gave as ways to reach the person, and the words left once they are taken out. */
export interface ContactPoints {
  emails: string[];
  phones: string[];
  websites: string[];
  /** The line without its emails, numbers, web addresses and their labels ("T:", "Email"). */
  rest: string;
}

const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}/gi;

/** Web addresses need www., a scheme, or one of these endings: "Acme.Inc" or "St.Louis" are not sites. */
export const KNOWN_TLDS = new Set(
  (
    'com org net edu gov io co ai app dev tech design studio agency digital online site info biz me tv cloud ' +
    'uk de fr es it nl be ch at se no dk fi ie pt pl cz gr hu ro ru ua tr il ae sa in cn jp kr sg hk tw my th vn id ph ' +
    'au nz ca us mx br ar cl co pe za ng ke eg eu global world group solutions consulting law health'
  ).split(' '),
);
const WEBSITE =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.([a-z]{2,24})\b(?:\/[^\s,;|]*)?/gi;

/**
 * A lower-case name before a country's ending, its dot perhaps read as a space: "vertemaison. fr",
 * "acme co.uk". Tried only where a run of name characters starts: tried inside one too, a long run
 * (OCR's junk) is rescanned from each of its characters, in time growing with its length squared.
 */
const DOMAIN_ENDING =
  /(?<![\p{L}0-9-])[a-z0-9-]{3,}(?:\s?[.,]\s?(?:fr|de|es|nl|ie|it|pt|be|ch|at|se|uk|eu)(?![a-z])|\s+co\.uk)/u;

/** Labels printed before a value ("T:", "Mob.", "E-mail", "Web"), removed with it. */
const LABEL =
  /(?:^|[\s|•·,;/])(?:t[eé]l(?:ephone|efone?|[eé]fono|[eé]phone)?|telem[oó]vel|tlm|portable|bureau|ufficio|phone|ph|mob(?:ile?)?|m[oóé]{1,2}vil|cell?|celular|kom|tlf|ddi|dd|office|direct|work|main|ish|fixe|t|m|p|d|o|c|e-?mail|mail|e|web(?:site)?|w|url|site|fax|faksi?|telefax|telefaksi?|f)\.?\s*[:.]?\s*$/i;
const FAX_LABEL = /(?:^|[^a-z])(?:fax|faksi?|telefax|telefaksi?|f)\.?\s*[:.]?\s*$/i;
const PHONE_LABEL =
  /(?:^|[^a-z])(?:t[eé]l(?:ephone|efone?|[eé]fono|[eé]phone)?|telem[oó]vel|tlm|portable|bureau|ufficio|phone|ph|mob(?:ile?)?|m[oóé]{1,2}vil|cell?|celular|kom|tlf|ddi|dd|office|direct|work|main|ish|fixe|t|m|p|d|o|c)\.?\s*[:.]?\s*$/i;

/** One number for both ("Tel/Fax", "Tel. & Fax", "Phone/Fax", "Puh./Faksi"): a number to call all the same. */
const PHONE_AND_FAX =
  /(?:tel(?:ephone|efon)?|phone|puh|t)\.?\s*(?:\/|&|\+|and)\s*(?:fax|faksi?|telefax|telefaksi?|f)\.?\s*[:.]?\s*$/i;
const isFaxLabel = (before: string) => FAX_LABEL.test(before) && !PHONE_AND_FAX.test(before);

/** A label printed alone on its line, its value on the next (a ledger's "faks" / "22 315 99 02"). */
export const isLabelAlone = (line: string) => LABEL.test(line) && line.trim().split(/\s+/).length === 1;
/** A fax's label alone on its line. */
export const isFaxLabelAlone = (line: string) => isLabelAlone(line) && isFaxLabel(line.trim());
/** What the contract takes as a phone number. */
const PHONE_SHAPE = /^\+?[0-9 ()\-.]{6,32}$/;

interface Found {
  start: number;
  end: number;
}

/** Emails, phone numbers and web addresses in one line of the card; `readSurely` when the engine read it with confidence 50 or more. */
export function contactPointsOf(line: string, defaultCountry?: CountryCode, readSurely = true): ContactPoints {
  const looksLikeAddress =
    /@|[©®]|www|https?:|\.\s?(?:com|org|net|io|co)(?:[a-z]{2})?\b/i.test(line) || DOMAIN_ENDING.test(line);
  let text = looksLikeAddress ? tightenAddresses(line) : line;
  const taken: Found[] = [];

  const emails: string[] = [];
  for (const match of text.matchAll(EMAIL)) {
    // A 0 between letters is an o OCR read as a digit ("z0e.anderson@").
    // A capital Q or G glued before the "@" of a mailbox in lower case is the "@" read twice ("arayaQ@").
    emails.push(
      match[0]
        .replace(/^([a-z0-9._%+-]{2,})[QG](?=@)/, '$1')
        .toLowerCase()
        .replace(/\.+$/, '')
        .replace(/(?<=[a-z])0(?=[a-z])/g, 'o'),
    );
    // A word in small letters right before the mailbox is a piece of it read apart ("devon baptiste@",
    // its dot read as a space; mailboxesByName puts it back), not a line of its own.
    const piece =
      text
        .slice(0, match.index)
        .match(/(?:^|\s)[a-z][a-z0-9_-]*[.,]?\s$/)?.[0]
        .trimStart() ?? '';
    taken.push({ start: match.index - piece.length, end: match.index + match[0].length });
  }
  text = blank(text, taken);

  const websites: string[] = [];
  for (const match of text.matchAll(WEBSITE)) {
    const [site, tld] = match;
    // Without www. or a scheme the ending must be a known one; with them, a known one or a country's
    // two letters ("www.harbourlight" is a site cut before its ending, not a site).
    // A country's second-level ending is one too ("labadifintech.com.gh"), on a line read surely
    // (an email whose "@" was misread reads as one: "cfernandezicharruamedia.com.uy"), or under the
    // card's own country's letters read a look-alike letter off ("volcandigital.com.sy" on a +503 card).
    if (
      !KNOWN_TLDS.has(tld.toLowerCase()) &&
      (!/^(?:https?:\/\/|w{2,5}\.)/i.test(site) || tld.length > 2) &&
      !(readSurely && isCountrySecondLevel(site)) &&
      !(
        isHomeEndingMisread(tld, defaultCountry) &&
        /[a-z0-9-]{3,}\.(?:com|co|org|net|edu|gov|ac)\.[a-z]{2}$/i.test(site)
      ) &&
      !(readSurely && isDomainAlone(line, site, tld))
    )
      continue;
    // "3.5" or "v2.0" are not sites: a host has letters before its ending; a country's second level
    // alone (".com.bn", the host cut off) is none either.
    if (!/[a-z]{2,}/i.test(site.slice(0, site.length - tld.length))) continue;
    if (/^(?:w{2,5}\.)?(?:com|co|org|net|edu|gov|ac)\.[a-z]{2}$/i.test(site)) continue;
    // "ww." is "www." with a w lost at the line's start, "wWWw." with one read twice; "wwwacme.com"
    // lost the dot after "www".
    websites.push(
      site
        .replace(/[.)]+$/, '')
        .replace(/^w{2,5}\./i, 'www.')
        .replace(/^www(?=[a-z0-9-]{2,}\.)/i, 'www.')
        .toLowerCase(),
    );
    taken.push({ start: match.index, end: match.index + site.length });
  }
  text = blank(text, taken);

  // Before the digits are put back: a label's "l" is no "1" ("Tel911").
  const parted = text.replace(GLUED_WORD_LABEL, (label: string) => `${label.slice(0, -1)}:`);
  const phones = phonesIn(fixDigitConfusions(parted), defaultCountry, taken);
  text = blank(text, taken);

  return { emails, phones, websites, rest: restOf(text, taken) };
}

/** A host under a country's "com", "co", "org"… ("labadifintech.com.gh", "acme.co.ke"). */
function isCountrySecondLevel(site: string): boolean {
  const code = site.match(/(?:^|[./])[a-z0-9-]{3,}\.(?:com|co|org|net|edu|gov|ac)\.([a-z]{2})$/i)?.[1];
  return code !== undefined && isSupportedCountry(code.toUpperCase() as CountryCode);
}

/**
 * A line that is only a host in lower case under a country's ending ("vanillesambava.mg",
 * "parovalley.bt"): a site, as no other text on a card is written so.
 */
const isDomainAlone = (line: string, site: string, tld: string) =>
  line.trim() === site &&
  /^[a-z0-9-]{3,}\.[a-z]{2}$/.test(site) &&
  isSupportedCountry(tld.toUpperCase() as CountryCode);

/** A label's letter printed or read against its number ("T09 313 1528", "M021 879 7774"). */
const GLUED_LABEL = /(?<![\p{L}\d])[TMPFDC](?=\+?\(?\d)/gu;
/** A label's word read against its number ("Tel911 711518", "Mob0612…"): its last letter gives way to a colon. */
const GLUED_WORD_LABEL = /(?<![\p{L}\d])(?:t[eé]l|mob|cel)(?=\+?\(?\d)/giu;

function phonesIn(text: string, defaultCountry: CountryCode | undefined, taken: Found[]): string[] {
  const phones: string[] = [];
  const fax = (start: number) => isFaxLabel(text.slice(0, start));
  // The letter is looked past (a colon in its place keeps the offsets and still parts the number
  // from a speck read before it: "0 T0662 975519"), and still read as a label.
  const glued = text.replace(GLUED_LABEL, ':');
  // A phone's icon read as "0" or "Q" before the number ("0 044 173 16 07", "0 77000 90 19"), when
  // what follows it is a whole number: the "0" would make it none.
  const icon = /^[0Q]\s(?=\(?\d)/.test(glued) && startsWithNumber(glued.slice(2), defaultCountry);
  const apart = icon ? `: ${glued.slice(2)}` : glued;
  for (const found of findPhoneNumbersInText(apart, defaultCountry ? { defaultCountry } : undefined)) {
    const before = apart.slice(0, found.startsAt);
    // A postcode is never a number to call ("10179 Berlin" is not +49 10179): cards print full
    // numbers. Some countries' full numbers are shorter (Samoa's "Ph 24684", Suriname's "Tel:
    // 497-243"): taken when labelled as a number and whole in the card's country.
    // So are they alone on their line where the country has no longer numbers (Vanuatu's "22711").
    const whole =
      found.number.isValid() && (PHONE_LABEL.test(before) || (alone(apart, found) && shortNumbers(defaultCountry)));
    if (found.number.nationalNumber.length < 7 && !whole) continue;
    // A row of printed dots read as zeros ("200000 0", "6000000,") is no number: none has six zeros in a row.
    if (/0{6}/.test(found.number.nationalNumber) && !PHONE_LABEL.test(before)) continue;
    // A street's number and a postcode read together ("Keilaranta 10 - 02150 Espoo"): a street name
    // before (a letter of it read as a digit: "Prager Stra3e 39 - 01069 Dresden"), a town after, and
    // no label or + of a number.
    if (
      /\p{Lu}\p{Ll}+\s*$|\p{Lu}\p{Ll}+\d\p{Ll}+\s*$/u.test(before) &&
      /^\s+\p{Lu}\p{Ll}{2,}/u.test(apart.slice(found.endsAt)) &&
      !PHONE_LABEL.test(before) &&
      !apart.slice(found.startsAt).startsWith('+')
    )
      continue;
    taken.push({ start: found.startsAt, end: found.endsAt });
    // A fax number is not a way to call someone; it is taken out of the line all the same.
    if (!fax(found.startsAt)) phones.push(found.number.formatInternational());
  }
  // A number libphonenumber cannot place (no country code, no country to assume) is still a number
  // when it is labelled as one or written with a +: kept as printed.
  for (const match of apart.matchAll(/\+?\(?\d[\d ().-]{5,}\d/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some((t) => start < t.end && end > t.start)) continue;
    const digits = match[0].replace(/\D/g, '').length;
    const labelled = PHONE_LABEL.test(text.slice(0, start)) || match[0].startsWith('+');
    if (digits < 7 || digits > 15 || !labelled || !PHONE_SHAPE.test(match[0])) continue;
    taken.push({ start, end });
    if (!fax(start)) phones.push(match[0].replace(/\s+/g, ' '));
  }
  return phones;
}

/** The line is the number and nothing else. */
const alone = (text: string, found: { startsAt: number; endsAt: number }) =>
  !/[\p{L}\d]/u.test(text.slice(0, found.startsAt) + text.slice(found.endsAt));

/** A country whose numbers are seven digits or fewer, all of them (Vanuatu's five and seven): a short one is whole. */
function shortNumbers(country: CountryCode | undefined): boolean {
  if (!country) return false;
  const metadata = new Metadata();
  metadata.selectNumberingPlan(country);
  return Math.max(...(metadata.numberingPlan?.possibleLengths() ?? [Infinity])) <= 7;
}

const startsWithNumber = (text: string, defaultCountry: CountryCode | undefined) =>
  findPhoneNumbersInText(text, defaultCountry ? { defaultCountry } : undefined)[0]?.startsAt === 0;

/** The text with the found parts replaced by spaces, so later offsets still line up. */
function blank(text: string, found: readonly Found[]): string {
  let out = text;
  for (const { start, end } of found) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/** What is left once the found parts and the labels right before them are gone. */
function restOf(text: string, found: readonly Found[]): string {
  let out = text;
  for (const { start } of [...found].sort((a, b) => b.start - a.start)) {
    const before = out.slice(0, start);
    const label = before.match(LABEL);
    if (label) out = before.slice(0, label.index) + ' ' + out.slice(start);
  }
  return out
    .replace(/\s*[|•·]\s*(?=[|•·]|$)/g, ' ')
    .replace(/^[\s|•·,;/:-]+|[\s|•·,;/:-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
