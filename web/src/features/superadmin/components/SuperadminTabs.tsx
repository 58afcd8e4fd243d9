import { Link } from 'react-router-dom';

const TABS = [
  { to: '/superadmin', label: 'Users' },
  { to: '/superadmin/roles', label: 'Roles' },
  { to: '/superadmin/divisions', label: 'Divisions' },
  { to: '/superadmin/cards', label: 'Cards' },
] as const;

export function SuperadminTabs({ active }: { active: (typeof TABS)[number]['to'] }) {
  return (
    <nav className="tabs" aria-label="Superadmin sections">
      {TABS.map((tab) => (
        <Link key={tab.to} className="tab" to={tab.to} aria-current={active === tab.to ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
