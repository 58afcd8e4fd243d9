import { Can } from '../../../lib/ability';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { COMPANY_TABS, type CompanyTab } from '../api';
import { CompanyTabs } from './CompanyTabs';

/** What each company section holds, and who may change it (the company's CASL subject). */
const SECTIONS: Record<CompanyTab, { title: string; text: string; subject: string }> = {
  overview: { title: 'Your company', text: "The company's name, website, industry and logo, and a summary of its team and cards.", subject: 'Company' },
  users: { title: 'Team members', text: 'Everyone in the company with their job title, roles and division. Invite people, or import them from a CSV file.', subject: 'Employee' },
  roles: { title: 'Roles', text: 'What each role may do — for example who can edit the company profile or hand out cards.', subject: 'CompanyRole' },
  divisions: { title: 'Divisions', text: 'Teams or offices that group your people, such as Sales or Engineering.', subject: 'Division' },
  links: { title: 'Company links', text: 'Links and files that appear on every team member’s profile, such as the company website or a brochure.', subject: 'Company' },
  branding: { title: 'Branding', text: 'The logo and background every company profile shows, so the whole team looks like one brand.', subject: 'Company' },
  'import-export': { title: 'Import & export', text: 'Bring your team in from a CSV file, or download everyone’s details.', subject: 'Employee' },
};

export function CompanySection({ tab }: { tab: CompanyTab }) {
  const section = SECTIONS[tab];
  const label = COMPANY_TABS.find((t) => t.id === tab)?.label ?? '';
  return (
    <>
      <PageHeader title={tab === 'overview' ? 'Company' : `Company · ${label}`} />
      <CompanyTabs active={tab} />
      <EmptyState icon={<Icon name="building" />} title={section.title}>
        <p>{section.text}</p>
        <Can I="update" a={section.subject} passThrough>
          {({ isAllowed: allowed }) => <p className="muted">{allowed ? 'Your role lets you change this section.' : 'Your company’s administrators manage this section.'}</p>}
        </Can>
      </EmptyState>
    </>
  );
}
