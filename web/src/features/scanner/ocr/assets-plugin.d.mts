import type { Plugin } from 'vite';

/** The OCR files the build serves, by their path under the base, with the node_modules file each comes from. */
export function ocrAssetFiles(): {
  folders: { worker: string; core: string; lang: string };
  files: Map<string, string>;
};

/** Copies the OCR files into the build, serves them in dev and provides `virtual:scanner-ocr-assets`. */
export function scannerOcrAssets(): Plugin;
