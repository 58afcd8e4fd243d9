// The sixteenth generator's plain designs (session 19), each design(write, p, k, W, H) -> the SVG
// inside the card: the contacts in a table of hairline rows, the title between large quotation
// marks, a postcard with its divider and stamp, the contacts in two columns under a thick rule, a
// centred crest, a barcode strip along the foot, and index tabs beside each contact line.

/** The contact lines of `p` in print order. */
export const contacts = (p) => [...p.phoneLines, p.email, p.website, ...p.addressLines];

/** Lines `list` from y0 down by `step`, each written by `line(text, y)`. */
const stack = (list, y0, step, line) => list.map((text, i) => line(text, y0 + i * step)).join('');

const headBlock = (write, p, k, x, y, room, align) =>
  [
    write(x, y, p.shownName, { size: 50, room, fill: k.ink, head: true, bold: true, align }),
    stack(p.role, y + 40, 30, (t, yy) => write(x, yy, t, { size: 27, room, fill: k.soft, align })),
  ].join('');

export const LAYOUTS = {
  hairlines(write, p, k, W, H) {
    const rows = contacts(p);
    const step = Math.min(36, (H - 230) / rows.length);
    const rules = rows
      .map(
        (_, i) =>
          `<line x1="60" x2="${W - 60}" y1="${222 + (i + 1) * step}" y2="${222 + (i + 1) * step}" stroke="${k.accent}" stroke-width="1" stroke-opacity="0.5"/>`,
      )
      .join('');
    return [
      headBlock(write, p, k, 60, 90, W * 0.55, 'start'),
      write(W - 60, 90, p.company, { size: 30, room: W * 0.36, fill: k.accent, head: true, align: 'end' }),
      rules,
      stack(rows, 214 + step, step, (t, y) => write(70, y - 8, t, { size: 25, room: W - 140, fill: k.ink })),
    ].join('');
  },
  quote(write, p, k, W) {
    const mark = (x, y, turn) =>
      `<path d="M${x} ${y} q-26 10 -26 40 h22 v-22 h-10 q2 -12 14 -18 z M${x + 34} ${y} q-26 10 -26 40 h22 v-22 h-10 q2 -12 14 -18 z" fill="${k.accent}" transform="rotate(${turn} ${x + 8} ${y + 20})"/>`;
    const end = 110 + p.role.length * 32;
    return [
      write(64, 80, p.company, { size: 30, room: W - 128, fill: k.ink, head: true, bold: true }),
      mark(90, 110, 0),
      stack(p.role, 140, 32, (t, y) => write(130, y, t, { size: 28, room: W - 300, fill: k.soft })),
      mark(W - 150, end - 30, 180),
      write(64, end + 62, p.shownName, { size: 48, room: W - 128, fill: k.accent, head: true, bold: true }),
      stack(contacts(p), end + 112, 31, (t, y) => write(64, y, t, { size: 24, room: W - 128, fill: k.ink })),
    ].join('');
  },
  postcard(write, p, k, W, H) {
    const right = contacts(p);
    return [
      `<line x1="${W * 0.46}" x2="${W * 0.46}" y1="70" y2="${H - 50}" stroke="${k.soft}" stroke-width="2"/>`,
      `<rect x="${W - 150}" y="36" width="100" height="120" fill="none" stroke="${k.accent}" stroke-width="3" stroke-dasharray="6 5"/>`,
      `<path d="M${W - 138} 140 l26 -46 l18 28 l14 -18 l22 36 z" fill="${k.accent}" fill-opacity="0.6"/>`,
      write(48, 110, p.company, { size: 34, room: W * 0.4, fill: k.accent, head: true, bold: true }),
      headBlock(write, p, k, 48, H * 0.56, W * 0.4, 'start'),
      stack(right, 200, 40, (t, y) =>
        [
          `<line x1="${W * 0.5}" x2="${W - 40}" y1="${y + 9}" y2="${y + 9}" stroke="${k.soft}" stroke-opacity="0.45"/>`,
          write(W * 0.5 + 6, y, t, { size: 24, room: W * 0.48 - 50, fill: k.ink }),
        ].join(''),
      ),
    ].join('');
  },
  columns(write, p, k, W, H) {
    const left = [...p.phoneLines, p.email];
    const right = [p.website, ...p.addressLines];
    const y0 = H - 60 - (Math.max(left.length, right.length) - 1) * 34;
    return [
      headBlock(write, p, k, 56, 96, W - 112, 'start'),
      write(56, 150 + p.role.length * 30, p.company, { size: 30, room: W - 112, fill: k.accent, head: true }),
      `<rect x="56" y="${y0 - 52}" width="${W - 112}" height="3" fill="${k.accent}"/>`,
      stack(left, y0, 34, (t, y) => write(56, y, t, { size: 24, room: W / 2 - 76, fill: k.ink })),
      stack(right, y0, 34, (t, y) => write(W / 2 + 10, y, t, { size: 24, room: W / 2 - 66, fill: k.ink })),
    ].join('');
  },
  crest(write, p, k, W) {
    const c = W / 2;
    return [
      `<path d="M${c - 34} 30 h68 v40 q0 34 -34 50 q-34 -16 -34 -50 z" fill="none" stroke="${k.accent}" stroke-width="4"/>`,
      `<path d="M${c} 44 l8 18 h-16 z" fill="${k.accent}"/>`,
      write(c, 160, p.company, {
        size: 30,
        room: W - 160,
        fill: k.accent,
        head: true,
        caps: true,
        spacing: 0.08,
        align: 'middle',
      }),
      `<line x1="${c - 120}" x2="${c + 120}" y1="180" y2="180" stroke="${k.accent}"/>`,
      headBlock(write, p, k, c, 236, W - 160, 'middle'),
      stack(contacts(p), 330 + (p.role.length - 1) * 24, 32, (t, y) =>
        write(c, y, t, { size: 24, room: W - 140, fill: k.soft, align: 'middle' }),
      ),
    ].join('');
  },
  barcode(write, p, k, W, H) {
    let x = 60;
    const bars = [];
    for (let i = 0; x < W - 60; i += 1) {
      const w = 2 + ((i * 7) % 5);
      if (i % 2 === 0)
        bars.push(`<rect x="${x}" y="${H - 46}" width="${w}" height="26" fill="${k.ink}" fill-opacity="0.75"/>`);
      x += w + 2;
    }
    return [
      bars.join(''),
      write(60, 80, p.company, { size: 30, room: W - 120, fill: k.accent, head: true, bold: true }),
      headBlock(write, p, k, 60, 160, W - 120, 'start'),
      stack(contacts(p), 262 + (p.role.length - 1) * 24, 31, (t, y) =>
        write(60, y, t, { size: 24, room: W - 120, fill: k.ink }),
      ),
    ].join('');
  },
  tabs(write, p, k, W) {
    return [
      headBlock(write, p, k, W - 60, 86, W * 0.7, 'end'),
      write(W - 60, 190, p.company, { size: 30, room: W * 0.7, fill: k.accent, head: true, align: 'end' }),
      stack(contacts(p), 258, 35, (t, y) =>
        [
          `<rect x="50" y="${y - 20}" width="14" height="22" rx="3" fill="${k.accent}"/>`,
          write(80, y, t, { size: 25, room: W - 150, fill: k.ink }),
        ].join(''),
      ),
    ].join('');
  },
};
