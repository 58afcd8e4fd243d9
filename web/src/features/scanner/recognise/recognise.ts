import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { withoutAddressSlips } from './address-slips';
import { mailboxesWithMisreadAt } from './at-misread';
import { withoutSpacesInAddresses } from './email-spaces';
import { withCoBeforeCountry, withHomeEnding } from './web-country';
import { HOUSE_NUMBER, addressBlock, joinAddress } from './address-block';
import { contactPointsOf, isFaxLabelAlone, isLabelAlone } from './contact-points';
import { countryAtEnd, countryOfCard, misreadCountry } from './country';
import { withoutIconColumn } from './icon-column';
import {
  agreeingDomains,
  companyByDomain,
  domainsWithoutLastDot,
  emailsReadAsSites,
  mailboxesByName,
  siteFromEmails,
} from './domains';
import { nameAsMailboxSpells } from './name-by-mailbox';
import { isMyanmarCard, splitName } from './name-split';
import { brandWords } from './brands';
import { peopleFields, titleBesideCompany } from './people';
import { tooUnsure, unsureFields, type CheckedField } from './unsure';
import {
  cardLines,
  fold,
  isFreeMailHost,
  lettersApart,
  lettersIn,
  oneLetterApart,
  withNameLetters,
  withUmlauts,
  type CardLine,
  type OcrLine,
} from './text';

/** What a business card says, field by field; '' or [] where it says nothing. */
export interface ScannedCard {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  emails: string[];
  /** International format ("+44 20 7946 0958") when the country is known, else as printed. */
  phones: string[];
  website: string;
  /** The postal address on one line, its printed lines joined with ", ". */
  address: string;
  /** The fields found that the person should check before saving (unsure.ts). */
  unsure: CheckedField[];
}

export interface RecogniseOptions {
  /** The country a number without a country code belongs to (the person's own, from the browser's language). */
  defaultCountry?: CountryCode;
}

/** Separators printed between items on one line: "Ada Lovelace | CTO", "T +1 … · E ada@…". */
const SEPARATOR = /\s+[|•·]\s+|\s+[–—]\s+|\s{3,}/;

const POSTCODE_ALONE = /^\d{4,5}-\d{3},?$/;

/** Mailboxes that name a role, not a person. */
const ROLE_MAILBOX =
  /^(?:info|sales|contact|hello|hi|office|admin|support|team|mail|enquiries|inquiries|bookings|orders|press|jobs|careers|billing|accounts|service|reception)$/;

/**
 * The fields of a business card from its OCR text: first the ways to reach the person (emails,
 * numbers, web addresses, recognised by their shape and libphonenumber-js), then the postal
 * address (street words, postcodes, countries), then, among the lines left, the name, job title
 * and company (people.ts). A pure function of the text: no engine, no DOM.
 */
