import { level, MAX_TILT, textAngle } from './deskew';
import { resize, type Grey } from './picture';

/**
 * A card photographed with the phone held the other way lies turned a quarter or upside down in
 * the picture (the photo's EXIF orientation is the phone's, not the card's). The text lines tell
 * which way is up: this module measures them on the card's ink (dark on white, ink.ts).
 */

/** A turn by whole quarters, counter-clockwise, in degrees. */
export type Quarter = 0 | 90 | 180 | 270;

/** The long side the line direction is measured at: a quick look, the lines' rhythm survives it. */
const LOOK_SIDE = 400;

/**
 * The text lines run up and down only when the columns' profile is this much more rhythmic than
 * the rows': an upright card turned on a weak difference would be read as nothing, so the step
 * asks for a clear one (docs/scanner.md, *Decisions measured*, session 21).
 */
export const QUARTER_MARGIN = 1.5;

/**
 * How rhythmic a projection profile is: the share of its energy in what a moving mean of
 * `window` bins leaves out. Text lines across the profile make it swing between a line's ink and
 * the empty gap under it (near 1); letters summed across several lines fill each other's gaps
 * (far less). The moving mean takes out the margins and the blocks' outline, so a card whose text
 * sits in one corner measures as one filled edge to edge.
 */
export function rhythm(profile: Float64Array, window: number): number {
  const half = window >> 1;
  const sums = new Float64Array(profile.length + 1);
  for (let i = 0; i < profile.length; i += 1) sums[i + 1] = sums[i] + profile[i];
  let swing = 0;
  let level = 0;
  for (let i = 0; i < profile.length; i += 1) {
    const from = Math.max(0, i - half);
    const to = Math.min(profile.length, i + half + 1);
    const mean = (sums[to] - sums[from]) / (to - from);
    swing += (profile[i] - mean) ** 2;
    level += mean * mean;
  }
  return level === 0 ? 0 : swing / level;
}

/** The rhythm of the strokes crossed along each row and down each column of the card's ink, looked at small. */
export function lineRhythms(ink: Grey): { rows: number; columns: number } {
  const scale = Math.min(1, LOOK_SIDE / Math.max(ink.width, ink.height));
  const small = scale < 1 ? resize(ink, Math.round(ink.width * scale), Math.round(ink.height * scale)) : ink;
  const { data, width, height } = small;
  const rows = new Float64Array(height);
  const columns = new Float64Array(width);
  // Strokes crossed, not ink counted: a band's edge or a rule across the card is one long stroke,
  // crossed once by every column, and would otherwise tower over the rows' profile.
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (data[p] >= 128) continue;
      if (x === 0 || data[p - 1] >= 128) rows[y] += 1;
      if (y === 0 || data[p - width] >= 128) columns[x] += 1;
    }
  }
  // A window of a sixth of the card's short side spans a line and its gap on either profile, the same in pixels on both.
  const window = Math.max(5, Math.round(Math.min(width, height) / 6) | 1);
  return { rows: rhythm(rows, window), columns: rhythm(columns, window) };
}

/**
 * The rhythm text lines give one of the profiles at least (upright cards of sets 1–19 measure
 * ~1–3 along their lines): a card showing less (a picture of scattered strokes, a blank card) shows
 * no lines to stand up, and is left as it is, both ways.
 */
export const TEXT_LINES = 0.5;

/**
 * Whether the card shows text lines (TEXT_LINES) and they run up and down: it wants a quarter turn.
 * Rows that show text lines themselves ask for twice the margin: an upright card whose text sits
 * in a narrow block beside a wide blank, with a line printed up its edge, measured its columns
 * 1.6 times its rows (set 16, session 22), while cards turned a quarter whose rows still swing
 * that much measured 3 times and more (sets 4 and 19 turned: 80 pictures).
 */
export function linesRunUpAndDown({ rows, columns }: { rows: number; columns: number }): boolean {
  return columns > rows * (rows >= TEXT_LINES ? LINED_ROWS_MARGIN : QUARTER_MARGIN);
}

/** The quarter turn's margin when the rows show text lines too: see linesRunUpAndDown. */
export const LINED_ROWS_MARGIN = 2;

/**
 * Latin type on its lines, level: ascenders and capitals rise above the x-height band far more
 * often than descenders hang below it (b d f h k l t and every capital and digit against g j p q y).
 * Per text line (a run of rows crossing strokes, in three strips side by side so two blocks at
 * different heights stay apart), the strokes crossed below its core rows minus those above, over
 * their sum: negative upright, positive upside down, near 0 for lines of capitals and digits.
 */
