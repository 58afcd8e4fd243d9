// The fifteenth generator's camera at a conference (session 18): the flat scene (scene.mjs) turned
// in front of a phone held low (the card's top leaning away), the hall behind out of focus with
// the stage's lights as coloured discs, the stage or LED light's colour cast (white balance off),
// a spot's fall-off or, for *uneven light*, a side of the card in shade, the phone's own shadow
// over a corner on some, sensor noise, and the condition's own blur, size and JPEG.
import sharp from 'sharp';
import { corners, homography, warp } from './lens.mjs';

const CASTS = [
  [1.1, 0.96, 0.8],
  [0.84, 0.95, 1.12],
  [1.06, 0.86, 1.04],
  [0.93, 1.05, 0.9],
  [1.04, 1, 0.93],
];

/** The hall behind the card: a dark room's gradient and the stage's lights out of focus. */
async function hall(r, FW, FH) {
  const [top, foot] = r.pick([
    ['#14121f', '#3b3350'],
    ['#0f1b24', '#30475a'],
    ['#221612', '#54402f'],
  ]);
  const lights = Array.from({ length: 26 }, () => {
    const colour = r.pick(['#ffd27f', '#7fb2ff', '#ff7fcf', '#9dff9d', '#ffffff']);
    return `<circle cx="${r.real(0, FW).toFixed(0)}" cy="${r.real(0, FH * 0.6).toFixed(0)}" r="${r.real(10, 50).toFixed(0)}" fill="${colour}" fill-opacity="${r.real(0.3, 0.8).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${FW}" height="${FH}"><defs><linearGradient id="h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${foot}"/></linearGradient></defs><rect width="${FW}" height="${FH}" fill="url(#h)"/>${lights}</svg>`;
  return sharp(Buffer.from(svg)).blur(14).removeAlpha().raw().toBuffer();
}

/** The card's pose for `condition`: pitch, yaw, roll in degrees. */
function pose(r, condition) {
  const turn = { pitch: -r.real(6, 16), yaw: r.real(-6, 6), roll: r.real(-2, 2) };
  if (condition === 'slant') {
    if (r.coin()) turn.yaw = r.pick([-1, 1]) * r.real(28, 40);
    else turn.pitch = -r.real(30, 40);
  }
  if (condition === 'tilt') turn.roll = r.pick([-1, 1]) * r.real(3, 10);
  return turn;
}

/** A light field over the frame: a spot's fall-off, the shade of *uneven light*, a phone's shadow. */
function light(r, condition, quad) {
  const cx = quad.reduce((s, [x]) => s + x, 0) / 4;
  const cy = quad.reduce((s, [, y]) => s + y, 0) / 4;
  const span = Math.max(...quad.map(([x]) => x)) - Math.min(...quad.map(([x]) => x));
  const uneven = condition === 'uneven light';
  const floor = uneven ? r.real(0.25, 0.45) : r.real(0.78, 0.92);
  const angle = r.real(0, Math.PI * 2);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const spot = [cx + r.real(-0.3, 0.3) * span, cy + r.real(-0.3, 0.3) * span];
  const shadow = condition !== 'clean' && r.coin(0.4);
  const corner = quad[r.int(0, 3)];
  const phone = {
    x: corner[0],
    y: corner[1],
    w: span * r.real(0.3, 0.4),
    h: span * r.real(0.55, 0.7),
    turn: r.real(-0.6, 0.6),
  };
  const dark = r.real(0.6, 0.72);
  return (x, y) => {
    let b;
    if (uneven) {
      const t = Math.min(1, Math.max(0, ((x - cx) * dx + (y - cy) * dy) / span + 0.5));
      b = 1 - (1 - floor) * t;
    } else {
      const d2 = ((x - spot[0]) ** 2 + (y - spot[1]) ** 2) / (span * span);
      b = floor + (1 - floor) * Math.exp(-d2 * 1.4);
    }
    if (!shadow) return b;
    const [px, py] = [x - phone.x, y - phone.y];
    const u = Math.abs(px * Math.cos(phone.turn) + py * Math.sin(phone.turn)) - phone.w / 2;
    const v = Math.abs(-px * Math.sin(phone.turn) + py * Math.cos(phone.turn)) - phone.h / 2;
    const edge = Math.min(1, Math.max(0, (Math.max(u, v) + 30) / 60));
    return b * (dark + (1 - dark) * edge);
  };
}

/** A motion-blur kernel: a line `length` px long at `angle`, for sharp's convolve. */
function streak(length, angle) {
  const size = 2 * Math.ceil(length / 2) + 1;
  const kernel = new Array(size * size).fill(0);
  const steps = length * 4;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps - 0.5;
    const x = Math.round((size - 1) / 2 + t * length * Math.cos(angle));
    const y = Math.round((size - 1) / 2 + t * length * Math.sin(angle));
    kernel[y * size + x] += 1;
  }
  return { width: size, height: size, kernel, scale: steps + 1 };
}

/**
 * The JPEG bytes of the scene `s` ({ pixels, sw, sh, at: [x, y], W, H }: the card W × H at `at`
 * on the sheet) photographed under `condition`.
 */
export async function photograph(r, s, condition) {
  const small = condition === 'small in frame';
  const [FW, FH] = small ? [2000, 1500] : [1600, 1200];
  const width = FW * (small ? r.real(0.3, 0.36) : r.real(0.56, 0.68));
  const quad = corners({
    W: s.W,
    H: s.H,
    ...pose(r, condition),
    width,
    cx: FW * r.real(0.45, 0.55),
    cy: FH * r.real(0.46, 0.54),
    focal: FW * r.real(0.85, 1.1),
  });
  const [x0, y0] = s.at;
  const flat = [
    [x0, y0],
    [x0 + s.W, y0],
    [x0 + s.W, y0 + s.H],
    [x0, y0 + s.H],
  ];
  const scale = width / s.W;
  const pixels =
    scale < 0.8
      ? await sharp(s.pixels, { raw: { width: s.sw, height: s.sh, channels: 4 } })
          .blur(0.4 / scale)
          .raw()
          .toBuffer()
      : s.pixels;
  const frame = warp(pixels, s.sw, s.sh, homography(quad, flat), await hall(r, FW, FH), FW, FH);
  const cast = r.pick(CASTS).map((g) => (condition === 'clean' ? 1 + (g - 1) * 0.5 : g));
  const lit = light(r, condition, quad);
  const exposure = r.real(0.95, 1.08);
  const noise = r.real(2, 5);
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      const b = lit(x, y) * exposure;
      const o = (y * FW + x) * 3;
      for (let c = 0; c < 3; c += 1)
        frame[o + c] = Math.max(
          0,
          Math.min(255, Math.round(frame[o + c] * b * cast[c] + (r.real() - 0.5) * 2 * noise)),
        );
    }
  let img = sharp(frame, { raw: { width: FW, height: FH, channels: 3 } });
  let quality = r.int(78, 92);
  if (condition === 'jpeg and blur') {
    const kind = r.pick(['shake', 'focus', 'both']);
    if (kind !== 'focus')
      img = sharp(
        await img
          .convolve(streak(r.real(kind === 'both' ? 3 : 4, kind === 'both' ? 5 : 8), r.real(0, Math.PI)))
          .raw()
          .toBuffer(),
        { raw: { width: FW, height: FH, channels: 3 } },
      );
    if (kind !== 'shake') img = img.blur(kind === 'both' ? r.real(0.6, 0.9) : r.real(0.9, 1.4));
    quality = r.int(55, 82);
  } else img = img.blur(r.real(0.45, 0.7));
  if (condition === 'low resolution') {
    const across = Math.max(...quad.map(([x]) => x)) - Math.min(...quad.map(([x]) => x));
    const target = r.int(480, 700);
    img = sharp(await img.raw().toBuffer(), { raw: { width: FW, height: FH, channels: 3 } }).resize(
      Math.round((FW * target) / across),
    );
    quality = r.int(68, 88);
  }
  return new Uint8Array(await img.jpeg({ quality }).toBuffer());
}