export function recogniseCard(input: string | readonly OcrLine[], options: RecogniseOptions = {}): ScannedCard {
  const emails: string[] = [];
  const phones: string[] = [];
  const websites: string[] = [];
  const rest: CardLine[] = [];

  const joined = withoutSpacesInAddresses(rejoinSplitContacts(withoutIconColumn(cardLines(input))));
  const lines = mailboxesWithMisreadAt(joined);
  // An "@" put where a letter was read is the person's to check.
  const atMended = lines.some((line, k) => line.text.includes('@') && !joined[k].text.includes('@'));
  // A first look for the card's own country; its numbers are then read in it.
  const first = lines.map((line) => contactPointsOf(line.text, options.defaultCountry));
  const numbers = lines.flatMap((l) => l.text.match(/\+\d[\d ()./-]{6,}\d/g) ?? []);
  const cardCountry = countryOfCard(
    lines.map((l) => l.text),
    numbers,
    // The firm's site before its mail: a mailbox may be at a webmail of another country (gmx.ch, yahoo.fr).
    [...first.flatMap((p) => p.websites), ...first.flatMap((p) => p.emails.map((e) => e.split('@')[1] ?? ''))],
  );
  const country = cardCountry ?? options.defaultCountry;

  for (const [at, line] of lines.entries()) {
    if (isLabelAlone(line.text)) continue;
    const fax = at > 0 && isFaxLabelAlone(lines[at - 1].text);
    const points = contactPointsOf(fax ? `Fax ${line.text}` : line.text, country, (line.confidence ?? 100) >= 50);
    addNew(emails, points.emails, (e) => e);
    addNew(phones, points.phones, (p) => p.replace(/\D/g, '').slice(-9));
    addNew(websites, points.websites, (w) => w.replace(/^https?:\/\/(?:www\.)?|^www\./, '').replace(/\/$/, ''));
    for (const segment of points.rest.split(SEPARATOR)) {
      // A house number alone is kept for the address it was cut from ("Rua de Santa Catarina," / "212").
      // A postcode alone too ("Bela Vista, São Paulo - SP" / "01310-100"; Portugal's "1000-001").
      const alone = (HOUSE_NUMBER.test(line.text) || POSTCODE_ALONE.test(line.text)) && segment.trim() === line.text;
      const besideContact = points.emails.length + points.phones.length + points.websites.length > 0;
      if (lettersIn(segment) >= 2 || alone) rest.push({ ...line, text: segment.trim(), besideContact });
    }
  }

  // A title and the company printed on one line are two lines (people.ts).
  const brands = brandWords(emails, websites);
  rest.splice(
    0,
    rest.length,
    ...rest.flatMap((line) => titleBesideCompany(line.text, brands)?.map((text) => ({ ...line, text })) ?? [line]),
  );
  const repaired = new Set<CheckedField>(atMended ? ['emails'] : []);
  const unmixed = emailsReadAsSites(emails, websites);
  if (unmixed.fixed) {
    emails.splice(0, emails.length, ...unmixed.emails);
    websites.splice(0, websites.length, ...unmixed.websites);
    repaired.add('emails');
  }
  // A webmail's host left as a site once the mailboxes are mended: a mailbox whose "@" was lost ("jéyahoo.com").
  websites.splice(0, websites.length, ...websites.filter((w) => !isFreeMailHost(w)));
  const found = websites.length ? undefined : siteFromEmails(rest, emails);
  if (found) {
    websites.push(found.website);
    if (!found.exact) repaired.add('website');
  }
  const candidates = rest.filter((line) => line !== found?.line);
  const block = addressBlock(candidates);
  // The card's country, its name misread a letter off, at the address's end: on its own line right
  // under it ("Pern" for Peru) or after the last comma of its last line ("…, 46023 Valencia, Espafa").
  const last = block.at(-1);
  const under = last && candidates[candidates.indexOf(last) + 1];
  const countryOpen = last !== undefined && cardCountry !== undefined && !countryAtEnd(last.text);
  const countryUnder = countryOpen && under ? misreadCountry(under.text, cardCountry) : undefined;
  const tail = last?.text.match(/\d.*,\s*([^,\d]+)$/u)?.[1];
  const countryAfter = countryOpen && !countryUnder && tail ? misreadCountry(tail, cardCountry) : undefined;
  const addressLines = under && countryUnder ? [...block, under] : block;
  const people = peopleFields(
    rest.filter((line) => line !== found?.line && !addressLines.includes(line)),
    emails,
    websites,
    addressLines.map((line) => line.text),
    isMyanmarCard(lines.map((line) => line.text)),
  );
  const { titleByPosition, ...person } = people;
  if (titleByPosition) repaired.add('jobTitle');
  const read = person.firstName || person.lastName ? person : { ...person, ...nameFromMailbox(emails, lines) };
  const mailboxes = emails.map((e) => e.split('@')[0] ?? '');
  const name = {
    ...read,
    firstName: withNameLetters(withUmlauts(read.firstName, country), mailboxes, country),
    lastName: withNameLetters(withUmlauts(read.lastName, country), mailboxes, country),
  };

  const lost = domainsWithoutLastDot(
    lines.map((l) => l.text),
    name.company,
    cardCountry,
  );
  addNew(emails, lost.emails, (e) => e);
  if (lost.emails.length) repaired.add('emails');
  if (!websites.length && lost.websites.length) {
    websites.push(lost.websites[0]);
    repaired.add('website');
  }
  const byName = mailboxesByName(emails, lines, name);
  if (byName.fixed) repaired.add('emails');
  const printedCountry = countryOfCard(
    lines.map((l) => l.text),
    numbers,
    [],
  );
  const homeEmails = byName.emails.map((email) => withHomeEnding(withCoBeforeCountry(email), printedCountry));
  const homeSite = withHomeEnding(withCoBeforeCountry(websites[0] ?? ''), printedCountry);
  if (homeEmails.some((email, k) => email !== byName.emails[k])) repaired.add('emails');
  if (homeSite !== (websites[0] ?? '')) repaired.add('website');
  const agreed = agreeingDomains(homeEmails, homeSite, name.company, printedCountry);
  for (const field of agreed.fixed) repaired.add(field);
  const website = agreed.website;
  // Not by a site taken from the email itself (siteFromEmails): that is no second reading.
  const company = found ? name.company : companyByDomain(name.company, agreed.emails, website);
  if (company !== name.company) {
    name.company = company;
    repaired.add('company');
  }
  // Words read too unsurely are left for the person to type, marked, rather than saved misread.
  for (const field of tooUnsure(
    { name: [name.firstName, name.lastName].join(' ').trim(), jobTitle: name.jobTitle, company: name.company },
    lines,
  )) {
    repaired.add(field);
    // A name read too unsurely gives way to the one the mailbox spells, if any ("Marisol Visquey" at 43, "marisol-vasquez@").
    if (field === 'name') Object.assign(name, nameFromMailbox(emails, lines));
    else name[field] = '';
  }
  // Checked after the confidence above: a name too unsure is the mailbox's already, whole.
  name.firstName = nameAsMailboxSpells(name.firstName, mailboxes, lines, name.lastName);
  name.lastName = nameAsMailboxSpells(name.lastName, mailboxes, lines, name.firstName, true);
  // A pin read as a lone consonant before the address ("J 7 Samora Avenue"), or a printer's crop mark
  // before any of its lines ("L Georgetown", "L BP 677 Lomé"), is no part of it; not "A Coruña", "O Porriño", "Y …".
  const printed = addressLines.map((line, k) =>
    line.text
      .replace(/[,;]\s*$/, '')
      .replace(
        k === 0 ? /^[B-DF-HJ-NP-XZ]\s+(?=\d|\p{Lu}\p{Ll}+\s|B\.?P\.?\s)/u : /^L\s+(?=\p{Lu}\p{Ll}+$|B\.?P\.?\s)/u,
        '',
      ),
  );
  const address = joinAddress(
    printed.map((text, k) => {
      if (k < printed.length - 1) return withoutAddressSlips(text, country);
      if (countryUnder) return countryUnder;
      return countryAfter
        ? withoutAddressSlips(text.replace(/[^,\d]+$/u, ` ${countryAfter}`), country)
        : withoutAddressSlips(text, country);
    }),
  );
  if (address !== joinAddress(printed)) repaired.add('address');
  const fullName = [name.firstName, name.lastName].join(' ').trim();
  const unsure = unsureFields(
    { name: fullName, jobTitle: name.jobTitle, company: name.company, emails: agreed.emails, phones, website, address },
    lines,
    [...repaired],
  );
  return { ...name, emails: agreed.emails, phones, website, address, unsure };
}

