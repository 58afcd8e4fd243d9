import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and on the server), true from the next render
 * on. Whatever differs between the build-time HTML and this visit (the address's query, what
 * only the browser has) waits for it, so hydration never meets a mismatch it cannot patch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
