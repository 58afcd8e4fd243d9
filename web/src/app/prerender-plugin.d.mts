import type { Plugin } from 'vite';

/** The file the app's shell is written to; index.html is the prerendered landing. */
export const APP_SHELL: string;
/** The boot script prerendered pages load instead of the entry. */
export const PRERENDER_BOOT: string;
/** The shell without the entry's preloads, its entry started by `boot` only when the page needs the app. */
export function deferEntry(shell: string): { shell: string; boot: string };
export function prerenderPages(): Plugin;
