import { describe, expect, it } from 'vitest';
import { shownPhotoRows } from './shown-photo';

const [width, height] = [150, 320];

/** A small copy's brightness, row by row: `row(y, x)` gives each pixel. */
function frame(row: (y: number, x: number) => number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) out[y * width + x] = row(y, x);
  return out;
}

/** A night photo's row: dark, grained (±6), a pale card in its middle rows. */
const photo = (y: number, x: number) =>
  y > 140 && y < 175 && x > 40 && x < 110 ? 200 : 35 + ((x * 7 + y * 13) % 13) - 6;

/** A chat viewer's screenshot: a status bar and header with white text, black bands, the photo in rows 100–220, the input bar. */
const screenshot = (y: number, x: number) => {
  if (y < 30) return y % 10 < 4 && x % 20 < 12 ? 230 : 28;
  if (y >= 100 && y < 220) return photo(y, x);
  if (y >= 300) return x > 5 && x < 125 && y > 305 && y < 312 ? 40 : 17;
  return 0;
};

describe("the photo a chat app's viewer shows between black bands", () => {
  it('is the rows between the bands, without the status bar, header or input bar', () => {
    expect(shownPhotoRows(frame(screenshot), width, height)).toEqual({ top: 100, bottom: 220 });
  });

  it('is kept whole where its own darkest rows are nearly flat (a night table varies by 9–13 levels)', () => {
    const planks = (y: number, x: number) => (y >= 120 && y < 150 ? 34 + (x % 11) : screenshot(y, x));
    expect(shownPhotoRows(frame(planks), width, height)).toEqual({ top: 100, bottom: 220 });
  });

  it('is not looked for in a photo, even one with a black sky over its table', () => {
    expect(shownPhotoRows(frame(photo), width, height)).toBeNull();
    const sky = (y: number, x: number) => (y < 80 ? 0 : photo(y, x));
    expect(shownPhotoRows(frame(sky), width, height)).toBeNull();
  });

  it('is not a white card filling the frame, whose blank rows are flat but not dark', () => {
    const card = (y: number) => (y % 60 < 12 ? 40 : 240);
    expect(shownPhotoRows(frame(card), width, height)).toBeNull();
  });

  it('is not a thin strip between two black bands', () => {
    const strip = (y: number, x: number) => (y >= 150 && y < 180 ? photo(y, x) : 0);
    expect(shownPhotoRows(frame(strip), width, height)).toBeNull();
  });
});
