// The nineteenth generator's surfaces (session 22): where a card lies in a restaurant, hotel lobby
// or café in the evening — a checked or striped tablecloth, marble, terrazzo, a patterned carpet,
// a woven placemat, a menu's printed page — or the clear plastic sleeve of a business-card
// binder's pocket (its haze, a reflection band, the pocket's edge and stitching). One plane in the
// card's own units (the card spans 0..W × 0..H), drawn as SVG over the box [x0, y0, x1, y1] the
// frame sees; the card is drawn over the surface, so nothing of it covers a field; only the
// sleeve's haze and reflection lie over the card, faint enough to read through.

const CLOTHS = [
  ['#f3efe6', '#b3262d'],
  ['#f5f2ea', '#1f4e8c'],
  ['#efeadf', '#2f6b3a'],
  ['#f1ece2', '#3b3b3b'],
];

const MENU = [
  ['Soupe du jour', '7.50'],
  ['Grilled sea bass, lemon butter', '24.00'],
  ['Risotto ai funghi', '18.50'],
  ['Chicken satay, peanut sauce', '14.00'],
  ['Crème brûlée', '8.00'],
  ['House red, glass', '6.50'],
  ['Espresso', '3.00'],
  ['Cheese plate', '12.00'],
];

/** A gingham or striped tablecloth's pattern, woven threads a little uneven. */
function cloth(r, box, unit) {
  const [base, thread] = r.choose(CLOTHS);
  const step = r.between(36, 70) * unit;
  const checked = r.chance(0.6);
  const angle = r.between(-25, 25).toFixed(1);
  const cross = checked ? `<rect y="0" width="${step}" height="${step / 2}" fill="${thread}" opacity="0.45"/>` : '';
  const pattern = `<pattern id="cloth" patternUnits="userSpaceOnUse" width="${step}" height="${step}" patternTransform="rotate(${angle})"><rect width="${step}" height="${step}" fill="${base}"/><rect width="${step / 2}" height="${step}" fill="${thread}" opacity="0.45"/>${cross}</pattern>`;
  return { defs: pattern, svg: fill(box, 'url(#cloth)'), base };
}

/** Marble: a pale stone with veins from turbulence. */
function marble(r, box) {
  const base = r.choose(['#e9e6e1', '#f0eeea', '#d9d6d0', '#2b2b2d']);
  const dark = base === '#2b2b2d';
  const vein = dark ? '0.85' : '0.35';
  const defs = `<filter id="veins" x="0" y="0" width="1" height="1"><feTurbulence type="turbulence" baseFrequency="${r.between(0.002, 0.004).toFixed(4)} ${r.between(0.006, 0.012).toFixed(4)}" numOctaves="4" seed="${r.whole(1, 9999)}"/><feColorMatrix type="matrix" values="0 0 0 0 ${vein}  0 0 0 0 ${vein}  0 0 0 0 ${vein}  -2.2 0 0 0 1.25"/></filter>`;
  return {
    defs,
    svg:
      fill(box, base) +
      `<rect x="${box[0]}" y="${box[1]}" width="${box[2] - box[0]}" height="${box[3] - box[1]}" filter="url(#veins)" opacity="0.5"/>`,
    base,
  };
}

/** Terrazzo: chips of stone in a cement ground. */
function terrazzo(r, box) {
  const base = r.choose(['#e4ded3', '#d3d6d2', '#efe7dc']);
  const colours = ['#9a4a3a', '#6c7a89', '#2f2f2f', '#c9a36a', '#f7f4ee', '#7b8f6a'];
  const chips = [];
  const [w, h] = [box[2] - box[0], box[3] - box[1]];
  const n = Math.min(900, Math.round((w * h) / 5000));
  for (let i = 0; i < n; i += 1) {
    const [x, y, s] = [box[0] + r.unit() * w, box[1] + r.unit() * h, r.between(4, 16)];
    const pts = Array.from({ length: 5 }, (_, j) => {
      const a = (j / 5) * 2 * Math.PI + r.between(-0.4, 0.4);
      const d = s * r.between(0.5, 1);
      return `${(x + Math.cos(a) * d).toFixed(0)},${(y + Math.sin(a) * d).toFixed(0)}`;
    });
    chips.push(`<polygon points="${pts.join(' ')}" fill="${r.choose(colours)}"/>`);
  }
  return { defs: '', svg: fill(box, base) + chips.join(''), base };
}

