import { countryAtEnd, withoutWestIndies } from './country';
import { withPostcodeMarks } from './postcode-shapes';
import { hasTitleWord, isDepartment } from './titles';

/**
 * Words of a street address in the languages of our users' cards (English, Spanish, French, German,
 * Portuguese, Dutch, Italian, Polish), and the kinds other countries print in Latin letters (Thai
 * "Soi", Baltic "pr." / "gatvė" / "iela" / "mnt", Hebrew "Derech" / "Rehov", Hungarian "utca" / "körút").
 */
export const STREET_WORDS =
  'street|st|avenue|ave|av|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|square|sq|plaza|parkway|pkwy|highway|hwy|' +
  'terrace|crescent|close|row|wharf|quay|circle|cir|gardens|grove|mews|walk|suite|ste|floor|fl|unit|building|bldg|level|po box|p\\.o\\. box|' +
  'straße|strasse|strabe|strafe|str|platz|weg|allee|gasse|ring|damm|ufer|' +
  'rue|chemin|boulevard|bd|quai|cours|allée|impasse|route|chaussée|' +
  'calle|c/|carrer|avenida|avda|avinguda|paseo|pasaje|passeig|plaça|ronda|rambla|camino|carretera|travesía|rua|travessa|' +
  'via|vía|viale|strada|piazza|corso|largo|straat|laan|gracht|plein|kade|singel|dijk|ul|ulica|aleja|' +
  'carrera|cra|kr|diagonal|transversal|jalan|jln|jl|soi|pr|prospektas|gatve|iela|mnt|maantee|tn|derech|rehov|' +
  'utca|körút|krt|vul|vulytsia';
const STREET = new RegExp(
  `(?:^|\\s)(?:#?\\d+(?:[-/]\\d+)?[a-z]?,?\\s+(?:[\\p{L}\\d'.-]+,?\\s+){0,4}(?:${STREET_WORDS})(?![\\p{L}\\d])|(?:${STREET_WORDS})\\.?,?\\s+(?:[\\p{L}'.-]+,?\\s+){0,4}#?[1-9]\\d*[a-z]?\\b)`,
  'iu',
);
const SUITE =
  /\b(?:suite|ste|floor|unit|level|apt|lot|plot|stand|block|blk|no|office|oficina|piso|edificio|edif)\.?\s*#?\d+|\blot\s+[IVX1l]{1,4}\s*[A-Z]{0,3}\s*\d+|\b\d{1,2}(?:e|er|eme|ème)\s+[ée]tage\b/i;
/**
 * A Nicaraguan address: blocks ("cuadras") counted from a landmark towards a side ("Costado norte
 * del Parque Central, 3 c. al este", "Del Hotel Intercontinental 4 c. al sur").
 */
const BLOCKS_FROM_LANDMARK =
  /\b\d{1,2}(?:\s?\d\/\d)?\s?(?:c|cdas?|cuadras?|vrs|varas)\.?\s+(?:al|hacia el)\s+(?:norte|sur|este|oeste|lago|abajo|arriba)\b/i;
/** A plot's number ("Stand 8583", Zimbabwe's; "Lot 12"), not a postcode however it stands beside a name. */
const PLOT_NUMBER = /\b(?:stand|plot|lot|erf)\s+\d+/gi;
/**
 * A post office box, its number with a district code or not ("P.O. Box 19952-00100", OCR's "P.0.
 * Box", a general post office's "GPO Box 675"), or French-speaking Africa's boîte postale ("BP 677 Lomé").
 */
const PO_BOX = /\b(?:g?p\.?\s?[o0]\.?\s?box|b\.?\s?p\.?)\s+\d[\d-]*/i;
/** A line with a post office box ("P.O. Box 2668", "BP 677 Lomé"). */
export const isPostBox = (line: string) => PO_BOX.test(line);
/** A plot's number, its estate or area and a place after a comma: Guyana's "Lot 12 Industrial Site, Ruimveldt". */
const PLOT_AND_PLACE =
  /^(?:lot|plot|stand|erf)\s+\d{1,5}[a-z]?,?\s+\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\d{1,4}))*,\s*\p{Lu}\p{Ll}/iu;
