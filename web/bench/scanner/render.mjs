// Draws a bench card (cards.mjs) as SVG in one of seven layouts and turns it into the picture a
// phone would take: PNG as drawn, a small low-resolution copy, a tilted one, or a "photo"
// (tilted on a table, soft, JPEG-compressed). sharp renders the SVG with the system's fonts.
import sharp from 'sharp';

const W = 1050;
const H = 600;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One line of text; `anchor` start | middle | end. */
function text(
  x,
  y,
  content,
  { font, size, color = '#1f2328', weight = 'normal', anchor = 'start', style = 'normal', spacing = 0 },
) {
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" font-style="${style}" letter-spacing="${spacing}" text-anchor="${anchor}" fill="${color}">${escape(content)}</text>`;
}

/** The lines under the name: contacts then address, from y on, `step` apart. */
function column(x, y, step, lines, options) {
  return lines.map((line, i) => text(x, y + i * step, line, options)).join('');
}

const LAYOUTS = {
  left(card, ink) {
    const { print, fonts, accent } = card;
    const details = [...print.contacts, ...(print.address ?? [])];
    return [
      text(70, 120, print.name, { font: fonts.name, size: 54, weight: 'bold', color: ink }),
      print.title ? text(70, 172, print.title, { font: fonts.body, size: 30, color: '#555' }) : '',
      print.company ? text(70, 250, print.company, { font: fonts.body, size: 36, color: accent, weight: 'bold' }) : '',
      column(70, 600 - 40 - (details.length - 1) * 40, 40, details, { font: fonts.body, size: 26, color: ink }),
    ].join('');
  },
  center(card, ink) {
    const { print, fonts, accent } = card;
    const details = [...print.contacts, ...(print.address ?? [])];
    return [
      print.company
        ? text(W / 2, 95, print.company.toUpperCase(), {
            font: fonts.body,
            size: 34,
            weight: 'bold',
            color: accent,
            anchor: 'middle',
            spacing: 3,
          })
        : '',
      `<rect x="${W / 2 - 60}" y="120" width="120" height="4" fill="${accent}"/>`,
      text(W / 2, 215, print.name, { font: fonts.name, size: 50, weight: 'bold', color: ink, anchor: 'middle' }),
      print.title
        ? text(W / 2, 262, print.title, {
            font: fonts.body,
            size: 28,
            style: 'italic',
            color: '#555',
            anchor: 'middle',
          })
        : '',
      column(W / 2, 340, 40, details, { font: fonts.body, size: 26, color: ink, anchor: 'middle' }),
    ].join('');
  },
  right(card, ink) {
    const { print, fonts, accent } = card;
    const details = [...print.contacts, ...(print.address ?? [])];
    return [
      `<rect x="0" y="0" width="26" height="${H}" fill="${accent}"/>`,
      print.company
        ? text(W - 60, 90, print.company, { font: fonts.body, size: 34, weight: 'bold', color: accent, anchor: 'end' })
        : '',
      text(W - 60, 200, print.name, { font: fonts.name, size: 50, weight: 'bold', color: ink, anchor: 'end' }),
      print.title ? text(W - 60, 248, print.title, { font: fonts.body, size: 28, color: '#555', anchor: 'end' }) : '',
      column(W - 60, 340, 40, details, { font: fonts.body, size: 26, color: ink, anchor: 'end' }),
    ].join('');
  },
  split(card, ink) {
    const { print, fonts, accent } = card;
    const details = [...print.contacts, ...(print.address ?? [])];
    return [
      text(60, 230, print.name, { font: fonts.name, size: 46, weight: 'bold', color: ink }),
      print.title ? text(60, 278, print.title, { font: fonts.body, size: 26, color: '#555' }) : '',
      print.company ? text(60, 370, print.company, { font: fonts.body, size: 30, weight: 'bold', color: accent }) : '',
      `<rect x="540" y="80" width="3" height="440" fill="${accent}"/>`,
      column(580, 300 - ((details.length - 1) * 44) / 2, 44, details, { font: fonts.body, size: 23, color: ink }),
    ].join('');
  },
  band(card) {
    const { print, fonts, accent } = card;
    const details = [...print.contacts, ...(print.address ?? [])];
    return [
      `<rect x="0" y="0" width="${W}" height="150" fill="${accent}"/>`,
      print.company
        ? text(70, 95, print.company, { font: fonts.body, size: 42, weight: 'bold', color: '#ffffff' })
        : '',
      text(70, 235, print.name, { font: fonts.name, size: 44, weight: 'bold', color: '#1f2328' }),
      print.title ? text(70, 278, print.title, { font: fonts.body, size: 26, color: '#555' }) : '',
      column(70, 345, 36, details, { font: fonts.body, size: 24, color: '#1f2328' }),
    ].join('');
  },
  dark(card) {
    return LAYOUTS.left(card, '#f1f1f1').replace(/fill="#555"/g, 'fill="#c9c9c9"');
  },
  logo(card, ink) {
    const { print, fonts, accent } = card;
    const initials = (print.company ?? print.name)
      .split(/\s+/)
      .filter((w) => /^\p{Lu}/u.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    const details = [...print.contacts, ...(print.address ?? [])];
    return [
      `<rect x="60" y="70" width="150" height="150" rx="24" fill="${accent}"/>`,
      text(135, 172, initials, { font: fonts.name, size: 64, weight: 'bold', color: '#ffffff', anchor: 'middle' }),
      text(260, 120, print.name, { font: fonts.name, size: 46, weight: 'bold', color: ink }),
      print.title ? text(260, 165, print.title, { font: fonts.body, size: 26, color: '#555' }) : '',
      print.company ? text(260, 215, print.company, { font: fonts.body, size: 28, weight: 'bold', color: accent }) : '',
      column(260, 310, 38, details, { font: fonts.body, size: 24, color: ink }),
    ].join('');
  },
};

export function cardSvg(card) {
  const dark = card.layout === 'dark';
  const background = dark ? '#1d2433' : '#fdfbf6';
  const body = LAYOUTS[card.layout](card, dark ? '#f1f1f1' : '#1f2328');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`;
}

/** The card as the phone would give it: { bytes, type }. */
export async function renderCard(card) {
  const drawn = sharp(Buffer.from(cardSvg(card)));
  switch (card.effect) {
    case 'small':
      return { bytes: await drawn.resize({ width: 640 }).png().toBuffer(), type: 'image/png' };
    case 'tilt':
      return {
        bytes: await sharp(await drawn.png().toBuffer())
          .rotate(-2.5, { background: '#ffffff' })
          .png()
          .toBuffer(),
        type: 'image/png',
      };
    case 'photo': {
      const flat = await drawn.png().toBuffer();
      const tilted = await sharp(flat)
        .extend({ top: 40, bottom: 40, left: 50, right: 50, background: '#7d828c' })
        .rotate(1.8, { background: '#7d828c' })
        .png()
        .toBuffer();
      return {
        bytes: await sharp(tilted).blur(0.8).modulate({ brightness: 0.92 }).jpeg({ quality: 55 }).toBuffer(),
        type: 'image/jpeg',
      };
    }
    default:
      return { bytes: await drawn.png().toBuffer(), type: 'image/png' };
  }
}
