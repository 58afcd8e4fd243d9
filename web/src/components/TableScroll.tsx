import type { ReactNode } from 'react';

/**
 * A wide table's scroll box. On a phone it scrolls sideways, so it takes keyboard focus: a
 * keyboard user can then scroll it with the arrow keys (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function TableScroll({ children }: { children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      {children}
    </div>
  );
}
