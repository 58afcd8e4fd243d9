import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { subject } from '@casl/ability';
import type { Company } from '@contract/company';
import type { Subject } from '@contract/roles';
import { paths } from '../../../session/paths';
import { isNotFound } from '../../../lib/api';
import { useAbility } from '../../../lib/ability';
import { useSession } from '../../../session/session';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { TabNav } from '../../../components/TabNav';
import { useCompany } from '../api';
import { useCompanyText } from '../i18n';
import { companyTabs, sectionLabel, type CompanySection } from '../sections';
import '../company.css';

const ADMIN_SECTIONS = new Set<CompanySection>(['api-keys', 'crm', 'identity']);

/**
 * The company a screen shows: the caller's own, or, for a superadmin who opened another from the
 * superadmin area, the one named by `?companyId=` (kept on every company link).
 */
export function useCompanyScope() {
  const [params] = useSearchParams();
  const companyId = params.get('companyId');
  const withScope = (path: string) => (companyId ? `${path}?companyId=${encodeURIComponent(companyId)}` : path);
  return { companyId, withScope };
}

/** What the caller may do in this company: `can('update', 'Employee', { divisionIds })`. */
export function useCompanyAbility(company: Pick<Company, 'id'>) {
  const ability = useAbility();
  return (action: string, type: Subject, object: Record<string, unknown> = {}) =>
    ability.can(action, subject(type, { companyId: company.id, ...object }) as never);
}

interface CompanyPageProps {
  /** The section tab it opens, or `cards` for /company-cards, which has no tabs of its own. */
  section: CompanySection | 'cards';
  /** The section's content, once the company is loaded. */
  children: (company: Company) => ReactNode;
  /** What a signed-in person without a company sees here (the overview offers to create one). */
  noCompany?: ReactNode;
  actions?: (company: Company) => ReactNode;
}

/** The frame of every company section: title, section tabs, and the company's loading and error states. */
export function CompanyPage({ section, children, noCompany, actions }: CompanyPageProps) {
  const { t } = useCompanyText();
  const { companyId, withScope } = useCompanyScope();
  const company = useCompany(companyId);
  const title =
    section === 'cards'
      ? t('page.cardsTitle')
      : section === 'overview'
        ? t('page.title')
        : t('page.sectionTitle', { section: sectionLabel(section, t) });

  const ability = useAbility();
  const { planTier, isSuperadmin } = useSession();
  const tabs = companyTabs(t).map((tab) => ({ ...tab, to: withScope(tab.to) }));
  // API keys, the CRM and identity are for those who manage the company (its admins), webhooks for
  // those who may update it (the server's gates); identity is part of Teams (a superadmin may look
  // at any company's): others would only meet a refusal.
  const tabsOf = (data: Company) =>
    tabs.filter(
      (tab) =>
        (!ADMIN_SECTIONS.has(tab.id) || ability.can('manage', subject('Company', { companyId: data.id }) as never)) &&
        (tab.id !== 'webhooks' || ability.can('update', subject('Company', { companyId: data.id }) as never)) &&
        (tab.id !== 'identity' || planTier === 'teams' || isSuperadmin),
    );
  return (
    <QueryView
      query={company}
      frame={(state) => (
        <>
          <PageHeader title={title} />
          {state}
        </>
      )}
      loadingLabel={t('page.loading')}
      // A superadmin's ?companyId= that names no company is an error; the caller's own missing company is not.
      errorTitle={isNotFound(company.error) ? t('page.notFound') : t('page.loadFailed')}
      notFound={companyId ? undefined : (noCompany ?? <NotInCompany title={title} />)}
    >
      {(data) => (
        <>
          <PageHeader
            title={title}
            description={section === 'overview' ? undefined : data.name}
            actions={actions?.(data)}
          />
          {section !== 'cards' && <TabNav label={t('page.tabs')} items={tabsOf(data)} active={section} />}
          {children(data)}
        </>
      )}
    </QueryView>
  );
}

function NotInCompany({ title }: { title: string }) {
  const { t } = useCompanyText();
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<Icon name="building" />}
        title={t('page.notInCompany.title')}
        action={
          <Link className="button button-primary" to={paths.company()}>
            {t('page.notInCompany.create')}
          </Link>
        }
      >
        <p>{t('page.notInCompany.body')}</p>
      </EmptyState>
    </>
  );
}
