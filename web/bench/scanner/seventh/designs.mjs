// The seventh generator's card designs, as SVG for sharp (librsvg with the system's fonts), none of
// them an earlier generator's: a vertical rule between the person and the contacts, a filled
// monogram square beside the name, a geometric logo mark before the company at the top right, the
// name set large on two lines (first name over surname) with the contacts in one row at the foot,
// the company on top and the person at the foot, and a card set all in letter-spaced capitals.
// For *colour band*: a coloured band down the right holding the contacts in light letters, or a
// card coloured all over with a thin light frame and every line light. Lines too long for their
// room are set smaller.

const xml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Font pairs from Debian packages no earlier generator uses (fonts-adf-gillius, fonts-adf-baskervald,
 * fonts-adf-universalis, fonts-adf-accanthis, fonts-fanwood, fonts-jura, fonts-beteckna, fonts-hack,
 * fonts-junicode, fonts-inconsolata), with an average glyph width as a share of the size. */
export const TYPE = [
  { head: 'Gillius ADF', body: 'Gillius ADF', em: 0.52 },
  { head: 'Baskervald ADF Std', body: 'Universalis ADF Std', em: 0.55 },
  { head: 'Fanwood Text', body: 'Jura', em: 0.56 },
  { head: 'Beteckna', body: 'Hack', em: 0.62 },
  { head: 'Accanthis ADF Std', body: 'Accanthis ADF Std', em: 0.52 },
  { head: 'Junicode Two Beta', body: 'Inconsolata', em: 0.56 },
  { head: 'Universalis ADF Std', body: 'Fanwood Text', em: 0.53 },
  { head: 'Jura', body: 'Gillius ADF', em: 0.55 },
];

/** One line of text, set smaller when it would run past `fit` pixels. */
function line(t, x, y, s, o) {
  const shown = o.caps ? s.toUpperCase() : s;
  const spacing = o.spacing ?? 0;
  const perChar = t.em * (o.caps ? 1.15 : 1) + spacing;
  const size = Math.min(o.size, (o.fit ?? 9999) / (shown.length * perChar));
  const attrs = [
    `x="${x.toFixed(1)}"`,
    `y="${y.toFixed(1)}"`,
    `font-family="${o.head ? t.head : t.body}"`,
    `font-size="${size.toFixed(1)}"`,
    `font-weight="${o.bold ? 700 : 400}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.align ?? 'start'}"`,
  ];
  if (spacing) attrs.push(`letter-spacing="${(spacing * size).toFixed(1)}"`);
  if (o.italic) attrs.push('font-style="italic"');
  return `<text ${attrs.join(' ')}>${xml(shown)}</text>`;
}

const column = (t, lines, x, y, gap, o) => lines.map((s, i) => line(t, x, y + i * gap, s, o));
const phoneText = (p) => `${p.label} ${p.text}`;
const contacts = (c) => [...c.phones.map(phoneText), c.email, c.site];
const monogram = (c) => `${c.first[0]}${c.last.split(' ').at(-1)[0]}`;

