// The fourteenth generator's designs for *colour band* (session 17): light text on a colour, in
// shapes no earlier set drew — a rounded pill of colour holding the name and title; the card's
// lower part coloured under a wavy edge, holding the contacts; two blocks of two colours side by
// side, the person on one and the contacts on the other.
import { contacts } from './plain.mjs';

/** A long name on two lines, cut at the space nearest its middle. */
function nameLines(name) {
  if (name.length <= 16 || !name.includes(' ')) return [name];
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  const cut = spaces.reduce((a, b) => (Math.abs(b - name.length / 2) < Math.abs(a - name.length / 2) ? b : a));
  return [name.slice(0, cut), name.slice(cut + 1)];
}

export const BANDED = {
  pill: {
    grip: 'right',
    draw(set, p, k, W, H) {
      const [x, y, w, h] = [W * 0.06, H * 0.2, W * 0.78, 64 + p.role.length * 30 + 20];
      const out = [
        set(W * 0.09, H * 0.13, p.company, { size: 28, room: W * 0.8, head: true, bold: true, fill: k.accent }),
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${k.band}"/>`,
        set(W * 0.11, y + 56, p.shownName, { size: 46, room: w - W * 0.1, head: true, bold: true, fill: k.onBand }),
        ...p.role.map((line, i) =>
          set(W * 0.11, y + 90 + i * 30, line, { size: 25, room: w - W * 0.1, fill: k.onBand }),
        ),
      ];
      const lines = contacts(p);
      lines.forEach((line, i) =>
        out.push(set(W * 0.09, H * 0.91 - (lines.length - 1 - i) * 30, line, { size: 24, room: W * 0.8, fill: k.ink })),
      );
      return out.join('');
    },
  },
  wave: {
    grip: 'left',
    draw(set, p, k, W, H) {
      const lines = contacts(p);
      const top = H * 0.92 - lines.length * 30 - 18;
      const amp = 14;
      let path = `M0 ${top}`;
      for (let x = 0; x <= W; x += 25) path += ` L${x} ${(top + amp * Math.sin((x / W) * Math.PI * 3)).toFixed(1)}`;
      path += ` L${W} ${H} L0 ${H} Z`;
      const out = [
        set(W * 0.1, H * 0.16, p.shownName, { size: 52, room: W * 0.62, head: true, bold: true, fill: k.ink }),
        ...p.role.map((line, i) =>
          set(W * 0.1, H * 0.16 + 38 + i * 28, line, { size: 25, room: W * 0.6, fill: k.soft }),
        ),
        set(W * 0.92, H * 0.16, p.company, {
          size: 26,
          room: W * 0.26,
          anchor: 'end',
          head: true,
          caps: true,
          fill: k.accent,
        }),
        `<path d="${path}" fill="${k.band}"/>`,
      ];
      lines.forEach((line, i) =>
        out.push(set(W * 0.1, top + amp + 34 + i * 30, line, { size: 24, room: W * 0.82, fill: k.onBand })),
      );
      return out.join('');
    },
  },
  twoBlocks: {
    grip: 'bottom',
    draw(set, p, k, W, H) {
      const cut = W * 0.42;
      const out = [
        `<rect x="0" y="0" width="${cut}" height="${H}" fill="${k.band}"/>`,
        `<rect x="${cut}" y="0" width="${W - cut}" height="${H}" fill="${k.second}"/>`,
        set(W * 0.05, H * 0.16, p.company, { size: 24, room: cut - W * 0.08, head: true, caps: true, fill: k.onBand }),
        ...nameLines(p.shownName).map((line, i) =>
          set(W * 0.05, H * 0.42 + i * 44, line, {
            size: 40,
            room: cut - W * 0.08,
            head: true,
            bold: true,
            fill: k.onBand,
          }),
        ),
        ...p.role.map((line, i) =>
          set(W * 0.05, H * 0.62 + i * 27, line, { size: 22, room: cut - W * 0.08, fill: k.onBand }),
        ),
      ];
      const lines = contacts(p);
      const top = H / 2 - ((lines.length - 1) * 34) / 2;
      lines.forEach((line, i) =>
        out.push(set(cut + W * 0.04, top + i * 34, line, { size: 23, room: W - cut - W * 0.08, fill: k.onBand })),
      );
      return out.join('');
    },
  },
};
