// The nineteenth generator's banded designs (session 22): a band along the foot whose top edge is
// a wave, holding the contact lines; a band down the left with a chevron point, holding the name
// and title; and a tall card under a band with a slanted foot holding the company and name. Text
// on a band is `onBand`, never foil; text keeps 70 px from the edges.
import { stack } from './type.mjs';
import { contactLines } from './wording.mjs';

export const BANDED = {
  waveFoot: {
    draw(pen, p, k, W, H) {
      const lines = contactLines(p);
      const half = Math.ceil(lines.length / 2);
      const top = H - 56 - (half - 1) * 29 - 60;
      const wave = `<path d="M0 ${top} C${W * 0.25} ${top - 40}, ${W * 0.5} ${top + 36}, ${W * 0.75} ${top - 8} S${W} ${top - 24}, ${W} ${top - 30} V${H} H0 Z" fill="${k.band}"/>`;
      const firm = pen(80, 88, p.company, { size: 30, room: W - 200, fill: k.accent, prominent: true });
      const name = pen(80, 170, p.name, { size: 50, room: W - 180, fill: k.ink, head: true, prominent: true });
      const title = stack(pen, 80, 212, p.title, 30, { size: 26, room: W - 180, fill: k.soft });
      const o = { size: 22, room: W / 2 - 110, fill: k.onBand };
      const y = top + 70;
      return `${wave}${firm}${name}${title}${stack(pen, 80, y, lines.slice(0, half), 29, o)}${stack(pen, W / 2 + 20, y, lines.slice(half), 29, o)}`;
    },
  },
  chevronSide: {
    draw(pen, p, k, W, H) {
      const edge = W * 0.42;
      const band = `<path d="M0 0 H${edge} L${edge + 60} ${H / 2} L${edge} ${H} H0 Z" fill="${k.band}"/>`;
      const room = edge - 110;
      const name = pen(80, H / 2 - 30, p.name, { size: 40, room, fill: k.onBand, head: true });
      const title = stack(pen, 80, H / 2 + 10, p.title, 28, { size: 22, room, fill: k.onBand });
      const x = edge + 110;
      const firm = pen(x, 110, p.company, { size: 28, room: W - x - 70, fill: k.accent, prominent: true });
      const lines = stack(pen, x, 190, contactLines(p), 32, { size: 22, room: W - x - 70, fill: k.ink });
      return `${band}${name}${title}${firm}${lines}`;
    },
  },
  tallSlant: {
    tall: true,
    draw(pen, p, k, W, H) {
      const foot = H * 0.36;
      const band = `<path d="M0 0 H${W} V${foot - 60} L0 ${foot + 20} Z" fill="${k.band}"/>`;
      const firm = pen(70, 130, p.company, { size: 28, room: W - 140, fill: k.onBand, caps: true });
      const name = pen(70, 220, p.name, { size: 44, room: W - 140, fill: k.onBand, head: true });
      const title = stack(pen, 70, foot + 90, p.title, 32, { size: 26, room: W - 140, fill: k.soft });
      const lines = contactLines(p);
      const top = H - 90 - (lines.length - 1) * 38;
      return `${band}${firm}${name}${title}${stack(pen, 70, top, lines, 38, { size: 24, room: W - 140, fill: k.ink })}`;
    },
  },
};
