import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { DEFAULT_BRAND, type Company } from '@contract/company';
import { paths } from '../../../session/paths';
import { Icon } from '../../../components/ui';
import { useCompanyRoles, useDivisions, useEmployees, useInvitations } from '../api';
import { useCompanyCards, useCompanyEverlinks } from '../brand-api';
import { flattenDivisions } from '../divisions';
import { useCompanyText } from '../i18n';
import { useCompanyAbility, useCompanyScope } from './CompanyPage';

/** People counted on the overview: one page; beyond it the count reads "100+". */
const COUNT_PAGE = 100;

interface Step {
  id: string;
  label: string;
  done: boolean;
  to: string;
  action: string;
}

/** /company: who the company is, how big, and what is left to set up. */
export function CompanyOverview({ company }: { company: Company }) {
  const { t } = useCompanyText();
  const can = useCompanyAbility(company);
  const { withScope } = useCompanyScope();
  const canCards = can('read', 'CompanyCard');
  const canInvite = can('create', 'Employee');
  const canEdit = can('update', 'Company');
  const people = useEmployees(company.id, {}, true, COUNT_PAGE);
  const divisions = useDivisions(company.id);
  const roles = useCompanyRoles(company.id);
  const links = useCompanyEverlinks(company.id);
  const cards = useCompanyCards(company.id, canCards);
  const invitations = useInvitations(company.id, canInvite);

  const peopleCount = people.data?.pages[0]?.data.length;
  const pendingCount = invitations.data?.pages[0]?.data.length ?? 0;
  const cardList = cards.data?.pages[0]?.data ?? [];
  const divisionCount = divisions.data ? flattenDivisions(divisions.data).length : undefined;
  const more = (count: number | undefined, hasMore: boolean) =>
    count === undefined ? '…' : hasMore ? `${count}+` : String(count);

  const counts = [
    { label: t('overview.counts.people'), value: more(peopleCount, !!people.hasNextPage) },
    { label: t('overview.counts.divisions'), value: more(divisionCount, false) },
    { label: t('overview.counts.roles'), value: more(roles.data?.length, false) },
    { label: t('overview.counts.links'), value: more(links.data?.length, false) },
    ...(canCards
      ? [
          {
            label: t('overview.counts.cards'),
            value: more(cards.data ? cardList.length : undefined, !!cards.hasNextPage),
          },
        ]
      : []),
    ...(canInvite
      ? [
          {
            label: t('overview.counts.invitations'),
            value: more(invitations.data ? pendingCount : undefined, !!invitations.hasNextPage),
          },
        ]
      : []),
  ];

  const steps: Step[] = [
    {
      id: 'logo',
      label: t('overview.steps.logo'),
      done: !!company.logo,
      to: paths.company('branding'),
      action: t('overview.open.branding'),
    },
    {
      id: 'colours',
      label: t('overview.steps.colours'),
      done:
        company.brand.primaryColor !== DEFAULT_BRAND.primaryColor ||
        company.brand.accentColor !== DEFAULT_BRAND.accentColor,
      to: paths.company('branding'),
      action: t('overview.open.branding'),
    },
    {
      id: 'division',
      label: t('overview.steps.division'),
      done: (divisionCount ?? 0) > 0,
      to: paths.company('divisions'),
      action: t('overview.open.divisions'),
    },
    {
      id: 'link',
      label: t('overview.steps.link'),
      done: (links.data?.length ?? 0) > 0,
      to: paths.company('links'),
      action: t('overview.open.links'),
    },
    {
      id: 'invite',
      label: t('overview.steps.invite'),
      done: (peopleCount ?? 0) > 1 || pendingCount > 0,
      to: paths.company('users'),
      action: t('overview.open.users'),
    },
    {
      id: 'cards',
      label: t('overview.steps.cards'),
      done: cardList.some((card) => card.holder),
      to: paths.companyCards,
      action: t('overview.open.cards'),
    },
  ];
  const left = steps.filter((step) => !step.done).length;

  return (
    <div className="stack">
      <section className="panel company-summary" aria-label={t('overview.about')}>
        {company.logo ? (
          <img
            className="company-logo"
            src={company.logo.url}
            alt={t('branding.logo.alt', { company: company.name })}
          />
        ) : (
          <span className="company-logo company-logo-placeholder">
            <Icon name="building" />
          </span>
        )}
        <div>
          <h2>{company.name}</h2>
          <p className="muted">
            {[company.industry, company.website].filter(Boolean).join(' · ') || t('overview.noDetails')}
            {company.website && (
              <>
                {' '}
                <a href={company.website} target="_blank" rel="noopener noreferrer">
                  <Trans
                    t={t}
                    i18nKey="overview.visit"
                    values={{ company: company.name }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                </a>
              </>
            )}
          </p>
        </div>
      </section>

      <dl className="company-counts" aria-label={t('overview.inNumbers')}>
        {counts.map((count) => (
          <div key={count.label}>
            <dt>{count.label}</dt>
            <dd>{count.value}</dd>
          </div>
        ))}
      </dl>

      {canEdit && (
        <section className="panel stack" aria-labelledby="setup-checklist">
          <h2 id="setup-checklist">
            {left ? t('overview.stepsLeft', { left, total: steps.length }) : t('overview.setUp')}
          </h2>
          <ul className="setup-checklist">
            {steps.map((step) => (
              <li key={step.id}>
                <span>
                  {step.done ? (
                    <span className="check-done">{t('overview.done')}</span>
                  ) : (
                    <span className="visually-hidden">{t('overview.notYet')}</span>
                  )}
                  {step.label}
                </span>
                {!step.done && (
                  <Link className="button button-secondary button-small" to={withScope(step.to)}>
                    {step.action}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
