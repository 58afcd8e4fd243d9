// The seventh generator's photograph, computed pixel by pixel: the card is mapped into the frame
// by the closed-form square-to-quadrilateral projection (turned, seen off square, and for *slant*
// one side much nearer the phone), and bowed a little as a card is that came out of a wallet (its
// middle lifted, so straight lines on it bend). Under it a surface drawn from sines and hashes — a
// gingham cloth, marble, a dark desk, brushed metal — and, in a busy frame, a printed sheet with
// grey lines of text, a mug's ring and a pen. The light is a linear fall-off from one side (for
// *uneven light* down to 30–45 %) with a glare spot that washes the ink out and, on some, the soft
// shadow of a hand; then sensor noise, a colour cast, and what the phone sends: JPEG, a small
// picture for *low resolution*, a defocused or shaken picture saved hard for *JPEG and blur*.
import sharp from 'sharp';

const FW = 1400;
const FH = 1050;

/** The 3 × 3 projection taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to `q` (Heckbert). */
function squareToQuad(q) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const [dx1, dx2, dy1, dy2] = [x1 - x2, x3 - x2, y1 - y2, y3 - y2];
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** The inverse of a 3 × 3 matrix given row by row. */
function invert([a, b, c, d, e, f, g, h, i]) {
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A,
    -(b * i - c * h),
    b * f - c * e,
    B,
    a * i - c * g,
    -(a * f - c * d),
    C,
    -(a * h - b * g),
    a * e - b * d,
  ].map((v) => v / det);
}

/** A hash of integer coordinates in [0, 1), for the surfaces' grain. */
const hash = (x, y, s) => {
  let n = (x * 374761393 + y * 668265263 + s * 2147483647) | 0;
  n = Math.imul(n ^ (n >>> 13), 1274126177);
  return ((n ^ (n >>> 16)) >>> 0) / 4294967296;
};

const SURFACES = {
  gingham: (x, y) => {
    const a = Math.floor(x / 38) % 2;
    const b = Math.floor(y / 38) % 2;
    const v = a + b;
    return v === 2 ? [150, 40, 44] : v === 1 ? [214, 150, 150] : [246, 236, 232];
  },
  marble: (x, y, s) => {
    const vein = Math.abs(Math.sin((x + y * 0.6) / 70 + Math.sin(y / 53 + s) * 2.4 + Math.sin(x / 91) * 1.7));
    const v = 226 - (1 - vein) ** 8 * 90 + hash(x, y, s) * 8;
    return [v, v, v + 4];
  },
  desk: (x, y, s) => {
    const v = 38 + hash(x >> 2, y >> 2, s) * 10 + Math.sin(x / 210) * 5;
    return [v, v + 2, v + 6];
  },
  metal: (x, y, s) => {
    const v = 168 + (hash(0, y, s) - 0.5) * 30 + Math.sin(x / 300) * 14;
    return [v, v + 2, v + 5];
  },
};

/** Things on the table in a busy frame: a printed sheet, a mug's ring, a pen. */
function clutter(r) {
  const sheet = { x: r.whole(FW - 360, FW - 300), y: r.whole(30, 160), w: 300, h: 420 };
  const ring = { x: r.whole(120, 260), y: r.whole(FH - 260, FH - 160), rad: 95 };
  const pen = { x: r.whole(FW - 520, FW - 420), y: r.whole(FH - 300, FH - 200) };
  return (x, y) => {
    if (x >= sheet.x && x < sheet.x + sheet.w && y >= sheet.y && y < sheet.y + sheet.h) {
      const row = (y - sheet.y - 30) % 22;
      const inText = row >= 0 && row < 8 && x > sheet.x + 25 && x < sheet.x + sheet.w - 25 - ((y * 7) % 60);
      return inText ? [120, 120, 124] : [244, 244, 240];
    }
    const d = Math.hypot(x - ring.x, y - ring.y);
    if (d < ring.rad && d > ring.rad - 14) return [236, 236, 236];
    if (d <= ring.rad - 14) return [70, 40, 26];
    if (x - pen.x > 0 && x - pen.x < 240 && Math.abs(y - pen.y - (x - pen.x) * 0.35) < 7) return [30, 50, 150];
    return null;
  };
}

/** The card's corners in the frame for `condition` (clockwise from its top left). */
function corners(r, condition, aspect) {
  const width = (condition === 'small in frame' ? r.between(0.36, 0.46) : r.between(0.7, 0.84)) * FW;
  const height = width / aspect;
  const degrees =
    condition === 'tilt' ? r.between(3, 10) : condition === 'clean' ? r.between(0, 1.5) : r.between(0, 2.8);
  const turn = (degrees * (r.maybe(0.5) ? 1 : -1) * Math.PI) / 180;
  const near = condition === 'slant' ? r.between(0.14, 0.26) : r.between(0, 0.04);
  const side = r.whole(0, 3);
  const cx = FW / 2 + r.between(-0.04, 0.04) * FW - (condition === 'small in frame' ? 0.08 * FW : 0);
  const cy = FH / 2 + r.between(-0.04, 0.04) * FH;
  const box = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy], i) => {
    // The far side of a slanted card is shorter: its two corners come in towards its middle.
    const far = [i < 2, i >= 2, i === 0 || i === 3, i === 1 || i === 2][side];
    const k = far ? 1 - near : 1 + near * 0.25;
    return side < 2 ? [(sx * width * k) / 2, (sy * height) / 2] : [(sx * width) / 2, (sy * height * k) / 2];
  });
  return box.map(([x, y]) => [
    cx + x * Math.cos(turn) - y * Math.sin(turn),
    cy + x * Math.sin(turn) + y * Math.cos(turn),
  ]);
}

