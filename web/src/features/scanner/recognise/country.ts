import { getCountries, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { oneLetterApart, withoutAccents } from './text';

/**
 * The country a web or mail domain's ending names: a country's own two letters (".de", ".hu",
 * ".com.tr", ".co.ke"; ".uk" is GB), for every country libphonenumber-js knows. Endings sold
 * worldwide as short names (".co", ".io", ".me", ".tv", ".ai"…) name no country, unless under a
 * second level the country keeps (".com.co" is Colombia).
 */
function domainCountry(domain: string): CountryCode | undefined {
  const parts = domain.toLowerCase().split(/[./]/).filter(Boolean);
  const ending = parts.at(-1) ?? '';
  const code = (ending === 'uk' ? 'GB' : ending.toUpperCase()) as CountryCode;
  if (ending.length !== 2 || !isSupportedCountry(code)) return undefined;
  const secondLevel = parts.length >= 3 && /^(?:com|co|org|net|gov|edu|ac|or|ne|go)$/.test(parts.at(-2) ?? '');
  return GENERIC_ENDINGS.has(ending) && !secondLevel ? undefined : code;
}
const GENERIC_ENDINGS = new Set(
  'co io ai me tv ly to fm am gg cc ws la sh ac vc gl so is im dj gs ms nu tk ag bz sc'.split(' '),
);

/** Names cards print that are no country's English or own-language name. */
const OTHER_NAMES: Record<string, CountryCode> = {
  usa: 'US',
  'u.s.a': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  eire: 'IE',
  uae: 'AE',
  'u.a.e': 'AE',
  korea: 'KR',
  'republic of korea': 'KR',
  turkey: 'TR',
  'czech republic': 'CZ',
  'the netherlands': 'NL',
  holland: 'NL',
  'hong kong': 'HK',
  'brunei darussalam': 'BN',
};
/** Countries whose English name is also a person's or a US state's ("Jordan", "Georgia"): not a country alone. */
const AMBIGUOUS = new Set(['JO', 'GE', 'TD', 'JE']);

const fold = (text: string) =>
  withoutAccents(text)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '');

/**
 * Languages many countries print their cards in besides their own main one (Morocco's and
 * Tunisia's in French: "Maroc", "Tunisie"; Spanish for a country's Spanish-speaking customers).
 */
const WIDELY_PRINTED = ['fr', 'es'];
/** Their names that are also a person's or a town's ("Dominique", "Granada", "Salvador"): never a country alone. */
const NOT_A_COUNTRY = new Set([
  'dominique',
  'salvador',
  'grenade',
  'granada',
  'guadalupe',
  'mauricio',
  'kenia',
  'reunion',
  'bermudas',
]);

let names: Map<string, CountryCode> | undefined;
/**
 * Every country's name in English, in its own main language (and in Latin letters: "Srbija"), in
 * French and in Spanish ("Croatia", "Hrvatska", "Perú", "Lietuva", "Maroc"), folded, from the browser's own Intl data (no bytes shipped), made once when first asked.
 */
function countryNames(): Map<string, CountryCode> {
  if (names) return names;
  names = new Map(Object.entries(OTHER_NAMES).map(([name, code]) => [name, code]));
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const own = new Map<string, Intl.DisplayNames>();
  const widely = WIDELY_PRINTED.map((language) => new Intl.DisplayNames([language], { type: 'region' }));
  // A language written in another script also in Latin letters, where the browser knows them (Serbian "Srbija").
  const latin = new Map<string, Intl.DisplayNames>();
  for (const code of getCountries()) {
    if (AMBIGUOUS.has(code)) continue;
    const { language, script } = new Intl.Locale(`und-${code}`).maximize();
    if (!own.has(language)) own.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    if (script !== 'Latn' && !latin.has(language))
      latin.set(language, new Intl.DisplayNames([`${language}-Latn`], { type: 'region' }));
    const ownNames = [own.get(language)?.of(code), latin.get(language)?.of(code)];
    for (const name of [english.of(code), ...ownNames, ...widely.map((names) => names.of(code))])
      if (name && name !== code && !names.has(fold(name)) && !NOT_A_COUNTRY.has(fold(name)))
        // "St. Lucia" as cards print it too: "Saint Lucia", "St Lucia".
        for (const written of [name, name.replace(/^St\.\s/, 'Saint '), name.replace(/^St\.\s/, 'St ')])
          names.set(fold(written), code);
  }
  return names;
}

/**
 * "W.I." (West Indies) after a Caribbean country ("Jamaica W.I."), as the engine reads it too ("W.L",
 * "W.1.", "W.IL."), and "C.A." (Central America) after a Central American one ("Belize, C.A.").
 */
const WEST_INDIES = /,?\s+(?:W\.\s?(?:I|1|l|L|\||IL|Il)|C\.\s?A)\.?$/;

/** The line without a trailing "W.I.", so the country before it is seen. */
export const withoutWestIndies = (line: string) => line.replace(WEST_INDIES, '');

/** The country a line ends with, as printed at the foot of an address ("Greece", "Lima 15074, Perú", "Seoul 05213, Republic of Korea"). */
export function countryAtEnd(line: string): CountryCode | undefined {
  const words = fold(withoutWestIndies(line)).split(/[\s,]+/);
  for (let k = Math.min(4, words.length); k >= 1; k -= 1) {
    const country = countryNames().get(words.slice(-k).join(' '));
    if (country) return country;
  }
  return undefined;
}

/** Liechtenstein's postcodes are printed with its letters ("FL-9495 Triesen"); its cards seldom print its name. */
const LIECHTENSTEIN_POSTCODE = /\bFL[- ]?94[89]\d\b/;

/**
 * The country the card itself shows: a number printed with its country code, a line ending in a country's name, or
 * the country ending of its web or mail domain. Numbers printed without a country code are read
 * in it ("030 4081 2270" on a card from Berlin is +49 30 4081 2270 for a reader in New York).
 */
export function countryOfCard(
  texts: readonly string[],
  internationalPhones: readonly string[],
  domains: readonly string[],
): CountryCode | undefined {
  for (const phone of internationalPhones) {
    const country = parsePhoneNumberFromString(phone)?.country;
    if (country) return country;
  }
  for (const text of texts) {
    const country = countryAtEnd(text) ?? (LIECHTENSTEIN_POSTCODE.test(text) ? 'LI' : undefined);
    if (country) return country;
  }
  for (const domain of domains) {
    const country = domainCountry(domain);
    if (country) return country;
  }
  return undefined;
}

/**
 * The card's own country (from its numbers or domains), its name read a letter off at the foot of
 * the address ("Pern", "Israe]" for Peru, Israel): that name, as printed in English or in the
 * country's language. A line with a digit or of more than two words is none, nor a name under
 * four letters.
 */
export function misreadCountry(line: string, country: CountryCode): string | undefined {
  const read = fold(line).replace(/[^a-z ]/g, '');
  if (/\d/.test(line) || read.split(' ').length > 2) return undefined;
  const language = new Intl.Locale(`und-${country}`).maximize().language;
  const printed = [...new Set(['en', language].map((l) => new Intl.DisplayNames([l], { type: 'region' }).of(country)))];
  return printed.find((name) => name && fold(name).length >= 4 && oneLetterApart(fold(name), read));
}