/** A patterned hotel carpet: a diamond lattice over a dark ground with a fibre noise. */
function carpet(r, box, unit) {
  const [ground, line] = r.choose([
    ['#4a1f24', '#b08d57'],
    ['#1f2d44', '#8a9bb8'],
    ['#2f3b2a', '#a7935c'],
  ]);
  const s = r.between(80, 130) * unit;
  const defs = `<pattern id="carpet" patternUnits="userSpaceOnUse" width="${s}" height="${s}"><rect width="${s}" height="${s}" fill="${ground}"/><path d="M${s / 2} 0 L${s} ${s / 2} L${s / 2} ${s} L0 ${s / 2} Z" fill="none" stroke="${line}" stroke-width="${(s / 14).toFixed(1)}"/><circle cx="${s / 2}" cy="${s / 2}" r="${(s / 9).toFixed(1)}" fill="${line}"/></pattern><filter id="fibre" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.35" numOctaves="1" seed="${r.whole(1, 9999)}"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0.6 0 0 0 0"/></filter>`;
  return {
    defs,
    svg:
      fill(box, 'url(#carpet)') +
      `<rect x="${box[0]}" y="${box[1]}" width="${box[2] - box[0]}" height="${box[3] - box[1]}" filter="url(#fibre)" opacity="0.5"/>`,
    base: ground,
  };
}

/** A woven placemat of slats on a wooden table. */
function placemat(r, box, W, H) {
  const table = r.choose(['#5a3a22', '#6e4b2d']);
  const mat = r.choose(['#c9a86b', '#b99862', '#d8cdb5']);
  const [mx, my, mw, mh] = [-W * 0.35, -H * 0.45, W * 1.7, H * 1.9];
  const slats = [];
  for (let y = my + 8; y < my + mh; y += 14)
    slats.push(
      `<path d="M${mx} ${y.toFixed(0)} H${mx + mw}" stroke="#6b5028" stroke-width="${r.between(1.5, 3).toFixed(1)}" opacity="0.45"/>`,
    );
  return {
    defs: '',
    svg: `${fill(box, table)}<rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="14" fill="${mat}"/>${slats.join('')}<rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="14" fill="none" stroke="#7a5a2c" stroke-width="10"/>`,
    base: table,
  };
}

/** A menu's printed page: dishes and prices in rows, the card lying over part of it. */
function menuPage(r, box, W, H, pen) {
  const page = r.choose(['#f6f0e1', '#fbfaf5']);
  const [px, py] = [-W * 0.5 + r.between(-60, 60), -H * 0.9];
  const rows = [];
  for (let i = 0; i < 14; i += 1) {
    const [dish, price] = MENU[i % MENU.length];
    const y = py + 120 + i * 62;
    rows.push(
      pen(px + 90, y, dish, { size: 30, room: W * 1.3, fill: '#3a2e22' }),
      pen(px + W * 1.9, y, price, { size: 30, room: 160, fill: '#3a2e22', anchor: 'end' }),
    );
  }
  return {
    defs: '',
    svg: `${fill(box, '#3c2a1e')}<rect x="${px}" y="${py}" width="${W * 2}" height="${H * 3}" fill="${page}"/>${rows.join('')}`,
    base: '#3c2a1e',
  };
}

const fill = (box, paint) =>
  `<rect x="${box[0]}" y="${box[1]}" width="${box[2] - box[0]}" height="${box[3] - box[1]}" fill="${paint}"/>`;

