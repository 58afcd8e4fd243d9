import { paths } from '../../../app/paths';
import { TabNav, type TabNavItem } from '../../../components/TabNav';

const TABS = [
  { id: 'overview', label: 'Overview', to: paths.superadmin },
  { id: 'users', label: 'Users', to: paths.superadminUsers },
  { id: 'companies', label: 'Companies', to: paths.superadminCompanies },
  { id: 'roles', label: 'Roles', to: paths.superadminRoles },
  { id: 'divisions', label: 'Divisions', to: paths.superadminDivisions },
  { id: 'cards', label: 'Cards', to: paths.superadminCards },
  { id: 'plans', label: 'Plans', to: paths.superadminPlans },
  { id: 'plans', label: 'Plans', to: paths.superadminPlans },
] as const satisfies readonly TabNavItem[];

export type SuperadminSection = (typeof TABS)[number]['id'];

/** The superadmin area's sections. */
export function SuperadminTabs({ active }: { active: SuperadminSection }) {
  return <TabNav label="Superadmin sections" items={TABS} active={active} />;
}
