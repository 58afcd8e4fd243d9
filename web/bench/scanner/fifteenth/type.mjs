// The fifteenth generator's type (session 18): face pairs from Debian font packages no earlier set
// used (draw.mjs names them; fc-query showed each holds every letter, digit, @ and accent the
// wording prints), and a setter that shrinks a line into its room.

// `hw`/`bw`: the face's mean advance per character as a share of its size (measured with sharp on
// a line of the wording, bold for heads), to fit lines to their room.
export const FACES = [
  { head: 'Kinnari', hw: 0.48, body: 'Garuda', bw: 0.5 },
  { head: 'Lemonada', hw: 0.64, body: 'Loma', bw: 0.5 },
  { head: 'IM FELL DW Pica', hw: 0.45, body: 'Umpush', bw: 0.52 },
  { head: 'Norasi', hw: 0.5, body: 'Sawasdee', bw: 0.5 },
  { head: 'Kinnari', hw: 0.48, body: 'Umpush', bw: 0.52 },
  { head: 'Garuda', hw: 0.52, body: 'Tlwg Typist', bw: 0.6 },
  { head: 'Sawasdee', hw: 0.5, body: 'Norasi', bw: 0.46 },
  { head: 'Garuda', hw: 0.52, body: 'IM FELL DW Pica', bw: 0.45 },
  { head: 'Umpush', hw: 0.52, body: 'Sawasdee', bw: 0.5 },
  { head: 'Loma', hw: 0.5, body: 'Kinnari', bw: 0.47 },
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A setter in face pair `f`: set(x, y, text, o), o = { size, room, fill, head, bold, italic, caps,
 * track (letter-spacing as a share of the size), anchor, turn (degrees about the text's start),
 * stroke (an outline of that colour instead of a fill) }. The size falls until the text fits
 * `room` px, never under 60 % of the asked size.
 */
export function setter(f) {
  return (x, y, text, o) => {
    const track = o.track ?? 0;
    const per = (o.head ? f.hw : f.bw) * (o.bold ? 1.05 : 1) * (o.caps ? 1.22 : 1) + track;
    const size = Math.max(o.size * 0.6, Math.min(o.size, o.room / Math.max(1, text.length * per)));
    const paint = o.stroke
      ? `fill="none" stroke="${o.stroke}" stroke-width="${(size / 28).toFixed(2)}"`
      : `fill="${o.fill}"`;
    const attrs = [
      `x="${x.toFixed(1)}"`,
      `y="${y.toFixed(1)}"`,
      `font-family="${o.head ? f.head : f.body}"`,
      `font-size="${size.toFixed(1)}"`,
      paint,
      `text-anchor="${o.anchor ?? 'start'}"`,
      o.bold ? 'font-weight="bold"' : '',
      o.italic ? 'font-style="italic"' : '',
      track ? `letter-spacing="${(size * track).toFixed(1)}"` : '',
      o.turn ? `transform="rotate(${o.turn} ${x.toFixed(1)} ${y.toFixed(1)})"` : '',
    ];
    return `<text ${attrs.filter(Boolean).join(' ')}>${escape(o.caps ? text.toUpperCase() : text)}</text>`;
  };
}
