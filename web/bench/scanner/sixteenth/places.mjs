// The sixteenth generator's places at night (session 19): what lies round the card — a restaurant
// table (dark planks, a plate's rim, a glass, a folded napkin), a car seat (dark fabric, its seams
// and perforations) or a bar counter (speckled stone, a coaster, the bar's warm lights far behind).
// Each is an SVG the size of the frame, lit later by the same flash as the card.

const planks = (r, FW, FH) => {
  const wood = r.pick(['#5a3a22', '#4a2f1c', '#6b4528']);
  const lines = Array.from({ length: 40 }, () => {
    const y = r.real(0, FH);
    return `<path d="M0 ${y.toFixed(0)} Q${FW / 2} ${(y + r.real(-30, 30)).toFixed(0)} ${FW} ${(y + r.real(-20, 20)).toFixed(0)}" stroke="#2a180c" stroke-opacity="${r.real(0.15, 0.4).toFixed(2)}" stroke-width="${r.real(1, 4).toFixed(1)}" fill="none"/>`;
  }).join('');
  const seams = [1, 2, 3]
    .map((i) => `<rect x="0" y="${((FH * i) / 4).toFixed(0)}" width="${FW}" height="4" fill="#1c1008"/>`)
    .join('');
  const [px, py] = [r.pick([-0.05, 1.05]) * FW, r.real(0.1, 0.9) * FH];
  return `<rect width="${FW}" height="${FH}" fill="${wood}"/>${lines}${seams}<circle cx="${px.toFixed(0)}" cy="${py.toFixed(0)}" r="${(FW * 0.22).toFixed(0)}" fill="#f4f1ea" stroke="#d9d4c8" stroke-width="18"/><circle cx="${(FW * r.real(0.1, 0.9)).toFixed(0)}" cy="${(FH * 0.04).toFixed(0)}" r="${(FW * 0.06).toFixed(0)}" fill="#c9d6d9" fill-opacity="0.35" stroke="#e8f0f0" stroke-width="6"/><rect x="${(FW * 0.8).toFixed(0)}" y="${(FH * 0.7).toFixed(0)}" width="${(FW * 0.3).toFixed(0)}" height="${(FH * 0.5).toFixed(0)}" fill="#8b1e2d" transform="rotate(${r.real(-20, 20).toFixed(1)} ${FW * 0.9} ${FH * 0.9})"/>`;
};

const seat = (r, FW, FH) => {
  const cloth = r.pick(['#2b2d31', '#33302c', '#1f2630']);
  const dots = [];
  for (let y = 30; y < FH; y += 38)
    for (let x = (y / 38) % 2 ? 20 : 39; x < FW; x += 38) dots.push(`<circle cx="${x}" cy="${y}" r="4"/>`);
  const seam = (x) =>
    `<path d="M${x} 0 Q${x + r.real(-40, 40)} ${FH / 2} ${x} ${FH}" stroke="#111" stroke-width="10" fill="none"/><path d="M${x + 14} 0 Q${x + 14 + r.real(-40, 40)} ${FH / 2} ${x + 14} ${FH}" stroke="#55575c" stroke-width="2" stroke-dasharray="10 8" fill="none"/>`;
  return `<rect width="${FW}" height="${FH}" fill="${cloth}"/><g fill="#17181b" fill-opacity="0.7">${dots.join('')}</g>${seam(FW * r.real(0.05, 0.15))}${seam(FW * r.real(0.85, 0.95))}`;
};

const counter = (r, FW, FH) => {
  const stone = r.pick(['#2a2a2e', '#3a3230', '#23292b']);
  const specks = Array.from(
    { length: 500 },
    () =>
      `<circle cx="${r.real(0, FW).toFixed(0)}" cy="${r.real(0, FH).toFixed(0)}" r="${r.real(1, 4).toFixed(1)}" fill="${r.pick(['#8a8580', '#5c5652', '#b8b0a5'])}"/>`,
  ).join('');
  const lights = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${r.real(0, FW).toFixed(0)}" cy="${r.real(0, FH * 0.12).toFixed(0)}" r="${r.real(20, 60).toFixed(0)}" fill="#ffb347" fill-opacity="${r.real(0.4, 0.9).toFixed(2)}"/>`,
  ).join('');
  return `<rect width="${FW}" height="${FH}" fill="${stone}"/>${specks}<circle cx="${(FW * r.pick([0.1, 0.9])).toFixed(0)}" cy="${(FH * 0.85).toFixed(0)}" r="${(FW * 0.09).toFixed(0)}" fill="#d8c9a8"/>${lights}`;
};

export const PLACES = { table: planks, seat, counter };
