// The card designs of this set (1050 x 600, a 3.5 x 2 in card at 300 dpi): two columns, a big
// wordmark, icons beside the contact lines, the company set vertically along the left side, a QR
// code, a photo-like gradient under the type; for colour band a panel or a header of colour
// holding light type. Dark paper is a dark-mode card (light type on dark stock) of any design.
import { contact, icon, qrCode, text } from './type.mjs';

export const W = 1050;
export const H = 600;

/** The card's contact lines, in the order cards print them, each with the icon it would take. */
function contactLines(c) {
  const lines = [
    ...c.phones.map((p) => ({ str: contact(p), bare: p.text, kind: 'phone' })),
    ...c.emails.map((e) => ({ str: contact(e), bare: e.text, kind: 'mail' })),
  ];
  if (c.website) lines.push({ str: contact(c.website), bare: c.website.text, kind: 'web' });
  return lines;
}

const addressLines = (c) => c.address.map((str, i) => ({ str, bare: str, kind: i === 0 ? 'pin' : '' }));

/** Stacks lines from y down, no deeper than bottom (the step and size shrink to fit). */
function stack(lines, x, y, bottom, { face, size, fill, maxWidth, anchor = 'start', step = size * 1.75 }) {
  const fit = Math.min(step, (bottom - y) / Math.max(1, lines.length - 1));
  const s = Math.min(size, fit / 1.45);
  return lines.map((l, i) => text(l.str, x, y + i * fit, { face, size: s, fill, maxWidth, anchor })).join('');
}

function nameBlock(
  c,
  x,
  y,
  { head, body, ink, accent, anchor = 'start', maxWidth, nameSize = 50, companyFirst = false, noCompany = false },
) {
  const parts = [];
  let yy = y;
  if (companyFirst) {
    parts.push(text(c.company, x, yy, { face: head, size: 28, bold: true, fill: accent, anchor, maxWidth }));
    yy += 80;
  }
  parts.push(text(c.name, x, yy, { face: head, size: nameSize, bold: true, fill: ink, anchor, maxWidth }));
  yy += 44;
  for (const t of c.title) {
    parts.push(text(t, x, yy, { face: body, size: 27, fill: ink, anchor, maxWidth }));
    yy += 34;
  }
  if (!companyFirst && !noCompany) {
    yy += 12;
    parts.push(text(c.company, x, yy, { face: body, size: 27, bold: true, fill: accent, anchor, maxWidth }));
    yy += 34;
  }
  return { svg: parts.join(''), bottom: yy };
}

