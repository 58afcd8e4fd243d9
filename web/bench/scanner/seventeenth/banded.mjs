// The seventeenth generator's designs for *colour band* (session 20), light text on colour in
// shapes no earlier set drew: a speech bubble with its tail holding the name and title; each
// contact line on its own chip of colour sized to the line; and a band along the foot that climbs
// in two steps, holding the company and the address on its treads.
import { column, contactLines } from './layouts.mjs';

export const BANDED = {
  bubble(pen, p, k, W, H) {
    const h = 84 + p.role.length * 32;
    const lines = [p.company, ...contactLines(p)];
    return [
      `<path d="M40 30 H${W * 0.78} a22 22 0 0 1 22 22 V${30 + h - 22} a22 22 0 0 1 -22 22 H150 l-46 38 l8 -38 H62 a22 22 0 0 1 -22 -22 V52 a22 22 0 0 1 22 -22 z" fill="${k.band}"/>`,
      pen(72, 92, p.shownName, { size: 46, room: W * 0.7, fill: k.onBand, head: true, bold: true }),
      column(p.role, 130, 32, (t, y) => pen(72, y, t, { size: 26, room: W * 0.7, fill: k.onBand })),
      column(lines, h + 110, Math.min(34, (H - h - 120) / lines.length), (t, y) =>
        pen(60, y, t, { size: 23, room: W - 120, fill: t === p.company ? k.accent : k.ink, head: t === p.company }),
      ),
    ].join('');
  },
  chips(pen, p, k, W, H) {
    const lines = contactLines(p);
    const y0 = 200 + p.role.length * 30;
    const step = Math.min(44, (H - y0 - 20) / lines.length);
    return [
      pen(W - 56, 70, p.company, { size: 28, room: W * 0.5, fill: k.accent, head: true, bold: true, anchor: 'end' }),
      pen(56, 130, p.shownName, { size: 46, room: W - 112, fill: k.ink, head: true, bold: true }),
      column(p.role, 168, 30, (t, y) => pen(56, y, t, { size: 26, room: W - 112, fill: k.soft })),
      column(lines, y0 + step * 0.7, step, (t, y) => {
        const width = Math.min(W - 112, t.length * 23 * 0.56 + 36);
        return [
          `<rect x="56" y="${(y - step * 0.62).toFixed(1)}" width="${width.toFixed(1)}" height="${(step * 0.84).toFixed(1)}" rx="${(step * 0.42).toFixed(1)}" fill="${k.band}"/>`,
          pen(74, y, t, { size: Math.min(23, step * 0.55), room: width - 36, fill: k.onBand }),
        ].join('');
      }),
    ].join('');
  },
  steps(pen, p, k, W, H) {
    const low = H - 70;
    const high = H - 70 - 44 * p.addressLines.length - 20;
    const upper = [...p.phoneLines, p.email];
    return [
      `<path d="M0 ${low} H${W * 0.42} V${high + 30} H${W * 0.5} V${high} H${W} V${H} H0 z" fill="${k.band}"/>`,
      pen(28, H - 24, p.company, { size: 26, room: W * 0.42 - 44, fill: k.onBand, head: true, bold: true }),
      column(p.addressLines, high + 38, 40, (t, y) =>
        pen(W * 0.53, y, t, { size: 23, room: W * 0.45, fill: k.onBand }),
      ),
      pen(W * 0.53, H - 22, p.website, { size: 22, room: W * 0.45, fill: k.onBand }),
      pen(50, 80, p.shownName, { size: 46, room: W - 100, fill: k.ink, head: true, bold: true }),
      column(p.role, 118, 30, (t, y) => pen(50, y, t, { size: 26, room: W - 100, fill: k.soft })),
      column(upper, 150 + p.role.length * 30, 34, (t, y) => pen(50, y, t, { size: 23, room: W * 0.9, fill: k.ink })),
    ].join('');
  },
};