/**
 * "ada.lovelace@…" (or "ada_lovelace@", "ada-lovelace@") names Ada Lovelace when the card's own name
 * line could not be read; "mabiala.edna@" names Edna Mabiala when a line prints the two words the
 * other way round, each read a letter or two off ("Gdna MagiaLa").
 */
function nameFromMailbox(
  emails: readonly string[],
  lines: readonly CardLine[],
): { firstName: string; lastName: string } {
  for (const email of emails) {
    const [first, last, ...more] = (email.split('@')[0] ?? '').split(/[._-]/);
    if (
      !more.length &&
      first &&
      last &&
      /^[a-z]{2,}$/.test(first) &&
      /^[a-z]{2,}$/.test(last) &&
      !ROLE_MAILBOX.test(first)
    ) {
      const reversed = lines.some((line) => {
        const words = line.text.split(' ').map(fold);
        return words.length === 2 && nearWord(words[0], last) && nearWord(words[1], first);
      });
      // A given name a line prints hyphenated ("Va-Chu Huang" beside "yachu.huang@") keeps its hyphen.
      const hyphenAt = lines
        .flatMap((line) => line.text.split(' '))
        .find((word) => /^\p{L}+-\p{L}+$/u.test(word) && nearWord(fold(word), first))
        ?.indexOf('-');
      const given = hyphenAt ? `${first.slice(0, hyphenAt)}-${first.slice(hyphenAt)}` : first;
      return splitName((reversed ? `${last} ${given}` : `${given} ${last}`).toUpperCase());
    }
  }
  return { firstName: '', lastName: '' };
}

