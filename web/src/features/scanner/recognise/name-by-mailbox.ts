import { lettersApart, type CardLine } from './text';

/**
 * A name's word read a letter off ("Francesca Geccoli", "Giulia Beccart", "Hawwg Naseem") where the
 * person's mailbox spells it with one letter changed ("fceccoli@", "gbeccari@", "hawwa@"; the
 * mailbox's parts, with or without an initial before or after): the mailbox's letter, when the
 * name was read unsurely (confidence 70 or less: at 75 "Josefa Lal" stood beside a misread
 * "josela@") and one way only is that near. Words of four plain
 * letters or more: mailboxes drop accents, and a letter more or fewer is as often another spelling
 * ("Mohammed", "mohamed@") as a slip.
 */
export function nameAsMailboxSpells(word: string, mailboxes: readonly string[], lines: readonly CardLine[]): string {
  if (!/^[A-Za-z]{4,}$/.test(word)) return word;
  const line = lines.find((l) => l.text.includes(word));
  if ((line?.confidence ?? 100) > 70) return word;
  const lower = word.toLowerCase();
  const ways = mailboxes
    .flatMap((box) => box.split(/[._-]+/))
    .flatMap((part) => [part, part.slice(1), part.slice(0, -1)])
    .filter((way) => /^[a-z]+$/.test(way));
  if (ways.includes(lower)) return word;
  const near = [...new Set(ways.filter((way) => lettersApart(way, lower) === 1))];
  if (near.length !== 1) return word;
  return [...near[0]].map((c, i) => (word[i] === word[i].toUpperCase() ? c.toUpperCase() : c)).join('');
}
