import { COMPANY_SECTIONS, paths, type CompanySection } from '../../app/paths';
import type { TabNavItem } from '../../components/TabNav';

export type { CompanySection };

const LABELS: Record<CompanySection, string> = {
  overview: 'Overview',
  users: 'Users',
  roles: 'Roles',
  divisions: 'Divisions',
  links: 'Links',
  branding: 'Branding',
  'import-export': 'Import & export',
};

/** The company's sections as the tab bar lists them, in order, with their addresses. */
export const COMPANY_TABS: readonly (TabNavItem & { id: CompanySection })[] = COMPANY_SECTIONS.map((id) => ({ id, label: LABELS[id], to: paths.company(id) }));

/** The sections at `/company/{tab}` (the overview and users have routes of their own). */
export function companyTabOf(tab: string | undefined): CompanySection | null {
  const known = COMPANY_SECTIONS.find((id) => id === tab);
  return known && known !== 'overview' && known !== 'users' ? known : null;
}

export const sectionLabel = (section: CompanySection) => LABELS[section];
