// The nineteenth generator's plain designs (session 22), none an earlier set drew: a round seal
// with the holder's initials beside the name, a ticket with a perforated stub, a diagonal split
// with one side lightly tinted, a folder's tab holding the company, corner brackets framing the
// name as a viewfinder does, a halftone of dots fading from one corner, and two tall (portrait)
// cards: a hairline sidebar with the lines stacked beside it, a monogram ring over centred lines.
// Text keeps 70 px from the edges (80 from the top right: a die-cut corner).
// Each: { tall, draw(pen, p, k, W, H) } -> the SVG body over the card's material.
import { stack } from './type.mjs';
import { contactLines } from './wording.mjs';

const initials = (p) =>
  p.name
    .split(' ')
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

/** The name and the title's lines at (x, y): [svg, the y under them]. */
function nameAndTitle(pen, p, k, x, y, room, o = {}) {
  const size = o.size ?? 52;
  const name = pen(x, y, p.name, { size, room, fill: k.ink, head: true, anchor: o.anchor, prominent: true });
  const title = stack(pen, x, y + size * 0.85, p.title, 31, { size: 26, room, fill: k.soft, anchor: o.anchor });
  return [name + title, y + size * 0.85 + p.title.length * 31];
}

/** The contact lines in two columns from y, the left at x0 and the right at x1, each `room` wide. */
function twoColumns(pen, lines, k, x0, x1, y, room, step = 30) {
  const half = Math.ceil(lines.length / 2);
  const o = { size: 23, room, fill: k.ink };
  return stack(pen, x0, y, lines.slice(0, half), step, o) + stack(pen, x1, y, lines.slice(half), step, o);
}

const company = (pen, p, k, x, y, room, o = {}) =>
  pen(x, y, p.company, {
    size: 28,
    room,
    fill: k.accent,
    caps: o.caps,
    anchor: o.anchor,
    track: o.track,
    prominent: true,
  });

