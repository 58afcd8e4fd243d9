import type { Page, WorkerParams } from 'tesseract.js';
import type { OcrLine } from '../recognise/text';

/** A line as the engine read it, with its box in the picture it read (for the second reading: second-pass.ts). */
export interface PageLine extends OcrLine {
  box?: { x0: number; y0: number; x1: number; y1: number };
}

/** Tesseract's page as lines with their height, confidence and box, in reading order; its plain text when it gave no layout. */
export function linesOfPage(page: Pick<Page, 'blocks' | 'text'>): PageLine[] {
  if (!page.blocks) return page.text.split('\n').map((text) => ({ text }));
  return page.blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.trim(),
        // The row height is the font's size; the box also counts ascenders and descenders.
        height: line.rowAttributes?.rowHeight ?? line.bbox.y1 - line.bbox.y0,
        confidence: line.confidence,
        box: line.bbox,
      })),
    ),
  );
}

/** What every reader asks the engine for: the text with its layout (blocks → lines). */
export const OCR_OUTPUT = { text: true, blocks: true } as const;

/**
 * The engine's settings for cards: "sparse text" page segmentation (a card is short lines
 * scattered over the page, not paragraphs; it finds more of them than the default, measured by
 * the bench) and a fixed resolution, which pictures from a canvas or sharp do not carry.
 */
export const OCR_PARAMETERS = {
  // PSM.SPARSE_TEXT: the enum is a value of the CommonJS module, which this file does not load.
  tessedit_pageseg_mode: '11' as WorkerParams['tessedit_pageseg_mode'],
  user_defined_dpi: '300',
} satisfies Partial<WorkerParams>;
