// The eleventh generator's card designs (session 14): SVG for a w × h card in fonts of Debian
// packages no earlier set used (fonts-cmu, fonts-opendin, fonts-century-catalogue, fonts-allerta,
// fonts-routed-gothic, fonts-monofur, fonts-lindenhill, fonts-tiresias, fonts-elstob; the
// decorative fonts-femkeklaver, fonts-national-park and fonts-adf-solothurn were tried and left
// out: outlined or uncial letters no card prints its contacts in). Layouts earlier sets lacked: everything centred
// with the contacts run together on lines split by middle dots; a table with the labels in their
// own column; the company on top and the name at the foot; everything set flush right; the name
// between two rules across the card; the name in an outlined box above a 2 × 2 grid of contacts.
// For *colour band*: a coloured strip across the top holding the name, a block down the right
// holding the contacts, or a stripe across the middle holding the numbers and email.

export const FACES = [
  { head: 'CMU Serif', hw: 0.5, body: 'OSP-DIN', bw: 0.42 },
  { head: 'Century Catalogue', hw: 0.5, body: 'Allerta', bw: 0.58 },
  { head: 'Allerta', hw: 0.6, body: 'Routed Gothic', bw: 0.55 },
  { head: 'Tiresias Infofont', hw: 0.58, body: 'monofur', bw: 0.6 },
  { head: 'Linden Hill', hw: 0.46, body: 'Tiresias Infofont', bw: 0.58 },
  { head: 'ElstobD', hw: 0.5, body: 'CMU Bright', bw: 0.52 },
  { head: 'OSP-DIN', hw: 0.44, body: 'Century Catalogue', bw: 0.5 },
  { head: 'Routed Gothic', hw: 0.56, body: 'ElstobD', bw: 0.5 },
  { head: 'CMU Bright', hw: 0.54, body: 'Linden Hill', bw: 0.46 },
];

export const PLAIN_LAYOUTS = ['centred', 'labelTable', 'nameAtFoot', 'flushRight', 'betweenRules', 'boxedName'];
export const BAND_LAYOUTS = ['topStrip', 'rightBlock', 'middleStripe'];

const xml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

/** A text setter in the pair `f`: the size shrinks until the text fits `room` px. */
function setter(f) {
  return (x, y, text, o) => {
    const per = (o.head ? f.hw : f.bw) * (o.bold ? 1.06 : 1) + (o.caps ? 0.12 : 0);
    const size = Math.min(o.size, o.room / Math.max(1, text.length * per));
    const anchor = o.anchor ?? 'start';
    const caps = o.caps ? ` letter-spacing="${(size * 0.12).toFixed(1)}"` : '';
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${o.head ? f.head : f.body}" font-size="${size.toFixed(1)}" font-weight="${o.bold ? 700 : 400}" text-anchor="${anchor}"${caps} fill="${o.fill}">${xml(text)}</text>`;
  };
}

