// The seventeenth generator's daylight (session 20): where the sun falls in the frame — cut by the
// shadows of leaves, a fence, a window grille or the phone and the hand holding it, their edges
// soft by the penumbra's width — and the phone's HDR tone mapping, which lifts the shade and leaves
// haloes along strong edges.
import { blurGrey, paintGrey } from './pixels.mjs';

const SHADOWS = {
  leaves(r, FW, FH) {
    const parts = [];
    for (let cluster = 0; cluster < r.int(5, 9); cluster += 1) {
      const [cx, cy, spread] = [r.real(0, FW), r.real(0, FH), r.real(0.08, 0.2) * FW];
      for (let leaf = 0; leaf < r.int(14, 26); leaf += 1) {
        const [x, y] = [cx + r.gauss() * spread, cy + r.gauss() * spread * 0.7];
        const [a, b] = [r.real(20, 55), r.real(9, 22)];
        parts.push(
          `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${a.toFixed(0)}" ry="${b.toFixed(0)}" transform="rotate(${r.int(0, 179)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`,
        );
      }
    }
    return parts.join('');
  },
  fence(r, FW, FH) {
    const [bar, gap, turn] = [r.int(40, 80), r.int(50, 110), r.real(-35, 35)];
    const parts = [];
    for (let x = -FW; x < FW * 2; x += bar + gap)
      parts.push(`<rect x="${x}" y="${-FH}" width="${bar}" height="${FH * 3}"/>`);
    return `<g transform="rotate(${turn.toFixed(1)} ${FW / 2} ${FH / 2})">${parts.join('')}</g>`;
  },
  grille(r, FW, FH) {
    const [step, bar, turn] = [r.int(130, 220), r.int(12, 22), r.real(-20, 20)];
    const parts = [];
    for (let x = -FW; x < FW * 2; x += step)
      parts.push(`<rect x="${x}" y="${-FH}" width="${bar}" height="${FH * 3}"/>`);
    for (let y = -FH; y < FH * 2; y += step * 1.3)
      parts.push(`<rect x="${-FW}" y="${y}" width="${FW * 3}" height="${bar}"/>`);
    return `<g transform="rotate(${turn.toFixed(1)} ${FW / 2} ${FH / 2})" fill="#000">${parts.join('')}</g>`;
  },
  hand(r, FW, FH) {
    // The phone's shadow enters from a corner with the hand and wrist behind it.
    const corner = r.int(0, 3);
    const [x, y] = [
      [0, 0],
      [FW, 0],
      [FW, FH],
      [0, FH],
    ][corner];
    const [sx, sy] = [x ? -1 : 1, y ? -1 : 1];
    const [px, py] = [x + sx * r.real(0.12, 0.2) * FW, y + sy * r.real(0.1, 0.18) * FH];
    return [
      `<rect x="${(px - 130).toFixed(0)}" y="${(py - 240).toFixed(0)}" width="260" height="480" rx="40" transform="rotate(${r.int(-30, 30)} ${px.toFixed(0)} ${py.toFixed(0)})"/>`,
      `<ellipse cx="${(px + sx * 140).toFixed(0)}" cy="${(py + sy * 160).toFixed(0)}" rx="210" ry="150"/>`,
      `<ellipse cx="${(x + sx * 40).toFixed(0)}" cy="${(y + sy * 60).toFixed(0)}" rx="260" ry="230"/>`,
    ].join('');
  },
};

export const SHADOW_KINDS = Object.keys(SHADOWS);

/** Sunlit share per pixel of an FW × FH frame (0 shade .. 255 sun) for shadow `kind`, or null (all sun). */
export function sunMask(r, kind, FW, FH) {
  if (!kind) return null;
  const body = `<rect width="${FW}" height="${FH}" fill="#fff"/><g fill="#000">${SHADOWS[kind](r, FW, FH)}</g>`;
  return paintGrey(body, FW, FH, r.real(1.5, kind === 'leaves' ? 6 : 3.5));
}

/**
 * The phone's local tone mapping over linear RGB `lin` (Float32Array, FW × FH × 3), in place: each
 * pixel is scaled by (key / its neighbourhood's brightness)^strength, lifting shade and dimming a
 * little beside bright areas; the neighbourhood is wide, so strong edges keep a halo.
 */
export async function toneMap(lin, FW, FH, strength, radius) {
  const n = FW * FH;
  const code = Buffer.alloc(n);
  for (let o = 0; o < n; o += 1) {
    const L = 0.3 * lin[o * 3] + 0.59 * lin[o * 3 + 1] + 0.11 * lin[o * 3 + 2];
    code[o] = Math.round(255 * Math.sqrt(Math.min(1, Math.max(0, L))));
  }
  const base = await blurGrey(code, FW, FH, radius);
  for (let o = 0; o < n; o += 1) {
    const around = Math.max(0.01, (base[o] / 255) ** 2);
    const gain = Math.min(2.4, Math.max(0.85, (0.35 / around) ** strength));
    for (let c = 0; c < 3; c += 1) lin[o * 3 + c] *= gain;
  }
}
