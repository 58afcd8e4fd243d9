import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport; once it has, it stays so. What a
 * screen shows below its first view (the dashboard's chart and QR code) is drawn when it is
 * scrolled to, not while the screen starts: that drawing is most of the main thread's work on a
 * phone. Without IntersectionObserver (jsdom, a very old browser) it is true from the start.
 */
export function useNearViewport<T extends Element>(margin = '0px'): [(node: T | null) => void | (() => void), boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
