// The eighteenth generator's banded designs (session 21): a tall card under an arched band that
// holds the name, a ribbon band with notched ends across the card, and a top band with a pointer
// notch below the company. Text on a band is `onBand`; text keeps 60 px from every edge.
import { contactLines } from './type.mjs';

const column = (pen, x, y, lines, step, o) => lines.map((t, i) => pen(x, y + i * step, t, o)).join('');

export const BANDED = {
  archTop: {
    tall: true,
    draw(pen, p, k, W, H) {
      const foot = H * 0.36;
      const arch = `<path d="M0 0 H${W} V${foot} Q${W / 2} ${foot + 110} 0 ${foot} Z" fill="${k.band}"/>`;
      const name = pen(W / 2, 190, p.shownName, {
        size: 48,
        room: W - 140,
        fill: k.onBand,
        head: true,
        bold: true,
        anchor: 'middle',
      });
      const title = column(pen, W / 2, 240, p.role, 32, { size: 26, room: W - 140, fill: k.onBand, anchor: 'middle' });
      const company = pen(W / 2, foot + 150, p.company, {
        size: 30,
        room: W - 140,
        fill: k.band,
        bold: true,
        anchor: 'middle',
      });
      const lines = contactLines(p);
      const contacts = column(pen, 70, foot + 230, lines, 37, { size: 24, room: W - 140, fill: k.ink });
      return `${arch}${name}${title}${company}${contacts}`;
    },
  },
  ribbon: {
    draw(pen, p, k, W, H) {
      const [top, foot] = [H * 0.22, H * 0.44];
      const mid = (top + foot) / 2;
      const band = `<path d="M0 ${top} H${W} L${W - 40} ${mid} L${W} ${foot} H0 L40 ${mid} Z" fill="${k.band}"/>`;
      const company = pen(W / 2, 80, p.company, {
        size: 28,
        room: W - 160,
        fill: k.ink,
        caps: true,
        track: 0.05,
        anchor: 'middle',
      });
      const name = pen(W / 2, mid + 18, p.shownName, {
        size: 52,
        room: W - 200,
        fill: k.onBand,
        head: true,
        bold: true,
        anchor: 'middle',
      });
      const title = column(pen, W / 2, foot + 44, p.role, 30, {
        size: 26,
        room: W - 160,
        fill: k.soft,
        anchor: 'middle',
      });
      const lines = contactLines(p);
      const half = Math.ceil(lines.length / 2);
      const y = foot + 60 + p.role.length * 30 + 20;
      const o = { size: 23, room: W / 2 - 100, fill: k.ink };
      return `${band}${company}${name}${title}${column(pen, 80, y, lines.slice(0, half), 29, o)}${column(pen, W / 2 + 20, y, lines.slice(half), 29, o)}`;
    },
  },
  pointer: {
    draw(pen, p, k, W, H) {
      const foot = H * 0.27;
      const band = `<path d="M0 0 H${W} V${foot} H260 L230 ${foot + 30} L200 ${foot} H0 Z" fill="${k.band}"/>`;
      const company = pen(80, foot - 52, p.company, { size: 32, room: W - 160, fill: k.onBand, bold: true });
      const name = pen(80, foot + 100, p.shownName, { size: 50, room: W - 160, fill: k.ink, head: true, bold: true });
      const title = column(pen, 80, foot + 142, p.role, 30, { size: 26, room: W - 160, fill: k.soft });
      const lines = contactLines(p);
      const top = H - 62 - (lines.length - 1) * 28;
      const contacts = column(pen, W - 80, top, lines, 28, { size: 23, room: W * 0.5, fill: k.ink, anchor: 'end' });
      return `${band}${company}${name}${title}${contacts}`;
    },
  },
};
