import {
  addressScore,
  continuesAddress,
  hasPostcode,
  hasStreetByKind,
  isAddressAbbreviation,
  isCountryLine,
  isNamedRoad,
  isPlaceWithDistrict,
  isPlaceName,
  isPlacesAndCountry,
  isPostBox,
  isStreetByKind,
  isStreetShaped,
  isStreetWithoutNumber,
  isTownAlone,
  looksLikePlaces,
} from './address';
import { LEGAL_FORM, isCompanyLine } from './company';
import { countryAtEnd } from './country';
import type { CardLine } from './text';
import { hasTitleWord } from './titles';

/** A house number on its own: "212", "14b,". */
export const HOUSE_NUMBER = /^[1-9]\d{0,3}[a-z]?,?$/;

/**
 * The address: the first line that surely is part of one, with the lines around it that continue
 * it. Two columns read side by side, or a logo's large word, can put other lines inside it
 * ("Keizersgracht 452", "Dijkstra Bouw B.V.", "1016 GD Amsterdam"; "Sveavägen 4", "111 21
 * Stockholm", "NORRSKEN", "Sverige"): up to two such lines are stepped over when the line after
 * them surely is address again, or the country alone. Of the lines stepped over, a piece of the
 * address cut off by the engine — one word ending in "." or a line ending in ",", in the
 * address's own size ("Col.", "Polanco,") — is kept in it; the others are not.
 */
