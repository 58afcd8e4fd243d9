// What a photographed card (draw.mjs) prints and what a person would type from it. The truth uses
// the same shape as card-spec.mjs, so score.mjs scores both sets alike: phones in E.164, a two-line
// job title as one line, the address lines joined with ", ".

export const FONTS = {
  noto: { head: 'Noto Sans', body: 'Noto Sans' },
  free: { head: 'FreeSerif', body: 'FreeSans' },
  nimbus: { head: 'Nimbus Sans', body: 'Nimbus Sans' },
  c059: { head: 'C059', body: 'Nimbus Sans Narrow' },
  gothic: { head: 'URW Gothic', body: 'Noto Serif' },
  p052: { head: 'P052', body: 'FreeSans' },
  bookman: { head: 'URW Bookman', body: 'Nimbus Roman' },
  notoSerif: { head: 'Noto Serif', body: 'Noto Sans' },
};

/** The picture conditions, by the name the bench reports them under. */
export const CONDITIONS = {
  clean: {},
  tilt: (deg) => ({ tilt: deg }),
  lamp: (dim) => ({ lamp: dim }),
  'low resolution': { width: 600 },
  'jpeg and blur': { quality: 30, blur: 1.1 },
};

/**
 * A photographed card. `condition` is the name it is reported under; `conditions` what draw.mjs
 * does to the picture; `paper` yellow | mustard | dark | navy | white.
 */
export function photoCard({
  id,
  layout,
  fonts,
  condition,
  conditions = {},
  paper = 'white',
  accent,
  band,
  mark,
  name,
  first,
  last,
  title = [],
  company,
  contacts,
  address = [],
  phones,
  website = '',
  emails,
}) {
  return {
    id,
    layout,
    f: FONTS[fonts],
    condition,
    conditions,
    paper,
    accent,
    band,
    mark,
    name,
    title,
    company,
    contacts,
    address,
    truth: {
      firstName: first,
      lastName: last,
      jobTitle: title.join(' '),
      company,
      emails: emails ?? contacts.join(' ').match(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/gi) ?? [],
      phones,
      website,
      address: address.join(', '),
    },
  };
}
