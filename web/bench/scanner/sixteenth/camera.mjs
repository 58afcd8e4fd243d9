// The sixteenth generator's camera (session 19): a card photographed at night or in a dim place
// with the phone's flash — lying on a restaurant table, a car seat or a bar counter (places.mjs),
// curled, creased or dog-eared (surface.mjs), lit by the flash over a tungsten room (flash.mjs);
// the sensor's high-ISO noise and the phone's noise reduction (a 3 px median) smearing fine
// strokes; the condition's size, shake or focus; then JPEG, and for some a chat app's forwarding.
import sharp from 'sharp';
import { resend, screenshot } from './chat.mjs';
import { flashLight } from './flash.mjs';
import { PLACES } from './places.mjs';
import { drawMesh, placement, unevenness } from './surface.mjs';

/**
 * Raw pixels of a sharp pipeline, checked to have `channels` channels and the size asked for:
 * sharp answers some one-channel operations in three, which read as one would stripe a picture.
 */
export async function rawPixels(pipeline, channels, width, height) {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== channels || info.width !== width || info.height !== height)
    throw new Error(`sharp gave ${info.width}x${info.height}x${info.channels}, not ${width}x${height}x${channels}`);
  return data;
}

/** The card's pose for `condition`: pitch, yaw, roll in degrees (the phone held over the card). */
function pose(r, condition) {
  const turn = { pitch: r.real(-8, 8), yaw: r.real(-6, 6), roll: r.real(-2, 2) };
  if (condition === 'slant') {
    if (r.coin()) turn.yaw = r.pick([-1, 1]) * r.real(28, 40);
    else turn.pitch = r.pick([-1, 1]) * r.real(30, 40);
  }
  if (condition === 'tilt') turn.roll = r.pick([-1, 1]) * r.real(3, 10);
  return turn;
}

/** A normal deviate from the stream (Box-Muller). */
const gauss = (r) => Math.sqrt(-2 * Math.log(1 - r.real())) * Math.cos(2 * Math.PI * r.real());

/** A line kernel `length` px long at `angle`, for a hand's shake during a long exposure. */
function shakeKernel(length, angle) {
  const size = length % 2 ? length : length + 1;
  const kernel = new Array(size * size).fill(0);
  const c = (size - 1) / 2;
  for (let t = -c; t <= c; t += 0.25) {
    const [x, y] = [Math.round(c + t * Math.cos(angle)), Math.round(c + t * Math.sin(angle))];
    kernel[y * size + x] = 1;
  }
  return { width: size, height: size, kernel, scale: kernel.reduce((s, v) => s + v, 0) };
}

/**
 * A photo (JPEG bytes) of `card` (RGB pixels, W × H) for `condition`, in place `place`.
 */
export async function photograph(r, { card, W, H, place, glossy }, condition) {
  const small = condition === 'small in frame';
  const [FW, FH] = small ? [2000, 1500] : [1600, 1200];
  const width = FW * (small ? r.real(0.3, 0.36) : r.real(0.56, 0.68));
  const focal = FW * r.real(0.9, 1.15);
  const gentle = condition === 'clean';
  const lift = unevenness(r, W, H, gentle);
  const at = {
    W,
    H,
    ...pose(r, condition),
    width,
    cx: FW * r.real(-0.04, 0.04),
    cy: FH * r.real(-0.04, 0.04),
    focal,
    lift,
  };
  const where = placement(at);
  const distance = (focal * W) / width;
  const light = flashLight(r, {
    uneven: condition === 'uneven light',
    glossy,
    distance,
    focal,
    half: Math.atan(width / 2 / focal),
    FW,
    FH,
  });
  const mesh = drawMesh(where, light.shade, W, H, FW, FH, focal);
  const behind = await rawPixels(
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${FW}" height="${FH}">${PLACES[place](r, FW, FH)}</svg>`,
      ),
    ).removeAlpha(),
    3,
    FW,
    FH,
  );
  let top = 0;
  for (let o = 0; o < FW * FH; o += 1) if (!Number.isNaN(mesh.u[o])) top = Math.max(top, mesh.diffuse[o]);
  const exposure = 0.97 / (top + light.ambient);
  const iso = r.real(3, 7);
  const frame = Buffer.alloc(FW * FH * 3);
  for (let y = 0; y < FH; y += 1) {
    for (let x = 0; x < FW; x += 1) {
      const o = y * FW + x;
      const u = mesh.u[o];
      const onCard = !Number.isNaN(u);
      const px = [0, 0, 0];
      if (onCard) {
        const [u0, v0] = [Math.min(W - 2, Math.floor(u)), Math.min(H - 2, Math.floor(mesh.v[o]))];
        const [fu, fv] = [Math.min(1, u - u0), Math.min(1, mesh.v[o] - v0)];
        const a = (v0 * W + u0) * 3;
        for (let c = 0; c < 3; c += 1)
          px[c] =
            (card[a + c] * (1 - fu) * (1 - fv) +
              card[a + 3 + c] * fu * (1 - fv) +
              card[a + W * 3 + c] * (1 - fu) * fv +
              card[a + W * 3 + 3 + c] * fu * fv) /
            255;
      } else for (let c = 0; c < 3; c += 1) px[c] = behind[o * 3 + c] / 255;
      const flash = onCard ? mesh.diffuse[o] : light.room(x, y) * top;
      const spec = onCard ? mesh.spec[o] : 0;
      const grain = gauss(r) * iso;
      for (let c = 0; c < 3; c += 1) {
        const lit = px[c] * exposure * (flash * light.cold[c] + light.ambient * light.warm[c]);
        const value = 255 * (lit * (1 - spec) + spec) + grain + gauss(r) * iso * 0.4;
        frame[o * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  const raw = { raw: { width: FW, height: FH, channels: 3 } };
  // The phone's noise reduction: a median that also rounds off thin strokes.
  const cleaned = await rawPixels(sharp(frame, raw).median(3).blur(0.5), 3, FW, FH);
  let picture = sharp(cleaned, raw);
  if (condition === 'low resolution') {
    const scale = r.real(480, 700) / width;
    const jpeg = await picture
      .resize(Math.round(FW * scale), Math.round(FH * scale))
      .jpeg({ quality: r.int(72, 88) })
      .toBuffer();
    return resend(jpeg, 4000, r.int(62, 80));
  }
  if (condition === 'jpeg and blur') {
    picture = r.coin(0.55)
      ? picture.convolve(shakeKernel(r.int(4, 8), r.real(0, Math.PI)))
      : picture.blur(r.real(1.0, 1.4));
    const jpeg = await picture.jpeg({ quality: r.int(62, 82) }).toBuffer();
    return resend(jpeg, 1600, r.int(55, 75));
  }
  const jpeg = await picture.jpeg({ quality: r.int(80, 92) }).toBuffer();
  if (gentle || !r.coin(0.3)) return jpeg;
  return r.coin() ? screenshot(r, jpeg, FW, FH, r.int(82, 92)) : resend(jpeg, 1280, r.int(66, 82));
}
