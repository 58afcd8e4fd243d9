import { isCountryLine, looksLikePlaces } from './address';
import {
  COMPANY_WORD,
  LEGAL_FORM,
  LONE_LEGAL_FORM,
  companyAcrossBrand,
  companyOnTwoLines,
  hasNameBesideForm,
  isCompanyLine,
  looksLikeBrand,
  withLegalFormSlips,
  withoutLogoMark,
  withoutStrayEnd,
} from './company';
import { brandWords, matchesBrand } from './brands';
import { HONORIFIC, PARTICLES, POSTNOMINAL, splitName } from './name-split';
import { fold, lettersIn, withoutAccents, type CardLine } from './text';
import {
  hasTitleWord,
  isDepartment,
  leavesTitleOpen,
  namesUnit,
  titleLines,
  withCutTitleWords,
  withFiBeforeConsonantAsA,
  withTitleSlips,
} from './titles';

/**
 * A word of a name: capitalised, with a capital inside after a short prefix (`McKinley`,
 * `LaFleur`, `DiNardo`, `O'Malley`), a lower-case elision (`d'Aubigny`), hyphenated parts (a Korean
 * given name's second part in lower case: `Seo-yeon`), an
 * initial, or in capitals.
 */
const NAME_WORD =
  /^(?:(?:\p{Lu}[\p{Ll}'’]+|\p{Lu}['’]\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}{1,2}\p{Lu}\p{Ll}+|\p{Ll}['’]\p{Lu}\p{Ll}+)(?:-\p{Lu}[\p{Ll}'’]+|-\p{Lu}\p{Ll}{1,2}\p{Lu}\p{Ll}+|-\p{Ll}{2,})*|\p{Lu}\.|\p{Lu}{2,}(?:[-'’]\p{Lu}+)*)$/u;
/**
 * A web address the contact finder could not take, its dots read as spaces or commas ("www. acme.
 * com. vn", "https:/acme.ee", "www.acme co.cr"): it spells the brand, but it is no company's name.
 */
const WEB_ADDRESS_READ = /^(?:https?\b|www\b|ww\.)|\bwww\.|\.\s?(?:com|net|org|co)\b/i;
/** A company's slogan, which may hold a title word ("Your partner in growth", "Where founders grow"), or any line in quotation marks. */
const TAGLINE = /^(?:your|our|we|where|together|making|building|bringing|helping)\s|^[“"«].*[”"»]$/iu;
/** Words of an address's floor or building, never of a name ("Second Floor", "Mercer House", "Vava'u Office"). */
const PLACE_WORD = /(?:^|\s)(?:floor|suite|unit|level|building|house|office|etage|étage|piso|planta)$/i;
/** A town's first word, never a given name ("Port Vila", "Fort Portal", "Puerto Cortés"). */
const TOWN_START = /^(?:port|fort|puerto|porto)\s/i;

export interface PersonFields {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  /** The title was taken by its place under the name, with no title word: to be checked. */
  titleByPosition: boolean;
}

export const isTitleLine = (text: string) => hasTitleWord(text) && !LEGAL_FORM.test(text);
const hasLegalForm = (text: string) => LEGAL_FORM.test(text);

/**
 * A title and the company on one line, a comma between ("Toimitusjohtaja, Saimaa Ventures Oyj",
 * "Key Account Manager, Baobab Holdings"; the comma read as a dot after a title word): the two
 * parts, when the part after it has a legal form and the part before has none, or a company word
 * and the card's brand after a title word ("Vice President, Client Services" stays one title);
 * the part before with no digit and one to five words. Else null.
 */
export function titleBesideCompany(text: string, brands: readonly string[]): [string, string] | null {
  const at = Math.max(text.lastIndexOf(', '), text.lastIndexOf('. '));
  if (at < 0) return null;
  const [before, after] = [text.slice(0, at).trim(), text.slice(at + 2).trim()];
  // A legal form alone after the comma is the company's own ("Fogo Vinhos, Lda.", "Acme, Inc.").
  if (LONE_LEGAL_FORM.test(after)) return null;
  const count = before.split(/\s+/).length;
  if (LEGAL_FORM.test(before) || /\d/.test(before) || count > 5 || lettersIn(before) < 3) return null;
  const titled = hasTitleWord(before) && !COMPANY_WORD.test(before);
  if (text[at] === '.' && !titled) return null;
  const company =
    LEGAL_FORM.test(after) ||
    (titled && COMPANY_WORD.test(after) && !hasTitleWord(after) && matchesBrand(after, brands));
  return company && lettersIn(after) >= 3 ? [before, after] : null;
}

/** Does `text` start with the words of `start` (accents and case aside)? */
const startsWithWords = (text: string, start: string) => {
  const [a, b] = [withoutAccents(text).toLowerCase(), withoutAccents(start).toLowerCase()];
  return a.length > b.length && a.startsWith(b) && /^[\s,]/.test(a.slice(b.length));
};

/** A name line; one set on two lines keeps the two it was joined from. */
type NameLine = CardLine & { parts?: CardLine[] };

/**
 * A name set large on two lines, the first name over the surname ("Arjun" / "Malhotra", "Anri" /
 * "du Plessis"), as one line to score (nameScore): a one-word line of three letters or more and
 * the line under it (or up to two further, past numbers and emails the contact finder took out), of about the same
 * size, both read with a confidence of 50 or more, neither what is left of a line with a number,
 * an email or a web address on it. When the other column's lines were read between the two
 * ("Latoya" / an email, a site read whole, a speck / "Bailey"), lines under 60 % of the first
 * name's height that are no words (no capitalised word, or read under confidence 50) are stepped
 * over, up to four further, and the surname is then one word (particles before it aside).
 */
function twoLineNames(lines: readonly CardLine[]): NameLine[] {
  // A label the contact finder left of its number ("GSM", "Puh.", "Tel. No.") between the two is stepped over.
  const label = (l: CardLine) => l.besideContact === true && /^(?:\p{L}+\.?:?|\p{L}+\.\s\p{L}+[.:])$/u.test(l.text);
  return lines.flatMap((first, k) => {
    const smaller = (l: CardLine) =>
      first.height !== null &&
      l.height !== null &&
      l.height < first.height * 0.6 &&
      ((l.confidence ?? 100) < 50 || !/\p{Lu}\p{Ll}/u.test(l.text));
    const next = lines.slice(k + 1).find((l) => !label(l));
    const past = lines.slice(k + 1).find((l) => !label(l) && !smaller(l));
    const surname = (l: CardLine) => l.text.split(' ').filter((w) => !PARTICLES.has(w.toLowerCase())).length === 1;
    const second =
      next && next.index - first.index <= 3 && !smaller(next) ? next : past && surname(past) ? past : undefined;
    if (!second || second.index - first.index > 5 || !NAME_WORD.test(first.text) || first.text.includes(' ')) return [];
    if (second.text.split(' ').length > 3 || first.height === null || second.height === null) return [];
    if (Math.abs(first.height - second.height) > 0.2 * Math.max(first.height, second.height)) return [];
    const confidence = Math.min(first.confidence ?? 100, second.confidence ?? 100);
    // Specks read as two letters ("Ne" / "No") are not a name; a first name has three letters.
    if (confidence < 50 || lettersIn(first.text) < 3) return [];
    // Label words the contact finder left of their lines ("Zentrale" / "Handy") are no name; nor a town over its country ("Luanda" / "Angola").
    if (first.besideContact || second.besideContact || isCountryLine(second.text)) return [];
    return [{ ...first, text: `${first.text} ${second.text}`, confidence, parts: [first, second] }];
  });
}

/**
 * A name's letters as the engine slips on them: a capital read twice ("LLondono"), a capital I read
 * as a small l before a consonant no word starts with ("Mehdi ldrissi", "Jelena llic"), an accented e read as two
 * letters ("Esmeée", "Maeélle"), a space read after a hyphen ("Hessa Al- Kuwari"), and an icon left after
 * the name where the contact beside it was taken out ("Valentina Restrepo Gomez ®"), a bracket read before the
 * surname's round capital ("Jose (Castaneda"), a capital A read as "fi" ("fiminata"), a space read inside its last word ("Agbod jan"), or a speck read as a
 * full stop after it ("Josefa Lal."), or a mark read as a capital before it ("A Dorothy Pundari").
 */
export function withNameSlips(text: string): string {
  return (
    text
      .replace(/\s+[^\p{L}\d\s]{1,2}$/u, '')
      .replace(/(?<=\s\p{Lu}\p{Ll}+)\.$/u, '')
      .replace(/^\p{Lu}\s+(?=\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+$)/u, '')
      .replace(/(?<=\s)[([](?=\p{Lu}\p{Ll}+$)/u, '')
      .replace(/^fi(?=[bcdghklmnpqrstvwxz]\p{Ll})/u, 'A')
      .replace(/(?<=(?:^|\s)\p{Lu}\p{L}*)-\s(?=\p{Lu}\p{Ll})/gu, '-')
      // A space read inside the surname ("Blandine Agbod jan"): no name ends in a lower-case word but a particle.
      .replace(/(?<=\s\p{Lu}\p{Ll}{2,}) (\p{Ll}{2,4})$/u, (whole, tail: string) => (PARTICLES.has(tail) ? whole : tail))
      .split(' ')
      .map((word) =>
        word
          .replace(/^(\p{Lu})\1(?=\p{Ll}{2})/u, '$1')
          .replace(/^l(?=[bcdfghjklmnpqrstvwxz]\p{Ll})/u, 'I')
          .replace(/(?<=\p{L})e(?=[éèêë])/u, ''),
      )
      .join(' ')
  );
}

/** A word and a legal form ("Export LLC") that may end the company's name on the line above. */
function endsName(above: CardLine, text: string): boolean {
  const [word, form, ...more] = text.trim().split(/\s+/);
  return (
    more.length === 0 &&
    form !== undefined &&
    LONE_LEGAL_FORM.test(form) &&
    /^\p{Lu}\p{Ll}+$/u.test(word) &&
    !above.text.toLowerCase().split(/\s+/).includes(word.toLowerCase())
  );
}

/** How much a line looks like a person's name, given the email addresses on the card; below 1 it is not one. */
function nameScore(
  line: CardLine,
  mailboxes: readonly string[],
  tallest: number | null,
  brands: readonly string[],
): number {
  const text = line.text.replace(HONORIFIC, '').replace(POSTNOMINAL, '').trim();
  const parts = text.split(' ');
  if (parts.length < 2 || parts.length > 4 || /[\d@]/.test(text)) return 0;
  // Words of two letters at most, read unsurely, are specks ("LE EN"), not a name.
  if (parts.every((p) => p.length <= 2) && (line.confidence ?? 100) < 80) return 0;
  if (
    isTitleLine(text) ||
    isCompanyLine(text) ||
    isDepartment(text) ||
    namesUnit(text) ||
    PLACE_WORD.test(text) ||
    TOWN_START.test(text)
  )
    return 0;
  const named = parts.filter((part) => NAME_WORD.test(part) || PARTICLES.has(part.toLowerCase()));
  if (named.length !== parts.length || !NAME_WORD.test(parts[0]) || PARTICLES.has(parts.at(-1)!.toLowerCase()))
    return 0;
  // Their mailbox often spells the name: ada.lovelace@, alovelace@, ada@.
  const folded = parts.map((p) => fold(p)).filter((p) => p.length > 1);
  const spelled = mailboxes.some((box) => folded.some((p) => box.includes(p)));
  // The words the card's domain spells whole are the firm's ("PAMIR ENERGY" on pamirenergy.tj), unless
  // the mailbox spells them too: a person's own firm (jane@janedoe.com).
  if (brands.includes(fold(text)) && !spelled) return 0;
  let score = 1;
  if (spelled) score += 2;
  if (tallest !== null && line.height !== null && line.height >= tallest * 0.9) score += 1;
  if (line.index <= 1) score += 0.5;
  return score;
}

/** A capital E read as a pound sign ("£rmelinda", "£kzekutiv", "£fate Fresh Ltd"): no word opens with one before a small letter. */
const withPoundAsE = (line: CardLine): CardLine =>
  /£\p{Ll}/u.test(line.text) ? { ...line, text: line.text.replace(/(?<![\p{L}\d])£(?=\p{Ll})/gu, 'E') } : line;

/** A capital I read as a bar or an exclamation mark at the end of a word in capitals before another ("MALOT| WATER", "TAS! MANE"). */
const withBarAsI = (text: string) => text.replace(/(?<=\p{Lu}{2})[|!]{1,2}(?=\s\p{Lu}{2})/gu, 'I');

/**
 * Large quotation marks or a logo's mark before a title, read as symbols, a digit or a lower-case
 * letter or two ("a é Directeur Général", "& & Director General", "9 & Proprietor"): a title opens
 * with a capital.
 */
const MARKS_BEFORE_TITLE = /^(?:(?:[^\p{L}\p{N}\s]+|\p{Ll}{1,2}|\p{N})\s+)+(?=\p{Lu})/u;

/**
 * Picks the name, the job title and the company among the lines that are not a way to reach the
 * person or their address. A name is two to four capitalised words, helped by the mailbox and the
 * text size; a title has a title word; a company a company word or the brand of the card's domain.
 */
export function peopleFields(
  read: readonly CardLine[],
  emails: readonly string[],
  websites: readonly string[],
  address: readonly string[] = [],
  lastWordAlone = false,
): PersonFields {
  const lines = withCutTitleWords(read.map(withPoundAsE));
  const locals = emails.map((e) => e.split('@')[0] ?? '');
  const mailboxes = locals.map(fold);
  const brands = brandWords(emails, websites);
  // The tallest text among words, not a logo's mark read as a letter or two.
  const heights = lines
    .filter((l) => lettersIn(l.text) >= 4)
    .map((l) => l.height)
    .filter((h): h is number => h !== null);
  const tallest = heights.length ? Math.max(...heights) : null;

  let name: NameLine | undefined;
  let best = 0;
  // The line after "Specjalista ds." or "Head of" is the rest of the title, however name-like or
  // company-like ("Obsługi Klienta", "Partnerships & Alliances") — unless it is set half as large
  // again: the name, read between the title's two lines ("Jefe de" / "Andrés Araya" / "Mercadeo y Ventas").
  const restOfTitle = (line: CardLine) => {
    const before = lines.filter((l) => l.index < line.index).at(-1);
    const larger = line.height !== null && before?.height != null && line.height > before.height * 1.5;
    return before !== undefined && line.index - before.index <= 3 && leavesTitleOpen(before.text) && !larger;
  };
  // A line with a legal form alone right under it is the company's name ("Quarrystone Robotics" / "Inc."), never a person's.
  const overForm = (line: CardLine) =>
    lines.some((l) => l.index === line.index + 1 && LONE_LEGAL_FORM.test(l.text.trim()));
  // One over a word and a form ("Kyrgyz Honey" / "Export LLC") is the name only when no other line is one: the
  // company is printed under the name too ("Mikko Virtanen" / "Saimaa Oy"), but not under the company's first words.
  const overWordAndForm = (line: CardLine) => lines.some((l) => l.index === line.index + 1 && endsName(line, l.text));
  const candidates: NameLine[] = [...lines, ...twoLineNames(lines)];
  for (const lastResort of [false, true]) {
    for (const line of candidates) {
      if (restOfTitle(line) || overForm(line) || overWordAndForm(line) !== lastResort) continue;
      const read = withNameSlips(line.text);
      const candidate = read === line.text ? line : { ...line, text: read, parts: line.parts ?? [line] };
      const score = nameScore(candidate, mailboxes, tallest, brands);
      if (score > best) [name, best] = [candidate, score];
    }
    if (name) break;
  }
  // A name set on two lines is both of them: neither is the title or the company.
  const nameLines = lines.filter((l) => l === name || (name?.parts ?? []).includes(l));

  // A line with an @ inside words is a mangled email the patterns missed, never a name or a
  // company (nor is a mangled web address); an @ on its own before capitals is a logo ("@ ASTORIA FREIGHT", "Q@ BRACKENFIELD LTD").
  const others = lines.filter(
    (l) =>
      !nameLines.includes(l) &&
      lettersIn(l.text) >= 2 &&
      !/[a-z0-9._-]@|@\s?[a-z0-9]/.test(l.text) &&
      !WEB_ADDRESS_READ.test(l.text),
  );
  // A line read surely first: a speck read as "So Co" above "Namib Solar (Pty) Ltd" has a legal form too,
  // and a speck read as "prim" spells part of pnimprimerie.bj.
  const sure = (l: CardLine) => (l.confidence ?? 100) >= 50;
  const byBrand = others.find(
    (l) =>
      matchesBrand(l.text, brands) && !isTitleLine(l.text) && !restOfTitle(l) && (sure(l) || lettersIn(l.text) > 4),
  );
  // A company's name has a capital: "sy next thursday co:" is a sheet's print under the card.
  const capital = (l: CardLine) => /\p{Lu}/u.test(l.text);
  const formed = (l: CardLine) => LEGAL_FORM.test(l.text) && capital(l);
  const byWord =
    others.find((l) => formed(l) && sure(l)) ??
    others.find(formed) ??
    others.find((l) => isCompanyLine(l.text) && capital(l) && !restOfTitle(l));
  // A logo's large word that spells the brand ("NORRSKEN") stands over the company's full name
  // ("Norrsken Logistics Aktiebolag"): the full name is the company.
  const fuller =
    byBrand && others.find((l) => l !== byBrand && isCompanyLine(l.text) && startsWithWords(l.text, byBrand.text));
  let company = fuller || (byBrand ?? byWord);
  // Read surely first, and right under the name first: a card under this one on a desk prints a title too.
  const titles = others.filter((l) => l !== company && isTitleLine(l.text) && !TAGLINE.test(l.text));
  const underName = (l: CardLine) => name !== undefined && l.index > name.index && l.index - name.index <= 3;
  const title = titles.find((l) => sure(l) && underName(l)) ?? titles.find(sure) ?? titles[0];

  // No company word and no brand: a short line of capitalised words set large (a logo's text) is the company;
  // an address's word alone ("Unit" read large, its number lost) or a department ("Corporate Banking") is not.
  if (!company) {
    company = others
      .filter(
        (l) =>
          l !== title &&
          !restOfTitle(l) &&
          (l.confidence ?? 100) >= 60 &&
          // Three letters are a brand in capitals ("IBM"); "Hil]" is a speck's edge.
          (lettersIn(l.text) >= 4 || /^\p{Lu}{3}$/u.test(l.text)) &&
          looksLikeBrand(l.text) &&
          !(PLACE_WORD.test(l.text) && !/\s/.test(l.text.trim())) &&
          !isDepartment(l.text),
      )
      .sort((a, b) => (b.height ?? 0) - (a.height ?? 0))[0];
    if (
      company &&
      tallest !== null &&
      (company.height ?? 0) < tallest * 0.6 &&
      name &&
      (name.height ?? 0) > (company.height ?? 0)
    )
      company = undefined;
  }

  const lone = others.find((l) => l !== title && LONE_LEGAL_FORM.test(l.text.trim()));
  // Its name is the line before it unless a company word or the card's brand named another line.
  if (lone && (!(byBrand ?? byWord) || company === lone))
    company =
      others.filter((l) => l.index < lone.index && l !== name && l !== title && looksLikeBrand(l.text)).at(-1) ??
      company;
  const companyText =
    company && lone && company !== lone && !LEGAL_FORM.test(company.text)
      ? `${company.text}${company.open ? ',' : ''} ${lone.text.trim()}`
      : company &&
        (companyOnTwoLines(company, lines, [...nameLines, title]) ??
          companyAcrossBrand(company, lines, brands, [...nameLines, title]) ??
          company.text);

  const placed = title || !name ? undefined : titleByPosition(name, others, company, brands);
  const titleLine = title ?? placed;
  return {
    ...(name ? splitName(name.text, locals, lastWordAlone) : { firstName: '', lastName: '' }),
    jobTitle: titleLine
      ? withTitleSlips(titleLines(titleLine, others, [name, company], isCompanyLine, hasLegalForm, address))
          .replace(/^(?:title|position)\s*:\s*/i, '')
          .replace(MARKS_BEFORE_TITLE, '')
      : '',
    company:
      companyText && hasNameBesideForm(companyText)
        ? withLegalFormSlips(
            withoutStrayEnd(withoutLogoMark(withFiBeforeConsonantAsA(withBarAsI(companyText)), brands)),
          )
        : '',
    titleByPosition: placed !== undefined,
  };
}

/**
 * No line has a title word: the line printed right under the name, in smaller letters, a few
 * capitalised words that are not the company, its brand, a department alone or a place, is most
 * likely the title in words the vocabulary lacks ("Chartered Surveyor" before it knew "surveyor").
 * Read surely only (confidence ≥ 80); the caller marks it for a check.
 */
function titleByPosition(
  name: CardLine,
  lines: readonly CardLine[],
  company: CardLine | undefined,
  brands: readonly string[],
): CardLine | undefined {
  // Right under it, or under a number or an email the contact finder took out of the lines.
  const below = lines.find((l) => l.index > name.index && l.index <= name.index + 2);
  if (!below || below === company || (below.confidence ?? 100) < 80 || lettersIn(below.text) < 4) return undefined;
  const parts = below.text.split(' ');
  const smaller = below.height === null || name.height === null || below.height < name.height * 0.8;
  // Capitalised words, or a title set in sentence case as many languages write one ("Vodja razvoja").
  const words =
    parts.every(
      (p) => /^\p{Lu}[\p{L}&.'’-]*,?$/u.test(p) || /^(?:&|of|and|de|du|des|la|für|y|et|van|voor)$/i.test(p),
    ) || /^\p{Lu}\p{Ll}{2,}(?:\s\p{Ll}{2,}){1,3}$/u.test(below.text);
  const ok =
    smaller &&
    words &&
    parts.length <= 5 &&
    !isCompanyLine(below.text) &&
    !isDepartment(below.text) &&
    !matchesBrand(below.text, brands) &&
    !looksLikePlaces(below.text);
  return ok ? below : undefined;
}
