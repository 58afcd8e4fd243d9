// The fourth generator's card designs, as SVG for sharp (librsvg with the system's fonts): a
// portrait card, two columns, everything right-aligned, a large logo, the back of a card with only
// the company and its contacts, a dense card (office, mobile and fax numbers), a card with a QR
// code, and two with light text on a colour band (across the foot, down the left side). Lines too
// long for their room are set smaller, as a designer would.
import QRCode from 'qrcode';

const safe = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Font families, with the width of an average character as a share of the font size. */
export const TYPEFACES = [
  { head: 'Inter', body: 'Inter', width: 0.56 },
  { head: 'Roboto Slab', body: 'Cabin', width: 0.54 },
  { head: 'League Spartan', body: 'Inter', width: 0.56 },
  { head: 'Linux Libertine O', body: 'Linux Libertine O', width: 0.5 },
  { head: 'Caladea', body: 'Cabin', width: 0.54 },
  { head: 'Quicksand', body: 'Quicksand', width: 0.56 },
  { head: 'Cabin', body: 'Fira Code', width: 0.62 },
  { head: 'Roboto Slab', body: 'Linux Libertine O', width: 0.52 },
];

/** One line; `room` is the width it may take, `size` shrinks to fit it. */
function line(
  c,
  x,
  y,
  s,
  { size, head = false, fill, bold = false, align = 'start', room = 9999, caps = false, track = 0 },
) {
  const shown = caps ? s.toUpperCase() : s;
  const fitted = Math.min(size, room / (shown.length * (c.type.width + (caps ? 0.1 : 0) + track / size)));
  return `<text x="${x}" y="${y}" font-family="${head ? c.type.head : c.type.body}" font-size="${fitted.toFixed(1)}" font-weight="${bold ? 'bold' : 'normal'}" letter-spacing="${track}" text-anchor="${align}" fill="${fill}">${safe(shown)}</text>`;
}

/** Lines one under another from `y` every `step`. */
const column = (c, x, y, step, lines, style) => lines.map((s, i) => line(c, x, y + i * step, s, style));

/** The company's mark: a monogram in a ring, stacked chevrons, a hexagon or three bars. */
function logo(c, x, y, size, colour, ground) {
  const initials = c.company
    .split(' ')
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const h = size / 2;
  switch (c.mark) {
    case 'monogram':
      return `<circle cx="${x + h}" cy="${y + h}" r="${h - 3}" fill="none" stroke="${colour}" stroke-width="${size / 14}"/><text x="${x + h}" y="${y + h + size * 0.15}" font-family="${c.type.head}" font-size="${size * 0.42}" font-weight="bold" text-anchor="middle" fill="${colour}">${safe(initials)}</text>`;
    case 'chevrons':
      return [0, 1, 2]
        .map(
          (i) =>
            `<polyline points="${x},${y + size * (0.2 + i * 0.25)} ${x + h},${y + size * (0.05 + i * 0.25)} ${x + size},${y + size * (0.2 + i * 0.25)}" fill="none" stroke="${colour}" stroke-width="${size / 9}"/>`,
        )
        .join('');
    case 'hexagon': {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${x + h + h * Math.cos(a)},${y + h + h * Math.sin(a)}`;
      }).join(' ');
      return `<polygon points="${pts}" fill="${colour}"/><circle cx="${x + h}" cy="${y + h}" r="${h * 0.38}" fill="${ground}"/>`;
    }
    default:
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${x + i * size * 0.36}" y="${y + size * (0.5 - i * 0.25)}" width="${size * 0.26}" height="${size * (0.5 + i * 0.25)}" fill="${colour}"/>`,
        )
        .join('');
  }
}

/** A QR code of the card's site (a real one, from the qrcode package), on a white square. */
function qr(c, x, y, size) {
  const { modules } = QRCode.create(`https://${c.truth.website}/card`, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 4);
  const dots = [];
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col))
        dots.push(
          `M${(x + (col + 2) * cell).toFixed(2)} ${(y + (row + 2) * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`,
        );
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#ffffff"/><path d="${dots.join('')}" fill="#111111"/>`;
}

