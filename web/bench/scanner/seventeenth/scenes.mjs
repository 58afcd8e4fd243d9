// The seventeenth generator's outdoor surfaces (session 20), each scene(r, FW, FH) -> SVG under the
// card: a car's bonnet (its paint, the sky's streak and a panel seam), a park bench's slats over
// grass, a café's perforated metal table, a spiral notebook's ruled page, and a clipboard's board
// with the clip holding a sheet's top.

export const SCENES = {
  bonnet(r, FW, FH) {
    const paint = r.pick(['#8c1c1c', '#1f3c6e', '#9aa1a8', '#20252b', '#e8e6e0', '#2f5b3a']);
    const streak = r.real(0.2, 0.5) * FH;
    return [
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${paint}" stop-opacity="0.75"/><stop offset="1" stop-color="${paint}"/></linearGradient></defs>`,
      `<rect width="${FW}" height="${FH}" fill="#0d0d0d"/><rect width="${FW}" height="${FH}" fill="url(#g)"/>`,
      `<path d="M0 ${streak} C ${FW * 0.4} ${streak - 80}, ${FW * 0.7} ${streak + 60}, ${FW} ${streak - 30} V ${streak + 70} C ${FW * 0.6} ${streak + 120}, ${FW * 0.3} ${streak + 20}, 0 ${streak + 90} z" fill="#cfe3f7" fill-opacity="0.28"/>`,
      `<path d="M${FW * r.real(0.05, 0.3)} ${FH} C ${FW * 0.3} ${FH * 0.5}, ${FW * 0.2} ${FH * 0.3}, ${FW * r.real(0.1, 0.4)} 0" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="4"/>`,
    ].join('');
  },
  bench(r, FW, FH) {
    const wood = r.pick(['#8b5a2b', '#a0703f', '#6e4b2e', '#7d7467']);
    const slat = r.int(150, 210);
    const gap = r.int(18, 34);
    const parts = [`<rect width="${FW}" height="${FH}" fill="#3c5a2a"/>`];
    for (let y = -r.int(0, slat); y < FH; y += slat + gap) {
      parts.push(`<rect x="0" y="${y}" width="${FW}" height="${slat}" fill="${wood}"/>`);
      for (let g = 0; g < 6; g += 1) {
        const gy = y + r.real(10, slat - 10);
        parts.push(
          `<path d="M0 ${gy.toFixed(1)} Q ${FW / 2} ${(gy + r.real(-8, 8)).toFixed(1)} ${FW} ${gy.toFixed(1)}" stroke="#000" stroke-opacity="0.12" stroke-width="${r.int(1, 3)}" fill="none"/>`,
        );
      }
    }
    return parts.join('');
  },
  mesh(r, FW, FH) {
    const metal = r.pick(['#5d646b', '#2e3a33', '#e9e7e1', '#3d4a5c']);
    const pitch = r.int(22, 34);
    const hole = pitch * r.real(0.28, 0.38);
    return [
      `<defs><pattern id="m" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse"><circle cx="${pitch / 2}" cy="${pitch / 2}" r="${hole.toFixed(1)}" fill="#1a1a14"/></pattern></defs>`,
      `<rect width="${FW}" height="${FH}" fill="${metal}"/><rect width="${FW}" height="${FH}" fill="url(#m)"/>`,
    ].join('');
  },
  notebook(r, FW, FH) {
    const parts = [`<rect width="${FW}" height="${FH}" fill="#8a7f70"/>`];
    const [x0, y0] = [r.real(0.02, 0.08) * FW, r.real(0.04, 0.1) * FH];
    parts.push(`<rect x="${x0}" y="${y0}" width="${FW}" height="${FH}" fill="#f6f3ea"/>`);
    for (let y = y0 + 90; y < FH; y += 34)
      parts.push(`<line x1="${x0}" x2="${FW}" y1="${y}" y2="${y}" stroke="#8fb3d9" stroke-width="2"/>`);
    for (let x = x0 + 40; x < FW; x += 60)
      parts.push(`<ellipse cx="${x}" cy="${y0 + 8}" rx="9" ry="22" fill="none" stroke="#777" stroke-width="5"/>`);
    return parts.join('');
  },
  clipboard(r, FW, FH) {
    const board = r.pick(['#9a6b3f', '#6b4a2d', '#2b4c7e']);
    return [
      `<rect width="${FW}" height="${FH}" fill="#556b2f"/>`,
      `<rect x="${FW * 0.06}" y="${FH * 0.02}" width="${FW * 0.88}" height="${FH * 1.1}" rx="30" fill="${board}"/>`,
      `<rect x="${FW * 0.3}" y="${FH * 0.05}" width="${FW * 0.4}" height="${FH * 0.12}" fill="#fbfbf7"/>`,
      `<rect x="${FW * 0.38}" y="${FH * 0.0}" width="${FW * 0.24}" height="${FH * 0.14}" rx="14" fill="#b9bec4" stroke="#6d7278" stroke-width="4"/>`,
    ].join('');
  },
};
