import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PROFILE_TABS, profileTabPath, type ProfileTab } from '../api';

export function ProfileTabs({ profileId, active }: { profileId: string; active: ProfileTab }) {
  const nav = useRef<HTMLElement>(null);

  // On a phone the tabs scroll sideways: keep the open one in sight (without moving the page).
  useEffect(() => {
    const bar = nav.current;
    const tab = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !tab) return;
    const [b, t] = [bar.getBoundingClientRect(), tab.getBoundingClientRect()];
    if (t.left < b.left || t.right > b.right) bar.scrollLeft += t.left - b.left - 16;
  }, [active]);

  return (
    <nav ref={nav} className="tabs" aria-label="Profile sections">
      {PROFILE_TABS.map((tab) => (
        <Link key={tab.id} className="tab" to={profileTabPath(profileId, tab.id)} aria-current={active === tab.id ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
