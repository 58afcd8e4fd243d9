// The business cards the scanner bench renders: what each one prints (name, title, company,
// contact lines, address lines as set on the card), how it is laid out, in which fonts, and how
// the picture is spoiled to look like a phone photo. The truth is what a person would type in.
// Phones in the truth are E.164; a fax printed on a card is not a phone to save.

export const sans = 'DejaVu Sans';
export const serif = 'DejaVu Serif';
export const mono = 'DejaVu Sans Mono';
export const condensed = 'DejaVu Sans Condensed';
export const lsans = 'Liberation Sans';
export const lserif = 'Liberation Serif';
export const lmono = 'Liberation Mono';
export const narrow = 'Liberation Sans Narrow';

/** @typedef {{ id: string, layout: string, fonts: { name: string, body: string }, effect: string, accent: string,
 *   print: { name: string, title?: string, company?: string, contacts: string[], address?: string[] },
 *   truth: { firstName: string, lastName: string, jobTitle: string, company: string, emails: string[], phones: string[], website: string, address: string } }} Card */

/** A card from what it prints; the truth is derived from the print unless given. */
export function card(id, layout, nameFont, bodyFont, effect, accent, print, truth) {
  const [first, ...rest] = print.name.split(' ');
  const texts = print.contacts.join(' ');
  return {
    id,
    layout,
    fonts: { name: nameFont, body: bodyFont },
    effect,
    accent,
    print,
    truth: {
      firstName: first,
      lastName: rest.join(' '),
      jobTitle: print.title ?? '',
      company: print.company ?? '',
      emails: texts.match(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/gi) ?? [],
      website:
        print.contacts
          .map((c) =>
            c.split(/\s+/).find((w) => /^(?:https?:\/\/|www\.)|^[a-z-]+\.[a-z.]+$/.test(w) && !w.includes('@')),
          )
          .find(Boolean) ?? '',
      address: (print.address ?? []).join(', '),
      ...truth,
    },
  };
}
