// The fourteenth generator's type (session 17): face pairs from Debian font packages no earlier
// set used (draw.mjs names them; each was checked to draw every letter, digit, @ and accent the
// wording prints), and a setter that fits a line to its room.

// `hw`/`bw`: the face's mean advance per character as a share of its size (measured on a line of
// the wording with sharp), to fit lines to their room.
export const FACES = [
  { head: 'Caliban', hw: 0.58, body: 'Caslon', bw: 0.44 },
  { head: 'Caslon', hw: 0.44, body: 'eurofurence', bw: 0.4 },
  { head: 'Essays1743', hw: 0.47, body: 'Amiri', bw: 0.45 },
  { head: 'Cupola', hw: 0.5, body: 'Agave', bw: 0.5 },
  { head: 'OpenDyslexic', hw: 0.58, body: 'Dustismo Roman', bw: 0.46 },
  { head: 'Amiri', hw: 0.45, body: 'Monoid', bw: 0.67 },
  { head: 'eurofurence', hw: 0.42, body: 'Cupola', bw: 0.5 },
  { head: 'Dustismo Roman', hw: 0.46, body: 'OpenDyslexic', bw: 0.57 },
  { head: 'Monoid', hw: 0.67, body: 'Caslon', bw: 0.44 },
  { head: 'Caliban', hw: 0.58, body: 'eurofurence', bw: 0.4 },
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A setter in face pair `f`: set(x, y, text, o), o = { size, room, fill, head, bold, italic, caps,
 * track (letter-spacing as a share of the size), anchor, turn (degrees about the text's start),
 * opacity }. The size falls until the text fits `room` px, never under 55 % of the asked size.
 */
export function setter(f) {
  return (x, y, text, o) => {
    const track = o.track ?? 0;
    const per = (o.head ? f.hw : f.bw) * (o.bold ? 1.06 : 1) * (o.caps ? 1.25 : 1) + track;
    const size = Math.max(o.size * 0.55, Math.min(o.size, o.room / Math.max(1, text.length * per)));
    const attrs = [
      `x="${x.toFixed(1)}"`,
      `y="${y.toFixed(1)}"`,
      `font-family="${o.head ? f.head : f.body}"`,
      `font-size="${size.toFixed(1)}"`,
      `fill="${o.fill}"`,
      `text-anchor="${o.anchor ?? 'start'}"`,
      o.bold ? 'font-weight="bold"' : '',
      o.italic ? 'font-style="italic"' : '',
      track ? `letter-spacing="${(size * track).toFixed(1)}"` : '',
      o.turn ? `transform="rotate(${o.turn} ${x.toFixed(1)} ${y.toFixed(1)})"` : '',
      o.opacity ? `fill-opacity="${o.opacity}"` : '',
    ];
    return `<text ${attrs.filter(Boolean).join(' ')}>${escape(o.caps ? text.toUpperCase() : text)}</text>`;
  };
}
