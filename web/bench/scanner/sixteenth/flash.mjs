// The sixteenth generator's light at night (session 19): a phone's flash beside the lens — its
// fall-off with distance and off its beam's axis (the hotspot and the dark corners), its mirror
// flare on a glossy or laminated card — over a warm tungsten room light, so the card is cold in
// the middle and warm at its edges.

// The flash's white and the room's tungsten, as channel gains.
const COLD = [0.94, 0.99, 1.07];
const WARM = [1.0, 0.74, 0.44];

/**
 * The light for one picture: `shade(P, N)` -> [diffuse, specular] at a camera-space point and
 * normal, and `room(x, y)` -> the flash's reach over the frame's background pixels. `uneven`
 * aims the beam to one side with a narrower cone. `half`: the card's half-width as an angle.
 */
export function flashLight(r, { uneven, glossy, distance, focal, half, FW, FH }) {
  const tilt = uneven ? r.real(0.12, 0.2) : r.real(0, 0.06);
  const angle = r.real(0, Math.PI * 2);
  const axis = [Math.sin(tilt) * Math.cos(angle), Math.sin(tilt) * Math.sin(angle), Math.cos(tilt)];
  // For *uneven light* the cone is as narrow as leaves the card's far edge at 25-45 % of the hotspot.
  const cone = uneven ? Math.log(r.real(0.25, 0.45)) / Math.log(Math.cos(tilt + half)) : r.real(2.5, 6);
  const gloss = glossy ? r.real(0.22, 0.42) : 0;
  const shine = r.real(180, 420);
  const lamp = [distance * 0.03, -distance * 0.02, 0];
  const beam = (P) => {
    const len = Math.hypot(...P);
    const c = (P[0] * axis[0] + P[1] * axis[1] + P[2] * axis[2]) / len;
    return Math.max(0, c) ** cone;
  };
  const shade = (P, N) => {
    const L = lamp.map((c, i) => c - P[i]);
    const dl = Math.hypot(...L);
    const l = L.map((c) => c / dl);
    const V = P.map((c) => -c / Math.hypot(...P));
    const diffuse = Math.max(0, N[0] * l[0] + N[1] * l[1] + N[2] * l[2]) * (distance / dl) ** 2 * beam(P);
    const h = l.map((c, i) => c + V[i]);
    const hl = Math.hypot(...h);
    const spec = gloss * Math.max(0, (N[0] * h[0] + N[1] * h[1] + N[2] * h[2]) / hl) ** shine;
    return [diffuse, spec];
  };
  const room = (x, y) => 0.8 * beam([((x - FW / 2) * distance) / focal, ((y - FH / 2) * distance) / focal, distance]);
  return { shade, room, cold: COLD, warm: WARM, ambient: uneven ? r.real(0.05, 0.1) : r.real(0.08, 0.2) };
}
