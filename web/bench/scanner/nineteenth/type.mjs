// The nineteenth generator's type (session 22): face pairs from Debian font packages no earlier
// set used — fonts-gamaliel (Gamaliel), fonts-dotgothic16 (DotGothic16), fonts-leckerli-one
// (Leckerli One, heads only), fonts-staypuft (StayPuft, heads only), fonts-breip (Breip, heads
// only), fonts-aenigma (Homespun TT BRK, Galapogos BRK, Syracuse BRK) — each checked with fc-query
// to draw every Latin letter, digit, @, the punctuation and every accent the wording prints (ð, ø,
// ë, ã, ñ, é…), upper and lower case; and a pen that lays a line in the card's finish (ink, foil,
// letterpress, engraving), shrinking it until it fits its room.

// `head`/`body`: families; `hw`/`bw`: mean advance per character as a share of the size, measured
// by trimming a line of the wording drawn at 100 px.
export const FACES = [
  { head: 'Gamaliel', hw: 0.43, body: 'DotGothic16', bw: 0.5 },
  { head: 'Leckerli One', hw: 0.5, body: 'Gamaliel', bw: 0.43 },
  { head: 'StayPuft', hw: 0.42, body: 'Homespun TT BRK', bw: 0.47 },
  { head: 'Galapogos BRK', hw: 0.4, body: 'Gamaliel', bw: 0.43 },
  { head: 'Syracuse BRK', hw: 0.25, body: 'Homespun TT BRK', bw: 0.47 },
  { head: 'Breip', hw: 0.42, body: 'DotGothic16', bw: 0.5 },
  { head: 'Homespun TT BRK', hw: 0.47, body: 'Gamaliel', bw: 0.43 },
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

/**
 * How the finish paints one line: plain ink; `foil` (name and company in a metallic gradient that
 * runs light and dark along the strokes, the rest in ink); `letterpress` (pressed in: a dark shade
 * above-left of each stroke, a light lip below-right); `engraved` (cut into metal: the same two
 * edges, smaller, the fill close to the metal's own tone).
 */
function paint(finish, attrs, text, fill, prominent) {
  const at = (dx, dy, colour, extra = '') => `<text ${attrs(dx, dy)} fill="${colour}"${extra}>${text}</text>`;
  if (finish.kind === 'foil' && prominent) return at(0, 0, 'url(#foil)');
  if (finish.kind === 'letterpress')
    return at(-1.2, -1.2, finish.shade, ' opacity="0.55"') + at(1, 1, finish.lip, ' opacity="0.7"') + at(0, 0, fill);
  if (finish.kind === 'engraved')
    return at(-1, -1, finish.shade, ' opacity="0.6"') + at(1, 1, finish.lip, ' opacity="0.6"') + at(0, 0, fill);
  return at(0, 0, fill);
}

/**
 * A pen in face pair `f` and `finish`: pen(x, y, text, o), o = { size, room, fill, head, caps,
 * track (letter-spacing as a share of the size), anchor, prominent (foil takes it) }. The size
 * falls until the line fits `room` px, never under 62 % of the asked size.
 */
export function penFor(f, finish) {
  return (x, y, text, o) => {
    const track = o.track ?? 0;
    const per = (o.head ? f.hw : f.bw) * (o.caps ? 1.22 : 1) + track;
    const size = Math.max(o.size * 0.62, Math.min(o.size, o.room / Math.max(1, text.length * per)));
    const attrs = (dx, dy) =>
      [
        `x="${(x + dx).toFixed(1)}" y="${(y + dy).toFixed(1)}"`,
        `font-family="'${o.head ? f.head : f.body}'" font-size="${size.toFixed(1)}"`,
        o.anchor ? `text-anchor="${o.anchor}"` : '',
        track ? `letter-spacing="${(size * track).toFixed(1)}"` : '',
      ]
        .filter(Boolean)
        .join(' ');
    return paint(finish, attrs, escape(o.caps ? text.toUpperCase() : text), o.fill, o.prominent);
  };
}

/** Lines `lines` from (x, y) down by `step`, with the pen's options `o`. */
export const stack = (pen, x, y, lines, step, o) => lines.map((t, i) => pen(x, y + i * step, t, o)).join('');
