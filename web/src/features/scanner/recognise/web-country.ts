/** Letters the English model takes for one another in a small ending ("sv" read "sy" or "su", "qa" read "ga"). */
const LOOK_ALIKE = ['vyuw', 'lit', 'nm', 'ce', 'qg'];

/**
 * A country's two letters read one look-alike letter off the card's own country's ("com.sy" on a
 * card whose numbers are +503, El Salvador's "sv"): the one printed. Only two letters that
 * differ in one place, by letters the engine confuses; the card's country from its numbers or
 * its address, never from the domain itself.
 */
export function isHomeEndingMisread(code: string, home: string | undefined): boolean {
  if (!home || code.length !== 2) return false;
  const [a, b] = [code.toLowerCase(), home.toLowerCase()];
  const at = [0, 1].filter((i) => a[i] !== b[i]);
  return at.length === 1 && LOOK_ALIKE.some((group) => group.includes(a[at[0]]) && group.includes(b[at[0]]));
}

/** A web or mail address whose country's ending was read a look-alike letter off the card's own, put right. */
export function withHomeEnding(address: string, home: string | undefined): string {
  const code = address.match(/\.([a-z]{2})$/i)?.[1];
  return code && isHomeEndingMisread(code, home) ? `${address.slice(0, -2)}${home?.toLowerCase()}` : address;
}

/**
 * Countries whose firms are named under "co." only (South Africa's "co.za", Uganda's "co.ug"…): a
 * brand run into "co" before their letters lost that dot ("kampalacourierco.ug").
 */
const CO_ONLY = new Set(['za', 'ug', 'tz', 'zw', 'ls', 'mz', 'ke', 'id', 'th', 'il']);

/** A web or mail address whose dot before "co" of such a country was lost, put back. */
export function withCoBeforeCountry(address: string): string {
  return address.replace(/(?<=(?:^|[@/.])[a-z0-9-]{4,})co\.([a-z]{2})$/, (whole, code: string) =>
    CO_ONLY.has(code) ? `.co.${code}` : whole,
  );
}
