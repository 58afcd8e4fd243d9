// The sixth generator's card designs, as SVG for sharp (librsvg with the system's fonts), none of
// them an earlier generator's: a diagonal wedge in a corner with the contacts set right, a round
// initials badge over a two-column foot, thin stripes at the top and bottom with the name in the
// middle, a typewritten ledger of `key: value` lines, and a card whose name sits at the foot under
// a large company word. For *colour band*: a coloured card with a pale inset panel holding the
// person and the contacts in light letters on the colour, or a diagonal band across the lower
// right holding them. Lines too long for their room are set smaller.

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Font pairs from Debian packages no earlier generator uses, with an average glyph width (share of the size). */
export const FACES = [
  { head: 'Sora', body: 'PT Sans', w: 0.56 },
  { head: 'PT Serif', body: 'PT Serif', w: 0.55 },
  { head: 'Old Standard TT', body: 'Clear Sans', w: 0.56 },
  { head: 'Comfortaa', body: 'Go', w: 0.6 },
  { head: 'Gentium Plus', body: 'Gentium Plus', w: 0.52 },
  { head: 'Play', body: 'Quattrocento', w: 0.56 },
  { head: 'Clear Sans', body: 'Courier Prime', w: 0.62 },
  { head: 'Quattrocento', body: 'Sora', w: 0.62 },
];

function text(f, x, y, s, { size, head, fill, weight = 400, anchor = 'start', room = 9999, italic, caps }) {
  const shown = caps ? s.toUpperCase() : s;
  const fit = Math.min(size, room / (shown.length * (f.w + (caps ? 0.1 : 0))));
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${head ? f.head : f.body}" font-size="${fit.toFixed(1)}" font-weight="${weight}"${italic ? ' font-style="italic"' : ''} text-anchor="${anchor}" fill="${fill}">${esc(shown)}</text>`;
}

const initials = (c) => (c.company[0] + c.company.split(' ')[1][0]).toUpperCase();
const phoneLine = (p, labelled) => (labelled ? `${p.label} ${p.text}` : p.text);

/** The contact lines of a card in the order most designs print them. */
function contactLines(c, labelled) {
  return [...c.phones.map((p) => phoneLine(p, labelled)), c.email, c.site];
}

/** Lines stacked from `y` down by `step`. */
const stack = (f, lines, x, y, step, opts) => lines.map((l, i) => text(f, x, y + i * step, l, opts));

