// The fifteenth generator's plain designs (session 18), none of which an earlier set has: a ticket
// with a perforated stub, the name in a speech bubble, contacts on dotted leaders like a menu, the
// company in a tilted rubber stamp, a wide arc across the card, a honeycomb of hexagons in a
// corner, the company in huge outlined letters. Each draws the card's inner SVG from the setter,
// the person (wording.mjs), the colours and the card's size W × H.

/** The contact lines every design prints, in the order a card lists them. */
export const contacts = (p) => [...p.phoneLines, p.email, p.website, ...p.addressLines];

/** Lines set one under another from (x, y), `gap` apart: the SVG. */
export const column = (set, x, y, lines, gap, o) => lines.map((line, i) => set(x, y + i * gap, line, o)).join('');

/** The title's one or two lines under the name, from (x, y). */
const role = (set, x, y, p, o) => column(set, x, y, p.role, o.size * 1.2, o);

function ticket(set, p, k, W, H) {
  const stub = W * 0.3;
  const notch = [0, H]
    .map((y) => `<circle cx="${stub}" cy="${y}" r="${H * 0.05}" fill="none" stroke="${k.soft}" stroke-width="3"/>`)
    .join('');
  const perf = `<line x1="${stub}" y1="${H * 0.07}" x2="${stub}" y2="${H * 0.93}" stroke="${k.soft}" stroke-width="3" stroke-dasharray="4 9"/>`;
  const company = column(set, stub / 2, H * 0.45, p.company.split(/ (?=\S+$)/), 36, {
    size: 28,
    room: stub * 0.84,
    fill: k.accent,
    head: true,
    bold: true,
    anchor: 'middle',
  });
  const x = stub + W * 0.05;
  return (
    notch +
    perf +
    company +
    set(x, H * 0.17, p.shownName, { size: 48, room: W - x - 40, fill: k.ink, head: true, bold: true }) +
    role(set, x, H * 0.25, p, { size: 24, room: W - x - 40, fill: k.soft, italic: true }) +
    column(set, x, H * 0.45, contacts(p), 36, { size: 23, room: W - x - 40, fill: k.ink })
  );
}

function bubble(set, p, k, W, H) {
  const [bx, by, bw, bh] = [W * 0.05, H * 0.07, W * 0.62, H * (p.role.length > 1 ? 0.34 : 0.29)];
  const tail = `M${bx + bw * 0.18} ${by + bh} l${W * 0.02} ${H * 0.08} l${W * 0.05} ${-H * 0.08}`;
  return (
    `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="26" fill="none" stroke="${k.accent}" stroke-width="4"/>` +
    `<path d="${tail}" fill="${k.paper}" stroke="${k.accent}" stroke-width="4"/>` +
    set(bx + 30, by + 62, p.shownName, { size: 46, room: bw - 60, fill: k.ink, head: true, bold: true }) +
    role(set, bx + 30, by + 100, p, { size: 24, room: bw - 60, fill: k.soft }) +
    set(W * 0.95, H * 0.15, p.company, {
      size: 27,
      room: W * 0.26,
      fill: k.accent,
      head: true,
      anchor: 'end',
      bold: true,
    }) +
    column(set, W * 0.95, H * 0.56, contacts(p), 34, { size: 22, room: W * 0.62, fill: k.ink, anchor: 'end' })
  );
}

function menu(set, p, k, W, H) {
  const lines = contacts(p);
  const right = W * 0.93;
  const top = H * 0.42;
  const leaders = lines
    .map((line, i) => {
      const y = top + i * 35;
      const room = Math.min(W * 0.6, line.length * 22 * 0.55);
      return `<line x1="${W * 0.07}" y1="${y}" x2="${right - room - 12}" y2="${y}" stroke="${k.soft}" stroke-width="2.5" stroke-dasharray="1 7" stroke-linecap="round"/>`;
    })
    .join('');
  return (
    set(W * 0.07, H * 0.16, p.shownName, { size: 46, room: W * 0.6, fill: k.ink, head: true, bold: true }) +
    role(set, W * 0.07, H * 0.24, p, { size: 24, room: W * 0.55, fill: k.soft, italic: true }) +
    set(right, H * 0.16, p.company, {
      size: 26,
      room: W * 0.3,
      fill: k.accent,
      anchor: 'end',
      head: true,
      caps: true,
    }) +
    leaders +
    column(set, right, top, lines, 35, { size: 22, room: W * 0.6, fill: k.ink, anchor: 'end' })
  );
}

