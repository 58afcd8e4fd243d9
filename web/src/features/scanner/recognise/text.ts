import { isSupportedCountry, type CountryCode } from 'libphonenumber-js';

/** One line of text as OCR read it; height and confidence help when the engine gives them. */
export interface OcrLine {
  text: string;
  /** The line's height in pixels of the picture (the name is often the largest text). */
  height?: number;
  /** 0–100, the engine's confidence in the line. */
  confidence?: number;
}

/** A cleaned line, with its position among the card's lines. */
export interface CardLine {
  text: string;
  index: number;
  height: number | null;
  confidence: number | null;
  /** The printed line ended in a comma: a title or address it starts goes on in the next line. */
  open?: boolean;
  /** What is left of a line a number, email or web address was taken from (its label, a word beside it). */
  besideContact?: boolean;
}

/** Stray marks OCR reads from logos, rules and card edges at either end of a line. */
const EDGE_JUNK = /^[\s|¦!:;,.'"`~^*_=\-–—•·°©®™#<>[\]{}\\/]+|[\s|¦!:;,'"`~^*_=+\-–—•·°©®™#<>[\]{}\\/(]+$/g; // "+" and "(" may start a number
const LETTERS = /\p{L}/gu;

export function lettersIn(text: string): number {
  return text.match(LETTERS)?.length ?? 0;
}

/**
 * The card's lines, cleaned: whitespace collapsed, junk at the ends dropped, and lines with no
 * word in them (logo fragments, rules) left out. A line OCR was unsure of that is mostly symbols
 * is noise rather than text.
 */
export function cardLines(input: string | readonly OcrLine[]): CardLine[] {
  const raw: OcrLine[] = typeof input === 'string' ? input.split(/\r?\n/).map((text) => ({ text })) : [...input];
  const lines: CardLine[] = [];
  for (const line of raw) {
    for (const part of line.text.split(/\r?\n/)) {
      // An icon before the line (a pin or an envelope read as "@", "©", "®") is no part of it either.
      // A cent sign is the English model's "c" or "ć" before "/" or a letter and after an "i" at a
      // word's end ("¢/ Brasil", "c¢/", "¢j. 30", "Vukovi¢"), and its "é" after another letter ("San
      // Jos¢"): no card prints cents. A "c" and a cent sign at a word's end are its "ć" ("Karic¢").
      const text = part
        .replace(/\s+/g, ' ')
        // The "l" of a domain's ending read as a bar at the line's end ("tasimane. t|"): a letter, not an edge.
        .replace(/(?<=\.\s?[a-z])\|(?=\s*$)/, 'l')
        .replace(EDGE_JUNK, '')
        .trim()
        .replace(/^[@©®]+\s+(?=[\p{Lu}\d+(])/u, '')
        .replace(/(?<=\p{L})c¢(?![\p{L}\d])/gu, 'ć')
        .replace(/c?¢(?=\/)|¢(?=\p{Ll})|(?<=i)¢(?![\p{L}\d])/gu, 'c')
        .replace(/(?<=\p{L})¢(?![\p{L}\d])/gu, 'é')
        // A capital E read as a pound or euro sign before a word's small letters ("£fate", "€scalón"),
        // and "El" before a name ("£1 Salvador"): no card prints a price so.
        .replace(/(?<![\p{L}\d])[£€](?=\p{Ll})/gu, 'E')
        .replace(/(?<![\p{L}\d])£[1l](?=\s\p{Lu}\p{Ll})/gu, 'El');
      const alnum = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
      if (alnum < 2) continue;
      const confidence = line.confidence ?? null;
      // An unsure read that is mostly symbols: a logo or an edge, not words.
      if (confidence !== null && confidence < 45 && alnum < text.length * 0.6) continue;
      const open = /,\s*$/.test(part) || undefined;
      lines.push({ text, index: lines.length, height: line.height ?? null, confidence, ...(open && { open }) });
    }
  }
  return lines;
}

/**
 * Undoes OCR's usual slips inside something that must be an address or a domain: spaces around
 * dots and the at sign ("jane@acme. co.uk", "www. acme .com"), © or ® read for @, the dot before a
 * domain's ending read as a space or a comma ("mathieu@bluepeak fr", "ana@pixelnorte,pt",
 * "acme co.uk", "acme.co uk", "tanawaterworks.co ke").
 */
export function tightenAddresses(text: string): string {
  return (
    text
      // An "@" read as "©" or "®", or as both ("phetsamone®@laotel.com").
      .replace(/(\w)\s*[©®]\s*@?\s*(?=\w)/g, '$1@')
      // A scheme's second slash read as a letter ("http:/Awww.", "http-/fwww.", "hittp:/Awww.").
      .replace(/(?<![\w.])h[a-z]?ttp(s?)\W?\/[a-z](?=www\.)/gi, (_m, s: string) => `http${s.toLowerCase()}://`)
      // The dot after "www" read as a space, an underscore with it ("www thunderdragoncrafts bt",
      // "http://www millecollinestech.rw", "www _khangaimining.mn").
      .replace(/(?<=(?:^|\s|:\/\/)www)\s+_?(?=[a-z0-9-]{3,}[.\s][a-z])/gi, '.')
      // Before a lower-case letter only: "Q@ BRACKENFIELD" is a logo beside a name, not an email.
      .replace(
        /(\w)\s+@\s*(?=[a-z0-9])|(\w)\s*@\s+(?=[a-z0-9])/g,
        (_m, a: string | undefined, b: string | undefined) => `${a ?? b}@`,
      )
      .replace(
        // Not after a label's letter ("e. ada@…", "M. 0612…"): that dot and space are the label's.
        /([\w-]{2})\s*\.\s+(?=[a-z0-9])|([\w-])\s+\.\s*(?=[a-z0-9])/gi,
        (_m, a: string | undefined, b: string | undefined) => `${a ?? b}.`,
      )
      // Any country's two letters ("revontuli fi", "acme co.uk"), not only the endings we knew; their
      // dot read as a comma too ("www. shresthatraders. com, np").
      .replace(
        /((?:@|www\.)[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?:,\s*|\s+)(com|org|net|io|uk|co\.uk|[a-z]{2})(?=\s|$)/gi,
        (whole, domain: string, ending: string) =>
          ending.length > 2 || /^uk$/i.test(ending) || isSupportedCountry(ending.toUpperCase() as CountryCode)
            ? `${domain}.${ending}`
            : whole,
      )
      // A bare site's country letters cut off at the line's end after a second-level ending
      // ("bondarenkopartners.com ua"): "com ua" ends no sentence, so the space is the dot.
      .replace(/(?<=(?:^|\s)[a-z0-9-]{3,}\.(?:com|co|org|net|gov|edu|ac))\s+([a-z]{2})$/i, (whole, ending: string) =>
        isSupportedCountry(ending.toUpperCase() as CountryCode) ? `.${ending}` : whole,
      )
      .replace(/(@[a-z0-9-]+(?:\.[a-z0-9-]+)*),(?=[a-z]{2,}(?![\w.-]))/gi, '$1.')
      // A space read after a mailbox's "_" ("petra_ vukovic@zagorjedrvo.hr"); not after "-", which a label may end in.
      .replace(/(?<=[a-z0-9]_)\s+(?=[a-z0-9][a-z0-9._%+-]*@)/gi, '')
      // The dot before a country's second-level ending read as a space ("carolina@andescacao com.ec"):
      // "com.ec" is no name's piece, so this is no space read inside the name (below).
      .replace(/((?:@|www\.)[a-z0-9-]{2,}) ((?:com|co|org|net|ac|gov|edu)\.[a-z]{2})(?![\w.-])/gi, '$1.$2')
      // The dot inside a country's second-level ending lost ("hoa@redriverlogistics.comvn"): no real ending reads "comvn".
      .replace(
        /(?<=(?:^|[\s/@])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|edu|gov))([a-z]{2})(?![\w.-])/gi,
        (code: string) => (isSupportedCountry(code.toUpperCase() as CountryCode) ? `.${code}` : code),
      )
      // A lower-case "l" of a country's ending read as a capital "I" or a "|" ("r.kazlauskas@vilniuslasers.It",
      // "www.studio.nI", "xiengthongtravel.com.|a"); an ending printed in capitals stays.
      .replace(/(?<=(?:^|[\s/@])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.)(?:[I|][a-z]|[a-z][I|])(?![\w.-])/g, (code: string) =>
        code.replace(/[I|]/, 'l'),
      )
      // A space read inside the domain ("georgia@pohutukawapart ners.co.nz", "sami@d jerbamarine.com.tn",
      // "www.skeletoncoast fisheries.com.na", "hrasheed@gmai l.com"): a domain with no dot before the space has no ending,
      // so the two pieces are one name.
      .replace(/((?:@|www\.)[a-z0-9-]+) ([a-z0-9-]+\.[a-z]{2,})/g, '$1$2')
      .replace(/\.co\s+uk(?![a-z])/gi, '.co.uk')
      // A country's second-level ending with its last dot read as a space or its first as a comma,
      // before a space or the line's end ("@tanawaterworks.co ke", "@baobab co za | www…",
      // "www.pasigbay, com.ph"): any country's code.
      .replace(
        /((?:@|www\.)[a-z0-9-]+\.(?:co|com|org|net|ac|gov|edu|or|ne))\s+([a-z]{2})(?=\s|$)/gi,
        (whole, domain: string, code: string) =>
          isSupportedCountry(code.toUpperCase() as CountryCode) ? `${domain}.${code}` : whole,
      )
      .replace(/((?:@|www\.)[a-z0-9-]{3,}),\s?(?=(?:co|com|org|net|ac)\.[a-z]{2}$)/i, '$1.')
      .replace(/(?<![a-z0-9-])([a-z0-9-]{4,})\s+(?=co\.uk(?![a-z]))/g, '$1.')
  );
}

/** The digits OCR reads as letters inside a number. */
const DIGIT_READ_AS: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', g: '9', S: '5', B: '8' };
const asDigit = (letter: string) => DIGIT_READ_AS[letter] ?? letter;

/** Inside a number OCR reads 0 as O, 1 as l or I, 9 as g, 5 as S and 8 as B: put the digits back. */
export function fixDigitConfusions(text: string): string {
  return text.replace(/[\dOoIlgSB]{2,}(?:[\s().-]*[\dOoIlgSB]+)*/g, (run) => {
    const digits = run.match(/\d/g)?.length ?? 0;
    // Only a run that is mostly digits already ("Oliver" stays a word), and in it only the
    // groups that hold a digit (a lone "l" after a number is a letter).
    if (digits < 4 || digits < run.replace(/[\s().-]/g, '').length - 2) return run;
    // A last pair of them after a pair of digits is the number's last pair ("51 45 go").
    const last = run.match(/(?<=\s\d\d\s)[gOoIlSB]{2}$/)?.[0];
    const whole = last ? `${run.slice(0, -2)}${last.replace(/./g, asDigit)}` : run;
    // A g, S or B only after a digit past the number's first group: "BB11000" is Barbados's postcode.
    return whole.replace(/[\dOoIlgSB]+/g, (group, at: number) =>
      /\d/.test(group)
        ? group.replace(/[OoIl]/g, asDigit).replace(/(?<=\d)[gSB]/g, (c) => (at > 0 ? asDigit(c) : c))
        : group,
    );
  });
}

/**
 * On a German, Austrian or Swiss card, "ü" read by the English model as "ii" ("Miinchen",
 * "Kriiger", "Hans-Jiirgen"): no German word has "ii" inside it.
 */
export function withUmlauts(text: string, country?: string): string {
  return country && ['DE', 'AT', 'CH', 'TR', 'HU'].includes(country)
    ? text.replace(/(?<=\p{L})ii(?=\p{L})/gu, 'ü')
    : text;
}

/**
 * Letters the English model misreads in a name, by the card's country: "ø" read as "g", "e", "@"
 * or "D" on a Danish or Norwegian card ("Ngrgaard", "Dstergaard"), "ç" read as "g" on a
 * Portuguese or Brazilian one ("Gongalves"). Where the person's mailbox spells the word with the
 * plain letter in that one place ("rasmus.norgaard@", "goncalo@"), the letter is put back.
 */
const NAME_LETTERS: { countries: string[]; plain: string; misread: RegExp; letter: string }[] = [
  { countries: ['DK', 'NO'], plain: 'o', misread: /[ge@d]/, letter: 'ø' },
  { countries: ['PT', 'BR'], plain: 'c', misread: /g/, letter: 'ç' },
];
export function withNameLetters(word: string, mailboxes: readonly string[], country?: string): string {
  const slips = NAME_LETTERS.filter((s) => country && s.countries.includes(country));
  if (!slips.length) return word;
  return word.replace(/\p{L}{3,}/gu, (part) => {
    const lower = part.toLowerCase();
    for (const spelt of mailboxes.flatMap((box) => box.split(/[^a-z]+/))) {
      if (spelt.length !== lower.length || lettersApart(spelt, lower) !== 1) continue;
      const at = [...spelt].findIndex((c, i) => c !== lower[i]);
      const slip = slips.find((s) => spelt[at] === s.plain && s.misread.test(lower[at]));
      if (slip) return part.slice(0, at) + (at === 0 ? slip.letter.toUpperCase() : slip.letter) + part.slice(at + 1);
    }
    return part;
  });
}

/** "ADA LOVELACE" → "Ada Lovelace", "o'neil-smith" → "O'Neil-Smith"; mixed case is left alone. */
export function titleCase(text: string): string {
  if (text !== text.toUpperCase() && text !== text.toLowerCase()) return text;
  return text.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * Accents taken off: the English model often drops them or reads them wrongly ("Geschaftsfuhrer",
 * "Ingenieure"), so words are matched without them.
 */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Letters and digits only, lower case, without accents: how names, brands and domains are compared. */
export const fold = (text: string) =>
  withoutAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A list of words, one or more a line, as a regular expression's alternatives ("a|b|c"). */
export const words = (list: string) => list.trim().split(/\s+/).join('|');

/** How many letters differ between two words of the same length (Infinity when their lengths differ). */
export function lettersApart(a: string, b: string): number {
  if (a.length !== b.length) return Infinity;
  let differences = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) differences += 1;
  return differences;
}

/** Two words one letter apart: one letter changed, added or left out ("pern" / "peru", "israe" / "israel"). */
export function oneLetterApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) return lettersApart(a, b) === 1;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  const at = [...short].findIndex((c, i) => c !== long[i]);
  return at < 0 || short.slice(at) === long.slice(at + 1);
}

/** A free mail provider's name ("gmail" of gmail.com): a mailbox's host, never a firm's. */
export const isFreeMailBrand = (brand: string) =>
  /^(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|aol|proton|protonmail|gmx|web|mail)$/.test(brand);

/** A free mail provider's host as a web address ("yahoo.com", "www.gmail.com"): a mailbox's "@" lost, not the card's site. */
export function isFreeMailHost(address: string): boolean {
  const [brand, ...endings] = address
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .split('/')[0]
    .split('.');
  return isFreeMailBrand(brand) && endings.length > 0 && endings.every((ending) => /^[a-z]{2,3}$/.test(ending));
}
