// The eighteenth generator's type (session 21): face pairs from Debian font packages no earlier set
// used — fonts-3270 (IBM 3270), fonts-seto (SetoFont), fonts-triod-postnaja (TriodPostnaja),
// fonts-le-murmure (Le Murmure, heads only), fonts-tlwg-laksaman-ttf (Laksaman); fc-query showed
// each draws every letter, digit, @, punctuation and accent the wording prints, upper and lower
// case — and a pen that shrinks a line until it fits its room.

// `hw`/`bw`: the face's mean advance per character as a share of its size, measured by trimming
// a drawn line of the wording at 100 px.
export const FACES = [
  { head: 'Le Murmure', hw: 0.28, body: 'Laksaman', bw: 0.5 },
  { head: 'TriodPostnaja', hw: 0.52, body: 'IBM 3270', bw: 0.47 },
  { head: 'SetoFont', hw: 0.51, body: 'Laksaman', bw: 0.5 },
  { head: 'Laksaman', hw: 0.5, body: 'SetoFont', bw: 0.51 },
  { head: 'IBM 3270', hw: 0.47, body: 'Laksaman', bw: 0.5 },
  { head: 'Le Murmure', hw: 0.28, body: 'IBM 3270', bw: 0.47 },
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A pen in face pair `f`: pen(x, y, text, o), o = { size, room, fill, head, bold, caps, track
 * (letter-spacing as a share of the size), anchor }. The size falls until the text fits `room`
 * px, never under 60 % of the asked size.
 */
export function penFor(f) {
  return (x, y, text, o) => {
    const track = o.track ?? 0;
    const per = (o.head ? f.hw : f.bw) * (o.bold ? 1.06 : 1) * (o.caps ? 1.2 : 1) + track;
    const size = Math.max(o.size * 0.6, Math.min(o.size, o.room / Math.max(1, text.length * per)));
    const attrs = [
      `x="${x.toFixed(1)}" y="${y.toFixed(1)}"`,
      // Quoted: an unquoted family such as IBM 3270 is not a CSS name, and librsvg falls back.
      `font-family="'${o.head ? f.head : f.body}'" font-size="${size.toFixed(1)}" fill="${o.fill}"`,
      o.anchor ? `text-anchor="${o.anchor}"` : '',
      o.bold ? 'font-weight="bold"' : '',
      track ? `letter-spacing="${(size * track).toFixed(1)}"` : '',
    ];
    return `<text ${attrs.filter(Boolean).join(' ')}>${escape(o.caps ? text.toUpperCase() : text)}</text>`;
  };
}

/** The contact lines a card prints, in order: phones, email, website, address. */
export const contactLines = (p) => [...p.phoneLines, p.email, p.website, ...p.addressLines];
