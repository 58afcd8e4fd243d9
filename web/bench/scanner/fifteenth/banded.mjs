// The fifteenth generator's designs for *colour band* (session 18), none of which an earlier set
// has: an arrow-shaped band across the top holding the name, a large disc cut by the left edge
// holding the company and the name, a folder's tab along the foot holding the contacts. Light
// text on the colour, the rest dark on the paper.
import { column, contacts } from './plain.mjs';

function chevron(set, p, k, W, H) {
  const h = H * (p.role.length > 1 ? 0.42 : 0.36);
  const band = `<polygon points="0,0 ${W * 0.78},0 ${W * 0.88},${h / 2} ${W * 0.78},${h} 0,${h}" fill="${k.band}"/>`;
  return (
    band +
    set(W * 0.06, h * 0.42, p.shownName, { size: 48, room: W * 0.68, fill: k.onBand, head: true, bold: true }) +
    column(set, W * 0.06, h * 0.42 + 46, p.role, 30, { size: 25, room: W * 0.68, fill: k.onBand }) +
    set(W * 0.06, h + H * 0.13, p.company, { size: 28, room: W * 0.45, fill: k.band, head: true, bold: true }) +
    column(set, W * 0.94, h + H * 0.12, contacts(p), 31, { size: 21, room: W * 0.46, fill: k.ink, anchor: 'end' })
  );
}

function disc(set, p, k, W, H) {
  const r = H * 0.62;
  const room = r * 0.82;
  return (
    `<circle cx="${W * 0.02}" cy="${H * 0.5}" r="${r}" fill="${k.band}"/>` +
    set(W * 0.04, H * 0.3, p.company, { size: 26, room, fill: k.onBand, head: true, caps: true, track: 0.04 }) +
    set(W * 0.04, H * 0.5, p.shownName, { size: 40, room, fill: k.onBand, head: true, bold: true }) +
    column(set, W * 0.04, H * 0.5 + 40, p.role, 28, { size: 23, room: room * 0.92, fill: k.onBand }) +
    column(set, W * 0.95, H * 0.2, contacts(p), 34, { size: 22, room: W * 0.33, fill: k.ink, anchor: 'end' })
  );
}

function tab(set, p, k, W, H) {
  const lines = contacts(p);
  const top = H - 28 - Math.ceil(lines.length / 2) * 34 - 20;
  const path = `M0 ${top} L${W * 0.06} ${top} L${W * 0.09} ${top - H * 0.08} L${W * 0.4} ${top - H * 0.08} L${W * 0.43} ${top} L${W} ${top} L${W} ${H} L0 ${H} Z`;
  const half = Math.ceil(lines.length / 2);
  return (
    `<path d="${path}" fill="${k.band}"/>` +
    set(W * 0.1, top - H * 0.02, p.company, { size: 24, room: W * 0.29, fill: k.onBand, head: true, bold: true }) +
    set(W * 0.06, H * 0.17, p.shownName, { size: 48, room: W * 0.88, fill: k.ink, head: true, bold: true }) +
    column(set, W * 0.06, H * 0.25, p.role, 28, { size: 24, room: W * 0.8, fill: k.soft }) +
    column(set, W * 0.05, top + 42, lines.slice(0, half), 34, { size: 21, room: W * 0.42, fill: k.onBand }) +
    column(set, W * 0.52, top + 42, lines.slice(half), 34, { size: 21, room: W * 0.44, fill: k.onBand })
  );
}

/** The banded designs by name. */
export const BANDED = { chevron, disc, tab };
