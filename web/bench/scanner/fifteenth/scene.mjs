// The fifteenth generator's scene round the card (session 18), drawn flat in the card's plane
// before the camera turns it: either a clear plastic badge holder on a lanyard (the sleeve's
// window a little blurred, reflections across it, the slot and the clip above) or a booth
// counter's busy printed top with a second card lying face down near it (never over the card).
// Each returns { svg, sheetW, sheetH, card: [x, y] } (where the card's corner lies on the sheet);
// what is transparent on the sheet is the hall behind, drawn by the camera.

const BOOTH = [
  ['#e8eef5', '#2b6cb0', '#f6ad55', '#4fd1c5'],
  ['#fdf6e3', '#c53030', '#2c7a7b', '#ecc94b'],
  ['#f0fff4', '#276749', '#9f7aea', '#ed8936'],
  ['#fff5f7', '#b83280', '#3182ce', '#68d391'],
];

/** The card in a clear sleeve on a lanyard. */
export function badge(r, inner, paper, W, H) {
  const side = Math.round(W * 0.06);
  const top = Math.round(H * 0.3);
  const [sw, sh] = [W + 2 * side, H + top + side];
  const strap = r.pick(['#1a365d', '#9b2c2c', '#22543d', '#2d3748', '#b7791f']);
  const window = r.real(0.35, 0.6);
  const glare = Array.from({ length: r.int(1, 2) }, () => {
    const x = r.real(0.1, 0.8) * sw;
    const w = r.real(0.05, 0.14) * sw;
    const o = r.real(0.14, 0.28).toFixed(2);
    return `<polygon points="${x},${top * 0.6} ${x + w},${top * 0.6} ${x + w - sw * 0.25},${sh} ${x - sw * 0.25},${sh}" fill="url(#gl)" fill-opacity="${o}"/>`;
  }).join('');
  const defs =
    `<defs><filter id="win" x="0" y="0" width="1" height="1"><feGaussianBlur stdDeviation="${window.toFixed(2)}"/></filter>` +
    `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`;
  const lanyard =
    `<path d="M${sw / 2 - 30} ${top * 0.28} L${sw * 0.18} 0 L${sw * 0.24} 0 L${sw / 2 - 8} ${top * 0.26} Z" fill="${strap}"/>` +
    `<path d="M${sw / 2 + 30} ${top * 0.28} L${sw * 0.82} 0 L${sw * 0.76} 0 L${sw / 2 + 8} ${top * 0.26} Z" fill="${strap}"/>` +
    `<rect x="${sw / 2 - 22}" y="${top * 0.2}" width="44" height="${top * 0.34}" rx="10" fill="#a0aec0" stroke="#4a5568" stroke-width="3"/>`;
  const sleeve =
    `<rect x="2" y="${top * 0.45}" width="${sw - 4}" height="${sh - top * 0.45 - 2}" rx="18" fill="#eef3f7" fill-opacity="0.55" stroke="#cbd5e0" stroke-width="4"/>` +
    `<rect x="${sw / 2 - sw * 0.12}" y="${top * 0.62}" width="${sw * 0.24}" height="${top * 0.13}" rx="${top * 0.06}" fill="#2d3748" fill-opacity="0.75"/>`;
  const card = `<g transform="translate(${side} ${top})" filter="url(#win)"><rect width="${W}" height="${H}" rx="4" fill="${paper}"/>${inner}</g>`;
  const film = `<rect x="${side - 6}" y="${top - 6}" width="${W + 12}" height="${H + 12}" rx="6" fill="#dde6ee" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}">${defs}${sleeve}${lanyard}${card}${film}${glare}</svg>`,
    sheetW: sw,
    sheetH: sh,
    card: [side, top],
  };
}

/** A printed counter top: stripes, rings and triangles in the booth's colours. */
function print(r, sw, sh) {
  const [ground, ...inks] = r.pick(BOOTH);
  const shapes = [`<rect width="${sw}" height="${sh}" fill="${ground}"/>`];
  for (let i = 0; i < 14; i += 1) {
    const x = r.real(-0.2, 1.1) * sw;
    shapes.push(
      `<rect x="${x}" y="${-sh}" width="${r.real(0.02, 0.08) * sw}" height="${sh * 3}" fill="${r.pick(inks)}" fill-opacity="${r.real(0.35, 0.8).toFixed(2)}" transform="rotate(${r.real(20, 40).toFixed(1)} ${x} 0)"/>`,
    );
  }
  for (let i = 0; i < 40; i += 1) {
    const [x, y, s] = [r.real(0, sw), r.real(0, sh), r.real(20, 90)];
    shapes.push(
      r.coin()
        ? `<circle cx="${x}" cy="${y}" r="${s}" fill="none" stroke="${r.pick(inks)}" stroke-width="${r.real(6, 16).toFixed(1)}"/>`
        : `<polygon points="${x},${y - s} ${x + s},${y + s} ${x - s},${y + s}" fill="${r.pick(inks)}" fill-opacity="0.85"/>`,
    );
  }
  return shapes.join('');
}

/** The card lying on a booth counter, a second card face down beside it. */
export function counter(r, inner, paper, W, H) {
  const m = Math.round(W * 0.9);
  const [sw, sh] = [W + 2 * m, H + 2 * m];
  const [ox, oy] = [m, m];
  const side = r.pick(['right', 'left', 'below', 'above']);
  const gap = W * r.real(0.1, 0.2);
  const [bx, by] = {
    right: [ox + W + gap, oy + H * r.real(-0.3, 0.3)],
    left: [ox - W - gap, oy + H * r.real(-0.3, 0.3)],
    below: [ox + W * r.real(-0.3, 0.3), oy + H + gap],
    above: [ox + W * r.real(-0.3, 0.3), oy - H - gap],
  }[side];
  const back = r.pick(['#1a202c', '#742a2a', '#234e52', '#44337a']);
  const turn = r.real(-12, 12).toFixed(1);
  const second =
    `<g transform="rotate(${turn} ${bx + W / 2} ${by + H / 2})"><rect x="${bx + 6}" y="${by + 10}" width="${W}" height="${H}" rx="6" fill="#000" fill-opacity="0.25"/>` +
    `<rect x="${bx}" y="${by}" width="${W}" height="${H}" rx="6" fill="${back}"/><circle cx="${bx + W / 2}" cy="${by + H / 2}" r="${H * 0.22}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="14"/></g>`;
  const shade = `<rect x="${ox + 7}" y="${oy + 11}" width="${W}" height="${H}" rx="6" fill="#000" fill-opacity="0.3"/>`;
  const card = `<g transform="translate(${ox} ${oy})"><rect width="${W}" height="${H}" rx="6" fill="${paper}"/>${inner}</g>`;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}">${print(r, sw, sh)}${second}${shade}${card}</svg>`,
    sheetW: sw,
    sheetH: sh,
    card: [ox, oy],
  };
}
