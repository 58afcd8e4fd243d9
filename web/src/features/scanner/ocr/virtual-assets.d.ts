/** Where the build serves the OCR engine's files (assets-plugin.ts), as paths on our own origin. */
declare module 'virtual:scanner-ocr-assets' {
  /** tesseract.js's worker script. */
  export const workerPath: string;
  /** The folder with tesseract.js-core's WebAssembly builds (plain, SIMD, relaxed SIMD). */
  export const corePath: string;
  /** The folder with eng.traineddata.gz. */
  export const langPath: string;
}
