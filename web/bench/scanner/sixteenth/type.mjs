// The sixteenth generator's type (session 19): face pairs from Debian font packages no earlier set
// used (draw.mjs names them; fc-query showed each holds every letter, digit, @ and accent the
// wording prints), and a writer that narrows a line's size until it fits its room.

// Summersby heads only: its old-style figures are hard to read once blurred.
// `hw`/`bw`: the face's mean advance per character as a share of its size (eyed from a drawn line of
// the wording), to fit lines to their room.
export const FACES = [
  { head: 'Sawarabi Mincho', hw: 0.56, body: 'Gemunu Libre', bw: 0.43 },
  { head: 'Yusei Magic', hw: 0.58, body: 'Sawarabi Gothic', bw: 0.56 },
  { head: 'Smiley Sans', hw: 0.44, body: 'LXGW WenKai', bw: 0.54 },
  { head: 'Summersby', hw: 0.56, body: 'Sawarabi Mincho', bw: 0.56 },
  { head: 'Gemunu Libre', hw: 0.45, body: 'LXGW WenKai Mono', bw: 0.6 },
  { head: 'LXGW WenKai', hw: 0.55, body: 'Sawarabi Gothic', bw: 0.56 },
  { head: 'Summersby', hw: 0.56, body: 'Gemunu Libre', bw: 0.43 },
  { head: 'Smiley Sans', hw: 0.44, body: 'Sawarabi Mincho', bw: 0.56 },
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A writer in face pair `f`: write(x, y, text, o), o = { size, room, fill, head, bold, caps,
 * spacing (letter-spacing as a share of the size), align ('start' | 'middle' | 'end') }. The
 * size falls until the text fits `room` px, never under 55 % of the asked size.
 */
export function writer(f) {
  return (x, y, text, o) => {
    const spacing = o.spacing ?? 0;
    const per = (o.head ? f.hw : f.bw) * (o.bold ? 1.06 : 1) * (o.caps ? 1.2 : 1) + spacing;
    const size = Math.max(o.size * 0.55, Math.min(o.size, o.room / Math.max(1, text.length * per)));
    const attrs = [
      `x="${x.toFixed(1)}" y="${y.toFixed(1)}"`,
      `font-family="${o.head ? f.head : f.body}" font-size="${size.toFixed(1)}" fill="${o.fill}"`,
      o.align ? `text-anchor="${o.align}"` : '',
      o.bold ? 'font-weight="bold"' : '',
      spacing ? `letter-spacing="${(size * spacing).toFixed(1)}"` : '',
    ];
    return `<text ${attrs.filter(Boolean).join(' ')}>${escape(o.caps ? text.toUpperCase() : text)}</text>`;
  };
}