const LAYOUTS = {
  wedge(c, p, W, H, f) {
    const out = [`<path d="M${W} 0 L${W} ${H * 0.45} L${W * 0.6} 0 Z" fill="${p.accent}" opacity="0.9"/>`];
    out.push(
      text(f, 70, 150, `${c.first} ${c.last}`, { size: 58, head: true, fill: p.ink, weight: 700, room: W * 0.55 }),
    );
    out.push(...stack(f, c.titleLines, 70, 200, 38, { size: 30, fill: p.soft, italic: true, room: W * 0.5 }));
    out.push(text(f, 70, H - 70, c.company, { size: 34, head: true, fill: p.accentInk, weight: 700, room: W * 0.45 }));
    const lines = [...contactLines(c, true), ...c.address];
    const step = Math.min(40, (H * 0.5) / lines.length);
    out.push(
      ...stack(f, lines, W - 60, H - 60 - (lines.length - 1) * step, step, {
        size: 28,
        fill: p.ink,
        anchor: 'end',
        room: W * 0.48,
      }),
    );
    return out;
  },
  badge(c, p, W, H, f) {
    const r = 62;
    const out = [`<circle cx="${W / 2}" cy="${50 + r}" r="${r}" fill="none" stroke="${p.accent}" stroke-width="6"/>`];
    out.push(
      text(f, W / 2, 50 + r + 22, initials(c), {
        size: 60,
        head: true,
        fill: p.accentInk,
        weight: 700,
        anchor: 'middle',
      }),
    );
    out.push(
      text(f, W / 2, 250, `${c.first} ${c.last}`, {
        size: 52,
        head: true,
        fill: p.ink,
        anchor: 'middle',
        room: W - 120,
      }),
    );
    out.push(
      text(f, W / 2, 296, `${c.titleLines.join(' ')} — ${c.company}`, {
        size: 28,
        fill: p.soft,
        anchor: 'middle',
        room: W - 100,
      }),
    );
    out.push(`<line x1="80" y1="330" x2="${W - 80}" y2="330" stroke="${p.accent}" stroke-width="2"/>`);
    const left = [...c.phones.map((pp) => phoneLine(pp, true)), c.email];
    const right = [...c.address, c.site];
    out.push(...stack(f, left, 80, 385, 42, { size: 28, fill: p.ink, room: W / 2 - 100 }));
    out.push(...stack(f, right, W - 80, 385, 42, { size: 28, fill: p.ink, anchor: 'end', room: W / 2 - 100 }));
    return out;
  },
  stripes(c, p, W, H, f) {
    const out = [
      `<rect x="0" y="0" width="${W}" height="22" fill="${p.accent}"/><rect x="0" y="${H - 22}" width="${W}" height="22" fill="${p.accent}"/>`,
    ];
    out.push(
      text(f, 70, 100, c.company, { size: 30, head: true, fill: p.accentInk, caps: true, weight: 700, room: W - 140 }),
    );
    if (c.tagline)
      out.push(text(f, W - 70, 100, c.tagline, { size: 22, fill: p.soft, italic: true, anchor: 'end', room: W * 0.3 }));
    out.push(text(f, 70, 250, `${c.first} ${c.last}`, { size: 64, head: true, fill: p.ink, room: W - 140 }));
    out.push(...stack(f, c.titleLines, 70, 300, 36, { size: 30, fill: p.soft, room: W - 140 }));
    const phones = c.phones.map((pp) => phoneLine(pp, true)).join('   ');
    out.push(text(f, 70, H - 150, phones, { size: 27, fill: p.ink, room: W - 140 }));
    out.push(text(f, 70, H - 110, `${c.email}   ${c.site}`, { size: 27, fill: p.ink, room: W - 140 }));
    out.push(text(f, 70, H - 70, c.address.join(', '), { size: 25, fill: p.soft, room: W - 140 }));
    return out;
  },
  ledger(c, p, W, H, f) {
    const mono = { ...f, body: f.body === 'Courier Prime' ? 'Courier Prime' : 'PT Mono', w: 0.6 };
    const rows = [
      ['name', `${c.first} ${c.last}`],
      ['role', c.titleLines.join(' ')],
      ['firm', c.company],
      ...c.phones.map((pp) => [pp.label.replace(/\.$/, '').toLowerCase(), pp.text]),
      ['mail', c.email],
      ['web', c.site],
      ['addr', c.address[0]],
      ...c.address.slice(1).map((l) => ['', l]),
    ];
    const step = Math.min(50, (H - 110) / rows.length);
    const out = [
      `<rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="none" stroke="${p.soft}" stroke-width="2" stroke-dasharray="10 8"/>`,
    ];
    rows.forEach(([k, v], i) => {
      const y = 90 + i * step;
      if (k) out.push(text(mono, 70, y, `${k}:`, { size: Math.min(30, step * 0.7), fill: p.accentInk }));
      out.push(
        text(mono, 230, y, v, {
          size: Math.min(30, step * 0.7),
          fill: p.ink,
          weight: i === 0 ? 700 : 400,
          room: W - 300,
        }),
      );
    });
    return out;
  },
  footName(c, p, W, H, f) {
    const word = c.company.split(' ')[0];
    const out = [text(f, 70, 150, word, { size: 110, head: true, fill: p.accentInk, weight: 700, room: W * 0.6 })];
    out.push(text(f, 72, 195, c.company, { size: 24, fill: p.soft, room: W * 0.55 }));
    out.push(...stack(f, [...c.address], W - 70, 90, 34, { size: 24, fill: p.soft, anchor: 'end', room: W * 0.36 }));
    out.push(`<rect x="70" y="${H - 245}" width="120" height="6" fill="${p.accent}"/>`);
    out.push(
      text(f, 70, H - 180, `${c.first} ${c.last}`, { size: 50, head: true, fill: p.ink, weight: 700, room: W * 0.5 }),
    );
    out.push(...stack(f, c.titleLines, 70, H - 135, 34, { size: 27, fill: p.ink, room: W * 0.48 }));
    const lines = contactLines(c, true);
    out.push(
      ...stack(f, lines, W - 70, H - 60 - (lines.length - 1) * 38, 38, {
        size: 27,
        fill: p.ink,
        anchor: 'end',
        room: W * 0.42,
      }),
    );
    return out;
  },
  inset(c, p, W, H, f) {
    const out = [
      `<rect width="${W}" height="${H}" fill="${p.band}"/>`,
      `<rect x="40" y="40" width="${W - 80}" height="${H * 0.46}" rx="18" fill="${p.paper}"/>`,
    ];
    out.push(
      text(f, 80, 125, `${c.first} ${c.last}`, { size: 56, head: true, fill: p.ink, weight: 700, room: W - 160 }),
    );
    out.push(text(f, 80, 175, c.titleLines.join(' '), { size: 29, fill: p.soft, room: W - 160 }));
    out.push(text(f, 80, 225, c.company, { size: 31, head: true, fill: p.accentInk, room: W - 160 }));
    const left = [...c.phones.map((pp) => phoneLine(pp, true)), c.email, c.site];
    const top = 40 + H * 0.46 + 55;
    const step = Math.min(40, (H - top - 20) / left.length);
    out.push(...stack(f, left, 80, top, step, { size: 27, fill: p.onBand, room: W * 0.5 }));
    out.push(...stack(f, c.address, W - 80, top, 38, { size: 26, fill: p.onBand, anchor: 'end', room: W * 0.38 }));
    return out;
  },
  diagonal(c, p, W, H, f) {
    const out = [`<path d="M0 ${H} L0 ${H * 0.78} L${W} ${H * 0.3} L${W} ${H} Z" fill="${p.band}"/>`];
    out.push(
      text(f, 70, 110, `${c.first} ${c.last}`, { size: 54, head: true, fill: p.ink, weight: 700, room: W * 0.6 }),
    );
    out.push(...stack(f, c.titleLines, 70, 155, 34, { size: 28, fill: p.soft, room: W * 0.55 }));
    out.push(
      text(f, 70, 155 + c.titleLines.length * 34 + 20, c.company, {
        size: 30,
        head: true,
        fill: p.accentInk,
        room: W * 0.5,
      }),
    );
    const lines = [...contactLines(c, true), c.address.join(', ')];
    const step = 38;
    out.push(
      ...stack(f, lines, W - 60, H - 50 - (lines.length - 1) * step, step, {
        size: 27,
        fill: p.onBand,
        anchor: 'end',
        room: W * 0.62,
      }),
    );
    return out;
  },
};

export const PLAIN = ['wedge', 'badge', 'stripes', 'ledger', 'footName'];
export const BANDED = ['inset', 'diagonal'];

/** The card's SVG: paper, then the design's shapes and text. */
export function cardSvg(layout, c, palette, W, H) {
  const body = LAYOUTS[layout](c, palette, W, H, c.face);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${palette.paper}"/>${body.join('')}</svg>`;
}
