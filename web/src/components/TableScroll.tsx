import type { ReactNode } from 'react';
import './scroll.css';

/**
 * A wide table's scroll box. On a phone it scrolls sideways, so it takes keyboard focus: a
 * keyboard user can then scroll it with the arrow keys (WCAG 2.1.1, axe scrollable-region-focusable).
 * Edge shadows show that more columns lie to a side; the actions column stays in sight (scroll.css).
 */
export function TableScroll({ children }: { children: ReactNode }) {
  return (
    <div className="table-wrap scroll-shadows" tabIndex={0}>
      {children}
    </div>
  );
}
