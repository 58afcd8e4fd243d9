// The fifth generator's card designs, as SVG for sharp (librsvg with the system's fonts): centred
// with the contacts joined by separators, a coloured panel on the left with the company, a grid of
// labelled contacts, a minimal card with its contacts on one line, a framed card, and two with
// light text on a colour band (a head band with the person, a band across the lower middle with
// the contacts). Small drawn icons stand before contact lines on some. Lines too long for their
// room are set smaller.

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Font pairs from Debian packages no other generator uses, with an average glyph width (share of the size). */
export const FACES = [
  { head: 'Manrope', body: 'Manrope', w: 0.58 },
  { head: 'Vollkorn', body: 'Karla', w: 0.54 },
  { head: 'Charis SIL', body: 'Charis SIL', w: 0.55 },
  { head: 'Dosis', body: 'Andika', w: 0.56 },
  { head: 'B612', body: 'B612', w: 0.6 },
  { head: 'Karla', body: 'JetBrains Mono', w: 0.62 },
  { head: 'Vollkorn', body: 'Manrope', w: 0.58 },
  { head: 'Andika', body: 'Karla', w: 0.54 },
];

function text(f, x, y, s, { size, head, fill, weight = 400, anchor = 'start', room = 9999, caps, track = 0 }) {
  const shown = caps ? s.toUpperCase() : s;
  const fit = Math.min(size, room / (shown.length * (f.w + (caps ? 0.08 : 0)) + (track * shown.length) / size));
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${head ? f.head : f.body}" font-size="${fit.toFixed(1)}" font-weight="${weight}" letter-spacing="${track}" text-anchor="${anchor}" fill="${fill}">${esc(shown)}</text>`;
}

/** A leaf, a ring of dots or a stepped square: marks that are not letters. */
function mark(kind, x, y, size, colour) {
  const h = size / 2;
  if (kind === 'leaf')
    return `<path d="M${x} ${y + size} C ${x} ${y + h} ${x + h} ${y} ${x + size} ${y} C ${x + size} ${y + h} ${x + h} ${y + size} ${x} ${y + size} Z" fill="${colour}"/>`;
  if (kind === 'dots')
    return Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 4) * i;
      return `<circle cx="${x + h + h * 0.75 * Math.cos(a)}" cy="${y + h + h * 0.75 * Math.sin(a)}" r="${size / 11}" fill="${colour}"/>`;
    }).join('');
  return `<rect x="${x}" y="${y + h}" width="${h}" height="${h}" fill="${colour}"/><rect x="${x + h * 0.5}" y="${y + h * 0.5}" width="${h}" height="${h}" fill="${colour}" opacity="0.7"/><rect x="${x + h}" y="${y}" width="${h}" height="${h}" fill="${colour}" opacity="0.45"/>`;
}

