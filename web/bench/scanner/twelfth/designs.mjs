// The twelfth generator's card designs (session 15): SVG for a w × h card in fonts of Debian
// packages no earlier set used (draw.mjs names them). Layouts no earlier set has: two columns
// split by a vertical rule; the name in widely spaced capitals; a QR-code square beside the text;
// contact lines led by icons drawn as shapes (handset, envelope, globe, pin); the text over a
// photo-like background of soft blurred shapes; a large logo mark holding the company's initials.
// The *colour band* layouts (a band across the foot holding the numbers and mail, a band down the
// left holding the name, a band with a slanted edge across the top) are in bands.mjs.
import { BAND_LAYOUTS, bandSvg } from './bands.mjs';

// `hw`/`bw`: the face's mean advance per character as a share of its size, to fit lines to room.
export const FACES = [
  { head: 'Latin Modern Roman', hw: 0.5, body: 'Latin Modern Sans', bw: 0.5 },
  { head: 'GFS Didot', hw: 0.52, body: 'Karmilla', bw: 0.56 },
  { head: 'Arapey', hw: 0.46, body: 'Veranda', bw: 0.6 },
  { head: 'GFS Neohellenic', hw: 0.5, body: 'Roadgeek 2014 Series D', bw: 0.52 },
  { head: 'Dancing Script', hw: 0.48, body: 'Aerial', bw: 0.55 },
  { head: 'BIZ UDPGothic', hw: 0.56, body: 'Tymes', bw: 0.48 },
  { head: 'okolaks', hw: 0.54, body: 'GFS Neohellenic', bw: 0.5 },
  { head: 'Roadgeek 2014 Series E', hw: 0.6, body: 'Quercus', bw: 0.52 },
  { head: 'Jara', hw: 0.52, body: 'osifont', bw: 0.56 },
  { head: 'Karmilla', hw: 0.56, body: 'Latin Modern Roman', bw: 0.5 },
];

export const PLAIN_LAYOUTS = ['ruledColumns', 'spacedCaps', 'qrBeside', 'iconRows', 'photoGradient', 'logoMark'];
export { BAND_LAYOUTS };

const xml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

/** A text setter in the pair `f`: the size shrinks until the text fits `room` px. */
export function setter(f) {
  return (x, y, text, o) => {
    const spacing = o.spacing ?? 0; // letter-spacing as a share of the size
    const per = (o.head ? f.hw : f.bw) * (o.bold ? 1.06 : 1) * (o.upper ? 1.2 : 1) + spacing;
    const size = Math.min(o.size, o.room / Math.max(1, text.length * per));
    const track = spacing ? ` letter-spacing="${(size * spacing).toFixed(1)}"` : '';
    const shown = o.upper ? text.toUpperCase() : text;
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${o.head ? f.head : f.body}" font-size="${size.toFixed(1)}" font-weight="${o.bold ? 700 : 400}" text-anchor="${o.anchor ?? 'start'}"${track} fill="${o.fill}">${xml(shown)}</text>`;
  };
}

/** A QR-code-like square of side `s` at (x, y): three finder squares and seeded modules. */
function qr(r, x, y, s, ink, paper) {
  const n = 25;
  const u = s / n;
  const finder = (i, j) =>
    [
      [0, 0],
      [n - 7, 0],
      [0, n - 7],
    ].some(([a, b]) => i >= a - 1 && i <= a + 7 && j >= b - 1 && j <= b + 7);
  let d = '';
  for (let j = 0; j < n; j += 1)
    for (let i = 0; i < n; i += 1)
      if (!finder(i, j) && r.coin(0.48))
        d += `M${(x + i * u).toFixed(1)} ${(y + j * u).toFixed(1)}h${u.toFixed(2)}v${u.toFixed(2)}h-${u.toFixed(2)}z`;
  const eyes = [
    [0, 0],
    [n - 7, 0],
    [0, n - 7],
  ].map(([a, b]) => {
    const [ex, ey] = [x + a * u, y + b * u];
    return `<rect x="${ex}" y="${ey}" width="${7 * u}" height="${7 * u}" fill="${ink}"/><rect x="${ex + u}" y="${ey + u}" width="${5 * u}" height="${5 * u}" fill="${paper}"/><rect x="${ex + 2 * u}" y="${ey + 2 * u}" width="${3 * u}" height="${3 * u}" fill="${ink}"/>`;
  });
  return `<rect x="${x - 2 * u}" y="${y - 2 * u}" width="${s + 4 * u}" height="${s + 4 * u}" fill="${paper}"/><path d="${d}" fill="${ink}"/>${eyes.join('')}`;
}