/**
 * A house number marked as one after the street's name, as many countries print it ("Cad. No:
 * 145", "Str. Lungă nr. 12", "Jalan Binjai No. 2", "Rua Augusta nº 40"): a street whatever the
 * language of its kind. A dot, colon or space after the mark: "Norwich NR1 3JD" is a postcode.
 */
const HOUSE_NUMBER_MARK = /\p{L}{3,}\.?,?\s+(?:no|nr|n[º°])(?:[.:]\s*|\s+)\d{1,5}(?![\d/-]*\d{5})/iu;
/** One-word streets with the number after: "Friedrichstraße 123" (ß often read as B), "Keizersgracht 452". */
const COMPOUND_STREET =
  /\p{L}{3,}(?:stra(?:ß|ss|B|b|s|3)e|str\.|weg|platz|allee|gasse|damm|ring|gracht|straat|laan|plein|kade|vej|vejen|gade|gate|veien|vegen|gatan|gata|väg|vägen|torv|torget|plads)\s+\d+[a-z]?\b/iu;

/** Postal codes with their usual company: a US state, a UK/Canadian code, or a 4–5 digit code next to a place name. */
const POSTCODES = [
  /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/, // CA 94107
  /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/, // EC2A 1AS
  /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/, // M5V 2T6
  /(?:^|,\s*|\s|\b[A-Z]{1,2}-)\d{4,6}\s+\p{Lu}[\p{L}-]+/u, // 10115 Berlin, D-10115 Berlin, 560001 Bengaluru
  /\p{Lu}[\p{L}-]+,?\s+(?:[A-Z]{2,3}\s+)?\d{4,6}\b/u, // Sydney NSW 2000, Amsterdam 1017, Singapore 048811
  /^\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+,?\s\d{7}$/u, // Tel Aviv 6788826 (Israel; one word and seven digits is as often a number)
  /\b\d{4,5}-\d{3}\b/, // 01310-100 (Brazil)
  /\b[A-Z]\d{4}[A-Z]{3}\b/, // C1043AAZ (Argentina)
  /(?:^|,\s*|\s)\d{2}-\d{3}\s+\p{Lu}[\p{L}-]+/u, // 31-006 Kraków (Poland)
  /\b\d{3}-\d{4}\b/, // 153-0063 (Japan)
  /\b[AC-FHKNPRTV-Y]\d[\dW]\s?[AC-FHKNPRTV-Y\d]{4}\b/, // D02 YX88 (Ireland's Eircode)
  /(?:^|\s)\d{3}\s\d{2}\s+\p{Lu}[\p{L}-]+/u, // 111 35 Stockholm (Sweden, Czechia, Greece)
  /\p{Lu}[\p{L}-]+[,.]?\s+[A-Z]{1,2}-\d{4,5}$/u, // Rīga, LV-1084 (a town, then the country's letters before the code)
  /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?-\d{4}$/u, // Dhaka-1213 (Bangladesh: the town and its code joined)
  /(?:^|,\s*|\s)[A-Z]{2}\d{3}\s+\p{Lu}[\p{L}-]+/u, // AD500 Andorra la Vella (the country's letters glued to the code)
  /(?:^|,\s*|\s)[A-Z]{2}-\d{3}\s+\p{Lu}[\p{L}-]+/u, // FO-100 Tórshavn (the country's letters and a dash before three digits)
  /\p{Lu}[\p{L}-]+,?\s+[A-Z]{2}\d{4,5}$/u, // St. Michael BB11000 (Barbados), Pétion-Ville, HT6140 (Haiti)
  /\p{Lu}\p{Ll}+\s(?:City|County)\s\d{3}(?:\d{2,3})?(?:,|$)/u, // Taipei City 106 (Taiwan: a city's or county's three digits)
];

/** A number and a street's kind with no name: a speck's reading ("1c St"), no street. */
const KIND_ALONE = new RegExp(`^\\d{1,4}\\p{L}?,?\\s(?:${STREET_WORDS})\\.?$`, 'iu');

const YEAR_TAGLINE = /^(?:since|est\.?|established|founded|seit|depuis|desde|sinds|dal|sedan|siden)\s+\d{4}$/i;

