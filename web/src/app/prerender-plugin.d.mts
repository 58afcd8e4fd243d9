import type { Plugin } from 'vite';

/** The file the app's shell is written to; index.html is the prerendered landing. */
export const APP_SHELL: string;
export function prerenderPages(): Plugin;
