/** The tabs of /company/{tab}; /company is the overview, /company/users the team. */
export const COMPANY_TABS = [
  { id: 'overview', label: 'Overview', path: '/company' },
  { id: 'users', label: 'Users', path: '/company/users' },
  { id: 'roles', label: 'Roles', path: '/company/roles' },
  { id: 'divisions', label: 'Divisions', path: '/company/divisions' },
  { id: 'links', label: 'Links', path: '/company/links' },
  { id: 'branding', label: 'Branding', path: '/company/branding' },
  { id: 'import-export', label: 'Import & export', path: '/company/import-export' },
] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number]['id'];

export const companyKeys = {
  all: ['company'] as const,
  mine: () => ['company', 'mine'] as const,
  detail: (companyId: string) => ['company', companyId] as const,
  employees: (companyId: string) => ['company', companyId, 'employees'] as const,
  roles: (companyId: string) => ['company', companyId, 'roles'] as const,
  divisions: (companyId: string) => ['company', companyId, 'divisions'] as const,
  everlinks: (companyId: string) => ['company', companyId, 'everlinks'] as const,
  cards: (companyId: string) => ['company', companyId, 'cards'] as const,
};
