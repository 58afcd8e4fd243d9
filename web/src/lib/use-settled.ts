import { useEffect, useState } from 'react';

/** Searching waits until typing pauses, so a name is one request, not one a letter. */
const SEARCH_DELAY_MS = 300;

/** The value once it has stopped changing for `delay` ms: what a lookup as one types asks about. */
export function useSettled<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