/** An icon of `kind` (phone, mail, web, pin) drawn as shapes, `s` px high, centred on (x, y). */
function icon(kind, x, y, s, fill) {
  const h = s / 2;
  if (kind === 'phone')
    return `<rect x="${x - h * 0.55}" y="${y - h}" width="${h * 1.1}" height="${s}" rx="${h * 0.2}" fill="${fill}"/><rect x="${x - h * 0.38}" y="${y - h * 0.72}" width="${h * 0.76}" height="${h * 1.3}" fill="#ffffff" opacity="0.85"/>`;
  if (kind === 'mail')
    return `<rect x="${x - h * 1.1}" y="${y - h * 0.7}" width="${h * 2.2}" height="${h * 1.4}" fill="${fill}"/><polyline points="${x - h * 1.1},${y - h * 0.7} ${x},${y + h * 0.15} ${x + h * 1.1},${y - h * 0.7}" fill="none" stroke="#ffffff" stroke-width="${h * 0.18}"/>`;
  if (kind === 'web')
    return `<circle cx="${x}" cy="${y}" r="${h}" fill="none" stroke="${fill}" stroke-width="${h * 0.2}"/><ellipse cx="${x}" cy="${y}" rx="${h * 0.42}" ry="${h}" fill="none" stroke="${fill}" stroke-width="${h * 0.16}"/><line x1="${x - h}" y1="${y}" x2="${x + h}" y2="${y}" stroke="${fill}" stroke-width="${h * 0.16}"/>`;
  return `<path d="M${x} ${y + h} L${x - h * 0.75} ${y - h * 0.1} A${h * 0.8} ${h * 0.8} 0 1 1 ${x + h * 0.75} ${y - h * 0.1} Z" fill="${fill}"/><circle cx="${x}" cy="${y - h * 0.3}" r="${h * 0.3}" fill="#ffffff"/>`;
}

