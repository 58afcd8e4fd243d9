// The seventeenth generator's camera (session 20): a card lying outdoors in daylight on a car's
// bonnet, a park bench, a café table, a notebook or a clipboard (scenes.mjs), photographed by a
// phone held over it. Hard sun cut by the shadows of leaves, a fence, a grille or the phone and hand
// (sunlight.mjs), the sky's blue in the shade, the card's own thin shadow on the surface, a white
// card blown out in full sun, the phone's HDR tone mapping and sharpening; some pictures shown on
// another screen and photographed again or scanned by a document-scanner app (rephoto.mjs); then
// the condition's size, shake or focus and JPEG.
import sharp from 'sharp';
import { sheetLookup } from './lens.mjs';
import { LINEAR, paint, rawOf, rgb, sample, toByte } from './pixels.mjs';
import { fromScreen, scannerApp } from './rephoto.mjs';
import { SCENES } from './scenes.mjs';
import { SHADOW_KINDS, sunMask, toneMap } from './sunlight.mjs';

const SUN = [1, 0.97, 0.9];
const SKY = [0.74, 0.86, 1.16];

/** The card's pose for `condition`: pitch, yaw, roll in degrees. */
function pose(r, condition) {
  const turn = { pitch: r.real(-7, 7), yaw: r.real(-7, 7), roll: r.real(-2.5, 2.5) };
  if (condition === 'slant') {
    if (r.coin()) turn.yaw = r.pick([-1, 1]) * r.real(28, 40);
    else turn.pitch = r.pick([-1, 1]) * r.real(28, 40);
  }
  if (condition === 'tilt') turn.roll = r.pick([-1, 1]) * r.real(3, 10);
  return turn;
}

/** The card's texture at about the size it will show, so sampling does not alias its strokes. */
async function texture(card, W, H, width) {
  if (width >= W * 0.8) return { tex: card, w: W, h: H };
  const w = Math.round(width * 1.3);
  const h = Math.round((H * w) / W);
  return { tex: await rawOf(rgb(card, W, H).resize(w, h, { kernel: 'lanczos3' }), 3, w, h), w, h };
}

