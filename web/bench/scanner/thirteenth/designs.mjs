// The thirteenth generator's card designs (session 16): SVG for a w × h card (type.mjs sets the
// text). Layouts no earlier set has, each one real cards use: a vertical (portrait) card with its
// text centred down it; the contact details run on one line at the foot, split by vertical bars;
// a card with rounded corners (the desk shows past them) and a thin rounded border inside its
// edge; all the text set flush right on the right half, the left half empty but for a small
// wordmark; the name over a highlighter stroke; a letterhead card, the company and its address
// centred at the top over a rule and the person below. The *colour band* layouts are in banded.mjs.
import { BAND_LAYOUTS, bandSvg } from './banded.mjs';
import { monogram, typesetter } from './type.mjs';

export const PLAIN_LAYOUTS = ['portrait', 'barredFoot', 'roundedBorder', 'rightHalf', 'markerName', 'letterhead'];
export { BAND_LAYOUTS };

/** The card's size in px for `layout`: portrait ones stand up; `r` picks among card formats. */
export function cardSize(r, layout) {
  const [long, short] = r.one([
    [1050, 600],
    [1004, 650],
    [1063, 591],
  ]);
  return layout === 'portrait' || layout === 'portraitTop' ? [short, long] : [long, short];
}

/** The rounded corners' radius for `layout` (0: square), which the raster's alpha keeps. */
export const cornerRadius = (layout, w) => (layout === 'roundedBorder' ? w * 0.045 : 0);

