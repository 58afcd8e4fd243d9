// The ninth generator's card designs: SVG for a card of w × h px in fonts from Debian packages no
// earlier generator used (fonts-texgyre, fonts-adf-romande, fonts-adf-libris, fonts-prociono,
// fonts-goudybookletter, fonts-tuffy, fonts-bebas-neue, fonts-anonymous-pro, fonts-yrsa-rasa,
// fonts-comic-neue, fonts-oxygen). Layouts earlier sets lacked: a card split down the middle, the
// logo on the right, the name at the foot, contacts in two columns, all set to the right, contacts
// run together on one line; and for the colour-band condition a band at the foot, down the right
// side, or across the head, with light type on it.

/** Font pairs: head (name, company) and body, with an average glyph width as a share of the size. */
export const FONT_PAIRS = [
  { head: 'TeX Gyre Adventor', hw: 0.62, body: 'TeX Gyre Heros', bw: 0.55 },
  { head: 'Bebas Neue', hw: 0.42, body: 'Tuffy', bw: 0.52 },
  { head: 'Goudy Bookletter 1911', hw: 0.52, body: 'TeX Gyre Schola', bw: 0.58 },
  { head: 'Romande ADF Std', hw: 0.52, body: 'Libris ADF Std', bw: 0.5 },
  { head: 'Prociono', hw: 0.55, body: 'Oxygen-Sans', bw: 0.56 },
  { head: 'Yrsa', hw: 0.5, body: 'TeX Gyre Heros Cn', bw: 0.46 },
  { head: 'TeX Gyre Bonum', hw: 0.58, body: 'Anonymous Pro', bw: 0.56 },
  { head: 'Comic Neue', hw: 0.52, body: 'TeX Gyre Pagella', bw: 0.52 },
  { head: 'Libris ADF Std', hw: 0.5, body: 'TeX Gyre Cursor', bw: 0.6 },
  { head: 'Tuffy', hw: 0.54, body: 'Yrsa', bw: 0.48 },
];

export const PLAIN_LAYOUTS = ['split', 'logoRight', 'nameFoot', 'twoColumns', 'rightSet', 'oneLine'];
export const BAND_LAYOUTS = ['footBand', 'sideBand', 'headBand'];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A text writer for one card: sizes shrink so a line never runs past `room` px. */
function writer(fonts) {
  return (x, y, content, { size, room, head = false, bold = false, fill, anchor = 'start', caps = false }) => {
    const text = caps ? content.toUpperCase() : content;
    const share = (head ? fonts.hw : fonts.bw) * (caps ? 1.12 : 1) * (bold ? 1.06 : 1);
    const fitted = Math.min(size, room / Math.max(1, text.length * share));
    const family = head ? fonts.head : fonts.body;
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${family}" font-size="${fitted.toFixed(1)}" font-weight="${bold ? 700 : 400}" text-anchor="${anchor}" fill="${fill}">${escape(text)}</text>`;
  };
}

/** A logo mark of the company's initial in a shape, centred at (cx, cy). */
function mark(kind, cx, cy, s, colour, letter, fonts, paper) {
  const l = `<text x="${cx}" y="${cy + s * 0.3}" font-family="${fonts.head}" font-size="${s * 0.85}" font-weight="700" text-anchor="middle" fill="${paper}">${escape(letter)}</text>`;
  if (kind === 0) return `<circle cx="${cx}" cy="${cy}" r="${s * 0.62}" fill="${colour}"/>${l}`;
  if (kind === 1)
    return `<polygon points="${cx},${cy - s * 0.7} ${cx + s * 0.68},${cy + s * 0.5} ${cx - s * 0.68},${cy + s * 0.5}" fill="${colour}"/>`;
  if (kind === 2)
    return [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${cx - s * 0.6 + i * s * 0.42}" y="${cy - s * 0.3 - i * s * 0.2}" width="${s * 0.3}" height="${s * (0.6 + i * 0.2)}" fill="${colour}"/>`,
      )
      .join('');
  return `<rect x="${cx - s * 0.6}" y="${cy - s * 0.6}" width="${s * 1.2}" height="${s * 1.2}" rx="${s * 0.25}" fill="${colour}"/>${l}`;
}

