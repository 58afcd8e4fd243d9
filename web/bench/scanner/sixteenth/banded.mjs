// The sixteenth generator's banded designs (session 19), for *colour band*: a swallowtailed pennant
// from the left edge holding the name and title, a strip of tape laid a little askew across the
// top holding the company, and a luggage tag (a clipped corner and a punched hole) on the right
// holding the phones and mail. Text on a band is light on the band's colour.
import { contacts } from './layouts.mjs';

const stack = (list, y0, step, line) => list.map((text, i) => line(text, y0 + i * step)).join('');

export const BANDED = {
  pennant(write, p, k, W, H) {
    const [top, foot] = [H * 0.08, H * 0.08 + 72 + p.role.length * 30];
    const end = W * 0.8;
    const rest = [p.company, ...contacts(p)];
    return [
      `<path d="M0 ${top} H${end} l-46 ${(foot - top) / 2} l46 ${(foot - top) / 2} H0 z" fill="${k.band}"/>`,
      write(56, top + 52, p.shownName, { size: 46, room: end - 130, fill: k.onBand, head: true, bold: true }),
      stack(p.role, top + 88, 30, (t, y) => write(56, y, t, { size: 26, room: end - 130, fill: k.onBand })),
      stack(rest, foot + 48, Math.min(34, (H - foot - 60) / rest.length), (t, y) =>
        write(56, y, t, { size: 23, room: W - 112, fill: k.ink, head: t === p.company }),
      ),
    ].join('');
  },
  tape(write, p, k, W, H) {
    const turn = -2.5;
    return [
      `<g transform="rotate(${turn} ${W / 2} 70)"><path d="M${W * 0.08} 30 l8 10 l-8 10 l8 10 l-8 10 l8 10 H${W * 0.92} l-8 -10 l8 -10 l-8 -10 l8 -10 l-8 -10 z" fill="${k.band}" fill-opacity="0.92"/>`,
      write(W / 2, 72, p.company, {
        size: 32,
        room: W * 0.74,
        fill: k.onBand,
        head: true,
        bold: true,
        align: 'middle',
      }),
      '</g>',
      write(60, 180, p.shownName, { size: 46, room: W - 120, fill: k.ink, head: true, bold: true }),
      stack(p.role, 218, 30, (t, y) => write(60, y, t, { size: 26, room: W - 120, fill: k.soft })),
      stack(
        contacts(p),
        250 + p.role.length * 30,
        Math.min(34, (H - 280 - p.role.length * 30) / contacts(p).length),
        (t, y) => write(60, y, t, { size: 23, room: W - 120, fill: k.ink }),
      ),
    ].join('');
  },
  tag(write, p, k, W, H) {
    const x = W * 0.42;
    const onTag = [...p.phoneLines, p.email];
    const [y0, y1] = [H * 0.38, H * 0.38 + 60 + onTag.length * 34];
    const left = [p.website, ...p.addressLines];
    return [
      `<path d="M${x + 40} ${y0} H${W - 30} V${y1} H${x + 40} L${x} ${y1 - 30} V${y0 + 30} Z" fill="${k.band}"/>`,
      `<circle cx="${x + 30}" cy="${(y0 + y1) / 2}" r="9" fill="${k.paper}"/>`,
      stack(onTag, y0 + 48, 34, (t, y) => write(x + 56, y, t, { size: 23, room: W - x - 100, fill: k.onBand })),
      write(50, 86, p.shownName, { size: 46, room: W - 100, fill: k.ink, head: true, bold: true }),
      stack(p.role, 124, 30, (t, y) => write(50, y, t, { size: 25, room: x - 80, fill: k.soft })),
      write(50, 150 + p.role.length * 30, p.company, { size: 28, room: x - 80, fill: k.band, head: true, bold: true }),
      stack(left, Math.max(y0 + 48, 200 + p.role.length * 30), 34, (t, y) =>
        write(50, y, t, { size: 22, room: x - 80, fill: k.ink }),
      ),
    ].join('');
  },
};
