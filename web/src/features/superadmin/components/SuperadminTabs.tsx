import { paths } from '../../../session/paths';
import { TabNav } from '../../../components/TabNav';
import { useSuperadminText } from '../i18n';

const TABS = [
  { id: 'overview', to: paths.superadmin },
  { id: 'users', to: paths.superadminUsers },
  { id: 'companies', to: paths.superadminCompanies },
  { id: 'roles', to: paths.superadminRoles },
  { id: 'divisions', to: paths.superadminDivisions },
  { id: 'cards', to: paths.superadminCards },
  { id: 'plans', to: paths.superadminPlans },
] as const;

export type SuperadminSection = (typeof TABS)[number]['id'];

/** The superadmin area's sections. */
export function SuperadminTabs({ active }: { active: SuperadminSection }) {
  const { t } = useSuperadminText();
  return (
    <TabNav
      label={t('tabs.label')}
      items={TABS.map((tab) => ({ ...tab, label: t(`tabs.${tab.id}`) }))}
      active={active}
    />
  );
}
