// The seventeenth generator's plain designs (session 20), each design(pen, p, k, W, H) -> the SVG
// inside the card, none an earlier set's: a ticket with a perforated stub holding the company, a
// notebook page (ruled lines and a red margin), a large curly brace gathering the contacts beside
// the person, dot-grid paper, printer's crop marks round a block set low, the name over a brushed
// swoosh, and the company in a rubber stamp set askew.

/** The contact lines of `p` in print order. */
export const contactLines = (p) => [...p.phoneLines, p.email, p.website, ...p.addressLines];

/** Lines `list` from y0 down by `step`, each drawn by `line(text, y)`. */
export const column = (list, y0, step, line) => list.map((text, i) => line(text, y0 + i * step)).join('');

const person = (pen, p, k, x, y, room, anchor) =>
  [
    pen(x, y, p.shownName, { size: 48, room, fill: k.ink, head: true, bold: true, anchor }),
    column(p.role, y + 40, 30, (t, yy) => pen(x, yy, t, { size: 26, room, fill: k.soft, anchor })),
  ].join('');

/** The company's words broken into lines of at most `width` characters. */
const wrap = (text, width) =>
  text.split(' ').reduce((lines, word) => {
    const last = lines[lines.length - 1];
    if (last && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

export const LAYOUTS = {
  ticket(pen, p, k, W, H) {
    const cut = W * 0.72;
    const stub = wrap(p.company, 12);
    return [
      `<line x1="${cut}" x2="${cut}" y1="24" y2="${H - 24}" stroke="${k.soft}" stroke-width="2" stroke-dasharray="3 7"/>`,
      `<circle cx="${cut}" cy="0" r="18" fill="${k.soft}" fill-opacity="0.35"/><circle cx="${cut}" cy="${H}" r="18" fill="${k.soft}" fill-opacity="0.35"/>`,
      column(stub, H / 2 - ((stub.length - 1) * 36) / 2, 36, (t, y) =>
        pen((cut + W) / 2, y, t, {
          size: 30,
          room: W - cut - 40,
          fill: k.accent,
          head: true,
          bold: true,
          anchor: 'middle',
        }),
      ),
      person(pen, p, k, 50, 86, cut - 90, 'start'),
      column(contactLines(p), 196 + (p.role.length - 1) * 28, 34, (t, y) =>
        pen(50, y, t, { size: 24, room: cut - 90, fill: k.ink }),
      ),
    ].join('');
  },
  notebook(pen, p, k, W, H) {
    const rows = [];
    for (let y = 70; y < H; y += 42)
      rows.push(
        `<line x1="0" x2="${W}" y1="${y + 8}" y2="${y + 8}" stroke="#7fa7d6" stroke-opacity="0.45" stroke-width="1.5"/>`,
      );
    const lines = [p.company, ...contactLines(p)];
    return [
      rows.join(''),
      `<line x1="96" x2="96" y1="0" y2="${H}" stroke="#d9534f" stroke-opacity="0.7" stroke-width="2"/>`,
      pen(116, 70, p.shownName, { size: 42, room: W - 160, fill: k.ink, head: true, bold: true }),
      column(p.role, 112, 42, (t, y) => pen(116, y, t, { size: 26, room: W - 160, fill: k.soft })),
      column(lines, 112 + p.role.length * 42, Math.min(42, (H - 130 - p.role.length * 42) / lines.length), (t, y) =>
        pen(116, y, t, { size: 25, room: W - 160, fill: t === p.company ? k.accent : k.ink, head: t === p.company }),
      ),
    ].join('');
  },
  brace(pen, p, k, W, H) {
    const lines = contactLines(p);
    const [top, foot] = [H / 2 - lines.length * 18 - 10, H / 2 + lines.length * 18 - 10];
    const x = W * 0.44;
    const mid = (top + foot) / 2;
    return [
      person(pen, p, k, 46, mid - 40, x - 80, 'start'),
      pen(46, mid + 40 + p.role.length * 30, p.company, { size: 28, room: x - 80, fill: k.accent, head: true }),
      `<path d="M${x + 22} ${top} q-18 0 -18 22 v${mid - top - 40} q0 18 -16 18 q16 0 16 18 v${foot - mid - 40} q0 22 18 22" fill="none" stroke="${k.accent}" stroke-width="4"/>`,
      column(lines, top + 26, 36, (t, y) => pen(x + 44, y, t, { size: 23, room: W - x - 80, fill: k.ink })),
    ].join('');
  },
  dotgrid(pen, p, k, W, H) {
    const dots = [];
    for (let y = 20; y < H; y += 24) for (let x = 20; x < W; x += 24) dots.push(`M${x} ${y}h1.6v1.6h-1.6z`);
    return [
      `<path d="${dots.join('')}" fill="${k.soft}" fill-opacity="0.45"/>`,
      pen(W - 60, 76, p.company, { size: 30, room: W * 0.6, fill: k.accent, head: true, bold: true, anchor: 'end' }),
      person(pen, p, k, 60, 160, W - 120, 'start'),
      column(contactLines(p), 262 + (p.role.length - 1) * 28, 33, (t, y) =>
        pen(60, y, t, { size: 24, room: W - 120, fill: k.ink }),
      ),
    ].join('');
  },
  cropmarks(pen, p, k, W, H) {
    const m = 34;
    const mark = (x, y, dx, dy) =>
      `<path d="M${x} ${y + dy * 26} V${y} H${x + dx * 26}" fill="none" stroke="${k.soft}" stroke-width="1.5"/>`;
    const lines = contactLines(p);
    const y0 = H - 52 - (lines.length - 1) * 31;
    return [
      mark(m, m, 1, 1),
      mark(W - m, m, -1, 1),
      mark(m, H - m, 1, -1),
      mark(W - m, H - m, -1, -1),
      pen(80, 92, p.company, { size: 28, room: W - 160, fill: k.accent, head: true, caps: true, track: 0.05 }),
      person(pen, p, k, 80, y0 - 60 - p.role.length * 30, W - 160, 'start'),
      column(lines, y0, 31, (t, y) => pen(80, y, t, { size: 23, room: W - 160, fill: k.ink })),
    ].join('');
  },
  swoosh(pen, p, k, W) {
    const lines = contactLines(p);
    return [
      `<path d="M50 122 C 220 96, 430 150, 640 104 C 560 136, 300 134, 56 140 z" fill="${k.accent}" fill-opacity="0.8"/>`,
      pen(56, 90, p.shownName, { size: 50, room: W - 112, fill: k.ink, head: true, bold: true }),
      column(p.role, 184, 30, (t, y) => pen(56, y, t, { size: 26, room: W - 112, fill: k.soft })),
      pen(56, 196 + p.role.length * 30, p.company, { size: 28, room: W - 112, fill: k.accent, head: true }),
      column(lines, 250 + p.role.length * 30, 32, (t, y) => pen(56, y, t, { size: 23, room: W - 112, fill: k.ink })),
    ].join('');
  },
  stamp(pen, p, k, W) {
    const words = wrap(p.company, 16);
    const box = { w: 330, h: 44 + words.length * 34 };
    const [sx, sy] = [W - box.w - 50, 40];
    return [
      `<g transform="rotate(-7 ${sx + box.w / 2} ${sy + box.h / 2})">`,
      `<rect x="${sx}" y="${sy}" width="${box.w}" height="${box.h}" rx="8" fill="none" stroke="${k.accent}" stroke-width="4"/>`,
      `<rect x="${sx + 7}" y="${sy + 7}" width="${box.w - 14}" height="${box.h - 14}" rx="5" fill="none" stroke="${k.accent}" stroke-width="1.5"/>`,
      column(words, sy + 50, 34, (t, y) =>
        pen(sx + box.w / 2, y, t, {
          size: 28,
          room: box.w - 40,
          fill: k.accent,
          head: true,
          bold: true,
          anchor: 'middle',
        }),
      ),
      '</g>',
      person(pen, p, k, 54, Math.max(100, sy + box.h + 40), W - 108, 'start'),
      column(contactLines(p), Math.max(204, sy + box.h + 144) + (p.role.length - 1) * 28, 32, (t, y) =>
        pen(54, y, t, { size: 23, room: W - 108, fill: k.ink }),
      ),
    ].join('');
  },
};
