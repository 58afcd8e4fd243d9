import { edgeCorners } from './card-edges';
import { cardOnBusyTable, paleCardOnTable } from './pale-card';
import { cardSize } from './perspective';
import { floodFromBorder, regionAt, regions } from './flood';
import { quadArea, scaledQuad, withinQuad } from './quad';
import { cardOnDisplay, displayQuad, showsSubpixels } from './screen-photo';
import { shownPhotoRows } from './shown-photo';
import type { Rgba } from './picture';

/** A point [x, y] in the picture's pixels. */
export type Point = [number, number];
/** The card's four corners, clockwise from its top-left. */
export type Quad = [Point, Point, Point, Point];

/** The long side of the small copy the card is looked for on: enough to place its edges within a few pixels, quick to flood. */
const LOOK_SIDE = 320;
/**
 * A change in brightness across two pixels of the small copy larger than this (of 255) is an
 * edge: a table's grain and a lamp's fall-off change less, a card's edge more. Colour (blue and
 * red against brightness) counts with a looser bound, since JPEG smears it over several pixels.
 */
const EDGE_LIGHT = 16;
const EDGE_COLOUR = 26;
/**
 * A pale card on a pale table (a cream card on marble, a grey one on squared paper) changes by
 * less than EDGE_LIGHT at its edge and the flood runs in: the find is tried once more with edges
 * this much fainter, which also makes the table's grain edges, pockets too small to be a card.
 * So does a card on a busily printed table where it meets the print's pale ground. What it finds
 * must be a pale card or a card on such a print (pale-card.ts): fainter edges also enclose decoys,
 * a notepad beside the card, a patch of a dark card.
 */
const FAINT = 0.5;
/**
 * The card's share of the picture for a find to be believed: smaller is a scrap of something
 * else; near all of it is a card filling the frame, read as it is. A card held at arm's length
 * covers 5–10 % of a photo: at 10 % three such cards on the bench were read as whole photos, the
 * card a small patch of them, and none gained a false find at 5 % (a scrap of a kraft card, 3–4 %,
 * still stays out).
 */
const MIN_SHARE = 0.05;
const MAX_SHARE = 0.92;
/** A business card's long side over its short one: 1.55 (EU, ISO) to 1.75 (US), with room for a slant; outside this the find cut a band off or took in table. */
const MIN_ASPECT = 1.3;
const MAX_ASPECT = 2.05;
/**
 * A card shot at a slant shows one pair of opposite sides shorter than the other by this share or
 * more (the far side), and is foreshortened along them: its corners' width over height then falls
 * below MIN_ASPECT (turned about its upright axis) or above MAX_ASPECT (about its level one), so
 * such a quadrilateral is believed within these wider bounds.
 */
const SLANT_SIDES = 0.88;
const SLANT_MIN_ASPECT = 1.15;
const SLANT_MAX_ASPECT = 2.4;
/**
 * A card found only once its edges are widened (widened()) has every corner within this many
 * degrees of a right angle: the cards it finds on the bench are within 10°, while the wedges of a
 * card cut along a printed line and the pieces of table it took are 24–56° off.
 */
const SQUARE_CORNER = 18;
/** How much of the quadrilateral the found region fills: a card fills all of it, a blob of table does not. */
const MIN_FILL = 0.88;

/** A box-averaged copy whose long side is LOOK_SIDE, RGB only. */
function shrink({ data, width, height }: Rgba): { rgb: Float32Array; width: number; height: number; scale: number } {
  const scale = Math.max(1, Math.max(width, height) / LOOK_SIDE);
  const w = Math.max(1, Math.floor(width / scale));
  const h = Math.max(1, Math.floor(height / scale));
  const rgb = new Float32Array(w * h * 3);
  const counts = new Float32Array(w * h);
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(h - 1, Math.floor(y / scale));
    for (let x = 0; x < width; x += 1) {
      const s = sy * w + Math.min(w - 1, Math.floor(x / scale));
      const i = (y * width + x) * 4;
      rgb[s * 3] += data[i];
      rgb[s * 3 + 1] += data[i + 1];
      rgb[s * 3 + 2] += data[i + 2];
      counts[s] += 1;
    }
  }
  for (let s = 0; s < counts.length; s += 1) for (let k = 0; k < 3; k += 1) rgb[s * 3 + k] /= counts[s] || 1;
  return { rgb, width: w, height: h, scale };
}

