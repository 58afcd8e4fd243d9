// The eighth generator's card designs, as SVG for sharp (librsvg with the system's fonts), none of
// them an earlier generator's: everything centred with the contacts on one line joined by dots;
// the name at the foot left with the contacts right-aligned beside it under a hairline; contacts as
// a two-column table (labels in small capitals, values beside them); a circle logo above a
// left-aligned stack; a card with a round icon before each contact; the company at the top left and
// the person set in a light weight at the right. For *colour band*: a coloured triangle in a
// corner holding the company in light letters, or a band across the middle holding the name and
// title in light letters. Lines too long for their room are set smaller.

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Font pairs from Debian packages no earlier generator uses (fonts-croscore, fonts-adf-berenis,
 * fonts-adf-tribun, fonts-adf-verana, fonts-mononoki, fonts-averia-serif-gwf,
 * fonts-averia-sans-gwf, fonts-yanone-kaffeesatz, fonts-stix, fonts-mplus), with an average glyph
 * width as a share of the size. */
export const FONTS = [
  { head: 'Tinos', body: 'Arimo', em: 0.53 },
  { head: 'Berenis ADF Pro', body: 'Verana Sans', em: 0.55 },
  { head: 'Yanone Kaffeesatz', body: 'Cousine', em: 0.6 },
  { head: 'Averia Serif GWF', body: 'Averia Sans GWF', em: 0.55 },
  { head: 'Tribun ADF Std', body: 'mononoki', em: 0.6 },
  { head: 'STIXGeneral', body: 'Tribun ADF Std', em: 0.52 },
  { head: 'M PLUS 1', body: 'Berenis ADF Pro', em: 0.55 },
  { head: 'Verana Sans', body: 'STIXGeneral', em: 0.53 },
];

/** One text element, smaller when it would run past `room` pixels. */
function text(f, s, x, y, o) {
  const shown = o.upper ? s.toUpperCase() : s;
  const track = o.track ?? 0;
  // 1.12: the widths are averages, and a line set to its room exactly would touch its neighbour.
  const width = 1.12 * shown.length * (f.em * (o.upper ? 1.12 : 1) + track);
  const size = Math.min(o.size, (o.room ?? 1e4) / width);
  const a = [
    `x="${x.toFixed(1)}" y="${y.toFixed(1)}"`,
    `font-family="${o.head ? f.head : f.body}" font-size="${size.toFixed(1)}"`,
    `font-weight="${o.weight ?? 400}" fill="${o.fill}" text-anchor="${o.anchor ?? 'start'}"`,
  ];
  if (track) a.push(`letter-spacing="${(track * size).toFixed(1)}"`);
  return `<text ${a.join(' ')}>${esc(shown)}</text>`;
}

const stack = (f, rows, x, y, step, o) => rows.map((s, i) => text(f, s, x, y + i * step, o));
const phoneRows = (c) => [...c.phones, ...(c.fax ? [c.fax] : [])].map((p) => `${p.label} ${p.text}`);
const allContacts = (c) => [...phoneRows(c), c.email, c.site];

