// From the camera's raw frame to the file: the phone's sharpening, the webcam's video encoder
// (fixed-focus softness and a low-rate 4:2:0 JPEG pass, whose 8 x 8 blocks and smeared colour
// stay in the frame it saves), the conditions that live in the file (low resolution, JPEG and
// blur), a turn for the pictures taken with the phone held the other way, and the JPEG.
import sharp from 'sharp';
import { rawPixels } from './pixels.mjs';

/** One sharp step on an RGB frame, read back as raw RGB of the size it answers. */
async function step(frame, op) {
  const { data, width, height } = frame;
  const out = await op(sharp(data, { raw: { width, height, channels: 3 } }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (out.info.channels !== 3) throw new Error(`step answered ${out.info.channels} channels`);
  return { data: out.data, width: out.info.width, height: out.info.height };
}

function streak(length, angle) {
  const size = length % 2 ? length : length + 1;
  const kernel = new Array(size * size).fill(0);
  const c = (size - 1) / 2;
  for (let t = -c; t <= c; t += 0.25) {
    const x = Math.round(c + t * Math.cos(angle));
    const y = Math.round(c + t * Math.sin(angle));
    kernel[y * size + x] = 1;
  }
  return { width: size, height: size, kernel, scale: kernel.reduce((a, b) => a + b, 0) };
}

export async function develop(r, shot, { condition, turn }) {
  const notes = [];
  let frame = { data: shot.raw, width: shot.fw, height: shot.fh };
  let quality = r.int(82, 92);
  if (shot.camera === 'webcam') {
    const focus = r.range(0.7, 1.0);
    const rate = r.int(28, 40);
    frame = await step(frame, (s) => s.blur(focus));
    const coded = await sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: 3 } })
      .jpeg({ quality: rate, chromaSubsampling: '4:2:0' })
      .toBuffer();
    frame = {
      data: await rawPixels(sharp(coded), frame.width, frame.height, 3),
      width: frame.width,
      height: frame.height,
    };
    notes.push(`webcam 1280x720, focus blur ${focus.toFixed(2)}, encoder q ${rate}`);
  } else {
    frame = await step(frame, (s) => s.sharpen({ sigma: r.range(0.6, 1.0) }));
  }
  if (condition === 'jpeg and blur') {
    if (r.chance(0.5)) {
      const sigma = r.range(1.0, 1.5);
      frame = await step(frame, (s) => s.blur(sigma));
      notes.push(`focus blur ${sigma.toFixed(2)}`);
    } else {
      const length = r.int(4, 7);
      frame = await step(frame, (s) => s.convolve(streak(length, r.range(0, Math.PI))));
      notes.push(`shake ${length} px`);
    }
    quality = r.int(45, 60);
  }
  if (condition === 'low resolution') {
    const long = r.int(480, 680);
    const width = Math.round((frame.width * long) / shot.place.w);
    frame = await step(frame, (s) => s.resize(width));
    notes.push(`card ${long} px long`);
    quality = r.int(78, 88);
  }
  if (turn) {
    frame = await step(frame, (s) => s.rotate(turn));
    notes.push(`turned ${turn}`);
  }
  const bytes = await sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
  notes.push(`q ${quality}`);
  return { bytes: new Uint8Array(bytes), notes };
}