/**
 * Where the card lies in a photo of it on a table, or null when no card stands out (a card
 * filling the frame, a card running off the edge, a card the colour of the table). The table is
 * what reaches the picture's border: it is flooded from there, stopping at edges (edges());
 * what the flood cannot reach and is the largest is the card
 * (its text and bands are inside its edge, so they are never reached). Its corners are the
 * region's extreme points along the two diagonals, which holds for a card turned up to about 20°
 * and for one photographed at a slant (a trapezoid). In a photo of a screen, the card in the
 * photo its display shows (screen-photo.ts); in a screenshot of a chat app's viewer, the card in
 * the photo it shows, or that photo (findInShownPhoto).
 */
export function findCard(picture: Rgba): Quad | null {
  const small = shrink(picture);
  if (small.width < 16 || small.height < 16) return null;
  const light = brightness(small.rgb);
  const display = displayQuad(light, small.width, small.height);
  const onDisplay =
    display && showsSubpixels(picture, display, small.scale) && cardOnDisplay(picture, display, small.scale, findAlone);
  return onDisplay || (findOnCopy(small, light) ?? findInShownPhoto(picture, small, light));
}

/** The card in a picture looked at on its own (a display flattened, a viewer's shown photo). */
function findAlone(picture: Rgba): Quad | null {
  const small = shrink(picture);
  return findOnCopy(small, brightness(small.rgb));
}

/**
 * The card within the photo a screenshot of a chat app's viewer shows between black bands
 * (shown-photo.ts), looked for on that photo alone: in the whole frame it is too small a share to
 * be believed, and the app's bars are shapes of their own. When no card stands out there either
 * (a dark card on a dark table), the shown photo itself, read as a photo sent as it is would be:
 * the whole tall frame at its reading size would shrink the card's letters by half.
 */
function findInShownPhoto(picture: Rgba, small: ReturnType<typeof shrink>, light: Float32Array): Quad | null {
  const rows = shownPhotoRows(light, small.width, small.height);
  if (!rows) return null;
  const top = Math.floor(rows.top * small.scale);
  const bottom = Math.min(picture.height, Math.ceil(rows.bottom * small.scale));
  const { width } = picture;
  const photo = { data: picture.data.subarray(top * width * 4, bottom * width * 4), width, height: bottom - top };
  const quad = findAlone(photo);
  if (!quad)
    return [
      [0, top],
      [width, top],
      [width, bottom],
      [0, bottom],
    ];
  return quad.map(([x, y]) => [x, y + top]) as Quad;
}

/** The card on a small copy of the picture, in the picture's pixels, or null. */
function findOnCopy(small: ReturnType<typeof shrink>, light: Float32Array): Quad | null {
  const { width: w, height: h, scale } = small;
  if (w < 16 || h < 16) return null;
  const edge = edges(small.rgb, light, w, h, 1);
  const faint = () => {
    const quad = findAt(edges(small.rgb, light, w, h, FAINT), w, h);
    return quad && (paleCardOnTable(light, w, h, quad) || cardOnBusyTable(light, edge, w, h, quad)) ? quad : null;
  };
  const closed = () => {
    const quad = findAt(widened(edge, w, h), w, h);
    return quad && cardShaped(quad) && squareCorners(quad) ? quad : null;
  };
  const quad = findAt(edge, w, h) ?? faint() ?? closed();
  if (!quad) return null;
  // Back to the picture's pixels, a little inside the edge so no table is kept along it.
  return scaledQuad(quad, 0.985).map(([x, y]) => [(x + 0.5) * scale, (y + 0.5) * scale]) as Quad;
}

/**
 * The edge map with each edge pixel widened to its 3 × 3 neighbours. A card's edge on a textured
 * or patterned table (marble, cloth, a menu, a binder's sleeve) breaks for a pixel here and there
 * where the table's own shade matches the card's, and the flood runs in through the gap; widened,
 * the gaps close while the table's grain stays in pockets the flood still reaches around. Tried
 * after the faint find, and believed only card-shaped with nearly square corners (SQUARE_CORNER):
 * widened edges also cut a card along a printed line across it, a wedge of it, or join it to the
 * table's pockets beside it, a shape no card seen from above has.
 */
function widened(edge: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      if (!edge[y * w + x]) continue;
      for (let v = Math.max(0, y - 1); v <= Math.min(h - 1, y + 1); v += 1)
        for (let u = Math.max(0, x - 1); u <= Math.min(w - 1, x + 1); u += 1) out[v * w + u] = 1;
    }
  }
  return out;
}

/** The card's corners on the small copy (`w` × `h`) whose edges are `edge`, or null. */
function findAt(edge: Uint8Array, w: number, h: number): Quad | null {
  // The flood enters an edge pixel but goes no further: the card's edge stops it.
  const table = floodFromBorder(
    w,
    h,
    () => true,
    (p) => !edge[p],
  );
  const found = cardRegion(table, edge, w, h);
  if (!found || found.inside < MIN_SHARE * w * h) return null;
  const { quad, area, inside } = found;
  if (area > MAX_SHARE * w * h || inside < MIN_FILL * area) return null;
  return cardShaped(quad) || slantedCardShaped(quad) ? quad : null;
}

