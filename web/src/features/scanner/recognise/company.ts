import { START, END, hasTitleWord, isDepartment } from './titles';
import { countryAtEnd } from './country';
import { fold, words, type CardLine } from './text';

/**
 * Legal forms: a line with one is the company's name, whatever else it says. The forms of many
 * countries, not only those the bench's cards print (Finnish Oy, Hungarian Kft., Czech s.r.o.,
 * Malaysian Sdn. Bhd., Indian Pvt., Emirati FZE and DMCC, Russian OOO, Indonesian Tbk, Spanish S.L., Egyptian
 * S.A.E., Peruvian S.A.C., Icelandic ehf., Baltic UAB and SIA, Balkan d.o.o. and a.d., Macedonian
 * DOO and DOOEL, Kyrgyz OsOO, Bulgarian OOD and EOOD, Omani SAOG and SAOC, Tunisian SUARL, Albanian Sh.p.k. and Sh.a., Faroese
 * P/F and Sp/f…), written with dots or without.
 */
export const LEGAL_FORM = new RegExp(
  `${START}(?:${words(`
    inc incorporated llc llp ltd limited plc corp corporation co company gmbh ag kg ug sa sas sarl srl spa bv nv
    pty pte ltda lda aktiebolag aps oy oyj kft zrt nyrt sro sdn bhd berhad pvt fze fzco dmcc jsc pjsc ooo tbk
    sae sac eirl eireli ehf hf asa uab sia kgaa pllc şti sti ike eood ood anstalt sarlu suarl mchj saog saoc doo dooel osoo
  `)}|w\\.l\\.l|k\\.s\\.c(?:\\.c)?|a/s|i/s|sp\\. z o\\.o|(?<!\\.)s\\.a|s\\.l(?:\\.u)?|s\\.r\\.o|a\\.s|a\\.ş|s\\.a\\.e|s\\.a\\.c|d\\.[o0]\\.[o0]|d\\.d|a\\.d|a\\.e|k\\.k|s\\. de r\\.l|s\\.r\\.l|s\\.p\\.a|s\\.a\\.r\\.l|s\\.à r\\.l|b\\.v|n\\.v|e\\.i\\.r\\.l|sh\\.p\\.k|sh\\.a|p/f|sp/f)(?![\\p{L}\\d-])\\.?`,
  'iu',
);

/**
 * A line that is a legal form alone: set under the company's name in a narrow panel ("Silverbirch
 * Design" / "BV"), the engine reads it as a line of its own, often after a contact line of the
 * column beside it (a South African "(PTY) LTD" too). Forms that are words too ("og", "as") count only here, where they stand alone.
 */
export const LONE_LEGAL_FORM =
  /^(?:inc|llc|llp|ltd|limited|plc|corp|gmbh|ag|kg|og|ug|sa|sas|sarl|sarlu|s\.?r\.?l|spa|s\.p\.a|b\.?v|n\.?v|dac|ab|as|aps|a\/s|oy|sl|slu|bvba|sprl|lda|ltda|doo|dooel|osoo|ine\.|\(?pty\)?\.?\s(?:ltd|limited)|p\/f|sp\/f)\.?$/i;

/**
 * Legal forms printed before the company's name, in capitals: Indonesian PT and CV, Baltic SIA and
 * UAB, Lithuanian and Swedish AB, the Russian and Ukrainian OOO, AO, PAO, TOV. Alone they are words too, so only before a name.
 */
const FORM_BEFORE_NAME = /^(?:PT|CV|SIA|UAB|AB|OOO|AO|PAO|TOV)$/;

/** Words that make a line a company's name unless it is a job title ("Marketing Director"). */
export const COMPANY_WORD = new RegExp(
  `(?:${START}(?:${words(`
    group holdings partners associates ventures capital labs lab studio studios solutions technologies technology
    systems software consulting consultants agency media networks industries international global enterprises
    services logistics analytics bank insurance foundation institute university college hospital clinic school
    academy architects engineering collective works workshop sons brothers bros fr[eéè]res hermanos fratelli gebr[uü]der
    trading tours travel travels freight handicrafts crafts resorts lodge villas adventures ceramics textiles textile
    tecnolog[ií]as? technologie artisanat artesan[ií]as?
  `)})${END}|&)`,
  'iu',
);