/** The company's initials, for a logo mark. */
const initials = (company) =>
  company
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word) && !/[.()]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/** The SVG of person `p` (wording.mjs, with `face`) in `layout` with colours `k`; `r` seeds the QR code. */
export function cardSvg(r, layout, p, k, w, h) {
  if (BAND_LAYOUTS.includes(layout)) return bandSvg(layout, p, k, w, h, setter(p.face));
  const say = setter(p.face);
  const m = w * 0.065;
  const defs = [];
  const svg = [`<rect width="${w}" height="${h}" fill="${k.paper}"/>`];
  const name = `${p.first} ${p.last}`;
  const lines = (x, y, list, step, o) => list.forEach((s, i) => s && svg.push(say(x, y + i * step, s, o)));
  const role = (x, y, size, o) => lines(x, y, p.role, size * 1.3, { size, fill: k.soft, ...o });
  const contacts = [...p.phoneLines, p.email, p.website];

  if (layout === 'ruledColumns') {
    const rule = w * r.real(0.44, 0.5);
    svg.push(
      `<line x1="${rule}" y1="${h * 0.14}" x2="${rule}" y2="${h * 0.86}" stroke="${k.accent}" stroke-width="2"/>`,
    );
    svg.push(say(m, h * 0.3, p.first, { size: 46, room: rule - 1.5 * m, head: true, bold: true, fill: k.ink }));
    svg.push(say(m, h * 0.42, p.last, { size: 46, room: rule - 1.5 * m, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.54, 22, { room: rule - 1.5 * m });
    svg.push(say(m, h * 0.84, p.company, { size: 24, room: rule - 1.5 * m, head: true, fill: k.accent }));
    const x = rule + m * 0.6;
    lines(x, h * 0.24, [...contacts, '', ...p.addressLines], 30, { size: 23, room: w - x - m * 0.7, fill: k.ink });
  } else if (layout === 'spacedCaps') {
    svg.push(
      say(m, h * 0.26, name, { size: 40, room: w - 2 * m, head: true, upper: true, spacing: 0.32, fill: k.ink }),
    );
    svg.push(`<rect x="${m}" y="${h * 0.32}" width="${w * 0.2}" height="3" fill="${k.accent}"/>`);
    role(m, h * 0.42, 21, { room: w * 0.55, upper: true, spacing: 0.12 });
    svg.push(say(w - m, h * 0.42, p.company, { size: 24, room: w * 0.36, head: true, fill: k.accent, anchor: 'end' }));
    lines(m, h * 0.66, contacts, 30, { size: 23, room: w * 0.47, fill: k.ink });
    lines(w * 0.56, h * 0.66, p.addressLines, 30, { size: 23, room: w * 0.38, fill: k.ink });
  } else if (layout === 'qrBeside') {
    const s = h * 0.42;
    const [qx, qy] = [w - m - s, h * 0.5 - s / 2];
    svg.push(qr(r, qx, qy, s, k.ink, k.paper));
    const room = qx - 2 * m;
    svg.push(say(m, h * 0.2, name, { size: 48, room, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.29, 22, { room });
    svg.push(say(m, h * 0.43, p.company, { size: 26, room, head: true, fill: k.accent }));
    lines(m, h * 0.58, [...contacts, p.addressLines.join(', ')], 29, { size: 22, room, fill: k.ink });
  } else if (layout === 'iconRows') {
    svg.push(
      say(w / 2, h * 0.17, name, { size: 46, room: w - 2 * m, head: true, bold: true, fill: k.ink, anchor: 'middle' }),
    );
    role(w / 2, h * 0.26, 22, { room: w - 2 * m, anchor: 'middle' });
    svg.push(
      `<line x1="${m}" y1="${h * 0.38}" x2="${w - m}" y2="${h * 0.38}" stroke="${k.accent}" stroke-width="1.5"/>`,
    );
    const rows = [
      ...p.phoneLines.map((s) => ['phone', s]),
      ['mail', p.email],
      ['web', p.website],
      ['pin', p.addressLines.join(', ')],
    ];
    const x = m + 34;
    rows.forEach(([kind, text], i) => {
      const y = h * 0.49 + i * 34;
      svg.push(icon(kind, m + 10, y - 7, 20, k.accent));
      svg.push(say(x, y, text, { size: 23, room: w - x - m, fill: k.ink }));
    });
    svg.push(say(w - m, h * 0.94, p.company, { size: 22, room: w * 0.5, head: true, fill: k.accent, anchor: 'end' }));
  } else if (layout === 'photoGradient') {
    defs.push(
      `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${k.paper}"/><stop offset="1" stop-color="${k.accent}" stop-opacity="0.35"/></linearGradient>`,
      `<filter id="soft"><feGaussianBlur stdDeviation="${(w * 0.03).toFixed(0)}"/></filter>`,
    );
    svg.push(`<rect width="${w}" height="${h}" fill="url(#g)"/>`);
    const blobs = Array.from({ length: 5 }, () => {
      const [cx, cy, rr] = [r.real(0.1, 0.95) * w, r.real(0.1, 0.95) * h, r.real(0.08, 0.2) * w];
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${rr.toFixed(0)}" fill="${r.one([k.accent, k.soft, '#ffffff'])}" opacity="${r.real(0.12, 0.28).toFixed(2)}"/>`;
    });
    svg.push(`<g filter="url(#soft)">${blobs.join('')}</g>`);
    svg.push(say(m, h * 0.22, p.company, { size: 26, room: w * 0.6, head: true, fill: k.accent }));
    svg.push(say(m, h * 0.4, name, { size: 50, room: w * 0.7, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.49, 23, { room: w * 0.6 });
    lines(m, h * 0.68, [p.phoneLines.join('   '), p.email], 30, { size: 23, room: w - 2 * m, fill: k.ink });
    lines(m, h * 0.68 + 60, [p.website, p.addressLines.join(', ')], 30, { size: 23, room: w - 2 * m, fill: k.ink });
  } else {
    const mark = w * 0.3;
    const [cx, cy] = [m + mark / 2, h * 0.44];
    const shape = r.one(['circle', 'hexagon', 'square']);
    if (shape === 'circle') svg.push(`<circle cx="${cx}" cy="${cy}" r="${mark / 2}" fill="${k.accent}"/>`);
    else if (shape === 'square')
      svg.push(
        `<rect x="${cx - mark / 2}" y="${cy - mark / 2}" width="${mark}" height="${mark}" rx="${mark * 0.12}" fill="${k.accent}"/>`,
      );
    else {
      const pts = Array.from(
        { length: 6 },
        (_, i) =>
          `${(cx + (mark / 2) * Math.cos((Math.PI / 3) * i + Math.PI / 6)).toFixed(1)},${(cy + (mark / 2) * Math.sin((Math.PI / 3) * i + Math.PI / 6)).toFixed(1)}`,
      );
      svg.push(`<polygon points="${pts.join(' ')}" fill="${k.accent}"/>`);
    }
    svg.push(
      say(cx, cy + mark * 0.14, initials(p.company), {
        size: mark * 0.42,
        room: mark * 0.8,
        head: true,
        bold: true,
        fill: k.paper,
        anchor: 'middle',
      }),
    );
    svg.push(say(cx, h * 0.88, p.company, { size: 22, room: mark + m, head: true, fill: k.accent, anchor: 'middle' }));
    const x = m * 2 + mark;
    const room = w - x - m * 0.8;
    svg.push(say(x, h * 0.2, name, { size: 44, room, head: true, bold: true, fill: k.ink }));
    role(x, h * 0.29, 21, { room });
    lines(x, h * 0.47, [...contacts, ...p.addressLines], 28, { size: 22, room, fill: k.ink });
  }
  const head = defs.length ? `<defs>${defs.join('')}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${head}${svg.join('')}</svg>`;
}
