import { COMPANY_SECTIONS, paths, type CompanySection } from '../../session/paths';
import type { TabNavItem } from '../../components/TabNav';
import type { CompanyT } from './i18n';

export type { CompanySection };

/** Each section's word: its key under `sections`. */
const LABEL_KEYS = {
  overview: 'sections.overview',
  users: 'sections.users',
  roles: 'sections.roles',
  divisions: 'sections.divisions',
  links: 'sections.links',
  branding: 'sections.branding',
  'import-export': 'sections.importExport',
  'api-keys': 'sections.apiKeys',
  webhooks: 'sections.webhooks',
  crm: 'sections.crm',
  identity: 'sections.identity',
} as const satisfies Record<CompanySection, string>;

export const sectionLabel = (section: CompanySection, t: CompanyT) => t(LABEL_KEYS[section]);

/** The company's sections as the tab bar lists them, in order, with their addresses. */
export function companyTabs(t: CompanyT): (TabNavItem & { id: CompanySection })[] {
  return COMPANY_SECTIONS.map((id) => ({ id, label: sectionLabel(id, t), to: paths.company(id) }));
}

/** The sections at `/company/{tab}` (the overview and users have routes of their own). */
export function companyTabOf(tab: string | undefined): CompanySection | null {
  const known = COMPANY_SECTIONS.find((id) => id === tab);
  return known && known !== 'overview' && known !== 'users' ? known : null;
}