/** A word as printed, or a letter or two off it (in a word of five letters or more). */
const nearWord = (read: string, word: string) =>
  read === word || oneLetterApart(read, word) || (word.length >= 5 && lettersApart(read, word) <= 2);

/**
 * An email or web address the engine cut in two lines ("maria.kowalczyk@" / "quillfeather.com",
 * "www.brennan-" / "hale.com"): a line ending in "@", "." or "-" inside an address, or an "@" with
 * no domain after it, is joined with the next line; so is a number cut after its first digits.
 */
function rejoinSplitContacts(lines: readonly CardLine[]): CardLine[] {
  const out: CardLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const next = lines[i + 1];
    const number = next && numberJoinedAcross(line.text, next.text);
    const cut =
      /(?:@|@[\w.-]*[.-]|^(?:https?:\/\/)?www\.[\w.-]*[.-]?)$/i.test(line.text) &&
      !/\s/.test(line.text.split(' ').at(-1) ?? '');
    if (cut && next && /^[a-z0-9][\w.-]*\.[a-z]{2,}$/i.test(next.text)) {
      out.push({ ...line, text: `${line.text}${next.text}` });
      i += 1;
    } else if (number) {
      out.push({ ...line, text: number });
      i += 1;
    } else if (next && mailboxOverDomain(line.text, next, lines)) {
      out.push({ ...line, text: `${line.text}@${next.text}` });
      i += 1;
    } else out.push(line);
  }
  return out.map((line, index) => ({ ...line, index }));
}

/**
 * An international number the engine cut after its first digits ("+260 21" / "| 198 822", "+267 74 3"
 * / "53 506"): a line of "+" and too few digits, over a line of digits (a mark read before them
 * aside): the two joined when they make a valid number and the first alone does not, else null.
 */
function numberJoinedAcross(line: string, next: string): string | null {
  if (!/^\+\d{1,3}(?:\s\d{1,4})+$/.test(line) || !/^[^\p{L}\d]{0,2}\s*\d[\d\s-]*\d$/u.test(next)) return null;
  const joined = `${line} ${next.replace(/^[^\d]+/, '')}`;
  return !isValidPhoneNumber(line) && isValidPhoneNumber(joined) ? joined : null;
}

/**
 * A mailbox alone on its line and its domain starting the next, the "@" lost at the line's end
 * ("pieter" / "skeletoncoastfisheries.com.na", "luc_k" / "alzettepartners.lu - alzettepartners.lu"):
 * only when the card prints that domain again (its web address) and the mailbox starts with the
 * first name of a line of two to four capitalised words (the person's name).
 */
function mailboxOverDomain(line: string, { text: next, index }: CardLine, lines: readonly CardLine[]): boolean {
  const domain = next.match(/^[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?=$|\s)/)?.[0];
  if (!domain || !/^[a-z][a-z0-9._-]+$/.test(line)) return false;
  const again =
    next.slice(domain.length).includes(domain) ||
    lines.some((l) => l.index !== index && l.text.toLowerCase().includes(domain));
  const named = lines.some((l) => {
    const words = l.text.split(' ');
    const first = words[0].toLowerCase();
    return (
      words.length >= 2 &&
      words.length <= 4 &&
      words.every((w) => /^\p{Lu}/u.test(w)) &&
      first.length >= 3 &&
      line.startsWith(first)
    );
  });
  return again && named;
}

function addNew(into: string[], items: readonly string[], keyOf: (item: string) => string): void {
  for (const item of items) if (!into.some((known) => keyOf(known) === keyOf(item))) into.push(item);
}