/** The outdoor photo: { data (RGB), FW, FH, cardWidth }, not yet saved. */
async function outdoors(r, { card, W, H, scene }, condition) {
  const small = condition === 'small in frame';
  const [FW, FH] = small ? [2000, 1500] : [1600, 1200];
  const width = FW * (small ? r.real(0.3, 0.36) : r.real(0.56, 0.68));
  const look = sheetLookup({
    W,
    H,
    ...pose(r, condition),
    width,
    cx: FW * r.real(-0.05, 0.05),
    cy: FH * r.real(-0.05, 0.05),
    focal: FW * r.real(0.85, 1.1),
    FW,
    FH,
  });
  const { tex, w, h } = await texture(card, W, H, width);
  const behind = await paint(SCENES[scene](r, FW, FH), FW, FH);
  // Clean: open shade or plain sun. Uneven light: always a cast shadow; otherwise most pictures.
  const kind = condition === 'clean' ? null : condition === 'uneven light' || r.coin(0.6) ? r.pick(SHADOW_KINDS) : null;
  const shadeAll = !kind && r.coin(condition === 'clean' ? 0.5 : 0.3);
  const sun = await sunMask(r, kind, FW, FH);
  const sky = r.real(0.3, 0.45);
  const bright = shadeAll ? r.real(0.9, 1.05) / (sky * 1.05) : r.real(0.95, condition === 'clean' ? 1.05 : 1.3);
  const drop = [r.real(4, 14), r.real(4, 14)];
  const on = new Uint8Array(FW * FH);
  const uv = new Float32Array(FW * FH * 2);
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      const o = y * FW + x;
      const at = look(x, y);
      if (at && at[0] >= 0 && at[1] >= 0 && at[0] <= W && at[1] <= H) {
        on[o] = 1;
        uv[o * 2] = (at[0] * w) / W;
        uv[o * 2 + 1] = (at[1] * h) / H;
      }
    }
  let sunShare = 0;
  const lin = new Float32Array(FW * FH * 3);
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      const o = y * FW + x;
      const [dx, dy] = [Math.round(x - drop[0]), Math.round(y - drop[1])];
      const underCard = !on[o] && dx >= 0 && dy >= 0 && dx < FW && dy < FH && on[dy * FW + dx];
      const lit = shadeAll || underCard ? 0 : sun ? sun[o] / 255 : 1;
      sunShare += lit;
      for (let c = 0; c < 3; c += 1) {
        const albedo = on[o]
          ? LINEAR[Math.round(sample(tex, w, h, uv[o * 2], uv[o * 2 + 1], c))]
          : LINEAR[behind[o * 3 + c]];
        lin[o * 3 + c] = albedo * bright * (SUN[c] * lit + SKY[c] * sky);
      }
    }
  // The phone balances white for the light it mostly sees: the shade stays a little blue.
  const f = sunShare / (FW * FH);
  const balance = [0, 1, 2].map((c) => (SUN[1] * f + SKY[1] * (1 - f) * 0.6) / (SUN[c] * f + SKY[c] * (1 - f) * 0.6));
  for (let o = 0; o < FW * FH; o += 1)
    for (let c = 0; c < 3; c += 1) lin[o * 3 + c] = Math.min(1, lin[o * 3 + c] * balance[c]);
  await toneMap(lin, FW, FH, r.real(0.25, 0.45), FW / r.real(40, 70));
  const frame = Buffer.alloc(FW * FH * 3);
  const grain = r.real(1, 2.5);
  for (let o = 0; o < FW * FH * 3; o += 1)
    frame[o] = Math.max(0, Math.min(255, toByte(lin[o]) + Math.round(r.gauss() * grain)));
  const data = await rawOf(rgb(frame, FW, FH).sharpen({ sigma: r.real(0.7, 1.1) }), 3, FW, FH);
  return { data, FW, FH, cardWidth: width };
}

/** A 4-8 px line kernel at `angle`: the hand's shake. */
function shake(r) {
  const length = r.int(4, 8);
  const size = length | 1;
  const kernel = new Array(size * size).fill(0);
  const angle = r.real(0, Math.PI);
  const c = (size - 1) / 2;
  for (let t = -c; t <= c; t += 0.25)
    kernel[Math.round(c + t * Math.sin(angle)) * size + Math.round(c + t * Math.cos(angle))] = 1;
  return { width: size, height: size, kernel, scale: kernel.reduce((s, v) => s + v, 0) };
}

/** The picture (JPEG bytes) of `card` (RGB, W × H) on `scene` for `condition`; `finish`: 'photo' | 'screen' | 'scanner'. */
export async function photograph(r, { card, W, H, scene, finish }, condition) {
  const shot =
    finish === 'scanner'
      ? await scannerApp(r, card, W, H)
      : finish === 'screen'
        ? await fromScreen(r, await outdoors(r, { card, W, H, scene }, condition))
        : await outdoors(r, { card, W, H, scene }, condition);
  const { data, FW, FH, cardWidth } = shot;
  let picture = rgb(data, FW, FH);
  if (condition === 'low resolution') {
    const scale = r.real(480, 700) / cardWidth;
    return picture
      .resize(Math.round(FW * scale), Math.round(FH * scale))
      .jpeg({ quality: r.int(70, 86) })
      .toBuffer();
  }
  if (condition === 'jpeg and blur') {
    picture = r.coin(0.5) ? picture.convolve(shake(r)) : picture.blur(r.real(1.0, 1.5));
    const once = await picture.jpeg({ quality: r.int(55, 72) }).toBuffer();
    return r.coin()
      ? once
      : sharp(once)
          .jpeg({ quality: r.int(60, 75) })
          .toBuffer();
  }
  return picture.jpeg({ quality: r.int(82, 92) }).toBuffer();
}
