import { Link } from 'react-router-dom';
import { COMPANY_TABS, type CompanyTab } from '../api';

export function CompanyTabs({ active }: { active: CompanyTab }) {
  return (
    <nav className="tabs" aria-label="Company sections">
      {COMPANY_TABS.map((tab) => (
        <Link key={tab.id} className="tab" to={tab.path} aria-current={active === tab.id ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
