import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { Company } from '@contract/company';
import { paths } from '../../../session/paths';
import { BrandingPanel } from '../components/BrandingPanel';
import { CompanyPage, useCompanyScope } from '../components/CompanyPage';
import { CompanyLinksPanel } from '../components/CompanyLinksPanel';
import { DivisionsPanel } from '../components/DivisionsPanel';
import { ImportExportPanel } from '../components/ImportExportPanel';
import { ApiKeysPanel } from '../../api-keys';
import { WebhooksPanel } from '../../webhooks';
import { CompanyCrmPanel } from '../../company-crm';
import { IdentityPanel } from '../../identity';
import { RolesPanel } from '../components/RolesPanel';
import { companyTabOf, type CompanySection } from '../sections';

const PANELS: Partial<Record<CompanySection, (props: { company: Company }) => ReactNode>> = {
  roles: RolesPanel,
  divisions: DivisionsPanel,
  links: CompanyLinksPanel,
  branding: BrandingPanel,
  'import-export': ImportExportPanel,
  'api-keys': ({ company }) => <ApiKeysPanel owner={{ companyId: company.id }} />,
  webhooks: WebhooksPanel,
  crm: ({ company }) => <CompanyCrmPanel companyId={company.id} />,
  identity: ({ company }) => <IdentityPanel companyId={company.id} />,
};

/** /company/{tab}: roles, divisions, links, branding, import & export, API keys, webhooks, CRM, identity. An unknown tab opens the overview. */
export default function CompanyTab() {
  const { tab } = useParams();
  const { withScope } = useCompanyScope();
  const section = companyTabOf(tab);
  const Panel = section ? PANELS[section] : undefined;
  if (!section || !Panel) return <Navigate to={withScope(paths.company())} replace />;
  return <CompanyPage section={section}>{(company) => <Panel company={company} />}</CompanyPage>;
}
