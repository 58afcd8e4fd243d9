// The eighteenth generator's plain designs (session 21), none an earlier set drew: an envelope's
// flap over the name, a bookmark ribbon hanging from the top edge, the name in a box with a solid
// offset shadow, the name over a signature flourish, graph paper, a pinked (zigzag) left edge, and
// two tall (portrait) cards, one stacked under a ring, one centred in a double frame. Text keeps
// 60 px from every edge, so a thumb on a corner or a margin never covers a field.
// Each: { tall, draw(pen, p, k, W, H) } -> the SVG body over the paper.
import { contactLines } from './type.mjs';

/** Lines `lines` from (x, y) down by `step`, in the body face. */
const column = (pen, x, y, lines, step, o) => lines.map((t, i) => pen(x, y + i * step, t, o)).join('');

/** The name and the title's lines from (x, y); returns [svg, the y under them]. */
function nameBlock(pen, p, k, x, y, room, o = {}) {
  const name = pen(x, y, p.shownName, {
    size: o.nameSize ?? 54,
    room,
    fill: o.nameFill ?? k.ink,
    head: true,
    bold: true,
    anchor: o.anchor,
  });
  const title = column(pen, x, y + 46, p.role, 32, { size: 27, room, fill: o.titleFill ?? k.soft, anchor: o.anchor });
  return [name + title, y + 46 + p.role.length * 32];
}

