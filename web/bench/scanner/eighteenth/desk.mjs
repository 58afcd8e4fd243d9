// The eighteenth generator's desk (session 21): the plane the card lies in, drawn as one SVG in the
// card's own units (the card spans 0..W × 0..H): a desk top of wood or laminate, and around the
// card other business cards or papers with print of their own (drawn first, so the card lies on
// them: they reach under it, never over a field), or the thumb and fingers of a hand holding the
// card by its edges (drawn last, over a corner or a short side's margin, at most 34 px in).

const OTHER_CARD_LINES = [
  ['Halvorsen Studio', 'Ingrid Halvorsen', 'Creative Lead', '+47 22 41 88 10'],
  ['BRIGHTLINE AUDIT', 'Peter Okafor', 'Partner', 'p.okafor@brightline.ng'],
  ['Casa Verde', 'Lucía Romero', 'Gerente', 'www.casaverde.mx'],
  ['Kestrel Freight', 'Tom Whitcombe', 'Account Manager', '0161 496 0732'],
  ['Mori Design Office', 'Kenji Mori', 'Architect', 'mori@moridesign.jp'],
];

const PAPER_WORDS =
  'the committee agreed to review the budget for the next quarter and asked each team to send its figures before the meeting on thursday with notes on travel supplies and staff costs'.split(
    ' ',
  );

const DESKS = [
  { top: '#8a6440', grain: '#5b3f24' },
  { top: '#a7825a', grain: '#6f5033' },
  { top: '#cfccc4', grain: '#b3afa5' },
  { top: '#e6e3dc', grain: '#cbc6bb' },
  { top: '#3b3f45', grain: '#2a2d31' },
];

/** A desk top over the box [x0, y0, x1, y1]: its colour and, for wood, grain lines. */
function deskTop(r, box) {
  const d = r.pick(DESKS);
  const [x0, y0, x1, y1] = box;
  const lines = [];
  for (let y = y0; y < y1; y += r.real(14, 40)) {
    const wave = r.real(4, 18);
    lines.push(
      `<path d="M${x0} ${y.toFixed(0)} Q${((x0 + x1) / 2).toFixed(0)} ${(y + wave).toFixed(0)} ${x1} ${(y - wave / 2).toFixed(0)}" stroke="${d.grain}" stroke-width="${r.real(1, 3).toFixed(1)}" opacity="0.3" fill="none"/>`,
    );
  }
  return {
    base: d.top,
    svg: `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${d.top}"/>${lines.join('')}`,
  };
}

/** Another business card at (cx, cy), turned `angle`°, with its own print. */
function otherCard(r, pen, cx, cy, angle, W, H) {
  const lines = r.pick(OTHER_CARD_LINES);
  const paper = r.pick(['#ffffff', '#f3efe6', '#e9f0f4', '#1d2b3a']);
  const ink = paper === '#1d2b3a' ? '#e8edf2' : '#2b2b2b';
  const [w, h] = [W * r.real(0.9, 1.0), H * r.real(0.9, 1.0)];
  const print = lines
    .map((t, i) => pen(70, 110 + i * 52, t, { size: i === 1 ? 40 : 28, room: w - 140, fill: ink, head: i === 1 }))
    .join('');
  return `<g transform="translate(${cx.toFixed(0)} ${cy.toFixed(0)}) rotate(${angle.toFixed(1)}) translate(${(-w / 2).toFixed(0)} ${(-h / 2).toFixed(0)})"><rect x="4" y="6" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#000" opacity="0.25"/><rect width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${paper}"/>${print}</g>`;
}

/** A printed sheet at (cx, cy), turned `angle`°: a heading and lines of running text. */
function paperSheet(r, pen, cx, cy, angle, H) {
  const [w, h] = [H * 1.5, H * 2.1];
  const rows = [];
  for (let i = 0; i < 26; i += 1) {
    const words = Array.from({ length: 9 }, () => r.pick(PAPER_WORDS)).join(' ');
    rows.push(pen(60, 170 + i * 34, words, { size: 22, room: w - 120, fill: '#3a3a3a' }));
  }
  const heading = pen(60, 110, 'Minutes of the regional meeting', {
    size: 34,
    room: w - 120,
    fill: '#222',
    head: true,
  });
  return `<g transform="translate(${cx.toFixed(0)} ${cy.toFixed(0)}) rotate(${angle.toFixed(1)}) translate(${(-w / 2).toFixed(0)} ${(-h / 2).toFixed(0)})"><rect width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#f7f6f2"/>${heading}${rows.join('')}</g>`;
}