/** The SVG of person `p` (wording.mjs, with `face`) in `layout` with colours `k`. */
export function cardSvg(layout, p, k, w, h) {
  const say = setter(p.face);
  const m = w * 0.07;
  const svg = [`<rect width="${w}" height="${h}" fill="${k.paper}"/>`];
  const name = `${p.first} ${p.last}`;
  const lines = (x, y, list, step, o) => list.forEach((s, i) => s && svg.push(say(x, y + i * step, s, o)));
  const role = (x, y, size, o) => lines(x, y, p.role, size * 1.3, { size, fill: k.soft, ...o });

  if (layout === 'centred') {
    const c = w / 2;
    svg.push(
      say(c, h * 0.17, p.company, {
        size: 28,
        room: w - 2 * m,
        head: true,
        caps: true,
        fill: k.accent,
        anchor: 'middle',
      }),
    );
    svg.push(
      say(c, h * 0.36, name, { size: 52, room: w - 2 * m, head: true, bold: true, fill: k.ink, anchor: 'middle' }),
    );
    role(c, h * 0.45, 24, { room: w - 2 * m, anchor: 'middle' });
    const runs = [p.phoneLines.join('  ·  '), `${p.email}  ·  ${p.website}`, p.addressLines.join(' · ')];
    lines(c, h * 0.68, runs, 30, { size: 20, room: w - 1.6 * m, fill: k.ink, anchor: 'middle' });
  } else if (layout === 'labelTable') {
    svg.push(say(m, h * 0.2, name, { size: 50, room: w * 0.62, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.29, 24, { room: w * 0.6 });
    svg.push(say(w - m, h * 0.2, p.company, { size: 26, room: w * 0.3, head: true, fill: k.accent, anchor: 'end' }));
    const rows = [
      ...p.phoneLines.map((s) => ['', s]),
      ['E', p.email],
      ['W', p.website],
      ['A', p.addressLines.join(', ')],
    ];
    rows.forEach(([label, value], i) => {
      const y = h * 0.5 + i * 30;
      if (label) svg.push(say(m, y, label, { size: 18, room: 40, bold: true, fill: k.accent }));
      svg.push(say(m + 70, y, value, { size: 20, room: w - 2 * m - 70, fill: k.ink }));
    });
  } else if (layout === 'nameAtFoot') {
    svg.push(say(m, h * 0.16, p.company, { size: 34, room: w * 0.7, head: true, fill: k.accent }));
    svg.push(`<rect x="${m}" y="${h * 0.21}" width="${w * 0.12}" height="5" fill="${k.accent}"/>`);
    lines(m, h * 0.34, [...p.phoneLines, p.email, p.website], 27, { size: 20, room: w * 0.48, fill: k.ink });
    lines(w * 0.58, h * 0.34, p.addressLines, 27, { size: 20, room: w * 0.36, fill: k.ink });
    svg.push(say(m, h * 0.8, name, { size: 48, room: w - 2 * m, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.89, 23, { room: w - 2 * m });
  } else if (layout === 'flushRight') {
    const x = w - m;
    svg.push(say(x, h * 0.18, name, { size: 50, room: w * 0.75, head: true, bold: true, fill: k.ink, anchor: 'end' }));
    role(x, h * 0.27, 24, { room: w * 0.7, anchor: 'end' });
    svg.push(say(x, h * 0.45, p.company, { size: 30, room: w * 0.6, head: true, fill: k.accent, anchor: 'end' }));
    const all = [...p.phoneLines, p.email, p.website, ...p.addressLines];
    lines(x, h * 0.58, all, 26, { size: 19, room: w * 0.7, fill: k.ink, anchor: 'end' });
  } else if (layout === 'betweenRules') {
    svg.push(`<line x1="0" y1="${h * 0.22}" x2="${w}" y2="${h * 0.22}" stroke="${k.accent}" stroke-width="3"/>`);
    svg.push(`<line x1="0" y1="${h * 0.47}" x2="${w}" y2="${h * 0.47}" stroke="${k.accent}" stroke-width="3"/>`);
    svg.push(say(m, h * 0.14, p.company, { size: 28, room: w - 2 * m, head: true, caps: true, fill: k.accent }));
    svg.push(say(m, h * 0.35, name, { size: 46, room: w * 0.55, head: true, bold: true, fill: k.ink }));
    role(w - m, h * 0.33, 22, { room: w * 0.38, anchor: 'end' });
    lines(m, h * 0.6, [...p.phoneLines, p.email], 27, { size: 20, room: w * 0.44, fill: k.ink });
    lines(w * 0.54, h * 0.6, [p.website, ...p.addressLines], 27, { size: 20, room: w * 0.4, fill: k.ink });
  } else if (layout === 'boxedName') {
    svg.push(
      `<rect x="${m * 0.7}" y="${h * 0.08}" width="${w * 0.6}" height="${h * 0.32}" fill="none" stroke="${k.ink}" stroke-width="2.5"/>`,
    );
    svg.push(say(m * 1.1, h * 0.22, name, { size: 46, room: w * 0.54, head: true, bold: true, fill: k.ink }));
    role(m * 1.1, h * 0.31, 22, { room: w * 0.54 });
    svg.push(
      say(w - m * 0.7, h * 0.2, p.company, { size: 24, room: w * 0.3, head: true, fill: k.accent, anchor: 'end' }),
    );
    const cells = [p.phoneLines, [p.email], [p.website], p.addressLines];
    cells.forEach((cell, i) => {
      const x = i % 2 ? w * 0.53 : m * 0.7;
      const y = i < 2 ? h * 0.55 : h * 0.76;
      lines(x, y, cell, 25, { size: 19, room: w * 0.42, fill: k.ink });
    });
  } else if (layout === 'topStrip') {
    svg.push(`<rect width="${w}" height="${h * 0.42}" fill="${k.band}"/>`);
    svg.push(say(m, h * 0.2, name, { size: 50, room: w * 0.62, head: true, bold: true, fill: k.onBand }));
    role(m, h * 0.29, 24, { room: w * 0.6, fill: k.onBand });
    svg.push(say(w - m, h * 0.2, p.company, { size: 26, room: w * 0.3, head: true, fill: k.onBand, anchor: 'end' }));
    lines(m, h * 0.56, [...p.phoneLines, p.email, p.website], 28, { size: 20, room: w * 0.48, fill: k.ink });
    lines(w * 0.58, h * 0.56, p.addressLines, 28, { size: 20, room: w * 0.36, fill: k.ink });
  } else if (layout === 'rightBlock') {
    const bx = w * 0.55;
    svg.push(`<rect x="${bx}" width="${w - bx}" height="${h}" fill="${k.band}"/>`);
    svg.push(say(m, h * 0.3, name, { size: 46, room: bx - 1.5 * m, head: true, bold: true, fill: k.ink }));
    role(m, h * 0.39, 22, { room: bx - 1.5 * m });
    svg.push(say(m, h * 0.75, p.company, { size: 28, room: bx - 1.5 * m, head: true, fill: k.accent }));
    const all = [...p.phoneLines, p.email, p.website, '', ...p.addressLines];
    lines(bx + m * 0.6, h * 0.2, all, 27, { size: 19, room: w - bx - m, fill: k.onBand });
  } else {
    svg.push(`<rect y="${h * 0.5}" width="${w}" height="${h * 0.2}" fill="${k.band}"/>`);
    svg.push(say(m, h * 0.18, p.company, { size: 28, room: w * 0.6, head: true, fill: k.accent }));
    svg.push(say(m, h * 0.34, name, { size: 46, room: w * 0.6, head: true, bold: true, fill: k.ink }));
    role(w - m, h * 0.34, 22, { room: w * 0.34, anchor: 'end' });
    const run = [p.phoneLines.join('   '), p.email];
    lines(m, h * 0.585, run, 28, { size: 19, room: w - 2 * m, fill: k.onBand });
    lines(m, h * 0.82, [p.website, p.addressLines.join(', ')], 27, { size: 19, room: w - 2 * m, fill: k.ink });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${svg.join('')}</svg>`;
}
