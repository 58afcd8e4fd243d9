// The faces this generator sets type in (Debian packages no earlier set used, see draw.mjs) and
// the SVG pieces every design shares: a line of text fitted to a width, the contact icons, a QR
// code's look.
export const FACES = [
  { family: 'Manjari', regular: 400, bold: 700, width: 0.53, missing: '' },
  { family: 'Harmattan', regular: 400, bold: 700, width: 0.47, missing: '' },
  { family: 'Purisa', regular: 400, bold: 700, width: 0.62, missing: '' },
  { family: 'Waree', regular: 400, bold: 700, width: 0.6, missing: '' },
  { family: 'Mekanus ADF Std', regular: 400, bold: 700, width: 0.53, missing: '' },
  { family: 'NanumGothic', regular: 400, bold: 700, width: 0.53, missing: 'åÅ' },
  // The Heavy cut only: its Regular is an outline face. Names and brands only.
  { family: 'National Park', regular: 800, bold: 800, width: 0.62, missing: '&|çØ', headOnly: true },
];

export const covers = (face, text) => ![...face.missing].some((c) => text.includes(c));

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');

/** A line of text no wider than maxWidth (its size lowered to fit, by the face's mean advance). */
export function text(
  str,
  x,
  y,
  { face, size, bold = false, fill, anchor = 'start', maxWidth = 2000, spacing = 0, rotate = 0 },
) {
  if (!str) return '';
  const advance = face.width * (bold ? 1.07 : 1) + spacing / size;
  const fitted = Math.min(size, maxWidth / (str.length * advance));
  const turn = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : '';
  return `<text x="${x}" y="${y}" font-family="${face.family}" font-weight="${bold ? face.bold : face.regular}" font-size="${fitted.toFixed(1)}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}"${turn}>${escape(str)}</text>`;
}

/** A contact line as the card prints it: its label (if any) then the value. */
export const contact = (item) => (item.label ? `${item.label} ${item.text}` : item.text);

/** Simple line icons (phone, envelope, globe, pin) in a disc, centred at x, y. */
export function icon(kind, x, y, r, disc, stroke) {
  const s = r / 16;
  const body = {
    phone: `<path d="M-6,-8 q-2,0 -2,3 q1,9 11,13 q3,0 3,-2 l-3,-4 l-3,2 q-4,-2 -5,-6 l2,-2 z" fill="${stroke}"/>`,
    mail: `<rect x="-8" y="-5.5" width="16" height="11" rx="1.5" fill="none" stroke="${stroke}" stroke-width="1.8"/><path d="M-8,-5 l8,6 l8,-6" fill="none" stroke="${stroke}" stroke-width="1.8"/>`,
    web: `<circle r="8" fill="none" stroke="${stroke}" stroke-width="1.6"/><ellipse rx="3.5" ry="8" fill="none" stroke="${stroke}" stroke-width="1.4"/><path d="M-8,0 h16 M-7,-4 h14 M-7,4 h14" stroke="${stroke}" stroke-width="1.2"/>`,
    pin: `<path d="M0,9 q-7,-7 -7,-11 a7,7 0 0 1 14,0 q0,4 -7,11 z" fill="${stroke}"/><circle cy="-2" r="2.6" fill="${disc}"/>`,
  }[kind];
  return `<g transform="translate(${x} ${y}) scale(${s.toFixed(3)})"><circle r="16" fill="${disc}"/>${body}</g>`;
}

/** A QR code's look (finder squares, timing rows, modules drawn by the stream): a real card's
 * code would hold a vCard; this one is only there to be seen beside the type. */
export function qrCode(r, x, y, size, dark, light) {
  const n = 29;
  const m = size / n;
  const finder = (i, j) => {
    for (const [fi, fj] of [
      [0, 0],
      [n - 7, 0],
      [0, n - 7],
    ]) {
      const a = i - fi;
      const b = j - fj;
      if (a >= -1 && a <= 7 && b >= -1 && b <= 7) {
        if (a < 0 || a > 6 || b < 0 || b > 6) return 0;
        const ring = Math.min(a, b, 6 - a, 6 - b);
        return ring === 1 ? 0 : 1;
      }
    }
    return -1;
  };
  let cells = '';
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const f = finder(i, j);
      const on = f >= 0 ? f : i === 6 || j === 6 ? (i + j) % 2 === 0 : r.chance(0.5);
      if (on)
        cells += `M${(x + i * m).toFixed(2)},${(y + j * m).toFixed(2)}h${m.toFixed(2)}v${m.toFixed(2)}h-${m.toFixed(2)}z`;
    }
  const quiet = m * 2;
  return `<rect x="${x - quiet}" y="${y - quiet}" width="${size + 2 * quiet}" height="${size + 2 * quiet}" fill="${light}"/><path d="${cells}" fill="${dark}"/>`;
}
