import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import './scroll.css';

export interface TabNavItem {
  id: string;
  label: string;
  /** The section's address (from `session/paths`). */
  to: string;
}

interface TabNavProps {
  /** The navigation's accessible name, e.g. "Profile sections". */
  label: string;
  items: readonly TabNavItem[];
  /** The id of the open section, marked `aria-current="page"`. */
  active: string;
}

/**
 * The sections of one area (a profile, the company, the superadmin area) as a row of links.
 * They are links in a named `nav`, not an ARIA tablist: each section has its own address, so
 * they behave as navigation (Tab between them, Enter follows, the back button works). On a phone
 * the row scrolls sideways, keeps the open section in sight, and shows a shadow at an edge with
 * more sections beyond it (scroll.css).
 */
export function TabNav({ label, items, active }: TabNavProps) {
  const nav = useRef<HTMLElement>(null);

  // Scrolls the row itself, never the page, so opening a section does not jump.
  useEffect(() => {
    const bar = nav.current;
    const tab = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !tab) return;
    const [b, t] = [bar.getBoundingClientRect(), tab.getBoundingClientRect()];
    if (t.left < b.left || t.right > b.right) bar.scrollLeft += t.left - b.left - 32;
  }, [active]);

  return (
    <nav ref={nav} className="tabs scroll-shadows" aria-label={label}>
      {items.map((item) => (
        <Link key={item.id} className="tab" to={item.to} aria-current={item.id === active ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