function stamp(set, p, k, W, H) {
  const [cx, cy, sw, sh] = [W * 0.75, H * 0.2, W * 0.36, H * 0.17];
  const box = `<g transform="rotate(-7 ${cx} ${cy})"><rect x="${cx - sw / 2}" y="${cy - sh / 2}" width="${sw}" height="${sh}" rx="8" fill="none" stroke="${k.accent}" stroke-width="5"/><rect x="${cx - sw / 2 + 9}" y="${cy - sh / 2 + 9}" width="${sw - 18}" height="${sh - 18}" rx="4" fill="none" stroke="${k.accent}" stroke-width="2"/>${set(cx, cy + 10, p.company, { size: 28, room: sw - 40, fill: k.accent, head: true, bold: true, anchor: 'middle', caps: true })}</g>`;
  return (
    box +
    set(W * 0.06, H * 0.45, p.shownName, { size: 48, room: W * 0.88, fill: k.ink, head: true, bold: true }) +
    role(set, W * 0.06, H * 0.53, p, { size: 24, room: W * 0.5, fill: k.soft }) +
    column(set, W * 0.94, H * 0.62, contacts(p), 32, { size: 22, room: W * 0.5, fill: k.ink, anchor: 'end' })
  );
}

function arc(set, p, k, W, H) {
  const d = `M${-W * 0.05} ${H * 0.78} Q${W * 0.45} ${H * 0.05} ${W * 1.05} ${H * 0.3}`;
  return (
    `<path d="${d}" fill="none" stroke="${k.accent}" stroke-width="3" stroke-opacity="0.7"/>` +
    set(W * 0.06, H * 0.15, p.company, { size: 26, room: W * 0.5, fill: k.accent, head: true, bold: true }) +
    set(W * 0.94, H * 0.13, p.shownName, {
      size: 44,
      room: W * 0.42,
      fill: k.ink,
      head: true,
      bold: true,
      anchor: 'end',
    }) +
    role(set, W * 0.94, H * 0.21, p, { size: 23, room: W * 0.42, fill: k.soft, anchor: 'end' }) +
    column(set, W * 0.36, H * 0.58, contacts(p), 31, { size: 22, room: W * 0.6, fill: k.ink })
  );
}

function honeycomb(set, p, k, W, H) {
  const r = H * 0.06;
  const hex = (cx, cy) =>
    `<polygon points="${Array.from({ length: 6 }, (_, i) => `${(cx + r * Math.cos((Math.PI / 3) * i)).toFixed(1)},${(cy + r * Math.sin((Math.PI / 3) * i)).toFixed(1)}`).join(' ')}" fill="none" stroke="${k.accent}" stroke-width="3"/>`;
  const cells = [
    [0, 0],
    [1, 0.5],
    [0, 1],
    [1, 1.5],
    [2, 1],
    [2, 0],
  ]
    .map(([c, row]) => hex(W - r * 1.6 - c * r * 1.5, r * 1.4 + row * r * Math.sqrt(3)))
    .join('');
  return (
    cells +
    set(W * 0.06, H * 0.17, p.shownName, { size: 46, room: W * 0.62, fill: k.ink, head: true, bold: true }) +
    role(set, W * 0.06, H * 0.25, p, { size: 24, room: W * 0.6, fill: k.soft }) +
    set(W * 0.06, H * 0.43, p.company, { size: 28, room: W * 0.6, fill: k.accent, head: true, bold: true }) +
    column(set, W * 0.06, H * 0.58, contacts(p), 31, { size: 22, room: W * 0.86, fill: k.ink })
  );
}

function outlined(set, p, k, W, H) {
  return (
    set(W * 0.05, H * 0.22, p.company, { size: 72, room: W * 0.9, stroke: k.accent, head: true, bold: true }) +
    set(W * 0.05, H * 0.4, p.shownName, { size: 40, room: W * 0.5, fill: k.ink, head: true, bold: true }) +
    role(set, W * 0.05, H * 0.48, p, { size: 23, room: W * 0.42, fill: k.soft }) +
    `<line x1="${W * 0.55}" y1="${H * 0.33}" x2="${W * 0.55}" y2="${H * 0.92}" stroke="${k.accent}" stroke-width="2"/>` +
    column(set, W * 0.58, H * 0.38, contacts(p), 32, { size: 21, room: W * 0.38, fill: k.ink })
  );
}

/** The plain designs by name. */
export const PLAIN = { ticket, bubble, menu, stamp, arc, honeycomb, outlined };