const DESIGNS = {
  rule(c, k, W, H, t) {
    const mid = W * 0.47;
    const out = [`<rect x="${mid}" y="70" width="3" height="${H - 140}" fill="${k.accent}"/>`];
    out.push(line(t, mid - 40, 170, c.first, { size: 50, head: true, fill: k.ink, align: 'end', fit: mid - 90 }));
    out.push(
      line(t, mid - 40, 230, c.last, { size: 50, head: true, bold: true, fill: k.ink, align: 'end', fit: mid - 90 }),
    );
    out.push(...column(t, c.titleLines, mid - 40, 290, 36, { size: 28, fill: k.soft, align: 'end', fit: mid - 90 }));
    out.push(
      line(t, mid - 40, H - 90, c.company, { size: 30, head: true, fill: k.accentInk, align: 'end', fit: mid - 90 }),
    );
    const rows = [...contacts(c), ...c.address];
    const gap = Math.min(44, (H - 180) / rows.length);
    out.push(...column(t, rows, mid + 40, 120, gap, { size: 27, fill: k.ink, fit: W - mid - 90 }));
    return out;
  },
  monogram(c, k, W, H, t) {
    const out = [`<rect x="60" y="60" width="130" height="130" fill="${k.accent}"/>`];
    out.push(line(t, 125, 150, monogram(c), { size: 64, head: true, bold: true, fill: k.paper, align: 'middle' }));
    out.push(
      line(t, 220, 112, `${c.first} ${c.last}`, { size: 48, head: true, bold: true, fill: k.ink, fit: W - 280 }),
    );
    out.push(line(t, 220, 160, c.titleLines.join(' '), { size: 28, fill: k.soft, fit: W - 280 }));
    out.push(line(t, 220, 200, c.company, { size: 28, fill: k.accentInk, head: true, fit: W - 280 }));
    const left = [...c.phones.map(phoneText), c.email];
    const right = [c.site, ...c.address];
    out.push(...column(t, left, 60, H - 60 - (left.length - 1) * 40, 40, { size: 27, fill: k.ink, fit: W / 2 - 80 }));
    out.push(
      ...column(t, right, W - 60, H - 60 - (right.length - 1) * 40, 40, {
        size: 27,
        fill: k.ink,
        align: 'end',
        fit: W / 2 - 80,
      }),
    );
    return out;
  },
  logoMark(c, k, W, H, t) {
    const x = W * 0.42;
    const out = [
      `<path d="M${x} 130 L${x + 34} 70 L${x + 68} 130 Z" fill="${k.accent}"/>`,
      `<path d="M${x + 24} 130 L${x + 58} 82 L${x + 92} 130 Z" fill="${k.soft}" opacity="0.8"/>`,
    ];
    out.push(
      line(t, x + 110, 115, c.company, { size: 30, head: true, bold: true, fill: k.accentInk, fit: W - x - 170 }),
    );
    if (c.tagline)
      out.push(line(t, x + 110, 150, c.tagline, { size: 20, fill: k.soft, italic: true, fit: W - x - 170 }));
    out.push(line(t, 70, H - 230, `${c.first} ${c.last}`, { size: 52, head: true, fill: k.ink, fit: W * 0.55 }));
    out.push(...column(t, c.titleLines, 70, H - 185, 34, { size: 28, fill: k.soft, italic: true, fit: W * 0.5 }));
    const rows = contacts(c);
    out.push(
      ...column(t, rows, W - 60, H - 60 - (rows.length - 1) * 38, 38, {
        size: 26,
        fill: k.ink,
        align: 'end',
        fit: W * 0.4,
      }),
    );
    out.push(
      ...column(t, c.address, 70, H - 60 - (c.address.length - 1) * 34, 34, { size: 24, fill: k.soft, fit: W * 0.5 }),
    );
    return out;
  },
  bigName(c, k, W, H, t) {
    const out = [line(t, 70, 140, c.first, { size: 80, head: true, fill: k.ink, fit: W - 140 })];
    out.push(line(t, 70, 225, c.last, { size: 80, head: true, bold: true, fill: k.accentInk, fit: W - 140 }));
    out.push(line(t, 72, 280, `${c.titleLines.join(' ')}, ${c.company}`, { size: 28, fill: k.soft, fit: W - 140 }));
    out.push(`<rect x="70" y="${H - 190}" width="${W - 140}" height="2" fill="${k.soft}"/>`);
    out.push(line(t, 70, H - 140, c.phones.map(phoneText).join('  |  '), { size: 26, fill: k.ink, fit: W - 140 }));
    out.push(line(t, 70, H - 100, `${c.email}  |  ${c.site}`, { size: 26, fill: k.ink, fit: W - 140 }));
    out.push(line(t, 70, H - 60, c.address.join(' · '), { size: 24, fill: k.soft, fit: W - 140 }));
    return out;
  },
  companyTop(c, k, W, H, t) {
    const out = [
      line(t, W / 2, 100, c.company, {
        size: 40,
        head: true,
        bold: true,
        fill: k.accentInk,
        align: 'middle',
        fit: W - 120,
      }),
    ];
    out.push(`<rect x="${W / 2 - 60}" y="122" width="120" height="4" fill="${k.accent}"/>`);
    const rows = [...contacts(c), c.address.join(', ')];
    out.push(...column(t, rows, W / 2, 190, 36, { size: 25, fill: k.ink, align: 'middle', fit: W - 140 }));
    out.push(
      line(t, W - 70, H - 100, `${c.first} ${c.last}`, {
        size: 44,
        head: true,
        fill: k.ink,
        align: 'end',
        fit: W * 0.6,
      }),
    );
    out.push(
      line(t, W - 70, H - 60, c.titleLines.join(' '), {
        size: 26,
        fill: k.soft,
        align: 'end',
        italic: true,
        fit: W * 0.6,
      }),
    );
    return out;
  },
  capitals(c, k, W, H, t) {
    const o = { caps: true, spacing: 0.12 };
    const out = [
      line(t, 70, 120, `${c.first} ${c.last}`, { ...o, size: 40, head: true, bold: true, fill: k.ink, fit: W - 140 }),
    ];
    out.push(...column(t, c.titleLines, 70, 165, 32, { ...o, size: 22, fill: k.soft, fit: W - 140 }));
    out.push(
      line(t, 70, 170 + c.titleLines.length * 32 + 20, c.company, {
        ...o,
        size: 24,
        fill: k.accentInk,
        head: true,
        fit: W - 140,
      }),
    );
    const rows = [...contacts(c), ...c.address];
    const gap = Math.min(34, (H * 0.5) / rows.length);
    out.push(...column(t, rows, 70, H - 55 - (rows.length - 1) * gap, gap, { size: 24, fill: k.ink, fit: W - 140 }));
    return out;
  },
  rightBand(c, k, W, H, t) {
    const x = W * 0.52;
    const out = [`<rect x="${x}" y="0" width="${W - x}" height="${H}" fill="${k.band}"/>`];
    out.push(line(t, 60, 150, `${c.first} ${c.last}`, { size: 46, head: true, bold: true, fill: k.ink, fit: x - 100 }));
    out.push(...column(t, c.titleLines, 60, 200, 34, { size: 27, fill: k.soft, fit: x - 100 }));
    out.push(line(t, 60, H - 80, c.company, { size: 30, head: true, fill: k.accentInk, fit: x - 100 }));
    const rows = [...contacts(c), ...c.address];
    const gap = Math.min(42, (H - 120) / rows.length);
    out.push(...column(t, rows, x + 40, 90, gap, { size: 25, fill: k.onBand, fit: W - x - 70 }));
    return out;
  },
  allColour(c, k, W, H, t) {
    const out = [
      `<rect width="${W}" height="${H}" fill="${k.band}"/>`,
      `<rect x="28" y="28" width="${W - 56}" height="${H - 56}" fill="none" stroke="${k.onBand}" stroke-width="2"/>`,
    ];
    out.push(
      line(t, 80, 130, `${c.first} ${c.last}`, { size: 50, head: true, bold: true, fill: k.onBand, fit: W - 160 }),
    );
    out.push(line(t, 80, 178, c.titleLines.join(' '), { size: 28, fill: k.onBand, fit: W - 160 }));
    out.push(line(t, 80, 222, c.company, { size: 30, head: true, fill: k.onBand, fit: W - 160 }));
    const rows = [...contacts(c), c.address.join(', ')];
    out.push(...column(t, rows, 80, H - 70 - (rows.length - 1) * 38, 38, { size: 25, fill: k.onBand, fit: W - 160 }));
    return out;
  },
};

export const PLAIN_DESIGNS = ['rule', 'monogram', 'logoMark', 'bigName', 'companyTop', 'capitals'];
export const BAND_DESIGNS = ['rightBand', 'allColour'];

/** The card as SVG: its paper, then the design. */
export function cardSvg(design, c, k, W, H) {
  const shapes = DESIGNS[design](c, k, W, H, c.type);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${k.paper}"/>${shapes.join('')}</svg>`;
}
