// The fourteenth generator's camera (session 17): a phone photographing a card held up in a hand
// in a room — the card turned in the air and read by a rolling shutter while the hand drifts
// (lens.mjs), the room behind out of focus, vignetting, a glossy card's glare, a fluorescent
// tube's banding, a shadow across the card, a dim room's noise lifted by auto-exposure and the phone's
// noise reduction, HDR tone mapping, sharpening and JPEG (light.mjs), at the ten conditions.
import sharp from 'sharp';
import { cornersInFrame, planeMap, readThrough } from './lens.mjs';
import { banding, expose, glare, light, noise, roomSvg, toneMap } from './light.mjs';

const TINTS = [
  [1, 1, 1],
  [1.02, 1.03, 0.93],
  [0.97, 1.02, 1.04],
  [1.05, 1, 0.9],
];

/** The frame size and the pose of the card in it for `condition`. */
function pose(r, condition) {
  let [fw, fh] = condition === 'small in frame' ? [2000, 1500] : [1600, 1200];
  let span = fw * (condition === 'small in frame' ? r.real(0.3, 0.36) : r.real(0.6, 0.74));
  if (condition === 'low resolution') {
    span = r.int(480, 700);
    fw = Math.round(span / r.real(0.66, 0.76));
    fh = Math.round((fw * 3) / 4);
  }
  const turn = condition === 'slant' ? r.real(26, 40) * (r.coin() ? 1 : -1) : 0;
  const yawSlant = r.coin();
  const roll = condition === 'tilt' ? r.real(3, 10) * (r.coin() ? 1 : -1) : r.real(-2.5, 2.5);
  const room = (fw - span) / 2;
  return {
    fw,
    fh,
    roll,
    pitch: turn && !yawSlant ? turn : r.real(-7, 7),
    yaw: turn && yawSlant ? turn : r.real(-7, 7),
    span,
    centre: [fw / 2 + r.real(-0.5, 0.5) * room * 0.6, fh / 2 + r.real(-0.06, 0.06) * fh],
    distance: r.real(1.8, 2.6),
  };
}

/** A straight motion-blur kernel `n` px long at `angle`, for sharp's convolve. */
function shakeKernel(n, angle) {
  const size = n % 2 ? n : n + 1;
  const kernel = new Array(size * size).fill(0);
  const c = (size - 1) / 2;
  for (let t = 0; t <= 4 * n; t += 1) {
    const s = (t / (4 * n) - 0.5) * (n - 1);
    kernel[Math.round(c + s * Math.sin(angle)) * size + Math.round(c + s * Math.cos(angle))] += 1;
  }
  return { width: size, height: size, kernel, scale: kernel.reduce((a, b) => a + b, 0) };
}