/** A legal form in capitals before a capitalised name ("AB Vilnius Lasers", "PT Merapi Energi"). */
const formBeforeName = (text: string) => {
  const [form, next] = text.split(' ');
  return FORM_BEFORE_NAME.test(form) && next !== undefined && /^\p{Lu}/u.test(next);
};

export const isCompanyLine = (text: string) =>
  LEGAL_FORM.test(text) ||
  formBeforeName(text) ||
  (COMPANY_WORD.test(text) && !hasTitleWord(text) && !isDepartment(text));

/**
 * Legal forms as the engine misreads them, where a digit cannot stand: "Sp. z 0.0." (Sp. z o.o.), "0sO0" (OsOO), "MCh)" (MChJ),
 * "S.A.P.1. de C.V." and "S.A.P.l." (S.A.P.I.), forms that kept some of their dots or spaces ("S A", "S.AS", "S. de RL.",
 * "DEC.V.", "S.ar.l."; with none kept, "SA" may be as printed), "S A. de CU." (S.A. de C.V.: the V read as a U), "1/S" (I/S), "d.0.0" (d.o.o.), "D.0.0." (D.O.O.), "S.fi.", "S.f." and "SA." (S.A.: a
 * dot kept after the A is the S.A.'s, its first lost), "Ine." alone
 * on its line (Inc.), "Lid." (Ltd.), "LTO" (LTD), "Co.. Ltd" (its comma read as a dot), "N. V." and "NV." (N.V.), an "&" read as "6" between two names
 * ("Frick 6 Buchel Anstalt").
 */
export function withLegalFormSlips(text: string): string {
  return text
    .replace(/(?<=\bsp\.\s?z\s)[0o]\.?[0o]0?\.?$/i, 'o.o.')
    .replace(/(?<=\bS\.A\.P\.)[1l](?=\.)/i, 'I')
    .replace(/(?<![\p{L}\d])1\/S$/u, 'I/S')
    .replace(/(?<![\p{L}\d])([dD])\.[oO0]\.[oO0]\.?$/u, (_m, d: string) => (d === 'D' ? 'D.O.O.' : 'd.o.o.'))
    .replace(/(?<=\s)[0O]s[O0]{2}$/, 'OsOO')
    .replace(/(?<=\s)MCh\)$/, 'MChJ')
    .replace(/(?<=\s)W\.LL\.?$/, 'W.L.L.')
    .replace(/(?<=\bS\.)fi?\.?$/, 'A.')
    .replace(/(?<=\s)S\sA\.?$/, 'S.A.')
    .replace(/(?<=\s)S\.A\.?S\.?$/, 'S.A.S.')
    .replace(/(?<=\sS\. de )R\.?L\.?$/, 'R.L.')
    .replace(/(?<=\s)(de|DE)C\.V\.$/, '$1 C.V.')
    .replace(/(?<=\s)S\.a\s?r\.l\.?$/, 'S.à r.l.')
    .replace(/(?<=\s)SA\.$/, 'S.A.')
    .replace(/(?<=\s)S\.?\s?A\.?(?=\sde\sC\.?\s?[UV]\.?$)/i, 'S.A.')
    .replace(/(?<=\sde\s)C\.?\s?[UV]\.?$/i, 'C.V.')
    .replace(/(?<=\s)Ine\.$/, 'Inc.')
    .replace(/(?<=\s)Lid(?=\.?$)/, 'Ltd')
    .replace(/(?<=\s)LT[O0](?=\.?$)/, 'LTD')
    .replace(/(?<=\sco)\.\.(?=\s?ltd\.?$)/i, '.,')
    .replace(/(?<=\s)([BN])\.?\s?V\.$|(?<=\s)([BN])\.\s?V$/, '$1$2.V.')
    .replace(/(?<=\p{Lu}\p{Ll}+)\s6\s(?=\p{Lu}\p{Ll})/u, ' & ');
}

/**
 * A logo's shape read as a letter or two before the company's name: "A NORTHLIGHT STUDIO",
 * "c) CLYDESIDE CLINIC", "($9) VIGNA NOVE", "& WALDKANTE INSTITUT", "nN Kestrel Systems" (no word is cased so), "Al Kestrel Legal" when the
 * card's domain spells the name without it (kestrellegal.nl).
 */
