// What the card lies on or is held against, as RGB floats (0..255): a corkboard, a fridge door,
// the thigh of a pair of jeans, a car's dashboard, a train's or an airport's tray table, and for
// the laptop webcam a room behind the hand that holds the card up. Each also names the light of
// its place (the camera applies it) and what holds the card (a pin, a magnet, a thumb).
import { valueNoise } from './pixels.mjs';

const mix = (a, b, t) => a.map((v, k) => v + (b[k] - v) * t);

function fill(width, height, shade) {
  const rgb = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const c = shade(x, y, y * width + x);
      rgb.set(c, (y * width + x) * 3);
    }
  return rgb;
}

function cork(r, width, height) {
  const coarse = valueNoise(r, width, height, 9);
  const fine = valueNoise(r, width, height, 2.2);
  const base = r.pick([
    [176, 128, 82],
    [190, 142, 95],
    [165, 118, 74],
  ]);
  return fill(width, height, (x, y, i) => {
    const grain = (coarse[i] - 0.5) * 46 + (fine[i] - 0.5) * 38;
    const pit = fine[i] < 0.12 ? -40 : 0;
    return base.map((v, k) => v + grain * (k === 2 ? 0.7 : 1) + pit);
  });
}

function fridge(r, width, height) {
  const steel = r.chance(0.5);
  const base = steel
    ? [196, 199, 202]
    : r.pick([
        [238, 238, 234],
        [232, 230, 222],
      ]);
  const rows = valueNoise(r, 1, height, 1.3);
  const slow = valueNoise(r, width, height, 300);
  return fill(width, height, (x, y, i) => {
    const brushed = steel ? (rows[y] - 0.5) * 12 : 0;
    const sheen = (slow[i] - 0.5) * 26 + (1 - y / height) * 12;
    return base.map((v) => v + brushed + sheen);
  });
}

function denim(r, width, height) {
  const base = r.pick([
    [52, 78, 118],
    [38, 58, 92],
    [74, 104, 146],
  ]);
  const fade = valueNoise(r, width, height, 180);
  const slub = valueNoise(r, width, height, 6);
  const pitch = r.range(4.5, 6.5);
  const seamX = r.range(0.1, 0.9) * width;
  return fill(width, height, (x, y, i) => {
    const twill = Math.sin(((x + y) / pitch) * Math.PI * 2) * 0.5 + 0.5;
    const weft = (Math.sin((y / pitch) * Math.PI * 4) * 0.5 + 0.5) * 0.3;
    let c = base.map((v) => v * (0.78 + 0.3 * twill + 0.1 * weft) + (fade[i] - 0.4) * 60 + (slub[i] - 0.5) * 22);
    const off = Math.abs(x - seamX);
    if (off < 22) c = c.map((v) => v * 0.82);
    if ((Math.abs(off - 12) < 2.2 || Math.abs(off - 19) < 2.2) && y % 14 < 9) c = mix(c, [200, 140, 60], 0.85);
    return c;
  });
}

function dashboard(r, width, height) {
  const base = r.pick([
    [44, 44, 46],
    [58, 54, 50],
    [36, 38, 42],
  ]);
  const pebble = valueNoise(r, width, height, 3);
  const broad = valueNoise(r, width, height, 260);
  return fill(width, height, (x, y, i) => {
    const g = (pebble[i] - 0.5) * 16 + (broad[i] - 0.5) * 18;
    const glare = Math.max(0, 1 - y / (height * 0.35)) * 36;
    return base.map((v) => v + g + glare);
  });
}

function trayTable(r, width, height) {
  const base = r.pick([
    [196, 194, 186],
    [172, 176, 178],
    [214, 208, 196],
  ]);
  const speck = valueNoise(r, width, height, 1.6);
  const broad = valueNoise(r, width, height, 220);
  const edge = r.range(0.82, 0.95) * height;
  return fill(width, height, (x, y, i) => {
    if (y > edge) return [48, 52, 58].map((v) => v + (broad[i] - 0.5) * 16);
    const s = speck[i] > 0.9 ? -30 : speck[i] < 0.08 ? 14 : 0;
    const lip = y > edge - 10 ? 22 : 0;
    return base.map((v) => v + s + (broad[i] - 0.5) * 20 + lip);
  });
}

function room(r, width, height) {
  const wall = r.pick([
    [196, 186, 170],
    [170, 180, 188],
    [206, 200, 190],
  ]);
  const shelfX = r.range(0.55, 0.8) * width;
  const books = valueNoise(r, width, height, 40);
  const shoulderY = r.range(0.78, 0.9) * height;
  return fill(width, height, (x, y, i) => {
    let c = wall.map((v) => v * (0.75 + 0.25 * (1 - y / height)));
    if (x > shelfX && y < height * 0.7) c = [90 + books[i] * 90, 60 + books[i] * 50, 40 + books[i] * 60];
    const body =
      (x - width / 2) ** 2 / (width * 0.38) ** 2 + (y - height * 1.15) ** 2 / (height - shoulderY + height * 0.15) ** 2;
    if (body < 1) c = [40, 42, 50];
    return c;
  });
}

/** The scenes a picture is taken in: a surface, its light, what holds the card, its camera. */
export const SCENES = {
  corkboard: { surface: cork, light: 'fluorescent', holder: 'pin', camera: 'phone' },
  fridge: { surface: fridge, light: 'kitchen', holder: 'magnet', camera: 'phone' },
  jeans: { surface: denim, light: 'daylight', holder: null, camera: 'portrait' },
  dashboard: { surface: dashboard, light: 'windscreen', holder: null, camera: 'phone' },
  'tray table': { surface: trayTable, light: 'fluorescent', holder: null, camera: 'portrait' },
  webcam: { surface: room, light: 'screen', holder: 'thumb', camera: 'webcam' },
};
