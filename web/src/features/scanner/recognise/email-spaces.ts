import type { CardLine } from './text';

/** Labels a card prints before an email or a number ("e. ada@", "email ana@"): no piece of the mailbox. */
const LABEL = /^(?:[tmpdocewf]|e-?mail|mail|correo|courriel)$/;

/** A piece that is itself a web address ("acme.com", "www.acme"): another item of the line, not the mailbox's. */
const SITE_PIECE = /^www|\.(?:com|org|net|[a-z]{2})$/;

/**
 * An email's mailbox with spaces the engine read in it, before the "@". With a dot or an underscore
 * in it, its pieces are one word cut ("palesa. mohap i@", "ermel inda. guterres@", "mariana. j
 * imenez@"); without, a lone letter first is an initial and its dot ("r dam@" → "r.dam@"). Other
 * pieces are left as read: that space may be the dot the person's name tells (mailboxesByName:
 * "beatriz silva@", "marcus lim@"), and two letters before a whole mailbox are a speck ("sz
 * siddiqui.fahad@").
 */
function mailboxWithoutSpaces(box: string): string {
  const pieces = box.replace(/\.\s+/g, '. ').split(' ');
  const parted = /[._]/.test(pieces.join(''));
  let out = pieces.at(-1) ?? '';
  for (let i = pieces.length - 2; i >= 0; i -= 1) {
    const piece = pieces[i];
    const apart = `${pieces.slice(0, i + 1).join(' ')} ${out}`;
    if (!/^[a-z0-9._-]*[a-z][a-z0-9._-]*$/.test(piece) || SITE_PIECE.test(piece)) return apart;
    const word = piece.replace(/\.$/, '');
    // Two letters before a whole mailbox ("sz siddiqui.fahad"), not before its first part ("pa lesa. mohapi").
    const speck = word.length === 2 && !piece.endsWith('.') && !pieces[1].endsWith('.');
    if (i === 0 && (LABEL.test(word) || speck)) return apart;
    if (parted) out = `${piece}${out}`;
    else if (i === 0 && word.length === 1) out = `${word}.${out}`;
    else return apart;
  }
  return out;
}

/**
 * A domain with spaces the engine read in it ("ma lot iwater. co. Is", "pymarine vu", "shweny com
 * mm"): a host has none, so the pieces are one name; a country's two letters last alone are its
 * ending, and "com", "co"… before them its second level.
 */
function domainWithoutSpaces(domain: string): string | undefined {
  const pieces = domain
    .replace(/\s*\.\s*/g, '.')
    .replace(/\s(com|co|org|net|edu|gov|ac)\s([a-zA-Z]{2})$/, '.$1.$2')
    .trim()
    .split(' ');
  if (pieces.length < 2 || !pieces.slice(0, -1).every((p) => /^[a-z0-9-]+$/.test(p))) return undefined;
  const last = pieces.at(-1) ?? '';
  const head = pieces.slice(0, -1).join('');
  // "quitoverde com.ec": a second level and a country's letters are an ending, not a piece of the name.
  if (/^(?:com|co|org|net|edu|gov|ac)\.[a-zA-Z]{2}$/.test(last)) return `${head}.${last}`;
  if (ENDED.test(last)) return `${head}${last}`;
  if (/^[a-zA-Z]{2}$/.test(last)) return `${head}.${last}`;
  return undefined;
}

/** A host's last piece with its ending: "iwater.co.Is", "ine.vu". */
const ENDED = /^[a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-zA-Z|]{2,3}$/;
const EMAIL_LINE = /^(.*?)(?<![A-Za-z0-9])([a-z0-9][a-z0-9._ -]*?)\s?@\s?([a-z0-9][a-z0-9. -]*?[a-zA-Z|]{1,3})$/;
const SITE_LINE = /^((?:https?:\/\/)?www\.\s?)?([a-z0-9][a-z0-9. -]*?[a-zA-Z|]{1,3})$/;
const WWW_CAPITALS = /(?<=^www\.\s?)[A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*(?:\s?\.\s?[A-Za-z0-9-]+)+$/;
/**
 * "www." read as other strokes at a line's start ("wi.", "wy.", "wuny.", "waw."), or with a speck
 * before it ("awww."): no other host reads so before a name.
 */
const WWW_MISREAD =
  /^(?:w[wvuyinma]{0,3}\.\s?(?=[a-z0-9-]{2,}[\s.])(?!(?:com|org|net|co|gov|edu|ac)\s?\.)|[a-z](?=www\.[a-z0-9-]{2,}\.))/;

/**
 * Emails and web addresses with spaces read inside them, alone on their line (a label before an
 * email aside), their spaces taken out (mailboxWithoutSpaces, domainWithoutSpaces); a site's "www."
 * read as other strokes put back. A host without "www." only when read surely (50 or more), in
 * three pieces at most (no sentence's words), its ending on its last piece ("pvmar ine. vu"), the
 * card printing no "www." site and no other line ending in it: a mailbox whose "@" was lost reads
 * so too ("ralphtoarapvmar ine. vu" over "pvmar ine. vu"). Lines of anything else are left as read.
 */
export function withoutSpacesInAddresses(lines: readonly CardLine[]): CardLine[] {
  // A host is written in small letters: one read with capitals after "www." is the same ("www. NUtmegbay. gd").
  const texts = lines.map((line) =>
    line.text
      .replace(WWW_MISREAD, (read) => (read.length === 1 ? '' : 'www.'))
      .replace(WWW_CAPITALS, (host) => host.toLowerCase()),
  );
  const hosts = texts.map((text) =>
    text
      .replace(/\s*\.\s*/g, '.')
      .replace(/\s+/g, '')
      .toLowerCase(),
  );
  const printsWww = texts.some((text) => /^(?:https?:\/\/)?www\./i.test(text));
  return lines.map((line, at) => {
    const text = texts[at];
    const email = text.match(EMAIL_LINE);
    // An unsure line's pieces may be specks as well as letters ("harmcod siharhy@anolarc ables om").
    if (email && !email[3].includes('@') && (line.confidence ?? 100) >= 50) {
      const [, before, box, domain] = email;
      const dotted = domain.replace(/\s*\.\s*/g, '.');
      const host = /\s/.test(dotted) ? domainWithoutSpaces(dotted) : dotted;
      if (host) return { ...line, text: `${before}${mailboxWithoutSpaces(box.trim())}@${host}` };
    }
    const site = text.match(SITE_LINE);
    const pieces = site?.[2].replace(/\s*\.\s*/g, '.').split(' ') ?? [];
    const host = pieces.length > 1 && site ? domainWithoutSpaces(site[2]) : undefined;
    const doubtful =
      !site?.[1] &&
      ((line.confidence ?? 100) < 50 ||
        pieces.length > 3 ||
        !ENDED.test(pieces.at(-1) ?? '') ||
        printsWww ||
        hosts.some((other, k) => k !== at && other.length >= 5 && hosts[at].endsWith(other) && other !== hosts[at]));
    if (host && !doubtful) return { ...line, text: `${site?.[1]?.replace(/\s/g, '') ?? ''}${host}` };
    return text === line.text ? line : { ...line, text };
  });
}
