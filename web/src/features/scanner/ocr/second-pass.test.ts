import { describe, expect, it } from 'vitest';
import type { PageLine } from './lines';
import type { Rgba } from './picture';
import { cardToRead, readCard, sheetOf, WEAK_LINE } from './second-pass';

/** A white picture with a black rectangle at [x0, y0, x1, y1). */
function paper(width: number, height: number, ink: [number, number, number, number]): Rgba {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = ink[1]; y < ink[3]; y += 1)
    for (let x = ink[0]; x < ink[2]; x += 1) data.set([0, 0, 0, 255], (y * width + x) * 4);
  return { data, width, height };
}

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

describe('the second reading of weak lines', () => {
  it('stacks the weak lines, a quarter of their height around them, on one white sheet', () => {
    const picture = paper(300, 200, [50, 100, 150, 120]);
    const { sheet, slots } = sheetOf(picture, [box(50, 100, 150, 120), box(10, 10, 60, 30)]);
    // Each crop is 20 + 2 × 5 high; the gap is the tallest crop (30); the width is the widest crop (110) and two gaps.
    expect(sheet.width).toBe(110 + 60);
    expect(sheet.height).toBe(30 + 30 + 30 + 30 + 30);
    expect(slots).toEqual([
      { top: 15, bottom: 75 },
      { top: 75, bottom: 135 },
    ]);
    const at = (x: number, y: number) => sheet.data[(y * sheet.width + x) * 4];
    // The first crop starts at (gap, gap) = (30, 30) with its margin of 5: the ink at (35, 35) … (135, 55).
    expect(at(35, 35)).toBe(0);
    expect(at(134, 54)).toBe(0);
    expect(at(34, 35)).toBe(255);
    expect(at(35, 55)).toBe(255);
    // The second crop is blank paper.
    expect(at(60, 100)).toBe(255);
  });

  it('keeps the reading the engine is surer of, line by line, in one more call', async () => {
    const picture = paper(400, 200, [0, 0, 1, 1]);
    const first: PageLine[] = [
      { text: 'Kenji Nakamura', height: 30, confidence: 95, box: box(20, 20, 220, 50) },
      { text: 'Semor Software Engmneer', height: 20, confidence: 29, box: box(20, 60, 260, 80) },
      { text: 'kenp@cobalindge.i0', height: 20, confidence: 40, box: box(20, 100, 240, 120) },
      { text: 'cobaltridge.i0', height: 20, confidence: 50, box: box(20, 130, 200, 150) },
      { text: '|', height: 20, confidence: 5, box: box(300, 20, 304, 180) },
    ];
    const sheets: Rgba[] = [];
    const read = async (sheet: Rgba): Promise<PageLine[]> => {
      sheets.push(sheet);
      if (sheets.length === 1) return first;
      // Slots of 30 px crops and 30 px gaps: 15–75, 75–135, 135–195.
      return [
        { text: 'Senior Software Engineer', confidence: 73, box: box(30, 30, 280, 60) },
        { text: 'kenj@cobaltridge.io', confidence: 31, box: box(30, 90, 280, 120) },
        { text: 'cobalt', confidence: 80, box: box(30, 150, 100, 180) },
        { text: 'ridge.io', confidence: 80, box: box(110, 150, 200, 180) },
      ];
    };
    const lines = await readCard(cardToRead({ picture, again: () => picture }), read);
    expect(sheets).toHaveLength(2);
    expect(sheets[1].height).toBe(30 * 7);
    expect(lines).toEqual([
      { text: 'Kenji Nakamura', height: 30, confidence: 95 },
      // Surer the second time: taken.
      { text: 'Senior Software Engineer', height: 20, confidence: 73 },
      // Less sure: the first reading stays.
      { text: 'kenp@cobalindge.i0', height: 20, confidence: 40 },
      // Cut in two the second time: the first reading stays.
      { text: 'cobaltridge.i0', height: 20, confidence: 50 },
      // A rule, not text: never read again.
      { text: '|', height: 20, confidence: 5 },
    ]);
  });

  it('reads again the lines under the confidence the card asks for, when it asks for one', async () => {
    const picture = paper(400, 100, [0, 0, 1, 1]);
    const first: PageLine[] = [
      { text: 'Kenji Nakamura', height: 30, confidence: 92, box: box(20, 10, 220, 40) },
      { text: 'kenji@cobaItridge.io', height: 20, confidence: 70, box: box(20, 60, 240, 80) },
    ];
    const readWith = async (weakLine?: number) => {
      const sheets: Rgba[] = [];
      const lines = await readCard(cardToRead({ picture, again: () => picture, weakLine }), async (sheet) => {
        sheets.push(sheet);
        return sheets.length === 1
          ? first
          : [{ text: 'kenji@cobaltridge.io', confidence: 85, box: box(30, 30, 260, 60) }];
      });
      return { lines, calls: sheets.length };
    };
    // A line at 70 is sure enough for WEAK_LINE: read once.
    expect(70).toBeGreaterThanOrEqual(WEAK_LINE);
    expect(await readWith()).toEqual({
      lines: first.map(({ text, height, confidence }) => ({ text, height, confidence })),
      calls: 1,
    });
    // A card that asks for 80 (a small photo: prepare.ts) has it read again, and the surer reading kept.
    const again = await readWith(80);
    expect(again.calls).toBe(2);
    expect(again.lines[1]).toEqual({ text: 'kenji@cobaltridge.io', height: 20, confidence: 85 });
    expect(again.lines[0]).toEqual({ text: 'Kenji Nakamura', height: 30, confidence: 92 });
  });

  it('reads a card once when every line is read surely', async () => {
    const picture = paper(100, 50, [0, 0, 1, 1]);
    let calls = 0;
    const lines = await readCard(
      cardToRead({
        picture,
        again: () => {
          throw new Error('the other picture is not made when no line needs it');
        },
      }),
      async () => {
        calls += 1;
        return [{ text: 'Cobalt Ridge', height: 20, confidence: WEAK_LINE, box: box(0, 0, 90, 20) }];
      },
    );
    expect(calls).toBe(1);
    expect(lines).toEqual([{ text: 'Cobalt Ridge', height: 20, confidence: WEAK_LINE }]);
  });
});
