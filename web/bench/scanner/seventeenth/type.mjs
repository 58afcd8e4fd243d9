// The seventeenth generator's type (session 20): face pairs from Debian font packages no earlier set
// used (draw.mjs names them; fc-query showed each holds every letter, digit, @ and accent the
// wording prints), and a writer that shrinks a line until it fits its room.

// `hw`/`bw`: the face's mean advance per character as a share of its size, measured from a trimmed
// drawing of a line of the wording at 100 px.
export const FACES = [
  { head: 'RocknRoll One', hw: 0.57, body: 'IPAexGothic', bw: 0.51 },
  { head: 'Reggae One', hw: 0.58, body: 'UnDotum', bw: 0.49 },
  { head: 'IPAexMincho', hw: 0.52, body: 'Klee One', bw: 0.52 },
  { head: 'UnBatang', hw: 0.49, body: 'IPAexGothic', bw: 0.51 },
  { head: 'Klee One', hw: 0.52, body: 'UnBatang', bw: 0.46 },
  { head: 'IPAexGothic', hw: 0.51, body: 'UnDotum', bw: 0.49 },
  { head: 'UnDotum', hw: 0.5, body: 'IPAexMincho', bw: 0.52 },
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A pen in face pair `f`: pen(x, y, text, o), o = { size, room, fill, head, bold, caps, track
 * (letter-spacing as a share of the size), anchor ('start' | 'middle' | 'end') }. The size
 * falls until the text fits `room` px, never under 58 % of the asked size.
 */
export function pen(f) {
  return (x, y, text, o) => {
    const track = o.track ?? 0;
    const per = (o.head ? f.hw : f.bw) * (o.bold ? 1.05 : 1) * (o.caps ? 1.18 : 1) + track;
    const size = Math.max(o.size * 0.58, Math.min(o.size, o.room / Math.max(1, text.length * per)));
    const attrs = [
      `x="${x.toFixed(1)}" y="${y.toFixed(1)}"`,
      `font-family="${o.head ? f.head : f.body}" font-size="${size.toFixed(1)}" fill="${o.fill}"`,
      o.anchor ? `text-anchor="${o.anchor}"` : '',
      o.bold ? 'font-weight="bold"' : '',
      track ? `letter-spacing="${(size * track).toFixed(1)}"` : '',
    ];
    return `<text ${attrs.filter(Boolean).join(' ')}>${escape(o.caps ? text.toUpperCase() : text)}</text>`;
  };
}