/** How much a line reads like part of a postal address: 0 not at all, 2 or more surely. */
export function addressScore(line: string): number {
  // Ten digits in a row is a number to call (one the phone finder could not place), not a street.
  if (/\d(?:[\s().-]?\d){9}/.test(line) && !PO_BOX.test(line)) return 0;
  // A tagline's year ("Since 1998", "Est. 1987") has a place name's shape before a postcode's; so
  // has a tagline in quotation marks whose words were misread ("“Siwee 1998”").
  if (YEAR_TAGLINE.test(line.trim()) || /^[“"«].*[”"»]$/u.test(line.trim())) return 0;
  if (KIND_ALONE.test(line.trim())) return 0;
  let score = 0;
  if (STREET.test(line) || COMPOUND_STREET.test(line) || PO_BOX.test(line) || PLOT_AND_PLACE.test(line)) score += 2;
  if (BLOCKS_FROM_LANDMARK.test(line)) score += 2;
  if (SUITE.test(line)) score += 1;
  // A floor or office numbered beside a street named by its kind ("Av. Balboa, PH Bay Point, Piso 7"): no house number needed.
  if (SUITE.test(line) && hasStreetByKind(line)) score += 1;
  if (HOUSE_NUMBER_MARK.test(line)) score += 2;
  // A postcode is known with a character the engine misread in it where none belongs ("NR1 3]D", "CI043AAZ").
  const shaped = withPostcodeMarks(line);
  if (POSTCODES.some((pattern) => pattern.test(shaped))) score += 2;
  // A country after a numbered part ("Laugavegur 16, 105 Reykjavík, Iceland"): a whole address on one line.
  if (countryAtEnd(line)) score += /\d.*,/.test(line) ? 2 : 1;
  return score;
}

/** A line that is only a country. */
export const isCountryLine = (line: string) =>
  countryAtEnd(line) !== undefined &&
  !/\d/.test(withoutWestIndies(line)) &&
  withoutWestIndies(line).trim().split(/\s+/).length <= 3;

/** A line that is only a country or only a city with its postcode still belongs to the address above it. */
export function continuesAddress(line: string): boolean {
  if (YEAR_TAGLINE.test(line.trim()) || KIND_ALONE.test(line.trim())) return false;
  return (
    addressScore(line) >= 1 ||
    NAMED_STREET.test(line) ||
    FLOOR_LINE.test(line) ||
    NUMBER_FIRST_STREET.test(line) ||
    NAMED_ROAD.test(line) ||
    TYPED_STREET.test(line) ||
    UK_POSTCODE_SLIP.test(line)
  );
}

/** A street's kind, a house number's mark or a colonia, floor or flat abbreviated, cut off its line by the engine: "ul.", "Av.", "No.", "Col.". */
export const isAddressAbbreviation = (line: string) =>
  new RegExp(`^(?:${STREET_WORDS}|col|piso|sal|apto|apt|dpto|of|no|nr)\\.$`, 'iu').test(line.trim());

const STREET_KINDS = new Set(STREET_WORDS.split('|'));
/**
 * A street's name with its kind last and no number, as printed over its house number alone
 * ("Konstitucijos pr." / "29", "Baker Street" / "221b"); the engine may cut the name in two.
 */
export function isStreetWithoutNumber(text: string): boolean {
  const kind = text.match(/^\p{Lu}[\p{L}'’-]*(?:\s\p{L}[\p{L}'’-]*){0,3}\s(\p{L}+)\.?,?$/u)?.[1];
  return kind !== undefined && STREET_KINDS.has(kind.toLowerCase()) && !hasTitleWord(text) && !isDepartment(text);
}

/** A street's kind and its name without a number ("Rua de Santa Catarina"): an address only beside one. */
export const isStreetByKind = (line: string) => NAMED_BY_KIND.test(line);
/** A building and its street named by kind, without a number ("Immeuble Le Lac, Rue du Lac Léman"): an address only over a postcode. */
export const hasStreetByKind = (line: string) =>
  line.split(/,\s*/).some((part) => NAMED_BY_KIND.test(part)) && !hasTitleWord(line) && !isDepartment(line);