export function upsideDownEvidence(ink: Grey): number {
  const { data, width, height } = ink;
  const strips = 3;
  const edge = Math.round(height * 0.03);
  let above = 0;
  let below = 0;
  for (let s = 0; s < strips; s += 1) {
    const x0 = Math.floor((s * width) / strips);
    const x1 = Math.floor(((s + 1) * width) / strips);
    const crossings = new Float64Array(height);
    for (let y = 0; y < height; y += 1) {
      let n = 0;
      for (let x = x0 + 1, p = y * width + x0 + 1; x < x1; x += 1, p += 1)
        if (data[p] < 128 && data[p - 1] >= 128) n += 1;
      crossings[y] = n;
    }
    // A frame's or a band's edges down the strip cross every row alike: the strip's median row is taken off each.
    const floor = Float64Array.from(crossings).sort()[height >> 1];
    let most = 0;
    for (let y = 0; y < height; y += 1) most = Math.max(most, (crossings[y] = Math.max(0, crossings[y] - floor)));
    const inLine = Math.max(2, most * 0.1);
    for (let y = 0; y < height;) {
      if (crossings[y] < inLine) {
        y += 1;
        continue;
      }
      const top = y;
      let peak = 0;
      while (y < height && crossings[y] >= inLine) peak = Math.max(peak, crossings[y++]);
      const bottom = y;
      // A band at the card's top or bottom edge is what the warp kept of the table (a grid's ticks, a shadow), one a quarter of the card tall no line of type.
      if (top < edge || bottom > height - edge || bottom - top > height / 4) continue;
      let coreTop = top;
      while (crossings[coreTop] < peak * 0.5) coreTop += 1;
      let coreBottom = bottom - 1;
      while (crossings[coreBottom] < peak * 0.5) coreBottom -= 1;
      // Type's core (its x-height) is a third of its line or more; a thin peak over a tall band is a rule or a grid, not type.
      if ((coreBottom - coreTop + 1) * 3 < bottom - top) continue;
      for (let r = top; r < coreTop; r += 1) above += crossings[r];
      for (let r = coreBottom + 1; r < bottom; r += 1) below += crossings[r];
    }
  }
  return above + below === 0 ? 0 : (below - above) / (above + below);
}

/**
 * The evidence (upsideDownEvidence) a picture taken whole (no card found in it) needs to be turned
 * over: an upright card turned would be read as nothing, a turned one left is read as nothing too.
 * Whole, the table's papers, a bonnet or a mesh are measured with the card: upright pictures of
 * sets 2–20 reached 0.23 (docs/scanner.md, *Decisions measured*, sessions 21 and 22).
 */
export const UPSIDE_DOWN = 0.25;

/**
 * The evidence a card found and flattened needs: its own type alone, upright it measured at most
 * ~0.1 (866 pictures of sets 2–20), while type whose letters hang below almost as often as they
 * rise (a monospaced face, lines of g and y) stands on its head at 0.15–0.25 (session 22).
 */
export const FLAT_UPSIDE_DOWN = 0.15;

/** Whether the card's level text lines stand on their heads, by evidence over `bar`. */
export function isUpsideDown(ink: Grey, bar = UPSIDE_DOWN): boolean {
  return upsideDownEvidence(ink) > bar;
}

/** The grey picture turned counter-clockwise by whole quarters; the same object for 0. */
export function turned(grey: Grey, quarter: Quarter): Grey {
  if (quarter === 0) return grey;
  const { data, width, height } = grey;
  const [w, h] = quarter === 180 ? [width, height] : [height, width];
  const out = new Uint8Array(data.length);
  // Where (x, y) lands, the picture turned counter-clockwise on screen (y down): one step along x
  // and one along y in the turned picture's indexes, and where (0, 0) lands.
  const [alongX, alongY, origin] =
    quarter === 90
      ? [-w, 1, (width - 1) * w]
      : quarter === 180
        ? [-1, -w, (height - 1) * w + width - 1]
        : [w, -1, height - 1];
  for (let y = 0; y < height; y += 1)
    for (let x = 0, to = origin + y * alongY; x < width; x += 1, to += alongX) out[to] = data[y * width + x];
  return { data: out, width: w, height: h };
}

/** How to stand a card's text upright and level: a quarter turn first, then the tilt taken out (deskew.ts), then over or not. */
export interface Orientation {
  quarter: Quarter;
  angle: number;
  over: boolean;
}

/**
 * The card's ink (dark on white) read for its orientation, and that ink upright and level; tilted
 * within `maxTilt`, turned over at evidence over `overBar`.
 */
export function orientationOf(
  ink: Grey,
  maxTilt = MAX_TILT,
  overBar = UPSIDE_DOWN,
): { orientation: Orientation; upright: Grey } {
  const rhythms = lineRhythms(ink);
  if (Math.max(rhythms.rows, rhythms.columns) < TEXT_LINES) {
    const angle = textAngle(ink, maxTilt);
    return { orientation: { quarter: 0, angle, over: false }, upright: level(ink, angle) };
  }
  const quarter: Quarter = linesRunUpAndDown(rhythms) ? 90 : 0;
  const across = turned(ink, quarter);
  const angle = textAngle(across, maxTilt);
  const levelled = level(across, angle);
  const over = isUpsideDown(levelled, overBar);
  return { orientation: { quarter, angle, over }, upright: over ? turned(levelled, 180) : levelled };
}

/** Another picture of the same card (its softer ink, its plain brightness) stood as `orientation` says. */
export function stood(grey: Grey, { quarter, angle, over }: Orientation): Grey {
  return turned(level(turned(grey, quarter), angle), over ? 180 : 0);
}