/** A binder page of black or smoke plastic with the pocket the card sits in, its seam stitched. */
function binderPage(r, box, W, H) {
  const page = r.choose(['#1d1e21', '#3a3d42', '#5b5f66']);
  const m = 26;
  const stitch = `<rect x="${-m}" y="${-m}" width="${W + 2 * m}" height="${H + 2 * m}" rx="8" fill="none" stroke="#c9ccd1" stroke-width="2.5" stroke-dasharray="9 7" opacity="0.7"/>`;
  const neighbours = [-1, 1]
    .map(
      (s) =>
        `<rect x="${s * (W + 2 * m + 18) - m}" y="${-m}" width="${W + 2 * m}" height="${H + 2 * m}" rx="8" fill="none" stroke="#c9ccd1" stroke-width="2.5" stroke-dasharray="9 7" opacity="0.7"/>`,
    )
    .join('');
  return { defs: '', svg: fill(box, page) + stitch + neighbours, base: page };
}

/** The sleeve over the card: the haze, a reflection band across it, the pocket's opening edge. */
function sleeveOver(r, W, H) {
  const angle = r.between(-35, 35).toFixed(1);
  const at = r.between(0.2, 0.8) * W;
  const width = r.between(60, 160);
  const strength = r.between(0.16, 0.3).toFixed(2);
  const haze = `<rect x="-26" y="-26" width="${W + 52}" height="${H + 52}" fill="#ffffff" opacity="${r.between(0.07, 0.13).toFixed(2)}"/>`;
  const band = `<linearGradient id="glare" gradientUnits="userSpaceOnUse" x1="${at - width}" y1="0" x2="${at + width}" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="${strength}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const edge = `<path d="M-26 ${H * 0.18} H${W + 26}" stroke="#ffffff" stroke-width="3" opacity="0.45"/><path d="M-26 ${H * 0.18 + 4} H${W + 26}" stroke="#000" stroke-width="2" opacity="0.2"/>`;
  return {
    defs: band,
    svg: `${haze}<rect x="-26" y="-26" width="${W + 52}" height="${H + 52}" fill="url(#glare)" transform="rotate(${angle} ${W / 2} ${H / 2})"/>${edge}`,
  };
}

export const SURFACES = ['cloth', 'marble', 'terrazzo', 'carpet', 'placemat', 'menu', 'sleeve'];

/**
 * The plane under and over the card for `surface`: { svg, base }. `card` is the card's group
 * (already clipped to its outline); `unit` the plane's size relative to a card 1050 wide.
 */
export function plane(r, surface, { card, defs, path, W, H, pen }, box) {
  const unit = Math.max(W, H) / 1050;
  const ground =
    surface === 'cloth'
      ? cloth(r, box, unit)
      : surface === 'marble'
        ? marble(r, box)
        : surface === 'terrazzo'
          ? terrazzo(r, box)
          : surface === 'carpet'
            ? carpet(r, box, unit)
            : surface === 'placemat'
              ? placemat(r, box, W, H)
              : surface === 'menu'
                ? menuPage(r, box, W, H, pen)
                : binderPage(r, box, W, H);
  const shadow = `<filter id="soft" x="-0.2" y="-0.2" width="1.4" height="1.4"><feGaussianBlur stdDeviation="${r.between(5, 12).toFixed(1)}"/></filter>`;
  const dx = r.between(-8, 8);
  const dy = r.between(4, 14);
  const under = `<path d="${path}" transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)})" fill="#000" opacity="${r.between(0.25, 0.45).toFixed(2)}" filter="url(#soft)"/>`;
  const sleeve = surface === 'sleeve' ? sleeveOver(r, W, H) : { defs: '', svg: '' };
  return {
    svg: `<defs>${defs}${ground.defs}${shadow}${sleeve.defs}</defs>${ground.svg}${under}${card}${sleeve.svg}`,
    base: ground.base,
  };
}