/** The light as a gain at each point (with a glare share and a tint). */
function light(r, condition) {
  const uneven = condition === 'uneven light';
  const a = r.between(0, Math.PI * 2);
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const low = uneven ? r.between(0.3, 0.45) : r.between(0.85, 0.95);
  const glare =
    uneven || r.maybe(0.25)
      ? { x: r.between(0.2, 0.8) * FW, y: r.between(0.2, 0.8) * FH, s: r.between(60, 140), k: r.between(0.25, 0.55) }
      : null;
  const hand =
    uneven && r.maybe(0.5)
      ? { x: r.between(0, 1) * FW, y: r.maybe(0.5) ? 0 : FH, rx: r.between(220, 340), ry: r.between(160, 260) }
      : null;
  const tint = uneven
    ? [1, r.between(0.88, 0.95), r.between(0.7, 0.82)]
    : [r.between(0.97, 1.03), 1, r.between(0.95, 1.05)];
  const half = Math.abs(ux) * FW + Math.abs(uy) * FH;
  return (x, y) => {
    const t = ((x - FW / 2) * ux + (y - FH / 2) * uy) / half + 0.5;
    let g = 1 - (1 - low) * Math.min(1, Math.max(0, t));
    if (hand) g *= 1 - 0.45 / (1 + Math.exp((Math.hypot((x - hand.x) / hand.rx, (y - hand.y) / hand.ry) - 1) * 8));
    const shine = glare ? glare.k * Math.exp(-((x - glare.x) ** 2 + (y - glare.y) ** 2) / (2 * glare.s ** 2)) : 0;
    return { g, shine, tint };
  };
}

/** The card (raw RGB, w × h) photographed under `condition`: JPEG bytes. */
export async function shoot(r, card, w, h, condition) {
  const q = corners(r, condition, w / h);
  const across = Math.hypot(q[1][0] - q[0][0], q[1][1] - q[0][1]);
  const cw = Math.round(Math.min(w, across * 1.15));
  const ch = Math.round((cw * h) / w);
  const src = await sharp(card, { raw: { width: w, height: h, channels: 3 } })
    .resize(cw, ch)
    .raw()
    .toBuffer();
  const back = invert(squareToQuad(q));
  const bow = r.between(0.005, 0.02) * (condition === 'slant' ? 2 : 1);
  const surfaceName = r.one(Object.keys(SURFACES));
  const ground = SURFACES[surfaceName];
  const seed = r.whole(1, 1000);
  const busy = condition === 'small in frame' ? clutter(r) : () => null;
  const lit = light(r, condition);
  const noise = r.between(1.5, 3.5);
  const px = Buffer.alloc(FW * FH * 3);
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      const zw = back[6] * x + back[7] * y + back[8];
      const su = (back[0] * x + back[1] * y + back[2]) / zw;
      const sv =
        (back[3] * x + back[4] * y + back[5]) / zw -
        bow * Math.sin(Math.PI * Math.min(1, Math.max(0, (back[0] * x + back[1] * y + back[2]) / zw)));
      const u = su * cw;
      const v = sv * ch;
      let rgb;
      if (u >= 0 && v >= 0 && u < cw - 1 && v < ch - 1) {
        const [u0, v0] = [Math.floor(u), Math.floor(v)];
        const [fu, fv] = [u - u0, v - v0];
        const at = (a, b, k) => src[(b * cw + a) * 3 + k];
        rgb = [0, 1, 2].map(
          (k) =>
            (at(u0, v0, k) * (1 - fu) + at(u0 + 1, v0, k) * fu) * (1 - fv) +
            (at(u0, v0 + 1, k) * (1 - fu) + at(u0 + 1, v0 + 1, k) * fu) * fv,
        );
      } else {
        // The card's shadow: a soft dark margin below and to the right of it.
        const out = Math.max(-su * cw, (su - 1) * cw, -sv * ch, (sv - 1) * ch);
        const dropped = su > 0.02 && sv > 0.03 && out < 22 ? 0.65 + out * 0.016 : 1;
        rgb = (busy(x, y) ?? ground(x, y, seed)).map((c) => c * dropped);
      }
      const { g, shine, tint } = lit(x, y);
      const i = (y * FW + x) * 3;
      for (let k = 0; k < 3; k += 1) {
        const value = rgb[k] * g * tint[k] * (1 - shine) + 255 * shine;
        const grain = (r.next() + r.next() - 1) * noise * (1 + 30 / (value + 15));
        px[i + k] = Math.max(0, Math.min(255, Math.round(value + grain)));
      }
    }
  let picture = sharp(px, { raw: { width: FW, height: FH, channels: 3 } });
  if (condition === 'low resolution')
    return picture
      .resize(r.whole(480, 640))
      .jpeg({ quality: r.whole(65, 85) })
      .toBuffer();
  if (condition === 'jpeg and blur') {
    if (r.maybe(0.5)) picture = picture.blur(r.between(1.2, 2.2));
    else {
      const n = 9;
      const kernel = Array.from({ length: n * n }, (_, k) => (Math.floor(k / n) === (n - 1) / 2 ? 1 : 0));
      picture = sharp(await picture.convolve({ width: n, height: n, kernel }).raw().toBuffer(), {
        raw: { width: FW, height: FH, channels: 3 },
      });
    }
    const first = await picture.jpeg({ quality: r.whole(30, 45) }).toBuffer();
    // Sent on through a messenger: saved again, smaller and harder.
    return sharp(first)
      .resize(r.whole(1000, 1200))
      .jpeg({ quality: r.whole(18, 30), chromaSubsampling: '4:2:0' })
      .toBuffer();
  }
  return picture.jpeg({ quality: r.whole(80, 92) }).toBuffer();
}
