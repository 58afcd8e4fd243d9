import type { Plugin } from 'vite';

/** The file the app's shell is written to; index.html is the prerendered landing. */
export const APP_SHELL: string;
/** The boot script prerendered pages load instead of the entry. */
export const PRERENDER_BOOT: string;
/** The sign-in entry's source, the build's second input. */
export const AUTH_ENTRY: string;
/** The sign-in entry's file and the chunks it imports statically, as page addresses. */
export function authEntryOf(manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>): {
  file: string;
  preload: string[];
};
/** The shell without the entry's preloads, its entry (or the sign-in entry) started by `boot` only when the page needs it. */
export function deferEntry(shell: string, auth: { file: string; preload: string[] }): { shell: string; boot: string };
export function prerenderPages(): Plugin;