export const LAYOUTS = {
  envelope: {
    draw(pen, p, k, W, H) {
      const tip = H * 0.34;
      const flap = `<path d="M0 0 L${W / 2} ${tip} L${W} 0" fill="none" stroke="${k.accent}" stroke-width="3"/>`;
      const company = pen(W / 2, 62, p.company, {
        size: 26,
        room: W * 0.5,
        fill: k.accent,
        caps: true,
        track: 0.06,
        anchor: 'middle',
      });
      const [names] = nameBlock(pen, p, k, W / 2, tip + 66, W - 160, { anchor: 'middle' });
      const lines = contactLines(p);
      const half = Math.ceil(lines.length / 2);
      const o = { size: 24, room: W / 2 - 110, fill: k.ink };
      return `${flap}${company}${names}${column(pen, 80, H - 150, lines.slice(0, half), 31, o)}${column(pen, W / 2 + 30, H - 150, lines.slice(half), 31, o)}`;
    },
  },
  bookmark: {
    draw(pen, p, k, W, H) {
      const ribbon = `<path d="M70 0 H134 V250 L102 222 L70 250 Z" fill="${k.accent}"/>`;
      const [names, under] = nameBlock(pen, p, k, 180, 116, W - 260);
      const company = pen(W - 70, H - 70, p.company, {
        size: 30,
        room: W * 0.55,
        fill: k.accent,
        bold: true,
        anchor: 'end',
      });
      const contacts = column(pen, 180, under + 36, contactLines(p), 30, { size: 24, room: W * 0.58, fill: k.ink });
      return `${ribbon}${names}${contacts}${company}`;
    },
  },
  keyline: {
    draw(pen, p, k, W) {
      const box = `<rect x="72" y="92" width="${W * 0.46}" height="220" fill="${k.accent}"/><rect x="60" y="80" width="${W * 0.46}" height="220" fill="${k.paper}" stroke="${k.ink}" stroke-width="3"/>`;
      const company = pen(86, 130, p.company, { size: 24, room: W * 0.46 - 50, fill: k.soft, caps: true });
      const [names] = nameBlock(pen, p, k, 86, 200, W * 0.46 - 50, { nameSize: 46 });
      const contacts = column(pen, W * 0.53 + 20, 110, contactLines(p), 34, {
        size: 24,
        room: W * 0.47 - 90,
        fill: k.ink,
      });
      return `${box}${company}${names}${contacts}`;
    },
  },
  signature: {
    draw(pen, p, k, W, H) {
      const company = pen(80, 90, p.company, { size: 26, room: W - 160, fill: k.accent, caps: true, track: 0.1 });
      const name = pen(80, 222, p.shownName, { size: 64, room: W - 180, fill: k.ink, head: true });
      const flourish = `<path d="M80 250 C ${W * 0.25} 290, ${W * 0.45} 232, ${W * 0.62} 256 S ${W * 0.8} 276, ${W * 0.86} 244" fill="none" stroke="${k.accent}" stroke-width="3"/>`;
      const title = column(pen, 80, 300, p.role, 30, { size: 26, room: W - 160, fill: k.soft });
      const lines = contactLines(p);
      const half = Math.ceil(lines.length / 2);
      const top = H - 50 - Math.max(half, lines.length - half) * 29;
      const o = { size: 23, room: W / 2 - 100, fill: k.ink };
      return `${company}${name}${flourish}${title}${column(pen, 80, top, lines.slice(0, half), 29, o)}${column(pen, W / 2 + 20, top, lines.slice(half), 29, o)}`;
    },
  },
  graphPaper: {
    draw(pen, p, k, W, H) {
      const grid = [];
      for (let x = 30; x < W; x += 30) grid.push(`M${x} 0 V${H}`);
      for (let y = 30; y < H; y += 30) grid.push(`M0 ${y} H${W}`);
      const paperGrid = `<path d="${grid.join(' ')}" stroke="#9cc3e6" stroke-width="1" opacity="0.55"/>`;
      const company = pen(90, 100, p.company, { size: 32, room: W - 180, fill: k.accent, bold: true });
      const [names, under] = nameBlock(pen, p, k, 90, 180, W - 180, { nameSize: 50 });
      const lines = contactLines(p);
      const o = { size: 24, room: W / 2 - 110, fill: k.ink };
      const half = Math.ceil(lines.length / 2);
      return `${paperGrid}${company}${names}${column(pen, 90, under + 40, lines.slice(0, half), 30, o)}${column(pen, W / 2 + 20, under + 40, lines.slice(half), 30, o)}`;
    },
  },
  pinked: {
    draw(pen, p, k, W, H) {
      const teeth = [`M0 0 H34`];
      for (let y = 0; y < H; y += 24) teeth.push(`L46 ${y + 12} L34 ${y + 24}`);
      const edge = `<path d="${teeth.join(' ')} L0 ${H} Z" fill="${k.accent}"/>`;
      const company = pen(110, 96, p.company, { size: 30, room: W - 200, fill: k.accent, bold: true, caps: true });
      const [names] = nameBlock(pen, p, k, 110, 190, W - 200);
      const lines = contactLines(p);
      const top = H - 64 - (lines.length - 1) * 29;
      const contacts = column(pen, W - 80, top, lines, 29, { size: 23, room: W * 0.55, fill: k.ink, anchor: 'end' });
      return `${edge}${company}${names}${contacts}`;
    },
  },
  tallRing: {
    tall: true,
    draw(pen, p, k, W) {
      const ring = `<circle cx="120" cy="140" r="54" fill="none" stroke="${k.accent}" stroke-width="12"/><circle cx="120" cy="140" r="18" fill="${k.accent}"/>`;
      const company = pen(70, 260, p.company, { size: 30, room: W - 140, fill: k.accent, bold: true });
      const [names, under] = nameBlock(pen, p, k, 70, 380, W - 140, { nameSize: 48 });
      const rule = `<rect x="70" y="${under + 10}" width="90" height="4" fill="${k.accent}"/>`;
      const contacts = column(pen, 70, under + 80, contactLines(p), 38, { size: 25, room: W - 140, fill: k.ink });
      return `${ring}${company}${names}${rule}${contacts}`;
    },
  },
  tallFramed: {
    tall: true,
    draw(pen, p, k, W, H) {
      const frame = `<rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="none" stroke="${k.accent}" stroke-width="3"/><rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="${k.accent}" stroke-width="1"/>`;
      const company = pen(W / 2, 140, p.company, {
        size: 30,
        room: W - 160,
        fill: k.accent,
        caps: true,
        anchor: 'middle',
      });
      const [names] = nameBlock(pen, p, k, W / 2, H * 0.38, W - 160, { anchor: 'middle', nameSize: 46 });
      const lines = contactLines(p);
      const top = H - 110 - (lines.length - 1) * 36;
      const contacts = column(pen, W / 2, top, lines, 36, { size: 24, room: W - 170, fill: k.ink, anchor: 'middle' });
      return `${frame}${company}${names}${contacts}`;
    },
  },
};