export const DESIGNS = {
  columns(c, p) {
    const top = nameBlock(c, 70, 170, { ...p, maxWidth: 450 });
    const rule = `<rect x="552" y="90" width="3" height="420" fill="${p.accent}"/>`;
    const lines = [...contactLines(c), ...addressLines(c)];
    return top.svg + rule + stack(lines, 595, 140, 500, { face: p.body, size: 25, fill: p.ink, maxWidth: 410 });
  },

  wordmark(c, p) {
    const mark = text(c.brand.toUpperCase(), 70, 150, {
      face: p.head,
      size: 104,
      bold: true,
      fill: p.accent,
      maxWidth: 910,
      spacing: 6,
    });
    const firm = text(c.company, 72, 196, { face: p.body, size: 25, fill: p.ink, maxWidth: 900 });
    const who = text(c.name, 980, 300, {
      face: p.head,
      size: 44,
      bold: true,
      fill: p.ink,
      anchor: 'end',
      maxWidth: 620,
    });
    const titles = c.title
      .map((t, i) => text(t, 980, 340 + i * 32, { face: p.body, size: 26, fill: p.ink, anchor: 'end', maxWidth: 620 }))
      .join('');
    const contacts = contactLines(c);
    const left = stack(contacts, 70, 420 + (c.title.length - 1) * 20, 545, {
      face: p.body,
      size: 23,
      fill: p.ink,
      maxWidth: 470,
    });
    const right = stack(addressLines(c), 980, 470, 545, {
      face: p.body,
      size: 23,
      fill: p.ink,
      maxWidth: 400,
      anchor: 'end',
    });
    return mark + firm + who + titles + left + right;
  },

  icons(c, p) {
    const top = nameBlock(c, 70, 110, { ...p, maxWidth: 900 });
    const ruleY = top.bottom - 4;
    const rule = `<rect x="70" y="${ruleY}" width="910" height="2" fill="${p.accent}" opacity="0.7"/>`;
    const contacts = contactLines(c).map((l) => ({ ...l, str: l.bare }));
    const columns = [contacts.slice(0, 3), [...contacts.slice(3), ...addressLines(c)]];
    let svg = top.svg + rule;
    columns.forEach((col, k) => {
      const x = 110 + k * 470;
      const step = Math.min(52, (560 - ruleY - 40) / Math.max(1, col.length));
      col.forEach((l, i) => {
        const y = ruleY + 52 + i * step;
        if (l.kind) svg += icon(l.kind, x - 22, y - 8, 15, p.accent, p.paper);
        svg += text(l.str, x + 4, y, { face: p.body, size: 23, fill: p.ink, maxWidth: 410 });
      });
    });
    return svg;
  },

  vertical(c, p) {
    const strip = p.band
      ? `<rect x="0" y="0" width="140" height="${H}" fill="${p.accent}"/>`
      : `<rect x="0" y="0" width="140" height="${H}" fill="${p.accent}" opacity="0.14"/>`;
    const along = text(c.company.toUpperCase(), 90, H - 40, {
      face: p.head,
      size: 46,
      bold: true,
      fill: p.band ? p.light : p.accent,
      maxWidth: H - 80,
      spacing: 3,
      rotate: -90,
    });
    const top = nameBlock(c, 190, 140, { ...p, maxWidth: 800, noCompany: true });
    const lines = [...contactLines(c), ...addressLines(c)];
    return (
      strip +
      along +
      top.svg +
      stack(lines, 190, top.bottom + 36, 560, { face: p.body, size: 24, fill: p.ink, maxWidth: 800 })
    );
  },

  qr(c, p, r) {
    const code = qrCode(r, 800, 70, 180, p.dark ? '#111' : p.ink, '#fff');
    const top = nameBlock(c, 70, 100, { ...p, maxWidth: 660, companyFirst: true });
    const lines = [...contactLines(c), ...addressLines(c)];
    return (
      code + top.svg + stack(lines, 70, top.bottom + 40, 560, { face: p.body, size: 24, fill: p.ink, maxWidth: 680 })
    );
  },

  gradient(c, p, r) {
    const blobs = Array.from(
      { length: 4 },
      () =>
        `<circle cx="${r.int(0, W)}" cy="${r.int(0, H)}" r="${r.int(120, 260)}" fill="${r.pick(p.blobs)}" opacity="${r.range(0.25, 0.45).toFixed(2)}"/>`,
    ).join('');
    const back = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.grad[0]}"/><stop offset="1" stop-color="${p.grad[1]}"/></linearGradient><filter id="soft"><feGaussianBlur stdDeviation="60"/></filter></defs><rect width="${W}" height="${H}" fill="url(#g)"/><g filter="url(#soft)">${blobs}</g>`;
    const top = nameBlock(c, W / 2, 150, { ...p, anchor: 'middle', maxWidth: 880 });
    const lines = [...contactLines(c), ...addressLines(c)];
    const rule = `<rect x="${W / 2 - 60}" y="${top.bottom - 6}" width="120" height="2" fill="${p.accent}"/>`;
    return (
      back +
      top.svg +
      rule +
      stack(lines, W / 2, top.bottom + 40, 565, {
        face: p.body,
        size: 23,
        fill: p.ink,
        maxWidth: 880,
        anchor: 'middle',
      })
    );
  },

  panel(c, p) {
    const panel = `<rect x="620" y="0" width="${W - 620}" height="${H}" fill="${p.accent}"/>`;
    const top = nameBlock(c, 60, 200, { ...p, maxWidth: 520 });
    const lines = [...contactLines(c), ...addressLines(c)];
    return panel + top.svg + stack(lines, 650, 130, 520, { face: p.body, size: 24, fill: p.light, maxWidth: 370 });
  },

  header(c, p) {
    const band = `<rect x="0" y="0" width="${W}" height="215" fill="${p.accent}"/>`;
    const name = text(c.name, 70, 100, { face: p.head, size: 52, bold: true, fill: p.light, maxWidth: 900 });
    const titles = c.title
      .map((t, i) => text(t, 70, 145 + i * 32, { face: p.body, size: 27, fill: p.light, maxWidth: 900 }))
      .join('');
    const firm = text(c.company, 70, 275, { face: p.body, size: 28, bold: true, fill: p.accent, maxWidth: 900 });
    const contacts = contactLines(c);
    const left = stack(contacts, 70, 340, 560, { face: p.body, size: 23, fill: p.ink, maxWidth: 470 });
    const right = stack(addressLines(c), 580, 340, 560, { face: p.body, size: 23, fill: p.ink, maxWidth: 420 });
    return band + name + titles + firm + left + right;
  },
};

export const PLAIN = ['columns', 'wordmark', 'icons', 'vertical', 'qr', 'gradient'];
export const BANDED = ['panel', 'header', 'vertical'];

/** The whole card: its stock (a fibre speckle on kraft), rounded or square, then the design. */
export function cardSvg(c, design, p, r) {
  const radius = r.chance(0.4) ? r.int(14, 34) : 0;
  const fibre = p.kraft
    ? `<filter id="f"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${r.int(1, 999)}"/><feColorMatrix values="0 0 0 0 0.25  0 0 0 0 0.17  0 0 0 0 0.08  0 0 0 0.55 -0.18"/></filter><rect width="${W}" height="${H}" filter="url(#f)"/>`
    : '';
  const body = DESIGNS[design](c, p, r);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><clipPath id="card"><rect width="${W}" height="${H}" rx="${radius}"/></clipPath><g clip-path="url(#card)"><rect width="${W}" height="${H}" fill="${p.paper}"/>${fibre}${body}</g></svg>`;
}
