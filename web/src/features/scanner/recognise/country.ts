import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Country endings of web and mail domains (".co.uk", ".de"): where the card most likely comes from. */
const DOMAIN_COUNTRY: Record<string, CountryCode> = {
  uk: 'GB',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  be: 'BE',
  ch: 'CH',
  at: 'AT',
  ie: 'IE',
  pt: 'PT',
  se: 'SE',
  no: 'NO',
  dk: 'DK',
  fi: 'FI',
  pl: 'PL',
  cz: 'CZ',
  au: 'AU',
  nz: 'NZ',
  ca: 'CA',
  mx: 'MX',
  br: 'BR',
  ar: 'AR',
  in: 'IN',
  jp: 'JP',
  sg: 'SG',
  za: 'ZA',
};

/** Country names as printed at the foot of an address. */
const COUNTRY_NAMES: [RegExp, CountryCode][] = [
  [/\b(?:united kingdom|england|scotland|wales)\b/i, 'GB'],
  [/\b(?:germany|deutschland)\b/i, 'DE'],
  [/\bfrance\b/i, 'FR'],
  [/\b(?:spain|españa)\b/i, 'ES'],
  [/\b(?:ireland|éire)\b/i, 'IE'],
  [/\b(?:usa|united states)\b/i, 'US'],
  [/\bnew zealand\b/i, 'NZ'],
  [/\baustralia\b/i, 'AU'],
  [/\b(?:netherlands|nederland)\b/i, 'NL'],
  [/\bportugal\b/i, 'PT'],
  [/\b(?:denmark|danmark)\b/i, 'DK'],
  [/\b(?:sweden|sverige)\b/i, 'SE'],
  [/\b(?:norway|norge)\b/i, 'NO'],
  [/\b(?:poland|polska)\b/i, 'PL'],
  [/\bm[eé]xico\b/i, 'MX'],
];

/**
 * The country the card itself shows: a number printed with its country code, a country name, or
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
  for (const text of texts) for (const [pattern, country] of COUNTRY_NAMES) if (pattern.test(text)) return country;
  for (const domain of domains) {
    const ending = domain.toLowerCase().split(/[./]/).filter(Boolean).at(-1) ?? '';
    if (DOMAIN_COUNTRY[ending]) return DOMAIN_COUNTRY[ending];
  }
  return undefined;
}
