import { lettersApart, type CardLine } from './text';

/**
 * A mailbox, a capital letter, then a domain, on a line with no "@": "fceccoliBserravallelog.sm",
 * "euphrasie.agbod janRcotonoutransit.bj", "adi lsonsPluandaeng.co.ao" (spaces read in it aside).
 * A mailbox is lower case, so the first capital after it is where the "@" was.
 */
const GLUED_AT = /^([a-z][a-z0-9._-]*[a-z0-9])[BRP]([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,})$/;

/**
 * Emails whose "@" OCR read as a capital B, R or P (a thin or small "@" in a light face): the line
 * is that email when the card prints its domain again on a line of its own, as its web address
 * ("ricardoBayitisolar.ht" over "ayitisolar.ht", "sharipov. farrukhBsomontrade. t j" over "wa.
 * somontrade. tj"), a letter off at most ("co. ad" beside "co. ao"), the surer reading of the two
 * taken. Nothing is changed without that second reading of the domain.
 */
export function mailboxesWithMisreadAt(lines: readonly CardLine[]): CardLine[] {
  const compact = lines.map((line) => line.text.replace(/\s+/g, ''));
  return lines.map((line, at) => {
    const [, box, domain] = line.text.includes('@') ? [] : (compact[at].match(GLUED_AT) ?? []);
    if (!box || !domain || domain.split('.')[0].length < 5) return line;
    const again = compact.findIndex((other, k) => {
      const host = other.toLowerCase();
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