const NAMED_BY_KIND = new RegExp(`^(?:${STREET_WORDS})\\.?\\s+(?:\\p{L}[\\p{L}'’.-]*\\s?){1,4},?$`, 'iu');

/**
 * A street whose kind is written in lower case before its name, as French and Spanish cards do,
 * even when OCR misreads that word: "27 cours de l'Intendance", "29 houlevard Voltaire".
 */
const TYPED_STREET =
  /^\d{1,5}[a-z]?,?\s+\p{Ll}{3,}\s+(?:(?:de|du|des|la|le|del|d['’]|l['’])\s*)*\p{Lu}[\p{L}'’-]+(?:\s\p{L}[\p{L}'’-]*){0,3}$/u;

/**
 * A town and a UK postcode whose district digit OCR read as a letter ("Derby DET 3AF"): no
 * outward code has three letters, so the third is the "1" it looks like.
 */
export const UK_POSTCODE_SLIP = /^\p{Lu}[\p{L}' -]+,?\s+[A-Z]{2}[TIlY|]\s\d[A-Z]{2}$/u;

/**
 * A street without a street word, its number first, as printed over the postcode: "128 Deansgate",
 * "9 Princes Parade", a block's letter before it and a phase or sector number after it ("B-41,
 * Bandra Kurla Complex", "339. Udyog Vihar Phase 1"), its district after a comma or a floor before
 * it ("182 Sejong-daero, Jung-gu,", "12F, 311 Teheran-ro", "40F Robinsons Summit Center").
 */
const NUMBER_FIRST_STREET =
  /^(?=.*\s\p{Lu}\p{Ll})(?:[A-Z]-?)?\d{1,5}[a-zF]?[.,]?(?:,?\s(?:\p{Lu}[\p{L}.'’-]+|\d{1,4}[a-z]?)){1,6},?$/u;
/** A street named before its kind, without a number, and the places after it: "Ngong Road, Kilimani,", "ABC Place, Waiyaki Way", "Beach Road. Matautu". */
const NAMED_ROAD =
  /^(?:\p{Lu}[\p{L}'’.-]*\s){1,3}(?:Road|Street|Avenue|Way|Lane|Drive|Boulevard|Highway|Place|Rd|St|Ave|Blvd)\.?(?:[,.]\s\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,3})*,?$/u;

/**
 * A street without a street word, its number after it, as printed over the postcode: "Zeil 106",
 * "Coolsingel 42", "Prosta 116/17", "Váci utca 54." (a dot after it). Its name has three letters
 * or more: a speck of the table read as "VY 4" is none.
 */
const NAMED_STREET = /^\p{Lu}[\p{L}.'’-]{2,}(?:\s\p{L}[\p{L}.'’-]*){0,2}\s\d{1,4}(?:\/\d{1,4})?(?:-?[a-zA-Z])?\.?$/u;
/**
 * A floor printed on its own line above the street, with its building or not: "Second Floor", "3rd Floor,
 * Prestige Tower"; the building first, a Maldivian house's island letter before it: "H. Blue Haven, 6th Floor".
 */
const FLOOR_LINE =
  /^(?:ground|first|second|third|fourth|fifth|sixth|\d{1,2}(?:st|nd|rd|th))\s+floor(?:,\s+\p{Lu}[\p{L}\d .'’-]*)*,?$|^(?:\p{Lu}\.\s)?\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,3},\s(?:ground|first|second|third|fourth|fifth|sixth|\d{1,2}(?:st|nd|rd|th))\s+floor,?$/iu;

/** A street named before its kind without a number ("Coconut Drive, San Pedro Town"): an address over places and a country. */
export const isNamedRoad = (line: string) => NAMED_ROAD.test(line) && !hasTitleWord(line);

/** A postcode of any shape the address rules know, a P.O. box's number aside ("Box 304326" is not "Cebu City 6000"). */
export const hasPostcode = (line: string) => {
  const rest = withPostcodeMarks(line.replace(PO_BOX, '').replace(PLOT_NUMBER, ''));
  return POSTCODES.some((pattern) => pattern.test(rest));
};

/**
 * A place's name, as printed between a street and the country ("Arusha", "Dar es Salaam", "Bogotá
 * D.C.", "Santa Cruz de la Sierra"): one to four capitalised words (lower-case particles between them, a district's initials
 * last), no digit, not in capitals (a logo's word), not a title, a department or a company.
 */
export const isPlaceName = (text: string) =>
  /^\p{Lu}[\p{Ll}'’-]+(?:\s(?:\p{Lu}[\p{Ll}'’-]+|\p{Ll}{1,3}(?=\s)|(?:\p{Lu}\.){1,3}$))*$/u.test(text) &&
  text.split(' ').filter((word) => /^\p{Lu}/u.test(word)).length <= 4 &&
  !hasTitleWord(text) &&
  !isDepartment(text);

/** A town and its district's number, as printed under a street ("Kingston 10", "Colombo 07", "Dublin 2"). */
export const isPlaceWithDistrict = (text: string) => {
  const district = text.match(/^(.+)\s\d{1,2}$/u)?.[1];
  return isPlaceName(district ?? text);
};

/**
 * A street in words no rule knows, right above a sure address line ("Jl. Gatot Subroto Kav. 42",
 * "Av. República de El Salvador N36-99", "20, Triq il-Merkanti"): a house number (one to five
 * digits, a letter before it or not) and a capitalised word, up to eight words, no @, no title
 * or department word.
 */
export const isStreetShaped = (text: string) =>
  /(?:^|[\s,])[A-Z]?\d{1,5}(?:[-/]\d{1,4})?[a-z]?\b/.test(text) &&
  // A "+" before digits is a number to call the phone finder could not read ("Mobile +960 er 4553").
  !/\+\s?\d/.test(text) &&
  !/\d{6}/.test(text) &&
  /\p{Lu}\p{Ll}/u.test(text) &&
  !text.includes('@') &&
  text.split(' ').length <= 8 &&
  !YEAR_TAGLINE.test(text) &&
  !hasTitleWord(text) &&
  !isDepartment(text);

/**
 * A town alone, as printed under a street or a P.O. box with no postcode ("P.O. Box 166952" / "Abu
 * Dhabi", "@ Barranquilla", a crop mark's "L Georgetown"): one to three capitalised words after an
 * icon, no digit, no title or department word, read with confidence and not set larger than the
 * card's usual line (a name is).
 */
export function isTownAlone(text: string, height: number | null, confidence: number | null, usual: number): boolean {
  return (
    height !== null &&
    height <= usual * 1.3 &&
    (confidence ?? 0) >= 80 &&
    /^(?:[@©®]+\s+|L\s+(?=\p{Lu}\p{Ll}+$))?\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+){0,2}$/u.test(text) &&
    !hasTitleWord(text) &&
    !isDepartment(text)
  );
}

/**
 * "Victoria Island, Lagos", "Bela Vista, São Paulo - SP", "Ward 6, District 3", "Seef District,
 * Kingdom of Bahrain", "Jhamsikhel, Lalitpur-4", "Maseru Industrial Area, Maseru 100": capitalised place
 * names with a comma (particles between them), a word among them numbered (a Nepalese ward after a
 * dash, Lesotho's three-digit postcode), as printed under a street.
 */
export function looksLikePlaces(line: string): boolean {
  return (
    line.includes(',') &&
    /^\p{Lu}[\p{L}'’.-]*(?:(?:,|\s[-/])?\s+(?:\p{Lu}[\p{L}'’.-]*(?:-\d{1,2}(?=,|$))?|\d{1,3}(?=,|$)|(?:of|de|del|la|da|do|dos|das|du|des)(?=\s\p{Lu}))){0,7}$/u.test(
      line,
    ) &&
    // A team's or a grade's number beside a title is no district ("Sales Engineer, Team 12").
    !(/\d/.test(line) && hasTitleWord(line))
  );
}

/** Places and the country after them, on one line: "Ho Chi Minh City, Vietnam"; not "Country Manager, Vietnam". */
export const isPlacesAndCountry = (line: string) =>
  countryAtEnd(line) !== undefined &&
  looksLikePlaces(withoutWestIndies(line)) &&
  !hasTitleWord(line) &&
  !isDepartment(line);