/** Whether the quadrilateral has a business card's shape (long side over short side). */
function cardShaped(quad: Quad): boolean {
  const aspect = aspectOf(quad);
  return aspect >= MIN_ASPECT && aspect <= MAX_ASPECT;
}

/**
 * Whether the quadrilateral is a card shot at a slant: one pair of its opposite sides far shorter
 * than the other, its shape within the wider bounds. Only for the card as found: a piece joining
 * it (a phone, a sheet of paper) is held to cardShaped, so a slant never lets one stretch the card.
 */
function slantedCardShaped(quad: Quad): boolean {
  const side = (i: number) => Math.hypot(quad[(i + 1) % 4][0] - quad[i][0], quad[(i + 1) % 4][1] - quad[i][1]);
  const far = Math.min(side(0) / side(2), side(2) / side(0), side(1) / side(3), side(3) / side(1));
  const aspect = aspectOf(quad);
  return far <= SLANT_SIDES && aspect >= SLANT_MIN_ASPECT && aspect <= SLANT_MAX_ASPECT;
}

/** Whether every corner of the quadrilateral is within SQUARE_CORNER degrees of a right angle. */
function squareCorners(quad: Quad): boolean {
  return quad.every(([x, y], i) => {
    const [[ax, ay], [bx, by]] = [quad[(i + 3) % 4], quad[(i + 1) % 4]];
    const cos = ((ax - x) * (bx - x) + (ay - y) * (by - y)) / (Math.hypot(ax - x, ay - y) * Math.hypot(bx - x, by - y));
    return Math.abs(cos) <= Math.sin((SQUARE_CORNER * Math.PI) / 180);
  });
}

/** The quadrilateral's long side over its short one (cardSize: the mean of opposite sides). */
function aspectOf(quad: Quad): number {
  const { width, height } = cardSize(quad);
  return Math.max(width, height) / Math.max(1, Math.min(width, height));
}

/** The brightness of each pixel of the small copy. */
function brightness(rgb: Float32Array): Float32Array {
  const light = new Float32Array(rgb.length / 3);
  for (let p = 0; p < light.length; p += 1)
    light[p] = 0.299 * rgb[p * 3] + 0.587 * rgb[p * 3 + 1] + 0.114 * rgb[p * 3 + 2];
  return light;
}

/** Whether each pixel of the small copy lies on an edge: its brightness or colour changes much between its neighbours on either side. */
function edges(rgb: Float32Array, light: Float32Array, w: number, h: number, faintness: number): Uint8Array {
  const [lightBound, colourBound] = [EDGE_LIGHT * faintness, EDGE_COLOUR * faintness];
  const blue = new Float32Array(w * h);
  const red = new Float32Array(w * h);
  for (let p = 0; p < w * h; p += 1) {
    blue[p] = rgb[p * 3 + 2] - light[p];
    red[p] = rgb[p * 3] - light[p];
  }
  const out = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const p = y * w + x;
      const across = (c: Float32Array) => Math.max(Math.abs(c[p + 1] - c[p - 1]), Math.abs(c[p + w] - c[p - w]));
      out[p] = across(light) > lightBound || across(blue) > colourBound || across(red) > colourBound ? 1 : 0;
    }
  }
  return out;
}

/**
 * The card among what the flood did not reach. A phone or a sheet of paper laid against the card
 * is unreached too and joined to it across their shared edge, so the unreached pixels are cut
 * along every edge into pieces; the largest piece starts the card and each other large piece
 * (a band, the paper beside a divider) joins it only while what the card's corners enclose stays
 * almost all unreached and card-shaped (a phone beside the card brings in the table between them,
 * or stretches the shape) — and only across such a shared edge: a piece the table parts from the
 * card (a clipboard's clip above a card turned on it) would otherwise join as long as the card's
 * tilt lets it take two corners and hang the quadrilateral from them.
 */
