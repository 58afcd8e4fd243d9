// The tenth generator's card designs (session 12): SVG for a w × h card in fonts of Debian packages
// no earlier set used (fonts-hermit, fonts-fantasque-sans, fonts-sil-doulos, fonts-cardo,
// fonts-adf-ikarius, fonts-adf-irianis, fonts-adf-switzera, fonts-adf-oldania, fonts-junction).
// Layouts earlier sets lacked: a thin frame round the card, an accent bar down the left edge, the
// card cut into four quarters, contacts each behind a small drawn icon, a large pale monogram
// behind the text, the contacts across the top and the name below them; for *colour band* a
// band down the left edge, a coloured wedge in a corner, or a coloured panel holding the contacts.

export const TYPE_PAIRS = [
  { head: 'Switzera ADF', hs: 0.58, body: 'Doulos SIL', bs: 0.52 },
  { head: 'Cardo', hs: 0.52, body: 'Switzera ADF', bs: 0.55 },
  { head: 'Ikarius ADF Std', hs: 0.5, body: 'Junction', bs: 0.56 },
  { head: 'Junction', hs: 0.58, body: 'Hermit', bs: 0.62 },
  { head: 'Oldania ADF Std', hs: 0.52, body: 'Fantasque Sans Mono', bs: 0.58 },
  { head: 'Irianis ADF Std', hs: 0.5, body: 'Cardo', bs: 0.5 },
  { head: 'Doulos SIL', hs: 0.55, body: 'Irianis ADF Std', bs: 0.5 },
  { head: 'Switzera ADF', hs: 0.58, body: 'Oldania ADF Std', bs: 0.5 },
  { head: 'Fantasque Sans Mono', hs: 0.6, body: 'Ikarius ADF Std', bs: 0.5 },
];

export const PLAIN = ['frame', 'leftBar', 'quarters', 'icons', 'monogram', 'topContacts'];
export const BANDED = ['leftBand', 'cornerWedge', 'contactPanel'];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

/** Text at (x, y) in the pair's head or body face, shrunk to fit `fit` px. */
function typeset(pair) {
  return (x, y, text, { size, fit, head = false, bold = false, colour, align = 'start', spaced = false }) => {
    const share = (head ? pair.hs : pair.bs) * (bold ? 1.05 : 1) + (spaced ? 0.1 : 0);
    const px = Math.min(size, fit / Math.max(1, text.length * share));
    const track = spaced ? ` letter-spacing="${(px * 0.1).toFixed(1)}"` : '';
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${head ? pair.head : pair.body}" font-size="${px.toFixed(1)}" font-weight="${bold ? 700 : 400}" text-anchor="${align}"${track} fill="${colour}">${esc(text)}</text>`;
  };
}

/** A small icon for a contact line (phone, mail, web, pin) at (x, y), its height s. */
function icon(kind, x, y, s, colour) {
  if (kind === 'phone')
    return `<rect x="${x}" y="${y - s}" width="${s * 0.55}" height="${s}" rx="${s * 0.1}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  if (kind === 'mail')
    return `<rect x="${x}" y="${y - s * 0.8}" width="${s}" height="${s * 0.7}" fill="none" stroke="${colour}" stroke-width="2"/><polyline points="${x},${y - s * 0.8} ${x + s / 2},${y - s * 0.4} ${x + s},${y - s * 0.8}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  if (kind === 'web')
    return `<circle cx="${x + s / 2}" cy="${y - s / 2}" r="${s / 2}" fill="none" stroke="${colour}" stroke-width="2"/><line x1="${x}" y1="${y - s / 2}" x2="${x + s}" y2="${y - s / 2}" stroke="${colour}" stroke-width="1.5"/>`;
  return `<path d="M${x + s / 2} ${y} L${x + s * 0.1} ${y - s * 0.55} A${s * 0.42} ${s * 0.42} 0 1 1 ${x + s * 0.9} ${y - s * 0.55} Z" fill="${colour}"/>`;
}