export function addressBlock(lines: readonly CardLine[]): CardLine[] {
  // A country alone under a line that starts with a number, a postcode or a house number
  // ("Hafnarstræti 55" / "101 Reykjavík" / "Iceland"), is an address's end.
  // So are places and the country under an office's or a flat's number ("Office 201, Seef Tower" /
  // "Seef District, Kingdom of Bahrain").
  // A street named by its kind with its places under a floor's or a building's number ("Edificio
  // Torre Alianza, Piso 14" / "Blvd. Juan Pablo II, Tegucigalpa") too.
  const countryUnder = (l: CardLine, k: number) =>
    k > 0 &&
    ((isCountryLine(l.text) && /^\d/.test(lines[k - 1].text)) ||
      (isPlacesAndCountry(l.text) && /\d/.test(lines[k - 1].text)) ||
      (hasStreetByKind(l.text) && /\d/.test(lines[k - 1].text) && sameSize(l, lines[k - 1]))) &&
    continuesAddress(lines[k - 1].text);
  // Places and the country under a street named without a number ("Coconut Drive, San Pedro Town" /
  // "Ambergris Caye, Belize"), too.
  const placesUnderRoad = (l: CardLine, k: number) =>
    isPlacesAndCountry(l.text) && k > 0 && isNamedRoad(lines[k - 1].text) && sameSize(l, lines[k - 1]);
  // Or under a place named in words alone ("Baie Sainte Anne" / "Praslin, Seychelles", "Achada Santo
  // António" / "Praia, Cabo Verde"), in the same size: an address with no street or number.
  const placesUnderPlace = (l: CardLine, k: number) =>
    isPlacesAndCountry(l.text) && k > 0 && placeOver(lines[k - 1], l);
  // A street named by its kind and its district, with no number, over the town and its island or
  // region ("Rue Pasteur, Nambatu" / "Port Vila, Efate"): an address with no number or postcode at all.
  const streetOverPlaces = (l: CardLine, k: number) => {
    const next = lines[k + 1];
    return (
      l.text.includes(',') &&
      hasStreetByKind(l.text) &&
      next !== undefined &&
      looksLikePlaces(next.text) &&
      !/\d/.test(next.text) &&
      sameSize(next, l) &&
      !hasTitleWord(next.text) &&
      !isCompanyLine(next.text)
    );
  };
  const at = lines.findIndex(
    (line, k) =>
      addressScore(line.text) >= 2 ||
      countryUnder(line, k) ||
      placesUnderRoad(line, k) ||
      placesUnderPlace(line, k) ||
      streetOverPlaces(line, k),
  );
  if (at < 0) return [];
  let start = at;
  // Above it, a street's kind or a house number the engine cut off ("ul." / "Złota 23"), or over a
  // postcode's or a box's line a street in words no rule knows ("Jl. Gatot Subroto Kav. 42") or a
  // building on a street named by its kind ("Immeuble Le Lac, Rue du Lac Léman"), right above it
  // or above one line of the other column (the company set larger: "Cotopaxi Flores Cía. Ltda.").
  // Read right before the line under it: a number's cut tail over contact lines taken out ("Tél. 27.20.23" / "495") is none.
  const cutAbove = (l: CardLine) =>
    isCutPiece(l, lines[at]) &&
    (isAddressAbbreviation(l.text) || /^\d/.test(l.text)) &&
    lines[lines.indexOf(l) + 1]?.index === l.index + 1;
  const streetAbove = (l: CardLine) =>
    lines.indexOf(l) >= at - 2 &&
    (hasPostcode(lines[at].text) || isPostBox(lines[at].text)) &&
    !l.besideContact &&
    sameSize(l, lines[at]) &&
    (isStreetShaped(l.text) || hasStreetByKind(l.text)) &&
    !isCompanyLine(l.text);
  // A street's name with its kind last, over its house number alone ("Konstitucijos pr." / "29").
  const namedOverNumber = (l: CardLine) =>
    isStreetWithoutNumber(l.text) &&
    sameSize(l, lines[at]) &&
    HOUSE_NUMBER.test(lines[lines.indexOf(l) + 1]?.text ?? '');
  // Places over the line with the postcode or the box ("Olathang, Paro" / "Paro 12001, Bhutan"), right above it
  // or above one line of the other column.
  const placesAbove = (l: CardLine) =>
    lines.indexOf(l) >= at - 2 &&
    (hasPostcode(lines[at].text) || isPostBox(lines[at].text)) &&
    looksLikePlaces(l.text) &&
    !/\d/.test(l.text.replace(/(?<=\p{L})-\d{1,2}(?=,|$)/gu, '')) &&
    !l.besideContact &&
    sameSize(l, lines[at]) &&
    !hasTitleWord(l.text) &&
    !isCompanyLine(l.text);
  const above = (l: CardLine | undefined) =>
    l !== undefined &&
    (continuesAddress(l.text) ||
      cutAbove(l) ||
      streetByKind(l) ||
      streetAbove(l) ||
      namedOverNumber(l) ||
      placesAbove(l) ||
      (lines.indexOf(l) === at - 1 && isPlacesAndCountry(lines[at].text) && placeOver(l, lines[at])));
  // A number's label left of a contact line printed between street and town ("Office" of "Office +972 …") is stepped over.
  const label = (l: CardLine | undefined) => l?.besideContact === true && /^\p{L}+\.?:?$/u.test(l.text);
  // So is an email the engine misread ("g. jacobsen@ | ivant. fo"): no address has an "@".
  const otherColumn = (l: CardLine | undefined, k: number) =>
    l !== undefined &&
    k === at - 1 &&
    (!sameSize(l, lines[at]) || isCompanyLine(l.text) || l.text.includes('@')) &&
    !above(l);
  // Places between a numbered street and the postcode ("445 Sukhumvit Soi 37" / "Khlong Toei Nuea, Watthana").
  const places = (l: CardLine, over: CardLine | undefined) =>
    looksLikePlaces(l.text) &&
    sameSize(l, lines[at]) &&
    !l.besideContact &&
    !isCompanyLine(l.text) &&
    over !== undefined &&
    /\d/.test(over.text) &&
    above(over);
  const stepped: CardLine[] = [];
  while (start > 0) {
    const [one, two] = [lines[start - 1], lines[start - 2]];
    if ((label(one) || otherColumn(one, start - 1)) && !above(one) && above(two)) stepped.push(one);
    else if (!above(one) && !places(one, two)) break;
    start -= 1;
  }
  const block = lines.slice(start, at + 1).filter((l) => !stepped.includes(l));
  let i = at + 1;
  while (i < lines.length) {
    // The country ends an address, alone or after its places ("Soufriere, Saint Lucia" / "Busi…"),
    // unless that was the capital named for it ("Ciudad de Panamá" / "República de Panamá", a speck between or not).
    const last = block.at(-1)!.text;
    const countryNext = [lines[i], lines[i + 1]].some((l) => l !== undefined && isCountryLine(l.text));
    if (isCountryLine(last) || (isPlacesAndCountry(last) && !countryNext)) break;
    // A company's name with a comma before its legal form reads like places ("Sal Rei Turismo, Lda."): it is none.
    const places = looksLikePlaces(lines[i].text) && !LEGAL_FORM.test(lines[i].text);
    if (continuesAddress(lines[i].text) || places || streetByKind(lines[i])) {
      block.push(lines[i]);
      i += 1;
      continue;
    }
    const sure = (l: CardLine | undefined) =>
      l !== undefined && (addressScore(l.text) >= 2 || isCountryLine(l.text) || isPlacesAndCountry(l.text));
    // Places in the address's size past a title of the other column ("Gerente de Compras" / "Santo Domingo, D.N.").
    const pastTitle = (l: CardLine | undefined) =>
      l !== undefined &&
      hasTitleWord(lines[i].text) &&
      looksLikePlaces(l.text) &&
      !hasTitleWord(l.text) &&
      sameSize(l, lines[at]);
    const skip = [1, 2].find((k) => sure(lines[i + k]) || (k === 1 && pastTitle(lines[i + 1])));
    if (skip === undefined) break;
    // A town between the street and the country ("Arusha", "Dar es Salaam", "Kingston 10", "Montego Bay, St. James") is kept too.
    const town = (l: CardLine) =>
      isCountryLine(lines[i + skip].text) &&
      (isPlaceWithDistrict(l.text) || (looksLikePlaces(l.text) && !hasTitleWord(l.text))) &&
      sameSize(l, lines[at]) &&
      !isCompanyLine(l.text);
    block.push(...lines.slice(i, i + skip).filter((l) => isCutPiece(l, lines[at]) || town(l)), lines[i + skip]);
    i += skip + 1;
  }
  // A town alone under an address with no postcode or country yet ends it ("P.O. Box 166952" / "Abu Dhabi").
  const town = lines[i];
  const heights = lines.flatMap((l) => (l.height === null ? [] : [l.height])).sort((a, b) => a - b);
  if (
    town &&
    !block.some((l) => hasPostcode(l.text) || countryAtEnd(l.text)) &&
    isTownAlone(town.text, town.height, town.confidence, heights[(heights.length - 1) >> 1] ?? 0) &&
    !isCompanyLine(town.text)
  )
    block.push(town);
  return block;
}

