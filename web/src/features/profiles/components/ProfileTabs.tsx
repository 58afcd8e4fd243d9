import { Link } from 'react-router-dom';
import { PROFILE_TABS, type ProfileTab } from '../api';

export function ProfileTabs({ profileId, active }: { profileId: string; active: ProfileTab }) {
  return (
    <nav className="tabs" aria-label="Profile sections">
      {PROFILE_TABS.map((tab, i) => (
        <Link key={tab.id} className="tab" to={i === 0 ? `/profile/${profileId}` : `/profile/${profileId}/${tab.id}`} aria-current={active === tab.id ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