const LAYOUTS = {
  centred(c, p, W, H, f) {
    const o = [];
    o.push(
      text(f, `${c.first} ${c.last}`, W / 2, 150, {
        size: 56,
        head: true,
        weight: 700,
        fill: p.ink,
        anchor: 'middle',
        room: W - 120,
      }),
    );
    o.push(...stack(f, c.titleLines, W / 2, 200, 34, { size: 28, fill: p.soft, anchor: 'middle', room: W - 160 }));
    o.push(`<rect x="${W / 2 - 60}" y="250" width="120" height="2" fill="${p.accent}"/>`);
    o.push(
      text(f, c.company, W / 2, 300, { size: 32, head: true, fill: p.accentInk, anchor: 'middle', room: W - 160 }),
    );
    o.push(text(f, c.address.join(', '), W / 2, H - 140, { size: 24, fill: p.ink, anchor: 'middle', room: W - 100 }));
    o.push(
      text(f, phoneRows(c).join('  ·  '), W / 2, H - 95, { size: 24, fill: p.ink, anchor: 'middle', room: W - 100 }),
    );
    o.push(
      text(f, `${c.email}  ·  ${c.site}`, W / 2, H - 50, { size: 24, fill: p.ink, anchor: 'middle', room: W - 100 }),
    );
    return o;
  },
  footName(c, p, W, H, f) {
    const o = [text(f, c.company, 60, 90, { size: 34, head: true, weight: 700, fill: p.accentInk, room: W - 120 })];
    o.push(...stack(f, c.address, 60, 135, 32, { size: 23, fill: p.soft, room: W - 120 }));
    o.push(`<rect x="60" y="${H - 230}" width="${W - 120}" height="1.5" fill="${p.soft}"/>`);
    o.push(text(f, c.first, 60, H - 150, { size: 44, head: true, fill: p.ink, room: W / 2 - 80 }));
    o.push(text(f, c.last, 60, H - 100, { size: 44, head: true, weight: 700, fill: p.ink, room: W / 2 - 80 }));
    o.push(...stack(f, c.titleLines, 60, H - 60, 28, { size: 22, fill: p.soft, room: W / 2 - 80 }));
    const rows = allContacts(c);
    o.push(
      ...stack(f, rows, W - 60, H - 190, 150 / rows.length + 4, {
        size: 24,
        fill: p.ink,
        anchor: 'end',
        room: W / 2 - 60,
      }),
    );
    return o;
  },
  table(c, p, W, H, f) {
    const o = [
      text(f, `${c.first} ${c.last}`, 70, 110, { size: 50, head: true, weight: 700, fill: p.ink, room: W - 140 }),
    ];
    o.push(text(f, c.titleLines.join(' '), 70, 155, { size: 27, fill: p.soft, room: W - 140 }));
    o.push(text(f, c.company, 70, 200, { size: 29, head: true, fill: p.accentInk, room: W - 140 }));
    const rows = [
      ...[...c.phones, ...(c.fax ? [c.fax] : [])].map((q) => [q.label.replace(/[.:]$/, ''), q.text]),
      ['Email', c.email],
      ['Web', c.site],
      ['Address', c.address.join(', ')],
    ];
    const step = Math.min(46, (H - 260) / rows.length);
    rows.forEach(([label, value], i) => {
      const y = 270 + i * step;
      o.push(text(f, label, 70, y, { size: 18, upper: true, track: 0.08, fill: p.accent, room: 150 }));
      o.push(text(f, value, 240, y, { size: 25, fill: p.ink, room: W - 300 }));
    });
    return o;
  },
  circleLogo(c, p, W, H, f) {
    const o = [`<circle cx="${W - 130}" cy="130" r="62" fill="none" stroke="${p.accent}" stroke-width="9"/>`];
    o.push(`<circle cx="${W - 130}" cy="130" r="24" fill="${p.accent}"/>`);
    o.push(text(f, c.company, 70, 95, { size: 30, head: true, weight: 700, fill: p.accentInk, room: W - 300 }));
    o.push(text(f, `${c.first} ${c.last}`, 70, 215, { size: 46, head: true, fill: p.ink, room: W - 300 }));
    o.push(...stack(f, c.titleLines, 70, 258, 32, { size: 25, fill: p.soft, room: W - 300 }));
    const rows = [...allContacts(c), ...c.address];
    const step = Math.min(36, (H - 340) / rows.length);
    o.push(...stack(f, rows, 70, H - 40 - (rows.length - 1) * step, step, { size: 24, fill: p.ink, room: W - 140 }));
    return o;
  },
  icons(c, p, W, H, f) {
    const o = [
      text(f, `${c.first} ${c.last}`, 60, 100, { size: 48, head: true, weight: 700, fill: p.ink, room: W / 2 }),
    ];
    o.push(...stack(f, c.titleLines, 60, 145, 30, { size: 25, fill: p.soft, room: W / 2 - 60 }));
    o.push(text(f, c.company, 60, H - 60, { size: 34, head: true, fill: p.accentInk, room: W / 2 - 60 }));
    const rows = [...allContacts(c), ...c.address];
    const step = Math.min(54, (H - 120) / rows.length);
    rows.forEach((row, i) => {
      const y = 90 + i * step;
      o.push(`<circle cx="${W * 0.5}" cy="${y - 8}" r="12" fill="${p.accent}"/>`);
      o.push(text(f, row, W * 0.5 + 26, y, { size: 23, fill: p.ink, room: W * 0.5 - 80 }));
    });
    return o;
  },
  lightName(c, p, W, H, f) {
    const o = [text(f, c.company, 60, 80, { size: 26, upper: true, track: 0.12, fill: p.accentInk, room: W / 2 })];
    o.push(
      text(f, `${c.first} ${c.last}`, W - 60, 200, {
        size: 54,
        head: true,
        weight: 300,
        fill: p.ink,
        anchor: 'end',
        room: W - 200,
      }),
    );
    o.push(...stack(f, c.titleLines, W - 60, 245, 30, { size: 25, fill: p.soft, anchor: 'end', room: W - 200 }));
    const left = [...phoneRows(c), c.email, c.site];
    const step = Math.min(36, (H - 330) / left.length);
    o.push(...stack(f, left, 60, H - 60 - (left.length - 1) * step, step, { size: 23, fill: p.ink, room: W / 2 - 60 }));
    o.push(
      ...stack(f, c.address, W - 60, H - 60 - (c.address.length - 1) * 34, 34, {
        size: 23,
        fill: p.ink,
        anchor: 'end',
        room: W / 2 - 60,
      }),
    );
    return o;
  },
  corner(c, p, W, H, f) {
    const o = [`<polygon points="0,0 ${W * 0.62},0 0,${H * 0.62}" fill="${p.band}"/>`];
    o.push(text(f, c.company, 40, 70, { size: 32, head: true, weight: 700, fill: p.onBand, room: W * 0.42 }));
    o.push(
      text(f, `${c.first} ${c.last}`, W - 60, 120, {
        size: 46,
        head: true,
        fill: p.ink,
        anchor: 'end',
        room: W * 0.45,
      }),
    );
    o.push(...stack(f, c.titleLines, W - 60, 162, 30, { size: 24, fill: p.soft, anchor: 'end', room: W * 0.45 }));
    const rows = [...allContacts(c), ...c.address];
    const step = Math.min(34, (H * 0.6) / rows.length);
    o.push(
      ...stack(f, rows, W - 60, H - 40 - (rows.length - 1) * step, step, {
        size: 23,
        fill: p.ink,
        anchor: 'end',
        room: W * 0.55,
      }),
    );
    return o;
  },
  midBand(c, p, W, H, f) {
    const o = [`<rect x="0" y="${H * 0.3}" width="${W}" height="${H * 0.3}" fill="${p.band}"/>`];
    o.push(text(f, c.company, 60, 90, { size: 32, head: true, fill: p.accentInk, room: W - 120 }));
    o.push(
      text(f, `${c.first} ${c.last}`, 60, H * 0.3 + 75, {
        size: 48,
        head: true,
        weight: 700,
        fill: p.onBand,
        room: W - 120,
      }),
    );
    o.push(text(f, c.titleLines.join(' '), 60, H * 0.3 + 130, { size: 27, fill: p.onBand, room: W - 120 }));
    const left = [...phoneRows(c), c.email, c.site];
    const step = Math.min(34, (H * 0.38) / left.length);
    o.push(...stack(f, left, 60, H * 0.6 + 45, step, { size: 22, fill: p.ink, room: W / 2 - 50 }));
    o.push(
      ...stack(f, c.address, W - 60, H * 0.6 + 45, 32, { size: 22, fill: p.ink, anchor: 'end', room: W / 2 - 50 }),
    );
    return o;
  },
};

export const PLAIN_LAYOUTS = ['centred', 'footName', 'table', 'circleLogo', 'icons', 'lightName'];
export const BAND_LAYOUTS = ['corner', 'midBand'];

/** The card as an SVG document of W × H pixels. */
export function cardSvg(layout, c, p, W, H) {
  const body = LAYOUTS[layout](c, p, W, H, c.fonts).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${p.paper}"/>\n${body}\n</svg>`;
}