export const LAYOUTS = {
  seal: {
    draw(pen, p, k, W, H) {
      const seal = `<circle cx="170" cy="170" r="82" fill="none" stroke="${k.accent}" stroke-width="4"/><circle cx="170" cy="170" r="70" fill="none" stroke="${k.accent}" stroke-width="1.5"/>`;
      const mark = pen(170, 192, initials(p), { size: 60, room: 120, fill: k.accent, head: true, anchor: 'middle' });
      const [names] = nameAndTitle(pen, p, k, 290, 150, W - 380);
      const firm = company(pen, p, k, 290, 90, W - 390, { caps: true, track: 0.04 });
      const lines = contactLines(p);
      const top = H - 60 - (Math.ceil(lines.length / 2) - 1) * 30;
      return `${seal}${mark}${firm}${names}${twoColumns(pen, lines, k, 80, W / 2 + 20, top, W / 2 - 110)}`;
    },
  },
  ticket: {
    draw(pen, p, k, W, H) {
      const stub = W * 0.24;
      const holes = Array.from(
        { length: Math.floor(H / 22) },
        (_, i) => `<circle cx="${stub}" cy="${11 + i * 22}" r="3.2" fill="${k.soft}" opacity="0.7"/>`,
      ).join('');
      const badge = `<rect x="${stub / 2 - 55}" y="${H / 2 - 55}" width="110" height="110" rx="18" fill="${k.accent}" opacity="0.85"/><path d="M${stub / 2 - 30} ${H / 2 + 25} L${stub / 2} ${H / 2 - 30} L${stub / 2 + 30} ${H / 2 + 25} Z" fill="${k.paper}"/>`;
      const x = stub + 50;
      const firm = company(pen, p, k, x, 96, W - x - 90, { caps: false });
      const [names, under] = nameAndTitle(pen, p, k, x, 180, W - x - 70, { size: 48 });
      const lines = stack(pen, x, under + 34, contactLines(p), 29, { size: 22, room: W - x - 70, fill: k.ink });
      return `${holes}${badge}${firm}${names}${lines}`;
    },
  },
  diagonal: {
    draw(pen, p, k, W, H) {
      const tint = `<path d="M${W * 0.62} 0 H${W} V${H} H${W * 0.38} Z" fill="${k.accent}" opacity="0.1"/><path d="M${W * 0.62} 0 L${W * 0.38} ${H}" stroke="${k.accent}" stroke-width="3"/>`;
      const [names] = nameAndTitle(pen, p, k, 80, 130, W * 0.5);
      const firm = company(pen, p, k, 80, H - 70, W * 0.31);
      const lines = contactLines(p);
      const top = H / 2 - ((lines.length - 1) * 31) / 2 + 40;
      const right = stack(pen, W - 80, top, lines, 31, { size: 23, room: W * 0.4, fill: k.ink, anchor: 'end' });
      return `${tint}${names}${firm}${right}`;
    },
  },
  folderTab: {
    draw(pen, p, k, W, H) {
      const tab = `<path d="M60 120 V78 Q60 60 78 60 H${W * 0.5} Q${W * 0.5 + 18} 60 ${W * 0.5 + 30} 78 L${W * 0.5 + 60} 120 H${W - 60} V${H - 60} H60 Z" fill="none" stroke="${k.accent}" stroke-width="3"/><path d="M60 120 V78 Q60 60 78 60 H${W * 0.5} Q${W * 0.5 + 18} 60 ${W * 0.5 + 30} 78 L${W * 0.5 + 60} 120 Z" fill="${k.accent}" opacity="0.12"/>`;
      const firm = company(pen, p, k, 90, 104, W * 0.5 - 60);
      const [names, under] = nameAndTitle(pen, p, k, 90, 200, W - 200, { size: 48 });
      return `${tab}${firm}${names}${twoColumns(pen, contactLines(p), k, 90, W / 2 + 20, under + 40, W / 2 - 110)}`;
    },
  },
  brackets: {
    draw(pen, p, k, W, H) {
      const [x0, y0, x1, y1, a] = [90, 70, W - 90, H * 0.52, 40];
      const marks = `<path d="M${x0} ${y0 + a} V${y0} H${x0 + a} M${x1 - a} ${y0} H${x1} V${y0 + a} M${x1} ${y1 - a} V${y1} H${x1 - a} M${x0 + a} ${y1} H${x0} V${y1 - a}" fill="none" stroke="${k.accent}" stroke-width="5"/>`;
      const firm = company(pen, p, k, W / 2, y0 + 62, W - 300, { anchor: 'middle', caps: true, track: 0.08 });
      const [names] = nameAndTitle(pen, p, k, W / 2, y0 + 140, W - 260, { anchor: 'middle', size: 46 });
      return `${marks}${firm}${names}${twoColumns(pen, contactLines(p), k, 90, W / 2 + 20, y1 + 50, W / 2 - 110)}`;
    },
  },
  halftone: {
    draw(pen, p, k, W, H) {
      const dots = [];
      for (let y = 14; y < H * 0.45; y += 22)
        for (let x = W - 14; x > W * 0.7; x -= 22) {
          const d = Math.hypot(W - x, y) / (W * 0.32);
          if (d < 1) dots.push(`<circle cx="${x}" cy="${y}" r="${(8 * (1 - d)).toFixed(1)}"/>`);
        }
      const screen = `<g fill="${k.accent}" opacity="0.55">${dots.join('')}</g>`;
      const firm = company(pen, p, k, 80, 92, W * 0.6, { caps: false });
      const [names, under] = nameAndTitle(pen, p, k, 80, 200, W * 0.62, { size: 54 });
      const lines = contactLines(p);
      return `${screen}${firm}${names}${twoColumns(pen, lines, k, 80, W / 2 + 20, Math.max(under + 36, H - 60 - (Math.ceil(lines.length / 2) - 1) * 30), W / 2 - 110)}`;
    },
  },
  tallSidebar: {
    tall: true,
    draw(pen, p, k, W, H) {
      const bar = `<rect x="64" y="90" width="6" height="${H - 180}" fill="${k.accent}"/>`;
      const firm = company(pen, p, k, 100, 150, W - 180);
      const [names, under] = nameAndTitle(pen, p, k, 100, 300, W - 170, { size: 44 });
      const lines = stack(pen, 100, Math.max(under + 90, H * 0.55), contactLines(p), 40, {
        size: 24,
        room: W - 170,
        fill: k.ink,
      });
      return `${bar}${firm}${names}${lines}`;
    },
  },
  tallMonogram: {
    tall: true,
    draw(pen, p, k, W, H) {
      const ring = `<circle cx="${W / 2}" cy="200" r="90" fill="none" stroke="${k.accent}" stroke-width="6"/>`;
      const mark = pen(W / 2, 226, initials(p), { size: 74, room: 150, fill: k.accent, head: true, anchor: 'middle' });
      const [names, under] = nameAndTitle(pen, p, k, W / 2, 390, W - 150, { anchor: 'middle', size: 44 });
      const firm = company(pen, p, k, W / 2, under + 30, W - 150, { anchor: 'middle', caps: true });
      const lines = contactLines(p);
      const top = H - 90 - (lines.length - 1) * 38;
      return `${ring}${mark}${names}${firm}${stack(pen, W / 2, top, lines, 38, { size: 24, room: W - 150, fill: k.ink, anchor: 'middle' })}`;
    },
  },
};