/** The SVG of card `c` (wording.mjs's person plus fonts and a mark kind) in `layout`, palette `p`. */
export function cardSvg(layout, c, p, w, h) {
  const t = writer(c.fonts);
  const m = w * 0.07;
  const parts = [`<rect width="${w}" height="${h}" fill="${p.paper}"/>`];
  const add = (...x) => parts.push(...x);
  const name = `${c.first} ${c.last}`;
  const contacts = [...c.phoneLines, c.email, c.website];
  const lineStack = (x, y, lines, size, gap, opts) =>
    lines.map((line, i) => t(x, y + i * gap, line, { size, ...opts }));
  const titleLines = (x, y, size, opts) => lineStack(x, y, c.title, size, size * 1.25, opts);
  const letter = c.company.replace(/^(UAB|AB)\s+/, '')[0];

  if (layout === 'split') {
    const sx = w * 0.4;
    add(
      `<rect width="${sx}" height="${h}" fill="${p.tint}"/>`,
      `<line x1="${sx}" y1="${m}" x2="${sx}" y2="${h - m}" stroke="${p.accent}" stroke-width="3"/>`,
    );
    add(mark(c.mark, sx / 2, h * 0.36, 70, p.accent, letter, c.fonts, p.paper));
    add(t(sx / 2, h * 0.62, c.company, { size: 34, room: sx - m, head: true, fill: p.accentInk, anchor: 'middle' }));
    const x = sx + m * 0.7;
    const room = w - x - m * 0.6;
    add(t(x, h * 0.2, name, { size: 50, room, head: true, bold: true, fill: p.ink }));
    add(...titleLines(x, h * 0.29, 27, { room, fill: p.soft }));
    add(...lineStack(x, h * 0.5, [...contacts, ...c.addressLines], 24, 33, { room, fill: p.ink }));
  } else if (layout === 'logoRight') {
    add(mark(c.mark, w - m - 45, m + 45, 64, p.accent, letter, c.fonts, p.paper));
    add(
      t(w - m - 100, m + 56, c.company, {
        size: 30,
        room: w * 0.4,
        head: true,
        fill: p.accentInk,
        anchor: 'end',
        caps: true,
      }),
    );
    add(t(m, h * 0.4, name, { size: 56, room: w * 0.6, head: true, bold: true, fill: p.ink }));
    add(...titleLines(m, h * 0.49, 28, { room: w * 0.55, fill: p.soft }));
    add(...lineStack(m, h * 0.7, contacts, 23, 31, { room: w * 0.48, fill: p.ink }));
    add(...lineStack(w - m, h * 0.7, c.addressLines, 23, 31, { room: w * 0.38, fill: p.ink, anchor: 'end' }));
  } else if (layout === 'nameFoot') {
    add(mark(c.mark, m + 32, m + 32, 50, p.accent, letter, c.fonts, p.paper));
    add(t(m + 80, m + 46, c.company, { size: 34, room: w * 0.5, head: true, fill: p.accentInk }));
    add(...lineStack(w - m, m + 30, contacts, 22, 30, { room: w * 0.4, fill: p.ink, anchor: 'end' }));
    add(...lineStack(m, h * 0.42, c.addressLines, 22, 30, { room: w * 0.45, fill: p.soft }));
    const foot = h - m - (c.title.length - 1) * 32;
    add(`<line x1="${m}" y1="${foot - 80}" x2="${w - m}" y2="${foot - 80}" stroke="${p.accent}" stroke-width="2"/>`);
    add(t(m, foot - 36, name, { size: 52, room: w - 2 * m, head: true, bold: true, fill: p.ink }));
    add(...titleLines(m, foot, 26, { room: w - 2 * m, fill: p.soft }));
  } else if (layout === 'twoColumns') {
    add(t(w / 2, h * 0.2, name, { size: 52, room: w - 2 * m, head: true, bold: true, fill: p.ink, anchor: 'middle' }));
    add(...titleLines(w / 2, h * 0.29, 26, { room: w - 2 * m, fill: p.soft, anchor: 'middle' }));
    add(t(w / 2, h * 0.44, c.company, { size: 30, room: w - 2 * m, head: true, fill: p.accentInk, anchor: 'middle' }));
    add(`<line x1="${m}" y1="${h * 0.52}" x2="${w - m}" y2="${h * 0.52}" stroke="${p.accent}" stroke-width="2"/>`);
    add(...lineStack(m, h * 0.63, contacts, 22, 31, { room: w * 0.44, fill: p.ink }));
    add(...lineStack(w * 0.55, h * 0.63, c.addressLines, 22, 31, { room: w * 0.45 - m, fill: p.ink }));
  } else if (layout === 'rightSet') {
    add(mark(c.mark, m + 40, h - m - 40, 60, p.accent, letter, c.fonts, p.paper));
    add(t(w - m, m + 40, c.company, { size: 30, room: w * 0.6, head: true, fill: p.accentInk, anchor: 'end' }));
    add(t(w - m, h * 0.3, name, { size: 48, room: w * 0.7, head: true, bold: true, fill: p.ink, anchor: 'end' }));
    add(...titleLines(w - m, h * 0.38, 25, { room: w * 0.7, fill: p.soft, anchor: 'end' }));
    add(
      ...lineStack(w - m, h * 0.55, [...contacts, ...c.addressLines], 21, 28, {
        room: w * 0.72,
        fill: p.ink,
        anchor: 'end',
      }),
    );
  } else if (layout === 'oneLine') {
    add(mark(c.mark, w / 2, m + 30, 46, p.accent, letter, c.fonts, p.paper));
    add(
      t(w / 2, h * 0.3, c.company, {
        size: 30,
        room: w - 2 * m,
        head: true,
        fill: p.accentInk,
        anchor: 'middle',
        caps: true,
      }),
    );
    add(t(w / 2, h * 0.5, name, { size: 50, room: w - 2 * m, head: true, bold: true, fill: p.ink, anchor: 'middle' }));
    add(...titleLines(w / 2, h * 0.58, 25, { room: w - 2 * m, fill: p.soft, anchor: 'middle' }));
    add(t(w / 2, h * 0.8, c.phoneLines.join('  ·  '), { size: 21, room: w - 1.4 * m, fill: p.ink, anchor: 'middle' }));
    add(
      t(w / 2, h * 0.86, `${c.email}  ·  ${c.website}`, { size: 21, room: w - 1.4 * m, fill: p.ink, anchor: 'middle' }),
    );
    add(t(w / 2, h * 0.92, c.addressLines.join(', '), { size: 19, room: w - 1.4 * m, fill: p.soft, anchor: 'middle' }));
  } else if (layout === 'footBand') {
    const top = h * 0.62;
    add(`<rect y="${top}" width="${w}" height="${h - top}" fill="${p.band}"/>`);
    add(mark(c.mark, w - m - 35, m + 35, 56, p.band, letter, c.fonts, p.paper));
    add(t(m, m + 46, c.company, { size: 32, room: w * 0.6, head: true, fill: p.accentInk }));
    add(t(m, h * 0.33, name, { size: 50, room: w * 0.8, head: true, bold: true, fill: p.ink }));
    add(...titleLines(m, h * 0.42, 25, { room: w * 0.8, fill: p.soft }));
    add(...lineStack(m, top + 42, contacts, 21, 29, { room: w * 0.47, fill: p.onBand }));
    add(...lineStack(w * 0.56, top + 42, c.addressLines, 21, 29, { room: w * 0.44 - m * 0.6, fill: p.onBand }));
  } else if (layout === 'sideBand') {
    const sx = w * 0.56;
    add(`<rect x="${sx}" width="${w - sx}" height="${h}" fill="${p.band}"/>`);
    add(mark(c.mark, m + 30, m + 30, 50, p.band, letter, c.fonts, p.paper));
    add(t(m, h * 0.38, name, { size: 46, room: sx - 1.4 * m, head: true, bold: true, fill: p.ink }));
    add(...titleLines(m, h * 0.47, 24, { room: sx - 1.4 * m, fill: p.soft }));
    add(t(m, h * 0.78, c.company, { size: 28, room: sx - 1.4 * m, head: true, fill: p.accentInk }));
    add(
      ...lineStack(sx + m * 0.5, h * 0.18, [...contacts, '', ...c.addressLines], 21, 30, {
        room: w - sx - m * 0.8,
        fill: p.onBand,
      }),
    );
  } else {
    const bottom = h * 0.36;
    add(`<rect width="${w}" height="${bottom}" fill="${p.band}"/>`);
    add(t(m, bottom * 0.5, name, { size: 48, room: w * 0.62, head: true, bold: true, fill: p.onBand }));
    add(...titleLines(m, bottom * 0.5 + 40, 24, { room: w * 0.6, fill: p.onBand }));
    add(t(w - m, bottom * 0.55, c.company, { size: 28, room: w * 0.3, head: true, fill: p.onBand, anchor: 'end' }));
    add(...lineStack(m, bottom + 58, contacts, 22, 31, { room: w * 0.5, fill: p.ink }));
    add(...lineStack(w * 0.58, bottom + 58, c.addressLines, 22, 31, { room: w * 0.42 - m * 0.6, fill: p.ink }));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}
