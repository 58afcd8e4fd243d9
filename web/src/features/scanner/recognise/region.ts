import { isSupportedCountry, type CountryCode } from 'libphonenumber-js';

/**
 * The country of the browser's first language with one ("en-GB" → GB, "de" → DE, "en" → US):
 * where numbers printed without a country code most likely belong.
 */
export function countryOfLanguages(languages: readonly string[]): CountryCode | undefined {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).maximize().region;
    } catch {
      continue; // not a language tag
    }
    if (region && isSupportedCountry(region)) return region;
  }
  return undefined;
}