/** A thumb pointing along `angle`° whose tip reaches (tx, ty); the nail shows near the tip. */
function thumb(r, tx, ty, angle) {
  const skin = r.pick(['#e0ac8a', '#c68642', '#8d5524', '#f1c27d', '#b5774e']);
  return `<g transform="translate(${tx.toFixed(0)} ${ty.toFixed(0)}) rotate(${angle.toFixed(1)})"><ellipse cx="-150" cy="8" rx="160" ry="78" fill="#000" opacity="0.25"/><rect x="-520" y="-74" width="380" height="148" fill="${skin}"/><ellipse cx="-156" cy="0" rx="156" ry="74" fill="${skin}"/><ellipse cx="-52" cy="0" rx="44" ry="36" fill="#fff" opacity="0.3"/></g>`;
}

/** The fingers holding a card W × H: a thumb over a corner or a short side, fingertips beyond the far edge. */
function hand(r, W, H) {
  const tall = H > W;
  const spots = tall
    ? [
        [W / 2 + r.real(-80, 80), 34, 90],
        [W / 2 + r.real(-80, 80), H - 34, -90],
        [24, 24, 45],
        [W - 24, H - 24, -135],
      ]
    : [
        [34, H / 2 + r.real(-60, 60), 0],
        [W - 34, H / 2 + r.real(-60, 60), 180],
        [24, H - 24, -45],
        [W - 24, 24, 135],
      ];
  const [tx, ty, angle] = r.pick(spots);
  const a = (angle * Math.PI) / 180;
  // The other fingers' tips show past the opposite edge, outside the card.
  const tips = [-1, 0, 1]
    .map((i) => {
      const [fx, fy] = [
        W / 2 - Math.cos(a) * (W / 2 + 30) * (tall ? 0 : 1),
        H / 2 - Math.sin(a) * (H / 2 + 30) * (tall ? 1 : 0),
      ];
      const [ox, oy] = [-Math.sin(a) * i * 60, Math.cos(a) * i * 60];
      return `<ellipse cx="${(fx + ox).toFixed(0)}" cy="${(fy + oy).toFixed(0)}" rx="52" ry="44" fill="#c99372"/>`;
    })
    .join('');
  return { under: tips, over: thumb(r, tx, ty, angle) };
}

/**
 * The desk plane over `box` with the card (its SVG body `card`, W × H) on it in `scene`
 * ('pile' | 'papers' | 'held' | 'desk'): { svg, base } (base: the desk's colour, for beyond it).
 */
export function deskPlane(r, pen, scene, card, W, H, box) {
  const desk = deskTop(r, box);
  let under = '';
  let over = '';
  if (scene === 'pile') {
    const n = r.int(3, 5);
    for (let i = 0; i < n; i += 1) {
      const side = r.real(0, 2 * Math.PI);
      under += otherCard(
        r,
        pen,
        W / 2 + Math.cos(side) * W * r.real(0.45, 0.85),
        H / 2 + Math.sin(side) * H * r.real(0.5, 0.9),
        r.real(-35, 35),
        W,
        H,
      );
    }
  } else if (scene === 'papers') {
    for (let i = 0; i < r.int(1, 2); i += 1)
      under += paperSheet(r, pen, W / 2 + r.real(-0.5, 0.5) * W, H / 2 + r.real(-0.3, 0.3) * H, r.real(-20, 20), H);
  } else if (scene === 'held') {
    const h = hand(r, W, H);
    under = h.under;
    over = h.over;
  }
  const shadow = `<rect x="5" y="8" width="${W}" height="${H}" fill="#000" opacity="0.3"/>`;
  return { base: desk.base, svg: `${desk.svg}${under}${shadow}<g>${card}</g>${over}` };
}