/** The SVG of person `c` (wording.mjs plus `pair`) in `layout` with colours `k`. */
export function drawCard(layout, c, k, w, h) {
  const t = typeset(c.pair);
  const m = w * 0.065;
  const out = [`<rect width="${w}" height="${h}" fill="${k.paper}"/>`];
  const name = `${c.first} ${c.last}`;
  const contacts = [...c.phoneLines, c.email, c.website];
  const column = (x, y, lines, size, step, opts) => lines.map((s, i) => t(x, y + i * step, s, { size, ...opts }));
  const titled = (x, y, size, opts) => column(x, y, c.title, size, size * 1.3, opts);

  if (layout === 'frame') {
    out.push(
      `<rect x="${m / 2}" y="${m / 2}" width="${w - m}" height="${h - m}" fill="none" stroke="${k.accent}" stroke-width="4"/>`,
    );
    out.push(
      t(w / 2, h * 0.2, c.company, {
        size: 30,
        fit: w - 3 * m,
        head: true,
        colour: k.accent,
        align: 'middle',
        spaced: true,
      }),
    );
    out.push(
      t(w / 2, h * 0.38, name, { size: 50, fit: w - 3 * m, head: true, bold: true, colour: k.ink, align: 'middle' }),
    );
    out.push(...titled(w / 2, h * 0.46, 25, { fit: w - 3 * m, colour: k.soft, align: 'middle' }));
    out.push(...column(m * 1.4, h * 0.66, contacts, 21, 29, { fit: w * 0.46, colour: k.ink }));
    out.push(...column(w - m * 1.4, h * 0.66, c.addressLines, 21, 29, { fit: w * 0.36, colour: k.ink, align: 'end' }));
  } else if (layout === 'leftBar') {
    out.push(`<rect x="${m * 0.5}" y="${m}" width="10" height="${h - 2 * m}" fill="${k.accent}"/>`);
    const x = m * 1.2;
    out.push(t(x, h * 0.2, name, { size: 52, fit: w * 0.7, head: true, bold: true, colour: k.ink }));
    out.push(...titled(x, h * 0.29, 26, { fit: w * 0.7, colour: k.soft }));
    out.push(t(x, h * 0.48, c.company, { size: 32, fit: w * 0.6, head: true, colour: k.accent }));
    out.push(...column(x, h * 0.62, [...contacts, ...c.addressLines], 20, 27, { fit: w * 0.8, colour: k.ink }));
  } else if (layout === 'quarters') {
    out.push(`<line x1="${w / 2}" y1="${m}" x2="${w / 2}" y2="${h - m}" stroke="${k.accent}" stroke-width="2"/>`);
    out.push(`<line x1="${m}" y1="${h / 2}" x2="${w - m}" y2="${h / 2}" stroke="${k.accent}" stroke-width="2"/>`);
    const room = w / 2 - 1.5 * m;
    out.push(t(m, h * 0.22, name, { size: 44, fit: room, head: true, bold: true, colour: k.ink }));
    out.push(...titled(m, h * 0.31, 22, { fit: room, colour: k.soft }));
    out.push(t(w / 2 + m * 0.6, h * 0.3, c.company, { size: 32, fit: room, head: true, colour: k.accent }));
    out.push(...column(m, h * 0.62, contacts, 20, 28, { fit: room, colour: k.ink }));
    out.push(...column(w / 2 + m * 0.6, h * 0.62, c.addressLines, 20, 28, { fit: room, colour: k.ink }));
  } else if (layout === 'icons') {
    out.push(t(m, h * 0.2, c.company, { size: 30, fit: w * 0.5, head: true, colour: k.accent }));
    out.push(t(m, h * 0.4, name, { size: 50, fit: w * 0.55, head: true, bold: true, colour: k.ink }));
    out.push(...titled(m, h * 0.49, 24, { fit: w * 0.5, colour: k.soft }));
    const rows = [
      ...c.phoneLines.map((s) => ['phone', s]),
      ['mail', c.email],
      ['web', c.website],
      ['pin', c.addressLines.join(', ')],
    ];
    const x = w * 0.52;
    rows.forEach(([kind, s], i) => {
      const y = h * 0.3 + i * 40;
      out.push(icon(kind, x, y, 20, k.accent), t(x + 34, y, s, { size: 20, fit: w - x - 34 - m * 0.5, colour: k.ink }));
    });
  } else if (layout === 'monogram') {
    out.push(
      `<text x="${w * 0.72}" y="${h * 0.86}" font-family="${c.pair.head}" font-size="${h * 0.9}" font-weight="700" text-anchor="middle" fill="${k.pale}">${esc(c.company.replace(/^(PT|SIA|AS)\s+/, '')[0])}</text>`,
    );
    out.push(t(m, h * 0.25, name, { size: 50, fit: w * 0.7, head: true, bold: true, colour: k.ink }));
    out.push(...titled(m, h * 0.34, 25, { fit: w * 0.6, colour: k.soft }));
    out.push(t(m, h * 0.5, c.company, { size: 30, fit: w * 0.6, head: true, colour: k.accent }));
    out.push(
      ...column(m, h * 0.64, [...contacts, c.addressLines.join(', ')], 20, 28, { fit: w * 0.75, colour: k.ink }),
    );
  } else if (layout === 'topContacts') {
    out.push(t(m, m + 14, c.phoneLines.join('   '), { size: 20, fit: w - 2 * m, colour: k.ink }));
    out.push(t(m, m + 44, `${c.email}   ${c.website}`, { size: 20, fit: w - 2 * m, colour: k.ink }));
    out.push(`<line x1="${m}" y1="${m + 64}" x2="${w - m}" y2="${m + 64}" stroke="${k.accent}" stroke-width="2"/>`);
    out.push(t(m, h * 0.48, name, { size: 54, fit: w - 2 * m, head: true, bold: true, colour: k.ink }));
    out.push(...titled(m, h * 0.57, 26, { fit: w - 2 * m, colour: k.soft }));
    out.push(t(w - m, h * 0.82, c.company, { size: 32, fit: w * 0.5, head: true, colour: k.accent, align: 'end' }));
    out.push(...column(m, h * 0.8, c.addressLines, 20, 27, { fit: w * 0.42, colour: k.soft }));
  } else if (layout === 'leftBand') {
    const bx = w * 0.36;
    out.push(`<rect width="${bx}" height="${h}" fill="${k.band}"/>`);
    out.push(t(m * 0.6, h * 0.18, c.company, { size: 28, fit: bx - m, head: true, colour: k.onBand }));
    out.push(
      ...column(m * 0.6, h * 0.42, [...contacts, '', ...c.addressLines], 19, 27, { fit: bx - m, colour: k.onBand }),
    );
    out.push(t(bx + m, h * 0.42, name, { size: 48, fit: w - bx - 2 * m, head: true, bold: true, colour: k.ink }));
    out.push(...titled(bx + m, h * 0.51, 24, { fit: w - bx - 2 * m, colour: k.soft }));
  } else if (layout === 'cornerWedge') {
    out.push(`<polygon points="${w * 0.45},${h} ${w},${h * 0.3} ${w},${h}" fill="${k.band}"/>`);
    out.push(t(m, h * 0.22, name, { size: 50, fit: w * 0.6, head: true, bold: true, colour: k.ink }));
    out.push(...titled(m, h * 0.31, 24, { fit: w * 0.55, colour: k.soft }));
    out.push(t(m, h * 0.5, c.company, { size: 30, fit: w * 0.5, head: true, colour: k.accent }));
    out.push(...column(m, h * 0.64, contacts, 20, 28, { fit: w * 0.45, colour: k.ink }));
    out.push(...column(w - m, h * 0.78, c.addressLines, 20, 28, { fit: w * 0.34, colour: k.onBand, align: 'end' }));
  } else {
    const top = h * 0.5;
    out.push(`<rect x="${m}" y="${top}" width="${w - 2 * m}" height="${h - top - m * 0.6}" rx="18" fill="${k.band}"/>`);
    out.push(t(m, h * 0.17, c.company, { size: 28, fit: w * 0.5, head: true, colour: k.accent, spaced: true }));
    out.push(t(m, h * 0.32, name, { size: 48, fit: w * 0.75, head: true, bold: true, colour: k.ink }));
    out.push(...titled(m, h * 0.4, 24, { fit: w * 0.75, colour: k.soft }));
    out.push(...column(m * 1.5, top + 38, contacts, 20, 27, { fit: w * 0.45, colour: k.onBand }));
    out.push(...column(w * 0.56, top + 38, c.addressLines, 20, 27, { fit: w * 0.44 - m * 1.5, colour: k.onBand }));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${out.join('')}</svg>`;
}
