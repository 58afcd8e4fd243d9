import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a view that waits for its data shows: from the first time `ready` is true, for good.
 * Ready at mount (its data already cached), it shows in that render; ready later, the render that
 * shows it is a transition, so React draws a large view in slices between frames instead of in one
 * long task (on a phone, the main thread is what a signed-in page waits on). Once shown it stays, so
 * the transition is started once. (The signed-in shell does not reveal itself this way: docs/web.md,
 * "The signed-in start in slices".)
 */
export function useReveal(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return shown;
}
