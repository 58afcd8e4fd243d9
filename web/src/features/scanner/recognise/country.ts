import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

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
    const country = domainCountry(domain);
    if (country) return country;
  }
  return undefined;
}