/** The JPEG bytes of the held sheet (`sheet`: RGBA pixels sw × sh, card W × H at `at`) under `condition`. */
export async function photograph(r, sheet, condition) {
  const { W, H } = sheet;
  const p = pose(r, condition);
  const { fw, fh } = p;
  const scale = Math.min(1, (p.span * 1.15) / W);
  const sw = Math.round(sheet.sw * scale);
  const sh = Math.round(sheet.sh * scale);
  const pixels = await sharp(sheet.pixels, { raw: { width: sheet.sw, height: sheet.sh, channels: 4 } })
    .resize(sw, sh, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const [mx, my] = sheet.at.map((v) => v * (sw / sheet.sw));
  const cw = W * (sw / sheet.sw);
  const ch = H * (sh / sheet.sh);
  const frameCorners = cornersInFrame(p, W, H);
  const map = planeMap(frameCorners, [
    [mx, my],
    [mx + cw, my],
    [mx + cw, my + ch],
    [mx, my + ch],
  ]);
  const skew = (condition === 'jpeg and blur' ? r.real(4, 14) : r.real(0, 6)) * (r.coin() ? 1 : -1) * (fw / 1600);
  const wobble = r.real(0, 1.5) * (fw / 1600);
  const phase = r.real(0, 6.28);
  const { rgb, cover } = readThrough(
    pixels,
    sw,
    sh,
    map,
    fw,
    fh,
    (y) => skew * (y / fh - 0.5) + wobble * Math.sin((y / fh) * 9 + phase),
  );

  const room = await sharp(Buffer.from(roomSvg(r, fw, fh)))
    .blur(fw / 90)
    .removeAlpha()
    .raw()
    .toBuffer();
  for (let o = 0; o < fw * fh; o += 1) {
    for (let c = 0; c < 3; c += 1)
      rgb[o * 3 + c] = cover[o] * rgb[o * 3 + c] + (1 - cover[o]) * (room[o * 3 + c] / 255);
  }

  const xs = frameCorners.map(([x]) => x);
  const ys = frameCorners.map(([, y]) => y);
  const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const uneven = condition === 'uneven light';
  const shadow = uneven
    ? {
        angle: r.real(0, 2 * Math.PI),
        at: [(box[0] + box[2]) / 2 + r.real(-0.15, 0.15) * (box[2] - box[0]), (box[1] + box[3]) / 2],
        depth: r.real(0.3, 0.45),
        soft: (box[2] - box[0]) * r.real(0.25, 0.6),
      }
    : null;
  light(rgb, fw, fh, r.real(0.62, 0.85), shadow, condition === 'clean' ? TINTS[0] : r.pick(TINTS));
  if (condition !== 'clean' && r.coin(0.5)) {
    glare(rgb, cover, fw, fh, {
      at: [r.real(box[0], box[2]), r.real(box[1], box[3])],
      rx: (box[2] - box[0]) * r.real(0.15, 0.35),
      ry: (box[3] - box[1]) * r.real(0.08, 0.2),
      angle: r.real(-0.8, 0.8),
      peak: r.real(0.25, 0.45),
    });
  }
  if (r.coin(0.4))
    banding(rgb, fw, fh, { depth: r.real(0.015, 0.04), period: r.real(0.04, 0.12) * fh, phase: r.real(0, 6.28) });
  const dim = uneven || condition === 'dark paper' || r.coin(0.2);
  const level = dim ? r.real(0.35, 0.55) : r.real(0.8, 1);
  for (let i = 0; i < rgb.length; i += 1) rgb[i] *= level;
  noise(r, rgb, fw, fh, dim ? r.real(0.012, 0.022) : r.real(0.004, 0.01));
  expose(rgb, cover, fw * fh);
  if (dim || r.coin(0.35)) {
    const luma = Buffer.alloc(fw * fh);
    for (let o = 0; o < fw * fh; o += 1)
      luma[o] = Math.min(255, 255 * (0.3 * rgb[o * 3] + 0.59 * rgb[o * 3 + 1] + 0.11 * rgb[o * 3 + 2]));
    const local = await sharp(luma, { raw: { width: fw, height: fh, channels: 1 } })
      .blur(fw / 40)
      // sharp answers the blur in three channels (sRGB); read as one, it striped every third row.
      .extractChannel(0)
      .raw()
      .toBuffer();
    toneMap(
      rgb,
      Float32Array.from(local, (v) => v / 255),
      fw,
      fh,
      r.real(0.25, 0.45),
    );
  }

  const bytes = Buffer.alloc(fw * fh * 3);
  for (let i = 0; i < rgb.length; i += 1) {
    const v = Math.min(1, Math.max(0, rgb[i]));
    bytes[i] = Math.round(255 * (0.78 * v + 0.22 * v * v * (3 - 2 * v)));
  }
  let picture = sharp(bytes, { raw: { width: fw, height: fh, channels: 3 } });
  if (dim) picture = picture.median(3);
  if (condition === 'jpeg and blur') {
    const how = r.pick(['shake', 'focus', 'both']);
    const blurred =
      how === 'focus'
        ? picture
        : picture.convolve(shakeKernel(r.int(how === 'both' ? 3 : 4, how === 'both' ? 5 : 8), r.real(0, Math.PI)));
    const raw = await blurred.raw().toBuffer();
    picture = sharp(raw, { raw: { width: fw, height: fh, channels: 3 } });
    if (how !== 'shake') picture = picture.blur(how === 'both' ? r.real(0.7, 1.0) : r.real(0.9, 1.4));
  }
  const quality =
    condition === 'jpeg and blur' ? r.int(55, 82) : condition === 'low resolution' ? r.int(68, 88) : r.int(80, 94);
  return picture
    .sharpen({ sigma: r.real(0.6, 1.1) })
    .jpeg({ quality, chromaSubsampling: r.coin(0.8) ? '4:2:0' : '4:4:4' })
    .toBuffer();
}
