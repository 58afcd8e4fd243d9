import { lettersApart, oneLetterApart, type CardLine } from './text';

/**
 * A mailbox, a capital letter, then a domain, on a line with no "@": "fceccoliBserravallelog.sm",
 * "euphrasie.agbod janRcotonoutransit.bj", "adi lsonsPluandaeng.co.ao" (spaces read in it aside).
 * A mailbox is lower case, so the first capital after it is where the "@" was.
 */
const GLUED_AT = /^([a-z][a-z0-9._-]*[a-z0-9])[BRPEG]([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,})$/;

/**
 * Emails whose "@" OCR read as a capital B, R, P, E or G (a thin or small "@" in a light face): the line
 * is that email when the card prints its domain again on a line of its own, as its web address
 * ("ricardoBayitisolar.ht" over "ayitisolar.ht", "sharipov. farrukhBsomontrade. t j" over "wa.
 * somontrade. tj"), a letter off at most ("co. ad" beside "co. ao"), the surer reading of the two
 * taken. Nothing is changed without that second reading of the domain. An "@" read as a small
 * letter is found by that domain alone (mailboxBeforeDomain).
 */
export function mailboxesWithMisreadAt(lines: readonly CardLine[]): CardLine[] {
  // An ending's dot read as a space ("…szhelsolaire bf", "www balaton hu") put back first.
  const compact = lines.map((line) => line.text.replace(/(?<![.\s])\s+(?=[a-z]{2}$)/, '.').replace(/\s+/g, ''));
  return lines.map((line, at) => {
    const [, box, domain] = line.text.includes('@') ? [] : (compact[at].match(GLUED_AT) ?? []);
    if (!box || !domain || domain.split('.')[0].length < 5) {
      const found = line.text.includes('@') ? undefined : mailboxBeforeDomain(compact, at);
      return found ? { ...line, text: found } : line;
    }
    const again = compact.findIndex((other, k) => {
      // A site's scheme and the marks of an icon before it are no part of its host ("® https://www.…").
      const host = other.toLowerCase().replace(/^[^a-z0-9]*(?:https?:\/*)?/, '');
      return (
        k !== at &&
        !host.includes('@') &&
        host.length - domain.length <= 4 &&
        lettersApart(host.slice(-domain.length), domain) <= 1
      );
    });
    if (again < 0) return line;
    // Of the two readings the surer one: the line whose "@" was misread was read badly.
    const surer = (lines[again].confidence ?? 0) > (line.confidence ?? 0);
    return { ...line, text: `${box}@${surer ? compact[again].toLowerCase().slice(-domain.length) : domain}` };
  });
}

/**
 * A web address alone on its line, its brand five letters or more: "www.sahelsolaire.bf",
 * "https://cuscotravel.com.pe". Its "www" or scheme is wanted: a host alone may be a cut piece of
 * another line ("dceramics.uz").
 */
const WWW_DOMAIN = /^[^a-z0-9]*(?:https?:\/\/(?:www\.?)?|www\.?)([a-z0-9-]{5,}(?:\.[a-z0-9-]+)*\.[a-z]{2,})$/;

/**
 * A mailbox, one letter for the "@" and a domain the card prints again as its web address, read or
 * a letter off ("aminatacompaorelszhelsolaire.bf" beside "www sahelsolaire.bf", "compaorerfkadiogotransports.bf"
 * beside "ww. kad ogotranspor ts. bf"): the letter before the domain is the "@" read small. The
 * email keeps its own reading of the domain: the domain agreement (domains.ts) sets it right by the
 * company's name.
 */
function mailboxBeforeDomain(compact: readonly string[], at: number): string | undefined {
  const text = compact[at];
  // A site's line is none ("www.himalayaventures.bt" over its cut tail "ntures.bt").
  if (!/^[a-z][a-z0-9._-]*\.[a-z]{2,}$/.test(text) || /^(?:https?|www)/.test(text)) return undefined;
  for (const [k, other] of compact.entries()) {
    const domain = k === at ? undefined : other.toLowerCase().match(WWW_DOMAIN)?.[1];
    if (!domain || text.endsWith(`.${domain}`)) continue;
    for (const length of [domain.length, domain.length + 1, domain.length - 1]) {
      const read = text.slice(-length);
      const box = text.slice(0, -length - 1);
      if (box.length < 3 || !/[a-z0-9]$/.test(box) || read.split('.').length !== domain.split('.').length) continue;
      if (read === domain || oneLetterApart(read, domain)) return `${box}@${read}`;
    }
  }
  return undefined;
}