/** A street's kind and name ending in a comma, its number on the next line ("Rua de Santa Catarina," / "212"). */
const streetByKind = (line: CardLine) => line.open === true && isStreetByKind(line.text);

/** The address's lines on one line: ", " between them, a space after an abbreviation cut off its name ("Col." "Polanco"). */
export const joinAddress = (lines: readonly string[]) =>
  lines.map((line, i) => (i === 0 ? '' : /^\p{L}{1,5}\.$/u.test(lines[i - 1]) ? ' ' : ', ') + line).join('');

/** A word or two, or a house number, the engine cut off an address line ("Col.", "Polanco,", "ul.", "212"), in the address's size. */
function isCutPiece(line: CardLine, address: CardLine): boolean {
  // The label of a number printed between street and town ("Tālr." of "Tālr.: +371 …") is none.
  if (line.besideContact) return false;
  const text = line.text + (line.open ? ',' : '');
  return (
    sameSize(line, address) &&
    (/^\p{L}[\p{L}'’-]*(?:\.|(?:\s\p{L}[\p{L}'’-]*)?,)$/u.test(text) || HOUSE_NUMBER.test(text))
  );
}

/**
 * A place named in words right over places and the country (no contact line between), in their
 * size, read surely: not a name, title or company.
 */
const placeOver = (line: CardLine, under: CardLine) =>
  line.index >= under.index - 2 &&
  isPlaceName(line.text) &&
  !line.besideContact &&
  (line.confidence ?? 100) >= 80 &&
  sameSize(line, under) &&
  !isCompanyLine(line.text);

/** Set in the address's size (within 30 %), or of a size not known. */
const sameSize = (line: CardLine, address: CardLine) =>
  line.height === null || address.height === null || Math.abs(line.height - address.height) <= address.height * 0.3;