export function withoutLogoMark(text: string, brands: readonly string[] = []): string {
  // Letters spaced out before it (a name or a motto set letter by letter, "S 1 L e C 0 h 0 C a r u CEBAN &
  // PARTENERII") are a line of their own run into it, not the company's words.
  const spaced = text.match(/^(?:\S\s+){4,}(\p{Lu}{2,}.*)$/u);
  if (spaced) return spaced[1];
  // A mark read as several pieces ("i { [ Rivenhall Capital Corp.") loses the symbols after the first.
  let out = withoutFirstMark(text, brands);
  for (let piece = 0; piece < 2 && out !== text; piece += 1) {
    const more = out.match(/^(?:[^\p{L}\d\s]{1,3}|['’]\p{L}{1,2})\s+(\S.*)$/u);
    if (!more) break;
    out = more[1];
  }
  return out;
}

function withoutFirstMark(text: string, brands: readonly string[]): string {
  const match = text.match(/^(\S{1,4})\s+(\S.*)$/u);
  if (!match) return text;
  const [, mark, rest] = match;
  // A legal form printed before the name is no mark ("AB VILNIUS LASERS", "SA Nordic Lasers", "PT Merapi Energi").
  if (LONE_LEGAL_FORM.test(mark) || FORM_BEFORE_NAME.test(mark)) return text;
  // Up to four characters with a symbol among them ("($9)", "Q@"), or an "&" no name starts with.
  const symbol = /[^\p{L}\d&.'’-]/u.test(mark) || mark === '&';
  // A letter or two after an apostrophe begin no word ("'N SAIMAA OY"): a mark's edge.
  const quoted = /^['’]\p{L}{1,2}$/u.test(mark);
  // A legal form before the name is kept ("AB VILNIUS LASERS", "SA NORDIC…").
  const letterBeforeCaps = /^\p{L}{1,2}$/u.test(mark) && rest === rest.toUpperCase() && /\p{Lu}{3}/u.test(rest);
  // Letters no name is cased like ("nN"), or a few lower-case letters before a capital ("ill Redfern").
  const oddCase =
    /^\p{Ll}\p{Lu}$/u.test(mark) ||
    (/^\p{Ll}(?:\p{Ll}{0,2}|['’]\p{Ll})$/u.test(mark) && /^(?:[^\p{L}\d\s]{1,3}\s+)*['’]?\p{Lu}/u.test(rest));
  const brand = (words: string) => fold(words.split(' ').slice(0, 2).join(''));
  const brandStartsAfter =
    /^\p{L}{1,2}$/u.test(mark) &&
    brands.some((b) => b.length >= 5 && b.startsWith(brand(rest)) && !b.startsWith(brand(text)));
  return symbol || quoted || letterBeforeCaps || oddCase || brandStartsAfter ? rest : text;
}

/**
 * Marks read after a company's legal form, where nothing of the name can follow: "Ambersky Biotech
 * LLC il", "Harbourlight Werkstoffe GmbH & Co. KG Oo", "Ironbark Engineering Inc. [| il", "… JSC
 * ill", "… IKE (5)", "… d.d. pp, (7)", or after a name in capitals with its form first — up to three pieces of at most two characters each between
 * symbols, three lower-case letters, or symbols.
 */
export function withoutStrayEnd(text: string): string {
  const parts = text.split(' ');
  let end = parts.length;
  const stray = (part: string) =>
    (/^[^\p{L}\d]{0,2}(?:[\p{L}\d]{1,2}|\p{Ll}{3})[^\p{L}\d]{0,2}$/u.test(part) && !LEGAL_FORM.test(part)) ||
    /^[^\p{L}\d]{1,3}$/u.test(part);
  // Not a form's last part after "de" ("S.A. de CU.", "S. de R.L."): withLegalFormSlips mends it.
  const form = (at: number) => /^de$/i.test(parts[at - 2] ?? '');
  while (end > 1 && parts.length - end < 3 && stray(parts[end - 1]) && !form(end)) end -= 1;
  // Two letters cased as no form is ("oY") after a name in capitals ("JACMEL ARTISANAT oY").
  if (
    parts.length > 2 &&
    /^\p{Ll}\p{Lu}$/u.test(parts.at(-1)!) &&
    parts.slice(0, -1).every((p) => /^\p{Lu}{3,}$/u.test(p))
  )
    return parts.slice(0, -1).join(' ');
  // Or after a name in capitals whose legal form comes first ("UAB BALTIC AMBER A", "AB VILNIUS LASERS ill As").
  const formFirst =
    end > 2 &&
    (LEGAL_FORM.test(parts[0]) || LONE_LEGAL_FORM.test(parts[0])) &&
    parts.slice(1, end).every((p) => /^\p{Lu}{3,}$/u.test(p));
  return end < parts.length && (LEGAL_FORM.test(parts[end - 1]) || formFirst) ? parts.slice(0, end).join(' ') : text;
}

/** One to four words, each capitalised or in capitals, no sentence: a brand rather than a tagline. */
export function looksLikeBrand(text: string): boolean {
  const parts = text.split(' ');
  return parts.length <= 4 && parts.every((p) => /^[\p{Lu}\d&][\p{L}\d&'’.-]*$/u.test(p)) && !/[.!?]$/.test(text);
}

/** A company's name has a word besides its legal form ("3M Company"): "Bhd" or "4 NV" alone are specks beside a form. */
export const hasNameBesideForm = (text: string) =>
  (text.replace(new RegExp(LEGAL_FORM.source, 'giu'), '').match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2;

/**
 * A company's name set on two lines, its legal form on the second with one word of the name
 * ("Shire Highlands" / "Tea Ltd", "Kyrgyz Honey" / "Export LLC"; a contact line of the other column
 * may be read between): the two lines, when the company found is one of them. The upper is two or
 * three capitalised words set no smaller, not the name, the title, a country or a logo's word the
 * second repeats. Else undefined.
 */
export function companyOnTwoLines(
  company: CardLine,
  lines: readonly CardLine[],
  taken: readonly (CardLine | undefined)[],
): string | undefined {
  const formLine = (l: CardLine) =>
    LEGAL_FORM.test(l.text) &&
    l.text.replace(new RegExp(LEGAL_FORM.source, 'giu'), '').trim().split(/\s+/).length === 1;
  const lower = formLine(company)
    ? company
    : lines.find((l) => l.index > company.index && l.index <= company.index + 2);
  if (!lower || !formLine(lower) || !hasNameBesideForm(lower.text)) return undefined;
  const upper = lower === company ? lines.findLast((l) => l.index < lower.index) : company;
  if (!upper || upper === lower || lower.index - upper.index > 2 || taken.includes(upper)) return undefined;
  // Nothing kept between them but what the contact finder took out.
  if (lines.some((l) => l.index > upper.index && l.index < lower.index)) return undefined;
  const words = upper.text.split(' ').length;
  const smaller = upper.height !== null && lower.height !== null && upper.height < lower.height * 0.9;
  if (words < 2 || words > 3 || smaller || !looksLikeBrand(upper.text) || /\d/.test(upper.text)) return undefined;
  if (LEGAL_FORM.test(upper.text) || hasTitleWord(upper.text) || isDepartment(upper.text) || countryAtEnd(upper.text))
    return undefined;
  const [a, b] = [fold(upper.text), fold(lower.text)];
  return a.startsWith(b.slice(0, 4)) || b.startsWith(a.slice(0, 4)) ? undefined : `${upper.text} ${lower.text}`;
}

/**
 * A company's name the card's domain spells across two lines, a logo's word over the rest ("ALTAN"
 * / "GOBI CASHMERE LLC" on altangobi.mn, "ANDROS" / "FREIGHT" on androsfreight.bs; a number of the
 * other column may be read between): the two lines, when the first is the domain's start and only
 * both spell all of it. Else undefined.
 */
export function companyAcrossBrand(
  company: CardLine,
  lines: readonly CardLine[],
  brands: readonly string[],
  taken: readonly (CardLine | undefined)[],
): string | undefined {
  const next = lines.find((l) => l.index > company.index);
  if (!next || next.index - company.index > 2 || taken.includes(next)) return undefined;
  const [first, both] = [fold(company.text), fold(`${company.text} ${next.text}`)];
  const spelled = brands.some(
    (brand) => brand.length >= 6 && brand.startsWith(first) && brand.length > first.length && both.startsWith(brand),
  );
  return spelled ? `${company.text} ${next.text}` : undefined;
}