/** A small drawn icon (no letter in it) before a contact line. */
function icon(kind, x, y, s, colour) {
  if (kind === 'mail')
    return `<rect x="${x}" y="${y - s * 0.75}" width="${s}" height="${s * 0.7}" fill="none" stroke="${colour}" stroke-width="2"/><polyline points="${x},${y - s * 0.75} ${x + s / 2},${y - s * 0.35} ${x + s},${y - s * 0.75}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  if (kind === 'web')
    return `<circle cx="${x + s / 2}" cy="${y - s * 0.4}" r="${s * 0.42}" fill="none" stroke="${colour}" stroke-width="2"/><line x1="${x + s * 0.08}" y1="${y - s * 0.4}" x2="${x + s * 0.92}" y2="${y - s * 0.4}" stroke="${colour}" stroke-width="1.5"/>`;
  if (kind === 'pin')
    return `<circle cx="${x + s / 2}" cy="${y - s * 0.55}" r="${s * 0.3}" fill="${colour}"/><polygon points="${x + s * 0.25},${y - s * 0.45} ${x + s * 0.75},${y - s * 0.45} ${x + s / 2},${y}" fill="${colour}"/>`;
  return `<rect x="${x + s * 0.25}" y="${y - s * 0.85}" width="${s * 0.5}" height="${s * 0.85}" rx="${s * 0.1}" fill="none" stroke="${colour}" stroke-width="2"/>`;
}

const contacts = (c) => [
  ...c.phones.map((p) => ['phone', p.line]),
  ['mail', c.email],
  ['web', c.site],
  ...(c.address.length ? [['pin', c.address.join(', ')]] : []),
];

export const LAYOUTS = {
  centred(c, p, W, H) {
    const f = c.face;
    const mid = W / 2;
    const out = [
      text(f, mid, H * 0.16, c.company, {
        size: 24,
        head: true,
        fill: p.accent,
        weight: 700,
        anchor: 'middle',
        caps: true,
        track: 3,
        room: W * 0.85,
      }),
    ];
    out.push(
      text(f, mid, H * 0.38, `${c.first} ${c.last}`, {
        size: 54,
        head: true,
        fill: p.ink,
        weight: 600,
        anchor: 'middle',
        room: W * 0.85,
      }),
    );
    c.title.forEach((t, i) =>
      out.push(text(f, mid, H * 0.48 + i * 32, t, { size: 27, fill: p.soft, anchor: 'middle', room: W * 0.8 })),
    );
    out.push(
      `<line x1="${mid - 60}" y1="${H * 0.6}" x2="${mid + 60}" y2="${H * 0.6}" stroke="${p.accent}" stroke-width="3"/>`,
    );
    const rows = [c.phones.map((x) => x.line).join('  |  '), `${c.email}  |  ${c.site}`, c.address.join(', ')].filter(
      Boolean,
    );
    rows.forEach((s, i) =>
      out.push(text(f, mid, H * 0.72 + i * 38, s, { size: 24, fill: p.ink, anchor: 'middle', room: W * 0.92 })),
    );
    return out;
  },
  panel(c, p, W, H) {
    const f = c.face;
    const pw = W * 0.34;
    const out = [
      `<rect width="${pw}" height="${H}" fill="${p.accent}"/>`,
      mark(c.mark, pw / 2 - 45, H * 0.22, 90, p.onAccent),
    ];
    const words = c.company.split(' ');
    const cut = Math.ceil(words.length / 2);
    [words.slice(0, cut).join(' '), words.slice(cut).join(' ')].forEach((s, i) =>
      out.push(
        text(f, pw / 2, H * 0.62 + i * 34, s, {
          size: 28,
          head: true,
          fill: p.onAccent,
          weight: 700,
          anchor: 'middle',
          room: pw * 0.86,
        }),
      ),
    );
    const x = pw + 50;
    out.push(
      text(f, x, H * 0.2, `${c.first} ${c.last}`, { size: 46, head: true, fill: p.ink, weight: 700, room: W - x - 40 }),
    );
    c.title.forEach((t, i) =>
      out.push(text(f, x, H * 0.3 + i * 30, t, { size: 25, fill: p.accentInk, room: W - x - 40 })),
    );
    contacts(c).forEach(([kind, s], i) => {
      const y = H * 0.52 + i * 40;
      out.push(icon(kind, x, y, 22, p.accentInk), text(f, x + 36, y, s, { size: 23, fill: p.ink, room: W - x - 76 }));
    });
    return out;
  },
  labelled(c, p, W, H) {
    const f = c.face;
    const out = [
      text(f, 60, H * 0.18, `${c.first} ${c.last}`, { size: 46, head: true, fill: p.ink, weight: 700, room: W * 0.55 }),
      ...c.title.map((t, i) => text(f, 60, H * 0.27 + i * 30, t, { size: 25, fill: p.soft, room: W * 0.55 })),
      mark(c.mark, W - 120, H * 0.08, 60, p.accent),
      text(f, W - 60, H * 0.3, c.company, {
        size: 24,
        head: true,
        fill: p.accentInk,
        weight: 700,
        anchor: 'end',
        room: W * 0.36,
      }),
      `<line x1="60" y1="${H * 0.44}" x2="${W - 60}" y2="${H * 0.44}" stroke="${p.accent}" stroke-width="2"/>`,
    ];
    const label = {
      phone: c.phones.length > 1 ? ['Phone', 'Mobile'] : ['Phone'],
      mail: ['Email'],
      web: ['Web'],
      pin: ['Address'],
    };
    const seen = {};
    contacts(c).forEach(([kind, s], i) => {
      const y = H * 0.56 + i * 42;
      const n = (seen[kind] = (seen[kind] ?? -1) + 1);
      const value = kind === 'phone' ? s.replace(/^[^+(\d]*/, '') : s;
      out.push(
        text(f, 60, y, label[kind][n], { size: 18, fill: p.accentInk, weight: 700, caps: true, track: 1 }),
        text(f, 220, y, value, { size: 24, fill: p.ink, room: W - 280 }),
      );
    });
    return out;
  },
  minimal(c, p, W, H) {
    const f = c.face;
    const out = [
      text(f, 64, H * 0.22, `${c.first} ${c.last}`, { size: 50, head: true, fill: p.ink, weight: 600, room: W * 0.8 }),
      ...c.title.map((t, i) => text(f, 64, H * 0.32 + i * 30, t, { size: 26, fill: p.soft, room: W * 0.8 })),
      text(f, 64, H * 0.52, c.company, { size: 30, head: true, fill: p.accentInk, weight: 700, room: W * 0.8 }),
    ];
    if (c.address.length)
      out.push(text(f, 64, H * 0.7, c.address.join(' · '), { size: 22, fill: p.soft, room: W - 128 }));
    // One line at the foot when it fits at a readable size, else numbers above, mail and site below.
    const one = [...c.phones.map((x) => x.line), c.email, c.site].join('  ·  ');
    const rows = one.length <= 70 ? [one] : [c.phones.map((x) => x.line).join('  ·  '), `${c.email}  ·  ${c.site}`];
    rows.forEach((s, i) =>
      out.push(text(f, 64, H * (0.88 - (rows.length - 1 - i) * 0.07), s, { size: 22, fill: p.ink, room: W - 128 })),
    );
    return out;
  },
  framed(c, p, W, H) {
    const f = c.face;
    const mid = W / 2;
    const out = [
      `<rect x="22" y="22" width="${W - 44}" height="${H - 44}" fill="none" stroke="${p.accent}" stroke-width="4"/>`,
      `<rect x="34" y="34" width="${W - 68}" height="${H - 68}" fill="none" stroke="${p.accent}" stroke-width="1.5"/>`,
      mark(c.mark, mid - 26, H * 0.09, 52, p.accent),
      text(f, mid, H * 0.3, c.company, {
        size: 26,
        head: true,
        fill: p.accentInk,
        weight: 700,
        anchor: 'middle',
        room: W * 0.8,
      }),
      text(f, mid, H * 0.45, `${c.first} ${c.last}`, {
        size: 44,
        head: true,
        fill: p.ink,
        anchor: 'middle',
        room: W * 0.8,
      }),
      ...c.title.map((t, i) =>
        text(f, mid, H * 0.53 + i * 28, t, {
          size: 24,
          fill: p.soft,
          anchor: 'middle',
          room: W * 0.8,
          caps: true,
          track: 1,
        }),
      ),
    ];
    const rows = [...c.phones.map((x) => x.line), `${c.email}   ${c.site}`, c.address.join(', ')].filter(Boolean);
    rows.forEach((s, i) =>
      out.push(text(f, mid, H * 0.68 + i * 33, s, { size: 22, fill: p.ink, anchor: 'middle', room: W * 0.84 })),
    );
    return out;
  },
  headBand(c, p, W, H) {
    const f = c.face;
    const bh = H * 0.4;
    const out = [
      `<rect width="${W}" height="${bh}" fill="${p.band}"/>`,
      text(f, 60, bh * 0.45, `${c.first} ${c.last}`, {
        size: 48,
        head: true,
        fill: p.onBand,
        weight: 700,
        room: W * 0.6,
      }),
      ...c.title.map((t, i) => text(f, 60, bh * 0.7 + i * 28, t, { size: 24, fill: p.onBand, room: W * 0.6 })),
      text(f, W - 60, bh * 0.45, c.company, {
        size: 26,
        head: true,
        fill: p.onBand,
        weight: 700,
        anchor: 'end',
        room: W * 0.32,
      }),
    ];
    contacts(c).forEach(([kind, s], i) => {
      const y = bh + 60 + i * 38;
      out.push(icon(kind, 60, y, 22, p.accentInk), text(f, 96, y, s, { size: 23, fill: p.ink, room: W - 160 }));
    });
    return out;
  },
  midBand(c, p, W, H) {
    const f = c.face;
    const out = [
      text(f, 60, H * 0.17, `${c.first} ${c.last}`, { size: 46, head: true, fill: p.ink, weight: 700, room: W * 0.55 }),
      ...c.title.map((t, i) => text(f, 60, H * 0.26 + i * 28, t, { size: 24, fill: p.soft, room: W * 0.55 })),
      text(f, W - 60, H * 0.17, c.company, {
        size: 26,
        head: true,
        fill: p.accentInk,
        weight: 700,
        anchor: 'end',
        room: W * 0.38,
      }),
    ];
    const lines = [...c.phones.map((x) => x.line), c.email, c.site];
    const top = H * 0.44;
    const bh = lines.length * 36 + 30;
    out.push(`<rect y="${top}" width="${W}" height="${bh}" fill="${p.band}"/>`);
    lines.forEach((s, i) => out.push(text(f, 60, top + 44 + i * 36, s, { size: 24, fill: p.onBand, room: W - 120 })));
    if (c.address.length)
      out.push(text(f, 60, top + bh + 44, c.address.join(', '), { size: 22, fill: p.ink, room: W - 120 }));
    return out;
  },
};
