// The thirteenth generator's *colour band* designs (session 16), light text on colour in places no
// earlier set put it: the whole upper half of the card coloured, holding the company, the name and
// the title; a vertical (portrait) card whose top third is coloured, holding a monogram and the
// name; a quarter disc of colour in the top right corner, holding the company.
import { monogram } from './type.mjs';

export const BAND_LAYOUTS = ['upperHalf', 'portraitTop', 'quarterDisc'];

/** The SVG of person `p` in band `layout` with colours `k`, its text set by `say` (type.mjs). */
export function bandSvg(layout, p, k, w, h, say) {
  const m = Math.min(w, h) * 0.1;
  const svg = [`<rect width="${w}" height="${h}" fill="${k.paper}"/>`];
  const name = `${p.first} ${p.last}`;
  const column = (x, y, list, step, o) => list.forEach((s, i) => s && svg.push(say(x, y + i * step, s, o)));
  const contacts = [...p.phoneLines, p.email, p.website];

  if (layout === 'upperHalf') {
    const edge = h * 0.52;
    svg.push(`<rect width="${w}" height="${edge}" fill="${k.band}"/>`);
    svg.push(
      say(m, h * 0.15, p.company, { size: 24, room: w * 0.6, head: true, caps: true, track: 0.06, fill: k.onBand }),
    );
    svg.push(say(m, h * 0.32, name, { size: 46, room: w * 0.8, head: true, bold: true, fill: k.onBand }));
    column(m, h * 0.42, p.role, 26, { size: 21, room: w * 0.7, fill: k.onBand });
    column(m, edge + h * 0.11, contacts, 27, { size: 21, room: w * 0.5, fill: k.ink });
    column(w - m, edge + h * 0.11, p.addressLines, 27, { size: 21, room: w * 0.34, fill: k.ink, anchor: 'end' });
  } else if (layout === 'portraitTop') {
    const edge = h * 0.38;
    const [cx, room] = [w / 2, w - 2 * m];
    svg.push(`<rect width="${w}" height="${edge}" fill="${k.band}"/>`);
    svg.push(`<circle cx="${cx}" cy="${h * 0.12}" r="${w * 0.09}" fill="${k.onBand}"/>`);
    svg.push(
      say(cx, h * 0.12 + w * 0.032, monogram(p.company), {
        size: w * 0.085,
        room: w * 0.14,
        head: true,
        bold: true,
        fill: k.band,
        anchor: 'middle',
      }),
    );
    svg.push(say(cx, h * 0.27, name, { size: 40, room, head: true, bold: true, fill: k.onBand, anchor: 'middle' }));
    column(cx, h * 0.32, p.role, 25, { size: 20, room, fill: k.onBand, anchor: 'middle' });
    svg.push(say(cx, h * 0.46, p.company, { size: 25, room, head: true, fill: k.accent, anchor: 'middle' }));
    column(cx, h * 0.56, [...contacts, '', ...p.addressLines], 30, { size: 21, room, fill: k.ink, anchor: 'middle' });
  } else {
    const reach = h * 0.72;
    svg.push(`<path d="M${w - reach} 0 A${reach} ${reach} 0 0 0 ${w} ${reach} L${w} 0 Z" fill="${k.band}"/>`);
    svg.push(
      say(w - m * 0.7, h * 0.2, p.company, {
        size: 24,
        room: reach * 0.62,
        head: true,
        bold: true,
        fill: k.onBand,
        anchor: 'end',
      }),
    );
    svg.push(say(m, h * 0.3, name, { size: 44, room: w - reach - m * 0.5, head: true, bold: true, fill: k.ink }));
    column(m, h * 0.4, p.role, 27, { size: 21, room: w - reach - m, fill: k.soft });
    column(m, h * 0.62, contacts, 27, { size: 21, room: w * 0.5, fill: k.ink });
    column(w - m, h * 0.82, p.addressLines, 27, { size: 21, room: w * 0.36, fill: k.ink, anchor: 'end' });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${svg.join('')}</svg>`;
}
