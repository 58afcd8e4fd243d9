// The nineteenth generator's materials (session 22), none an earlier set drew: printed card stock;
// brushed metal (a fine directional grain from feTurbulence stretched along one axis, a specular
// sweep across it, the type engraved or laser-etched a little darker or lighter than the metal);
// frosted plastic (the surface under it showing through, faintly); gold or silver foil on the name
// and company (a gradient along the strokes: foil reads light or dark by the light's angle);
// letterpress (type pressed in, a shade on one side of each stroke). And the card's outline:
// square, rounded corners, or a die-cut shape (a corner cut off, a notch in one short side).

const ACCENTS = ['#0b3954', '#7d1128', '#1e5128', '#4a1942', '#8c4a0f', '#1c3d6e', '#5b2a86', '#2f3e46'];
const FOIL = {
  gold: ['#8a6518', '#e9cf79', '#9c7420', '#f5e29c', '#7d5a13'],
  silver: ['#7c8389', '#eef1f3', '#8e959b', '#ffffff', '#70777d'],
};
const DARK = ['#14213d', '#1b1b1e', '#0f3b2e', '#4a0f1c', '#262a3b'];
const KRAFT = ['#c8a477', '#d6b98b', '#efe3a1', '#f1e07e'];

/** The card's outline in its own units: square, rounded, or die-cut. */
function outline(shape, W, H, r) {
  if (shape === 'rounded') {
    const q = r.between(22, 46);
    return `M${q} 0 H${W - q} Q${W} 0 ${W} ${q} V${H - q} Q${W} ${H} ${W - q} ${H} H${q} Q0 ${H} 0 ${H - q} V${q} Q0 0 ${q} 0 Z`;
  }
  if (shape === 'die-cut') {
    const cut = r.between(34, 48);
    const [ny, nr] = [H / 2, r.between(16, 24)];
    return `M0 0 H${W - cut} L${W} ${cut} V${H} H0 V${ny + nr} A${nr} ${nr} 0 0 0 0 ${ny - nr} Z`;
  }
  return `M0 0 H${W} V${H} H0 Z`;
}

/** Which material a card of `condition` is made of. */
function materialFor(r, condition) {
  if (condition === 'kraft or yellow paper') return r.choose(['paper', 'letterpress', 'letterpress']);
  if (condition === 'dark paper') return r.choose(['foil', 'foil', 'metal', 'paper']);
  if (condition === 'colour band') return r.choose(['paper', 'letterpress', 'foil', 'frosted']);
  return r.choose(['paper', 'metal', 'frosted', 'foil', 'letterpress', 'metal', 'frosted']);
}

/** Stops of a gradient across the card, x from 0 to W, at an angle a few degrees off. */
const sweep = (id, W, H, stops, tilt) =>
  `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${(H / 2 - tilt).toFixed(0)}" x2="${W}" y2="${(H / 2 + tilt).toFixed(0)}">${stops
    .map(([at, colour, opacity = 1]) => `<stop offset="${at}" stop-color="${colour}" stop-opacity="${opacity}"/>`)
    .join('')}</linearGradient>`;

/**
 * The card's make for `condition`: { material, shape, k: colours, finish (for the pen), defs, base
 * (SVG under the design), path (its outline) }. k = { paper, ink, soft, accent, band, onBand }.
 */
export function make(r, condition, W, H) {
  const material = materialFor(r, condition);
  const shape = r.choose(['square', 'square', 'rounded', 'rounded', 'die-cut']);
  const path = outline(shape, W, H, r);
  const band = r.choose(ACCENTS);
  const onBand = r.choose(['#ffffff', '#fff8e7', '#eef6ff']);
  const accent = r.choose(ACCENTS);
  const defs = [];
  let k;
  let finish = { kind: 'ink' };
  let base;
  if (material === 'metal') {
    // Dark anodised metal for dark paper, its type laser-etched lighter; else steel or aluminium, engraved darker.
    const dark = condition === 'dark paper';
    const [metal, lo, hi] = dark
      ? ['#3b4048', '#2a2e34', '#5a616b']
      : r.choose([
          ['#b9bec4', '#9ea4ab', '#dde1e5'],
          ['#c7c2b8', '#aaa497', '#e6e1d6'],
        ]);
    const ink = dark ? '#c9cfd6' : '#3d434a';
    k = { paper: metal, ink, soft: dark ? '#b3bac2' : '#4a5058', accent: dark ? '#d4dae0' : '#2f353c', band, onBand };
    finish = { kind: 'engraved', shade: dark ? '#16191d' : '#555b62', lip: dark ? '#6d7580' : '#eef1f3' };
    const grain = `<filter id="grain" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="${r.between(0.002, 0.005).toFixed(4)} ${r.between(0.5, 0.9).toFixed(3)}" numOctaves="2" seed="${r.whole(1, 9999)}"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  ${r.between(0.5, 0.8).toFixed(2)} 0 0 0 0"/></filter>`;
    const shine = r.between(-0.15, 0.15);
    defs.push(
      grain,
      sweep(
        'metal',
        W,
        H,
        [
          [0, lo],
          [Math.max(0.1, 0.45 + shine).toFixed(2), metal],
          [(0.55 + shine).toFixed(2), hi],
          [Math.min(0.9, 0.68 + shine).toFixed(2), metal],
          [1, lo],
        ],
        r.between(-120, 120),
      ),
    );
    base = `<rect width="${W}" height="${H}" fill="url(#metal)"/><rect width="${W}" height="${H}" filter="url(#grain)" opacity="${r.between(0.35, 0.55).toFixed(2)}"/>`;
  } else if (material === 'frosted') {
    const tint = r.choose(['#f4f7f9', '#eef3f0', '#f7f4ee']);
    k = { paper: tint, ink: '#15181c', soft: '#3a4048', accent, band, onBand };
    base = `<path d="${path}" fill="${tint}" opacity="${r.between(0.76, 0.86).toFixed(2)}"/><path d="${path}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.6"/>`;
  } else {
    const darkPaper = condition === 'dark paper' || (material === 'foil' && r.chance(0.6));
    const kraft = condition === 'kraft or yellow paper';
    const paper = darkPaper
      ? r.choose(DARK)
      : kraft
        ? r.choose(KRAFT)
        : r.choose(['#ffffff', '#fbf8f1', '#f4f6f8', '#fdfcf9']);
    k = darkPaper
      ? { paper, ink: '#eef0f2', soft: '#c9ced6', accent: '#d8dde3', band, onBand }
      : kraft
        ? { paper, ink: '#201509', soft: '#3d2c17', accent: '#4b2b0c', band, onBand }
        : { paper, ink: '#17171a', soft: '#43475a', accent, band, onBand };
    base = `<rect width="${W}" height="${H}" fill="${paper}"/>`;
    if (material === 'foil') {
      const stops = darkPaper
        ? FOIL[r.choose(['gold', 'silver'])]
        : ['#6b4c0e', '#a8822c', '#5f430b', '#b08a32', '#634610'];
      defs.push(
        sweep(
          'foil',
          W,
          H,
          stops.map((c, i) => [(i / (stops.length - 1)).toFixed(2), c]),
          r.between(-200, 200),
        ),
      );
      finish = { kind: 'foil' };
    }
    if (material === 'letterpress')
      finish = {
        kind: 'letterpress',
        shade: darkPaper ? '#000000' : '#5a4a35',
        lip: darkPaper ? '#5d6470' : '#ffffff',
      };
  }
  defs.push(`<clipPath id="outline"><path d="${path}"/></clipPath>`);
  return { material, shape, k, finish, defs: defs.join(''), base, path };
}
