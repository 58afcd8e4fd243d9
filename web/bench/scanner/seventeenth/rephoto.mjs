// The seventeenth generator's second-hand pictures (session 20): an outdoor photo shown on a laptop
// or phone display and photographed again (the display's pixel grid and moiré, its glass's glare
// and the room's reflection, its bezel on a desk), and a card scanned by a document-scanner app
// (flattened imperfectly — a little keystone and the curl left in — then whitened, its contrast
// hardened and over-sharpened into haloes).
import sharp from 'sharp';
import { sheetLookup } from './lens.mjs';
import { LINEAR, paint, paintGrey, rawOf, rgb, sample, toByte } from './pixels.mjs';

/** `shot` ({ data, FW, FH, cardWidth }) on a display, photographed again: the same shape. */
export async function fromScreen(r, shot) {
  const seen = await rawOf(
    sharp(await rgb(shot.data, shot.FW, shot.FH).jpeg({ quality: 85 }).toBuffer()),
    3,
    shot.FW,
    shot.FH,
  );
  const DW = Math.round(shot.FW * r.real(0.78, 0.92));
  const DH = Math.round((DW * shot.FH) / shot.FW);
  const shown = await rawOf(rgb(seen, shot.FW, shot.FH).resize(DW, DH), 3, DW, DH);
  const bezel = Math.round(DW * r.real(0.03, 0.06));
  const [SW, SH] = [DW + 2 * bezel, DH + 2 * bezel];
  const [FW, FH] = [1600, 1200];
  const width = FW * r.real(0.86, 0.97);
  const look = sheetLookup({
    W: SW,
    H: SH,
    pitch: r.real(-6, 6),
    yaw: r.real(-6, 6),
    roll: r.real(-2, 2),
    width,
    cx: FW * r.real(-0.02, 0.02),
    cy: FH * r.real(-0.02, 0.02),
    focal: FW * r.real(0.9, 1.1),
    FW,
    FH,
  });
  const desk = await paint(
    `<rect width="${FW}" height="${FH}" fill="${r.pick(['#4a3a2c', '#2c2f33', '#6b6258'])}"/>`,
    FW,
    FH,
  );
  const [wx, wy] = [r.real(0.1, 0.7) * FW, r.real(0.05, 0.5) * FH];
  const room = await paintGrey(
    `<rect width="${FW}" height="${FH}" fill="#000"/><rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="${(FW * r.real(0.2, 0.4)).toFixed(0)}" height="${(FH * r.real(0.3, 0.5)).toFixed(0)}" fill="#fff"/><ellipse cx="${(wx + 120).toFixed(0)}" cy="${(wy + 200).toFixed(0)}" rx="90" ry="120" fill="#000"/>`,
    FW,
    FH,
    r.real(18, 30),
  );
  const [gx, gy, gs, glare] = [
    r.real(0.2, 0.8) * FW,
    r.real(0.1, 0.6) * FH,
    r.real(0.15, 0.3) * FW,
    r.real(0.05, 0.15),
  ];
  const [reflect, low, black, lamp] = [r.real(0.03, 0.08), r.real(0.74, 0.86), r.real(0.01, 0.03), r.real(0.12, 0.25)];
  const frame = Buffer.alloc(FW * FH * 3);
  const grain = r.real(2, 4);
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      const o = y * FW + x;
      const at = look(x, y);
      const onSheet = at && at[0] >= 0 && at[1] >= 0 && at[0] < SW && at[1] < SH;
      const [du, dv] = onSheet ? [at[0] - bezel, at[1] - bezel] : [-1, -1];
      const onDisplay = du >= 0 && dv >= 0 && du < DW - 1 && dv < DH - 1;
      const stripe = Math.floor((du - Math.floor(du)) * 3);
      const row = dv - Math.floor(dv) > 0.82 ? 0.8 : 1;
      const shine = onSheet
        ? glare * Math.exp(-((x - gx) ** 2 + (y - gy) ** 2) / (gs * gs)) + (reflect * room[o]) / 255
        : 0;
      for (let c = 0; c < 3; c += 1) {
        let v;
        if (onDisplay) {
          const mask = ((c === stripe ? 1 : low) * 3) / (1 + 2 * low);
          v = black + 0.92 * LINEAR[Math.round(sample(shown, DW, DH, du, dv, c))] * mask * row;
        } else if (onSheet) v = 0.006;
        else v = LINEAR[desk[o * 3 + c]] * lamp;
        frame[o * 3 + c] = Math.max(0, Math.min(255, toByte(v + shine) + Math.round(r.gauss() * grain)));
      }
    }
  const data = await rawOf(rgb(frame, FW, FH).blur(0.6).sharpen({ sigma: 0.8 }), 3, FW, FH);
  return { data, FW, FH, cardWidth: (shot.cardWidth * (DW / shot.FW) * width) / SW };
}

/** `card` (RGB, W × H) as a document-scanner app's flattened, whitened page: { data, FW, FH, cardWidth }. */
export async function scannerApp(r, card, W, H) {
  const margin = r.int(0, 14);
  const cardWidth = r.int(1100, 1300);
  const FW = cardWidth + 2 * margin;
  const FH = Math.round((cardWidth * H) / W) + 2 * margin;
  const s = W / cardWidth;
  const [key, curl, ramp, turn] = [r.real(-0.03, 0.03), r.real(2, 7), r.real(0.06, 0.16), r.real(0, Math.PI * 2)];
  const grey = r.int(226, 242);
  const lin = new Float32Array(FW * FH * 3);
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      const o = y * FW + x;
      let [u, v] = [(x - margin) * s, (y - margin) * s];
      u += key * (v - H / 2) * ((u - W / 2) / W);
      v += curl * Math.sin((Math.PI * u) / W) + curl * 2 * Math.max(0, u / W - 0.85) ** 2 * 10;
      const light = 1 - ramp * (0.5 + 0.5 * Math.cos(turn + (u / W) * 2.2 + (v / H) * 1.3));
      const inside = u >= 0 && v >= 0 && u <= W - 1 && v <= H - 1;
      for (let c = 0; c < 3; c += 1)
        lin[o * 3 + c] = (inside ? LINEAR[Math.round(sample(card, W, H, u, v, c))] : LINEAR[grey]) * light;
    }
  // The app stretches each channel between its darkest and brightest few per cent (so a tinted
  // paper turns white), then hardens the result.
  const frame = Buffer.alloc(FW * FH * 3);
  const hard = r.real(1.1, 1.35);
  const paperShare = r.real(0.88, 0.96);
  for (let c = 0; c < 3; c += 1) {
    const L = Float32Array.from({ length: FW * FH }, (_, o) => lin[o * 3 + c]).sort();
    // On a dark card the brightest few per cent are its letters, not its paper.
    const dark = L[Math.floor(L.length * 0.5)] < 0.2;
    const hi = dark ? L[Math.floor(L.length * 0.995)] : L[Math.floor(L.length * 0.9)] * paperShare;
    const lo = L[Math.floor(L.length * 0.02)];
    for (let o = c; o < FW * FH * 3; o += 3)
      frame[o] = toByte(Math.min(1, Math.max(0, (lin[o] - lo) / (hi - lo))) ** hard);
  }
  const data = await rawOf(rgb(frame, FW, FH).sharpen({ sigma: r.real(1.2, 2), m1: 1, m2: r.real(2.5, 4) }), 3, FW, FH);
  return { data, FW, FH, cardWidth };
}