const contacts = (c) => [...c.phones.map((p) => p.line), c.email, c.site];
const SCAN_ME = {
  US: 'Scan to save my contact',
  GB: 'Scan to save my details',
  DE: 'Kontakt speichern',
  FR: 'Enregistrer le contact',
  ES: 'Guardar contacto',
  NL: 'Contact opslaan',
};

/** Each design: (card, palette, width, height) → SVG elements. */
export const LAYOUTS = {
  twoColumn: (c, p, W, H) => [
    line(c, 60, H * 0.3, c.name, { size: 42, head: true, bold: true, fill: p.ink, room: W * 0.46 }),
    ...column(c, 60, H * 0.3 + 40, 28, c.title, { size: 23, fill: p.soft, room: W * 0.44 }),
    logo(c, 60, H - 130, 60, p.accent, p.paper),
    line(c, 135, H - 88, c.company, { size: 25, head: true, bold: true, fill: p.accent, room: W * 0.4 }),
    ...column(c, W * 0.56, H * 0.2, 32, [...contacts(c), '', ...c.address], { size: 21, fill: p.ink, room: W * 0.4 }),
  ],
  rightAligned: (c, p, W, H) => [
    logo(c, 55, 50, 74, p.accent, p.paper),
    line(c, W - 55, 85, c.company, {
      size: 24,
      head: true,
      fill: p.accent,
      align: 'end',
      caps: true,
      track: 2,
      room: W * 0.62,
    }),
    line(c, W - 55, H * 0.4, c.name, { size: 40, head: true, bold: true, fill: p.ink, align: 'end', room: W * 0.8 }),
    ...column(c, W - 55, H * 0.4 + 36, 27, c.title, { size: 22, fill: p.soft, align: 'end', room: W * 0.8 }),
    ...column(c, W - 55, H * 0.6, 29, contacts(c), { size: 20, fill: p.ink, align: 'end', room: W * 0.5 }),
    ...column(c, 60, H - 40 - (c.address.length - 1) * 27, 27, c.address, { size: 19, fill: p.soft, room: W * 0.38 }),
  ],
  vertical: (c, p, W) => [
    logo(c, W / 2 - 45, 60, 90, p.accent, p.paper),
    line(c, W / 2, 200, c.company, { size: 26, head: true, bold: true, fill: p.accent, align: 'middle', room: W - 90 }),
    line(c, W / 2, 330, c.name, { size: 40, head: true, bold: true, fill: p.ink, align: 'middle', room: W - 80 }),
    ...column(c, W / 2, 372, 28, c.title, { size: 22, fill: p.soft, align: 'middle', room: W - 90 }),
    `<rect x="${W / 2 - 40}" y="${440}" width="80" height="3" fill="${p.accent}"/>`,
    ...column(c, W / 2, 510, 34, [...contacts(c), ...c.address], {
      size: 21,
      fill: p.ink,
      align: 'middle',
      room: W - 90,
    }),
  ],
  logoHeavy: (c, p, W, H) => [
    logo(c, 70, H * 0.16, H * 0.42, p.accent, p.paper),
    line(c, 70, H * 0.72, c.company, {
      size: 34,
      head: true,
      bold: true,
      fill: p.accent,
      caps: true,
      track: 1,
      room: W * 0.44,
    }),
    `<text x="70" y="${H * 0.72 + 38}" font-family="${c.type.head}" font-size="19" font-style="italic" fill="${p.soft}">${safe(c.tagline)}</text>`,
    line(c, W * 0.54, H * 0.22, c.name, { size: 32, head: true, bold: true, fill: p.ink, room: W * 0.42 }),
    ...column(c, W * 0.54, H * 0.22 + 32, 25, c.title, { size: 20, fill: p.soft, room: W * 0.42 }),
    ...column(c, W * 0.54, H * 0.5, 29, [...contacts(c), ...c.address], { size: 19, fill: p.ink, room: W * 0.42 }),
  ],
  back: (c, p, W) => [
    logo(c, W / 2 - 38, 45, 76, p.accent, p.paper),
    line(c, W / 2, 170, c.company, {
      size: 30,
      head: true,
      bold: true,
      fill: p.accent,
      align: 'middle',
      room: W - 120,
    }),
    `<rect x="60" y="${205}" width="${W - 120}" height="2" fill="${p.soft}"/>`,
    ...column(c, 60, 270, 34, contacts(c), { size: 22, fill: p.ink, room: W * 0.5 }),
    ...column(c, W - 60, 270, 34, c.address, { size: 22, fill: p.ink, align: 'end', room: W * 0.36 }),
  ],
  dense: (c, p, W, H) => {
    const [office, mobile, fax] = c.phones.map((n) => n.line);
    return [
      line(c, 50, 80, c.name, { size: 36, head: true, bold: true, fill: p.ink, room: W * 0.55 }),
      ...column(c, 50, 114, 25, c.title, { size: 20, fill: p.soft, room: W * 0.55 }),
      logo(c, W - 110, 40, 60, p.accent, p.paper),
      line(c, W - 130, 80, c.company, {
        size: 20,
        head: true,
        bold: true,
        fill: p.accent,
        align: 'end',
        room: W * 0.36,
      }),
      `<rect x="50" y="${H * 0.42}" width="${W - 100}" height="2" fill="${p.accent}"/>`,
      ...column(c, 50, H * 0.42 + 45, 28, [office, mobile, fax, c.email, c.site], {
        size: 18,
        fill: p.ink,
        room: W * 0.5,
      }),
      ...column(c, W * 0.6, H * 0.42 + 45, 28, c.address, { size: 18, fill: p.ink, room: W * 0.36 }),
    ];
  },
  qr: (c, p, W, H) => [
    line(c, 60, 90, c.company, { size: 24, head: true, bold: true, fill: p.accent, room: W * 0.6 }),
    line(c, 60, 200, c.name, { size: 40, head: true, bold: true, fill: p.ink, room: W * 0.6 }),
    ...column(c, 60, 238, 27, c.title, { size: 21, fill: p.soft, room: W * 0.6 }),
    ...column(c, 60, H * 0.5, 27, [...contacts(c), ...c.address], { size: 19, fill: p.ink, room: W * 0.62 }),
    qr(c, W - 290, H / 2 - 125, 230),
    line(c, W - 175, H / 2 + 135, SCAN_ME[c.country], { size: 16, fill: p.soft, align: 'middle', room: 240 }),
  ],
  footBand: (c, p, W, H) => [
    logo(c, 60, 45, 58, p.accent, p.paper),
    line(c, 135, 85, c.company, { size: 26, head: true, bold: true, fill: p.ink, room: W * 0.7 }),
    line(c, 60, H * 0.38, c.name, { size: 40, head: true, bold: true, fill: p.ink, room: W - 120 }),
    ...column(c, 60, H * 0.38 + 34, 26, c.title, { size: 21, fill: p.soft, room: W - 120 }),
    `<rect x="0" y="${H * 0.58}" width="${W}" height="${H * 0.42}" fill="${p.band}"/>`,
    ...column(c, 60, H * 0.58 + 48, 30, contacts(c), { size: 20, fill: p.onBand, room: W * 0.5 }),
    ...column(c, W - 60, H * 0.58 + 48, 30, c.address, { size: 20, fill: p.onBand, align: 'end', room: W * 0.36 }),
  ],
  sideBand: (c, p, W, H) => [
    `<rect x="0" y="0" width="${W * 0.4}" height="${H}" fill="${p.band}"/>`,
    logo(c, 50, 50, 64, p.onBand, p.band),
    line(c, 50, H * 0.55, c.name, { size: 34, head: true, bold: true, fill: p.onBand, room: W * 0.34 }),
    ...column(c, 50, H * 0.55 + 34, 26, c.title, { size: 20, fill: p.onBand, room: W * 0.34 }),
    line(c, W * 0.45, 90, c.company, { size: 26, head: true, bold: true, fill: p.accent, room: W * 0.5 }),
    ...column(c, W * 0.45, 190, 31, [...contacts(c), ...c.address], { size: 20, fill: p.ink, room: W * 0.5 }),
  ],
};

/** Designs that print no person ('back') or three numbers ('dense') need a card drawn for them. */
export const styleOf = (layout) => (layout === 'back' || layout === 'dense' ? layout : 'plain');
/** The designs set upright (taller than wide). */
export const PORTRAIT = new Set(['vertical']);
