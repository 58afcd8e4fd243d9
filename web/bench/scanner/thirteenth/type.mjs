// The thirteenth generator's type (session 16): the face pairs, in fonts of Debian packages no
// earlier set used (draw.mjs names them), and a text setter that fits a line to its room.

// `hw`/`bw`: the face's mean advance per character as a share of its size, to fit lines to room.
export const FACES = [
  { head: 'Liberation Serif', hw: 0.47, body: 'Liberation Sans', bw: 0.52 },
  { head: 'Lobster Two', hw: 0.46, body: 'Liberation Sans Narrow', bw: 0.44 },
  { head: 'GFS Artemisia', hw: 0.5, body: 'Gentium', bw: 0.47 },
  { head: 'Kaushan Script', hw: 0.52, body: 'Berenika', bw: 0.5 },
  { head: 'Liberation Sans Narrow', hw: 0.44, body: 'League Mono', bw: 0.6 },
  { head: 'Klaudia', hw: 0.5, body: 'BIZ UDPMincho', bw: 0.55 },
  { head: 'MPH 2B Damase', hw: 0.58, body: 'Liberation Serif', bw: 0.47 },
  { head: 'Gentium', hw: 0.47, body: 'MPH 2B Damase', bw: 0.56 },
  { head: 'Berenika', hw: 0.5, body: 'GFS Artemisia', bw: 0.5 },
  { head: 'Liberation Sans', hw: 0.53, body: 'Klaudia', bw: 0.5 },
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A text setter in face pair `f`: say(x, y, text, o) with o = { size, room, fill, head, bold,
 * caps, track (letter-spacing as a share of the size), anchor }; the size falls until the text
 * fits `room` px, never under 60 % of the asked size (a long line then runs a little over).
 */
export function typesetter(f) {
  return (x, y, text, o) => {
    const track = o.track ?? 0;
    const per = (o.head ? f.hw : f.bw) * (o.bold ? 1.07 : 1) * (o.caps ? 1.22 : 1) + track;
    const size = Math.max(o.size * 0.6, Math.min(o.size, o.room / Math.max(1, text.length * per)));
    const spacing = track ? ` letter-spacing="${(size * track).toFixed(1)}"` : '';
    const weight = o.bold ? ' font-weight="bold"' : '';
    const shown = o.caps ? text.toUpperCase() : text;
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${o.head ? f.head : f.body}" font-size="${size.toFixed(1)}"${weight} text-anchor="${o.anchor ?? 'start'}"${spacing} fill="${o.fill}">${escape(shown)}</text>`;
  };
}

/** The company's initials (its capitalised words, legal forms and `&` left out), for a monogram. */
export const monogram = (company) =>
  company
    .split(/[\s,]+/)
    .filter((w) => /^\p{Lu}\p{L}/u.test(w) && !/^(LLC|CJSC|JSC|Ltd|Limited|Ltée|Co)\b/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