function cardRegion(
  reached: Uint8Array,
  edge: Uint8Array,
  w: number,
  h: number,
): { quad: Quad; area: number; inside: number } | null {
  const blocked = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p += 1) blocked[p] = reached[p] | edge[p];
  const pieces = regions(blocked, w, h).filter((piece) => piece.length >= PIECE_SHARE * w * h);
  if (pieces.length === 0) return null;
  pieces.sort((a, b) => b.length - a.length);
  const measure = (points: Int32Array) => {
    const quad = diagonalCorners(points, w);
    const area = quadArea(quad);
    return { quad, area, inside: unreachedInside(reached, w, h, quad) };
  };
  let card = pieces[0];
  const touching = unreachedAround(reached, card[0], w, h);
  for (const piece of pieces.slice(1)) {
    if (!touching[piece[0]]) continue;
    const joined = new Int32Array(card.length + piece.length);
    joined.set(card);
    joined.set(piece, card.length);
    const tried = measure(joined);
    if (tried.inside >= MIN_FILL * tried.area && cardShaped(tried.quad)) card = joined;
  }
  const whole = withEdges(card, reached, edge, w, h);
  const quad = edgeCorners(pointsOf(whole, w), outerPixels(whole, w, h), diagonalCorners(whole, w));
  return { quad, area: quadArea(quad), inside: unreachedInside(reached, w, h, quad) };
}

/** The pixels as points, one at a time: a card's region is tens of thousands of them, and most finds never walk it. */
function* pointsOf(pixels: Int32Array, w: number): Generator<Point> {
  for (const p of pixels) yield [p % w, Math.floor(p / w)];
}

/** The region's pixels next to what lies outside it (reached from the picture's border around it): its outline, without the insides of its letters. */
function outerPixels(region: Int32Array, w: number, h: number): Point[] {
  const inRegion = new Uint8Array(w * h);
  for (const p of region) inRegion[p] = 1;
  const outside = floodFromBorder(
    w,
    h,
    (p) => !inRegion[p],
    () => true,
  );
  const out: Point[] = [];
  for (const p of region) {
    const x = p % w;
    const y = (p - x) / w;
    const border = x === 0 || y === 0 || x === w - 1 || y === h - 1;
    if (border || outside[p - 1] || outside[p + 1] || outside[p - w] || outside[p + w]) out.push([x, y]);
  }
  return out;
}

/** The card's pieces with the unreached edge pixels along them, so its corners lie where they would uncut. */
function withEdges(card: Int32Array, reached: Uint8Array, edge: Uint8Array, w: number, h: number): Int32Array {
  const mask = new Uint8Array(w * h);
  for (const p of card) mask[p] = 1;
  const points = Array.from(card);
  for (let pass = 0; pass < EDGE_DEPTH; pass += 1) {
    const added: number[] = [];
    for (let p = 0; p < w * h; p += 1) {
      if (mask[p] || reached[p] || !edge[p]) continue;
      const x = p % w;
      if (
        (x > 0 && mask[p - 1]) ||
        (x < w - 1 && mask[p + 1]) ||
        (p >= w && mask[p - w]) ||
        (p < w * (h - 1) && mask[p + w])
      )
        added.push(p);
    }
    for (const p of added) mask[p] = 1;
    points.push(...added);
  }
  return Int32Array.from(points);
}

/** How deep the unreached edge along the card's pieces is taken back: a blurred edge is up to four pixels of the small copy wide. */
const EDGE_DEPTH = 4;

/** A piece smaller than this share of the picture (a letter's inside, a speck) neither starts nor joins the card. */
const PIECE_SHARE = 0.01;

/** How many pixels inside the quadrilateral the flood did not reach. */
function unreachedInside(reached: Uint8Array, w: number, h: number, quad: Quad): number {
  const xs = quad.map(([x]) => x);
  const ys = quad.map(([, y]) => y);
  let count = 0;
  for (let y = Math.max(0, Math.min(...ys)); y <= Math.min(h - 1, Math.max(...ys)); y += 1) {
    for (let x = Math.max(0, Math.min(...xs)); x <= Math.min(w - 1, Math.max(...xs)); x += 1) {
      if (!reached[y * w + x] && withinQuad(quad, x, y)) count += 1;
    }
  }
  return count;
}

/** What the flood did not reach 4-connected to pixel `start`: the card and what shares an edge with it. */
function unreachedAround(reached: Uint8Array, start: number, w: number, h: number): Uint8Array {
  const around = new Uint8Array(w * h);
  for (const p of regionAt(reached, start, w, h)) around[p] = 1;
  return around;
}

/** Top-left: least x + y; top-right: most x − y; bottom-right: most x + y; bottom-left: least x − y. */
function diagonalCorners(region: Int32Array, w: number): Quad {
  const corners: Quad = [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ];
  const best = [Infinity, -Infinity, -Infinity, Infinity];
  for (const p of region) {
    const x = p % w;
    const y = (p - x) / w;
    if (x + y < best[0]) [best[0], corners[0]] = [x + y, [x, y]];
    if (x - y > best[1]) [best[1], corners[1]] = [x - y, [x, y]];
    if (x + y > best[2]) [best[2], corners[2]] = [x + y, [x, y]];
    if (x - y < best[3]) [best[3], corners[3]] = [x - y, [x, y]];
  }
  return corners;
}
