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
export function nameAsMailboxSpells(
  word: string,
  mailboxes: readonly string[],
  lines: readonly CardLine[],
  otherName = '',
  surname = false,
): string {
  if (!/^[A-Za-z]{4,}$/.test(word)) return word;
  const lower = word.toLowerCase();
  const parts = mailboxes.flatMap((box) => box.split(/[._-]+/)).filter((part) => /^[a-z]+$/.test(part));
  const ways = parts.flatMap((part) => [part, part.slice(1), part.slice(0, -1)]);
  if (ways.includes(lower)) return word;
  // A surname the card's edge or a band cut ("Cholpon Dzhum" beside "dzhumabekovac@", "Sisouk Inthavo"
  // beside "sinthavong@"): the mailbox's whole word, the other name's initial before or after it aside,
  // however surely the piece was read.
  const initial = otherName.slice(0, 1).toLowerCase();
  const words = parts.map((part) =>
    initial && part.endsWith(initial) && part.slice(0, -1).startsWith(lower)
      ? part.slice(0, -1)
      : initial && part.startsWith(initial) && part.slice(1).startsWith(lower)
        ? part.slice(1)
        : part,
  );
  // Not the two names run together ("antoniavera@" for Antonia Vera): a surname's, and the rest holds no other name.
  const other = otherName.toLowerCase();
  const cut = (w: string) =>
    surname &&
    lower.length >= 5 &&
    w.length >= lower.length + 2 &&
    w.startsWith(lower) &&
    !(other && w.includes(other));
  const whole = [...new Set(words.filter(cut))];
  if (whole.length === 1) return word[0] + whole[0].slice(1);
  const line = lines.find((l) => l.text.includes(word));
  const confidence = line?.confidence ?? 100;
  // Its first letter alone off ("Hhotso" beside "khotso@": a capital misread), however surely read, when the
  // mailbox was read at least as surely (the mailbox's letter misread: "Leopold Edlinger" at 92 beside "leopold_cdlinger@" at 83).
  const mailLine = (way: string) =>
    lines.find((l) => l.text.includes('@') && l.text.toLowerCase().replace(/\s/g, '').includes(way));
  const firstOnly = (way: string) => way.slice(1) === lower.slice(1) && (mailLine(way)?.confidence ?? 0) >= confidence;
  const unsure = confidence <= 74;
  const near = [...new Set(ways.filter((way) => lettersApart(way, lower) === 1 && (unsure || firstOnly(way))))];
  if (near.length !== 1) return word;
  return [...near[0]].map((c, i) => (word[i] === word[i].toUpperCase() ? c.toUpperCase() : c)).join('');
}