/** The SVG of person `p` (wording.mjs, with `face`) in `layout` with colours `k`. */
export function cardSvg(layout, p, k, w, h) {
  const say = typesetter(p.face);
  if (BAND_LAYOUTS.includes(layout)) return bandSvg(layout, p, k, w, h, say);
  const m = Math.min(w, h) * 0.1;
  const radius = cornerRadius(layout, w);
  const svg = [`<rect width="${w}" height="${h}" rx="${radius}" fill="${k.paper}"/>`];
  const name = `${p.first} ${p.last}`;
  const column = (x, y, list, step, o) => list.forEach((s, i) => s && svg.push(say(x, y + i * step, s, o)));
  const role = (x, y, size, o) => column(x, y, p.role, size * 1.3, { size, fill: k.soft, ...o });
  const contacts = [...p.phoneLines, p.email, p.website];

  if (layout === 'portrait') {
    const [cx, room] = [w / 2, w - 2 * m];
    const mark = monogram(p.company);
    svg.push(
      `<circle cx="${cx}" cy="${h * 0.13}" r="${w * 0.085}" fill="none" stroke="${k.accent}" stroke-width="3"/>`,
    );
    svg.push(
      say(cx, h * 0.13 + w * 0.03, mark, {
        size: w * 0.08,
        room: w * 0.13,
        head: true,
        bold: true,
        fill: k.accent,
        anchor: 'middle',
      }),
    );
    svg.push(say(cx, h * 0.27, p.company, { size: 26, room, head: true, fill: k.accent, anchor: 'middle' }));
    svg.push(say(cx, h * 0.4, p.first, { size: 44, room, head: true, bold: true, fill: k.ink, anchor: 'middle' }));
    svg.push(say(cx, h * 0.45, p.last, { size: 44, room, head: true, bold: true, fill: k.ink, anchor: 'middle' }));
    role(cx, h * 0.5, 21, { room, anchor: 'middle' });
    svg.push(`<rect x="${cx - w * 0.12}" y="${h * 0.56}" width="${w * 0.24}" height="2" fill="${k.accent}"/>`);
    column(cx, h * 0.62, [...contacts, '', ...p.addressLines], 31, { size: 22, room, fill: k.ink, anchor: 'middle' });
  } else if (layout === 'barredFoot') {
    svg.push(say(m, h * 0.22, name, { size: 46, room: w * 0.58, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.32, 22, { room: w * 0.55 });
    svg.push(say(w - m, h * 0.2, p.company, { size: 25, room: w * 0.34, head: true, fill: k.accent, anchor: 'end' }));
    column(m, h * 0.54, p.addressLines, 29, { size: 22, room: w * 0.7, fill: k.soft });
    svg.push(`<rect x="${m}" y="${h * 0.76}" width="${w - 2 * m}" height="1.5" fill="${k.accent}"/>`);
    const run = contacts.join('  |  ');
    const lines =
      run.length * 0.5 * 20 > w - 2 * m ? [p.phoneLines.join('  |  '), `${p.email}  |  ${p.website}`] : [run];
    column(w / 2, h * 0.85, lines, 28, { size: 21, room: w - 1.6 * m, fill: k.ink, anchor: 'middle' });
  } else if (layout === 'roundedBorder') {
    const inset = w * 0.03;
    svg.push(
      `<rect x="${inset}" y="${inset}" width="${w - 2 * inset}" height="${h - 2 * inset}" rx="${radius * 0.7}" fill="none" stroke="${k.accent}" stroke-width="1.6"/>`,
    );
    svg.push(
      say(w / 2, h * 0.21, p.company, {
        size: 24,
        room: w * 0.7,
        head: true,
        caps: true,
        track: 0.08,
        fill: k.accent,
        anchor: 'middle',
      }),
    );
    svg.push(
      say(w / 2, h * 0.37, name, { size: 44, room: w * 0.78, head: true, bold: true, fill: k.ink, anchor: 'middle' }),
    );
    role(w / 2, h * 0.46, 21, { room: w * 0.7, anchor: 'middle' });
    column(m, h * 0.66, contacts, 28, { size: 21, room: w * 0.46, fill: k.ink });
    column(w - m, h * 0.66, p.addressLines, 28, { size: 21, room: w * 0.36, fill: k.ink, anchor: 'end' });
  } else if (layout === 'rightHalf') {
    const [x, room] = [w - m, w * 0.5 - m];
    svg.push(say(m, h * 0.17, p.company, { size: 22, room: w * 0.38, head: true, bold: true, fill: k.accent }));
    svg.push(say(x, h * 0.3, name, { size: 42, room, head: true, bold: true, fill: k.ink, anchor: 'end' }));
    role(x, h * 0.39, 20, { room, anchor: 'end' });
    column(x, h * 0.54, [...contacts, ...p.addressLines], 27, { size: 20, room, fill: k.ink, anchor: 'end' });
  } else if (layout === 'markerName') {
    const size = Math.min(50, (w * 0.7) / Math.max(1, name.length * p.face.hw * 1.07));
    const span = name.length * p.face.hw * 1.07 * size;
    svg.push(
      `<rect x="${m - 8}" y="${h * 0.3 - size * 0.42}" width="${span + 16}" height="${size * 0.5}" fill="${k.accent}" opacity="0.3"/>`,
    );
    svg.push(say(m, h * 0.3, name, { size, room: w * 0.75, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.4, 22, { room: w * 0.6 });
    svg.push(
      say(w - m, h * 0.12, p.company, { size: 20, room: w * 0.4, caps: true, track: 0.1, fill: k.soft, anchor: 'end' }),
    );
    column(m, h * 0.6, contacts, 28, { size: 22, room: w * 0.5, fill: k.ink });
    column(w * 0.6, h * 0.6, p.addressLines, 28, { size: 22, room: w * 0.34, fill: k.ink });
  } else {
    svg.push(
      say(w / 2, h * 0.16, p.company, {
        size: 30,
        room: w * 0.8,
        head: true,
        bold: true,
        caps: true,
        fill: k.accent,
        anchor: 'middle',
      }),
    );
    svg.push(
      say(w / 2, h * 0.25, p.addressLines.join(', '), { size: 18, room: w - 2 * m, fill: k.soft, anchor: 'middle' }),
    );
    svg.push(
      `<line x1="${m}" y1="${h * 0.31}" x2="${w - m}" y2="${h * 0.31}" stroke="${k.accent}" stroke-width="1.2"/>`,
    );
    svg.push(say(m, h * 0.55, name, { size: 40, room: w * 0.5, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.64, 21, { room: w * 0.45 });
    column(w - m, h * 0.52, contacts, 29, { size: 21, room: w * 0.42, fill: k.ink, anchor: 'end' });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${svg.join('')}</svg>`;
}
