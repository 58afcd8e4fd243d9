// The fifth generator's photograph of a card, made with sharp's own operations rather than a
// camera model: the card is turned in its plane on a desk (wood, slate, felt, cork, laminate,
// drawn with SVG noise), casts a soft shadow, and is lit by an overlay multiplied over the whole
// scene — an even light with a little vignetting, or for *uneven light* a light falling off across
// the frame to 30–45 % with, on some, an arm's blurred shadow and a glare. Sensor noise is added,
// and the picture is sent as a phone or a messenger would send it: JPEG at its width, or for *JPEG
// and blur* out of focus or soft, compressed hard and compressed again after a resize.
import sharp from 'sharp';

const W = 1600;
const H = 1200;
const DESKS = [
  ['oak', '#8a6a4a', '#5e4330', '0.002 0.07'],
  ['walnut', '#5b4032', '#2f2018', '0.002 0.09'],
  ['slate', '#4a4f55', '#2c2f33', '0.02 0.02'],
  ['felt', '#2f5d46', '#1f3f30', '0.05 0.05'],
  ['cork', '#b48a5a', '#8a6238', '0.08 0.08'],
  ['laminate', '#b9b4aa', '#8f8a80', '0.01 0.01'],
];

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

function desk(r, busy) {
  const [, base, grain, freq] = r.pick(DESKS);
  const [gr, gg, gb] = rgb(grain);
  const things = busy
    ? [
        `<rect x="${r.int(40, 200)}" y="${r.int(800, 1000)}" width="520" height="700" fill="#f4f4f0" transform="rotate(${r.range(-20, 20).toFixed(1)} 300 1000)"/>`,
        `<rect x="${r.int(1150, 1350)}" y="${r.int(80, 300)}" width="28" height="420" rx="12" fill="#1a237e" transform="rotate(${r.range(20, 60).toFixed(1)} 1250 300)"/>`,
        `<circle cx="${r.int(1250, 1450)}" cy="${r.int(850, 1050)}" r="150" fill="#eeeeee" stroke="#cccccc" stroke-width="24"/><circle cx="1350" cy="950" r="0" fill="none"/>`,
      ]
    : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><filter id="g"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${r.int(1, 999)}"/><feColorMatrix type="matrix" values="0 0 0 0 ${gr} 0 0 0 0 ${gg} 0 0 0 0 ${gb} 0 0 0 1.4 -0.35"/></filter></defs><rect width="100%" height="100%" fill="${base}"/><rect width="100%" height="100%" filter="url(#g)"/>${things.join('')}</svg>`;
}

/** The light over the scene, multiplied in; for uneven light also a glare added with `screen`. */
function light(r, uneven) {
  if (!uneven) {
    const tint = r.chance(0.25) ? '#fff3e0' : '#ffffff';
    return {
      multiply: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><radialGradient id="v" cx="50%" cy="46%" r="75%"><stop offset="0.5" stop-color="${tint}"/><stop offset="1" stop-color="#cfcfcf"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`,
    };
  }
  const a = r.range(0, Math.PI * 2);
  const [x1, y1] = [50 - 50 * Math.cos(a), 50 - 50 * Math.sin(a)];
  const floor = Math.round(r.range(0.3, 0.45) * 255);
  const low = `rgb(${floor},${floor},${floor})`;
  const bright = r.chance(0.5) ? '#fff1d6' : '#ffffff';
  const arm = r.chance(0.5)
    ? `<ellipse cx="${r.int(0, W)}" cy="${r.chance(0.5) ? 0 : H}" rx="${r.int(250, 420)}" ry="${r.int(500, 700)}" fill="#7a7a7a" filter="url(#b)" transform="rotate(${r.int(-40, 40)} ${W / 2} ${H / 2})"/>`
    : '';
  const multiply = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="l" x1="${x1}%" y1="${y1}%" x2="${100 - x1}%" y2="${100 - y1}%"><stop offset="0" stop-color="${bright}"/><stop offset="${r.range(0.25, 0.45).toFixed(2)}" stop-color="${bright}"/><stop offset="1" stop-color="${low}"/></linearGradient><filter id="b"><feGaussianBlur stdDeviation="60"/></filter></defs><rect width="100%" height="100%" fill="url(#l)"/>${arm}</svg>`;
  const glare = r.chance(0.4)
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><radialGradient id="s"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${(x1 / 100) * W * 0.6 + W * 0.2}" cy="${(y1 / 100) * H * 0.6 + H * 0.2}" rx="${r.int(120, 220)}" ry="${r.int(80, 160)}" fill="url(#s)"/></svg>`
    : null;
  return { multiply, glare };
}

/** The card (an SVG of w × h) photographed under `condition`: the JPEG bytes. */
export async function photograph(r, svg, w, h, condition) {
  const small = condition === 'small in frame';
  const turn = (lo, hi) => r.range(lo, hi) * (r.chance(0.5) ? 1 : -1);
  const angle =
    condition === 'tilt' ? turn(4, 10) : condition === 'clean' ? turn(0, 1.5) : small ? turn(0, 8) : turn(0, 3);
  let cover = small ? r.range(0.42, 0.52) : condition === 'tilt' ? r.range(0.66, 0.78) : r.range(0.72, 0.86);
  const rad = (Math.abs(angle) * Math.PI) / 180;
  const bounds = (cw) => {
    const ch = (cw * h) / w;
    return [cw * Math.cos(rad) + ch * Math.sin(rad), cw * Math.sin(rad) + ch * Math.cos(rad)];
  };
  while (bounds(cover * W)[0] > W * 0.95 || bounds(cover * W)[1] > H * 0.93) cover *= 0.96;
  const cw = Math.round(cover * W);
  const flat = await sharp(Buffer.from(svg)).resize({ width: cw }).png().toBuffer();
  const card = await sharp(flat)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const [rw, rh] = [card.info.width, card.info.height];
  const left = Math.round((W - rw) / 2 + r.range(-0.5, 0.5) * (W - rw) * 0.6);
  const top = Math.round((H - rh) / 2 + r.range(-0.5, 0.5) * (H - rh) * 0.6);
  const ch = Math.round((cw * h) / w);
  const [sx, sy] = [r.int(6, 18), r.int(8, 22)];
  const shadow = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><filter id="b"><feGaussianBlur stdDeviation="${r.int(8, 16)}"/></filter></defs><rect x="${left + rw / 2 - cw / 2 + sx}" y="${top + rh / 2 - ch / 2 + sy}" width="${cw}" height="${ch}" fill="#000" opacity="0.45" filter="url(#b)" transform="rotate(${angle.toFixed(2)} ${left + rw / 2 + sx} ${top + rh / 2 + sy})"/></svg>`;
  const lit = light(r, condition === 'uneven light');
  const layers = [
    { input: Buffer.from(shadow) },
    { input: card.data, left, top },
    { input: Buffer.from(lit.multiply), blend: 'multiply' },
    ...(lit.glare ? [{ input: Buffer.from(lit.glare), blend: 'screen' }] : []),
  ];
  const scene = await sharp(Buffer.from(desk(r, small)))
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
  const grain = r.range(4, 9);
  for (let i = 0; i < scene.length; i += 1)
    scene[i] = Math.max(0, Math.min(255, scene[i] + (r.next() - 0.5) * grain * 2));
  let image = sharp(scene, { raw: { width: W, height: H, channels: 3 } });
  if (condition === 'jpeg and blur') {
    const soft = r.chance(0.5)
      ? await image.blur(r.range(1.2, 1.8)).png().toBuffer()
      : await sharp(
          await image
            .resize({ width: Math.round(W * r.range(0.4, 0.5)) })
            .png()
            .toBuffer(),
        )
          .resize({ width: W })
          .blur(0.8)
          .png()
          .toBuffer();
    const first = await sharp(soft)
      .jpeg({ quality: r.int(22, 32) })
      .toBuffer();
    return sharp(first)
      .resize({ width: r.int(1000, 1200) })
      .jpeg({ quality: r.int(30, 40) })
      .toBuffer();
  }
  const width = condition === 'low resolution' ? r.int(540, 640) : r.int(1100, 1400);
  return image
    .resize({ width })
    .jpeg({ quality: r.int(72, 88) })
    .toBuffer();
}
