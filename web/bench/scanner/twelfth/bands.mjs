// The twelfth generator's *colour band* designs (session 15): light text on a coloured band, each
// in a place no earlier set put one — a band across the foot holding the numbers, mail and web
// address on one or two lines; a band down the left holding the name and title; a band across
// the top whose lower edge slants, holding the company and the name.
export const BAND_LAYOUTS = ['footBand', 'leftBand', 'slantedTop'];

/** The SVG of person `p` in band `layout` with colours `k`, its text set by `say` (designs.mjs). */
export function bandSvg(layout, p, k, w, h, say) {
  const m = w * 0.065;
  const svg = [`<rect width="${w}" height="${h}" fill="${k.paper}"/>`];
  const name = `${p.first} ${p.last}`;
  const lines = (x, y, list, step, o) => list.forEach((s, i) => s && svg.push(say(x, y + i * step, s, o)));
  const role = (x, y, size, o) => lines(x, y, p.role, size * 1.3, { size, fill: k.soft, ...o });

  if (layout === 'footBand') {
    const top = h * 0.68;
    svg.push(`<rect y="${top}" width="${w}" height="${h - top}" fill="${k.band}"/>`);
    svg.push(say(m, h * 0.18, p.company, { size: 26, room: w * 0.55, head: true, fill: k.accent }));
    svg.push(say(m, h * 0.34, name, { size: 48, room: w * 0.6, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.43, 22, { room: w * 0.55 });
    lines(w - m, h * 0.2, p.addressLines, 28, { size: 22, room: w * 0.34, fill: k.ink, anchor: 'end' });
    const run = [p.phoneLines.join('   |   '), `${p.email}   |   ${p.website}`];
    lines(w / 2, top + (h - top) * 0.4, run, 30, { size: 23, room: w - 2 * m, fill: k.onBand, anchor: 'middle' });
  } else if (layout === 'leftBand') {
    const bw = w * 0.4;
    svg.push(`<rect width="${bw}" height="${h}" fill="${k.band}"/>`);
    svg.push(say(m * 0.8, h * 0.4, p.first, { size: 44, room: bw - 1.4 * m, head: true, bold: true, fill: k.onBand }));
    svg.push(say(m * 0.8, h * 0.51, p.last, { size: 44, room: bw - 1.4 * m, head: true, bold: true, fill: k.onBand }));
    role(m * 0.8, h * 0.62, 20, { room: bw - 1.4 * m, fill: k.onBand });
    const x = bw + m * 0.7;
    const room = w - x - m * 0.7;
    svg.push(say(x, h * 0.17, p.company, { size: 26, room, head: true, fill: k.accent }));
    lines(x, h * 0.34, [...p.phoneLines, p.email, p.website, '', ...p.addressLines], 29, {
      size: 22,
      room,
      fill: k.ink,
    });
  } else {
    const [left, right] = [h * 0.44, h * 0.3];
    svg.push(`<polygon points="0,0 ${w},0 ${w},${right} 0,${left}" fill="${k.band}"/>`);
    svg.push(say(m, h * 0.14, p.company, { size: 24, room: w * 0.5, head: true, fill: k.onBand }));
    svg.push(say(m, h * 0.3, name, { size: 46, room: w * 0.62, head: true, bold: true, fill: k.onBand }));
    role(w - m, h * 0.5, 21, { room: w * 0.36, anchor: 'end' });
    lines(m, h * 0.6, [...p.phoneLines, p.email, p.website], 29, { size: 22, room: w * 0.48, fill: k.ink });
    lines(w * 0.58, h * 0.66, p.addressLines, 29, { size: 22, room: w * 0.36, fill: k.ink });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${svg.join('')}</svg>`;
}
