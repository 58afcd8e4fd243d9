// A name line's words split into the given and the family name.
import { fold, titleCase } from './text';

/** Courtesy titles and letters after a name, not part of it. */
export const HONORIFIC =
  /^(?:(?:dr|dra|drs|ir|mr|mrs|ms|miss|mx|prof|pr|sir|dame|sr|sra|srta|herr|frau|mme|mlle|mag|ing|dipl\.?-ing|dr\.?-ing)\.?\s+)+/i;
export const POSTNOMINAL =
  /(?:,?\s+(?:phd|ph\.d\.|md|m\.d\.|mba|cpa|esq|jr|sr|ii|iii|iv|pe|rn|dds|msc|bsc|ma|ba|frcs|cfa|pmp)\.?)+$/i;
/** Family-name particles, written in lower case inside a name: "Ana de la Cruz", "Pieter van der Berg". */
export const PARTICLES = new Set(
  "van von vom der den de del della di da dos das du la le bin al el ter ten zu zum zur 't ’t het".split(' '),
);

/** Double given names common enough that a three-word name starting with one has one surname. */
const DOUBLE_GIVEN = new Set(
  `ana paula, ana maria, ana clara, ana lucia, ana sofia, ana luisa, ana carolina, ana beatriz, maria jose,
  maria fernanda, maria eduarda, maria luisa, maria clara, maria teresa, maria elena, jean paul, jean pierre,
  jean claude, jean marc, jean luc, jean michel, jean baptiste, jean louis, jean francois, jean philippe,
  jean jacques, marie claire, marie france, marie christine, marie laure, marie paule, marie therese, anne marie,
  anne sophie, juan carlos, juan pablo, juan jose, juan manuel, jose luis, jose maria, jose antonio, jose manuel,
  joao pedro, joao paulo, luis fernando, luiz fernando, luis miguel, pedro henrique, luiz carlos, carlos eduardo`
    .split(',')
    .map(fold),
);

/**
 * A name printed family name first, in capitals, the given name after it in small letters
 * ("DORJ Temuulen", "NIYONZIMA Claudine", "KONAN Mariam": Mongolian, Rwandan, Ivorian, Khmer and
 * French cards): the capitals are the last name. Else null (a name all in capitals says nothing).
 */
function familyFirst(name: string): { firstName: string; lastName: string } | null {
  const parts = name.split(/\s+/).filter(Boolean);
  const capitals = (word: string) => /^\p{Lu}[\p{Lu}'’-]+$/u.test(word);
  let at = 0;
  while (at < parts.length && capitals(parts[at])) at += 1;
  const given = parts.slice(at);
  if (at === 0 || given.length === 0 || !given.every((word) => /^\p{Lu}\p{Ll}/u.test(word))) return null;
  return { firstName: given.join(' '), lastName: titleCase(parts.slice(0, at).join(' ')) };
}

/**
 * A card from Myanmar (its country, cities or domain): Burmese names have no family name ("Su Mon
 * Soe", "Zaw Win Oo"), and address books keep their last word as the surname, the rest as the given name.
 */
const MYANMAR = /\b(?:myanmar|burma|yangon|mandalay|nay\s?pyi\s?taw)\b|\.\s?mm$|\+\s?95\s/i;
export const isMyanmarCard = (texts: readonly string[]) => texts.some((text) => MYANMAR.test(text.trim()));

/**
 * "Dr. Ada K. Lovelace, PhD" → first "Ada K.", last "Lovelace"; `mailboxes`: the card's emails before the @;
 * `lastWordAlone`: a name with no family name (isMyanmarCard), its last word the surname.
 */
export function splitName(
  text: string,
  mailboxes: readonly string[] = [],
  lastWordAlone = false,
): { firstName: string; lastName: string } {
  const bare = text.replace(HONORIFIC, '').replace(POSTNOMINAL, '').trim();
  const family = familyFirst(bare);
  if (family) return family;
  const parts = titleCase(bare).split(' ').filter(Boolean);
  if (lastWordAlone && parts.length > 1) return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
  // The first word and any initials after it are the first name; the rest is the last name
  // ("Sofía Martínez García", "Pieter van der Berg", "Mark T. Jensen").
  let at = 1;
  while (at < parts.length - 1 && /^\p{Lu}\.$/u.test(parts[at])) at += 1;
  // A double first name the mailbox runs together before the dot or underscore to the surname
  // ("anaclara.ribeiro@" for Ana Clara Ribeiro, "mariajose_rodriguezordonez@"). Without either it
  // could as well be a first name and a first surname ("sofiamartinez@" for Sofía Martínez García).
  const double = parts.length >= 3 ? fold(parts[0] + parts[1]) : '';
  const surname = fold(parts.slice(2).join(''));
  const spells = (box: string) => {
    const [first, last, ...more] = box.split(/[._]/);
    return !more.length && last !== undefined && fold(first) === double && fold(last) === surname;
  };
  if (at === 1 && double && mailboxes.some(spells)) at = 2;
  // Three words whose mailbox is the last alone, with the first's initial or not ("abdullahs@" for
  // Siti Aminah Abdullah, a Malay name: two given names and the father's): the last is the surname.
  const initial = fold(parts[0] ?? '').slice(0, 1);
  const lastAlone = (box: string) =>
    [surname, `${surname}${initial}`, `${initial}${surname}`].includes(fold(box)) &&
    !fold(box).includes(fold(parts[1]));
  if (at === 1 && parts.length === 3 && !PARTICLES.has(parts[1].toLowerCase()) && mailboxes.some(lastAlone)) at = 2;
  // The commonest double given names, before one surname ("Ana Paula Nhantumbo", "Jean Paul Uwimana").
  if (at === 1 && parts.length === 3 && DOUBLE_GIVEN.has(fold(`${parts[0]} ${parts[1]}`))) at = 2;
  // Malay given names opening with "Siti" or "Nurul" are two words ("Siti Aminah Abdullah").
  if (at === 1 && parts.length === 3 && /^(?:siti|nurul)$/.test(fold(parts[0]))) at = 2;
  // Four capitalised words with no particle are two given names and two surnames, the Spanish and
  // Portuguese way ("Luis Fernando Flores Banegas", "José Manuel Fúnez Murillo").
  const plain = (word: string) => /^\p{Lu}\p{Ll}+$/u.test(word) && !PARTICLES.has(word.toLowerCase());
  if (at === 1 && parts.length === 4 && parts.every(plain)) at = 2;
  return { firstName: parts.slice(0, at).join(' '), lastName: parts.slice(at).join(' ') };
}
