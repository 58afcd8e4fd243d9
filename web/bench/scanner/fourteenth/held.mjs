// The fourteenth generator's card in a hand (session 17): the card drawn on a transparent sheet
// with room round it, the fingers behind it showing past one edge and the thumb over that edge's
// margin — the layout's `grip`, where no text comes near (the thumb's tip stays within 5.5 % of
// the card's width of the edge).

const SKINS = [
  ['#f1c9a5', '#d9a57f'],
  ['#e0ac69', '#c08a4c'],
  ['#c68642', '#9c6530'],
  ['#8d5524', '#6b3d18'],
  ['#5c3a1e', '#432812'],
  ['#ffdbac', '#e6b98a'],
];

/** The sheet's margin round the card, as a share of the card's width. */
const MARGIN = 0.4;

/** A finger (or thumb) as a rounded capsule from (x0, y0) to its tip (x1, y1), `w` wide. */
function finger(x0, y0, x1, y1, w, fill, nail) {
  const len = Math.hypot(x1 - x0, y1 - y0);
  const deg = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const body = `<rect x="0" y="${-w / 2}" width="${len}" height="${w}" rx="${w / 2}" fill="${fill}"/>`;
  const tip = nail
    ? `<rect x="${len - w * 0.75}" y="${-w * 0.3}" width="${w * 0.6}" height="${w * 0.6}" rx="${w * 0.22}" fill="#f4d9cf" fill-opacity="0.55"/>`
    : '';
  return `<g transform="translate(${x0.toFixed(1)} ${y0.toFixed(1)}) rotate(${deg.toFixed(2)})">${body}${tip}</g>`;
}

/**
 * The SVG of the card `inner` (W × H, paper `paper`) held by a hand at `grip`, drawn on a sheet
 * with MARGIN round it: { svg, sheetW, sheetH, card: [x, y] } (where the card's corner lies).
 */
export function heldCard(r, inner, paper, grip, W, H) {
  const m = Math.round(W * MARGIN);
  const [sw, sh] = [W + 2 * m, H + 2 * m];
  const [skin, shade] = r.pick(SKINS);
  const grad = `<defs><radialGradient id="s" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="${skin}"/><stop offset="1" stop-color="${shade}"/></radialGradient></defs>`;
  const behind = [];
  const w = W * r.real(0.085, 0.105);
  // The hand is drawn for a grip on the left edge, then turned into place about the card's centre.
  const y = grip === 'bottom' ? m + W * r.real(0.15, 0.45) - (W - H) : m + H * r.real(0.3, 0.65);
  const x = m;
  const reach = W * r.real(0.03, 0.055);
  const lift = r.real(-0.12, 0.08) * H;
  behind.push(
    `<rect x="${x - W * 0.34}" y="${y - w * 0.9}" width="${W * 0.3}" height="${w * 4.6}" rx="${w * 0.9}" fill="${shade}"/>`,
  );
  for (let i = 0; i < 4; i += 1)
    behind.push(
      finger(x - W * 0.1, y + w * (0.35 + i * 0.95), x + W * 0.2, y + w * (0.25 + i * 1.0), w * 0.9, shade, false),
    );
  const thumb = finger(x - W * 0.26, y + lift + w * 1.6, x + reach - w * 0.02, y, w * 1.05, 'url(#s)', true);
  const turn = {
    left: '',
    right: `rotate(180 ${m + W / 2} ${m + H / 2})`,
    bottom: `rotate(-90 ${m + W / 2} ${m + H / 2}) translate(${(W - H) / 2} ${(W - H) / 2})`,
  }[grip];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}">${grad}<g transform="${turn}">${behind.join('')}</g>` +
    `<g transform="translate(${m} ${m})"><rect width="${W}" height="${H}" rx="6" fill="${paper}"/>${inner}</g><g transform="${turn}">${thumb}</g></svg>`;
  return { svg, sheetW: sw, sheetH: sh, card: [m, m] };
}
