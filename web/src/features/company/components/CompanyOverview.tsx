import { Link } from 'react-router-dom';
import { DEFAULT_BRAND, type Company } from '@contract/company';
import { paths } from '../../../app/paths';
import { Icon } from '../../../components/ui';
import { useCompanyRoles, useDivisions, useEmployees, useInvitations } from '../api';
import { useCompanyCards, useCompanyEverlinks } from '../brand-api';
import { flattenDivisions } from '../divisions';
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
  const can = useCompanyAbility(company);
  const { withScope } = useCompanyScope();
  const canCards = can('read', 'CompanyCard');
  const canInvite = can('create', 'Employee');
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
  const more = (count: number | undefined, hasMore: boolean) => (count === undefined ? '…' : hasMore ? `${count}+` : String(count));

  const counts = [
    { label: 'People', value: more(peopleCount, !!people.hasNextPage) },
    { label: 'Divisions', value: more(divisionCount, false) },
    { label: 'Roles', value: more(roles.data?.length, false) },
    { label: 'Company links', value: more(links.data?.length, false) },
    ...(canCards ? [{ label: 'Company cards', value: more(cards.data ? cardList.length : undefined, !!cards.hasNextPage) }] : []),
    ...(canInvite ? [{ label: 'Pending invitations', value: more(invitations.data ? pendingCount : undefined, !!invitations.hasNextPage) }] : []),
  ];

  const steps: Step[] = [
    { id: 'logo', label: 'Add your logo', done: !!company.logo, to: paths.company('branding'), action: 'Open branding' },
    {
      id: 'colours',
      label: 'Choose your brand colours',
      done: company.brand.primaryColor !== DEFAULT_BRAND.primaryColor || company.brand.accentColor !== DEFAULT_BRAND.accentColor,
      to: paths.company('branding'),
      action: 'Open branding',
    },
    { id: 'division', label: 'Create a division', done: (divisionCount ?? 0) > 0, to: paths.company('divisions'), action: 'Open divisions' },
    { id: 'link', label: 'Add a company link', done: (links.data?.length ?? 0) > 0, to: paths.company('links'), action: 'Open links' },
    { id: 'invite', label: 'Invite your people', done: (peopleCount ?? 0) > 1 || pendingCount > 0, to: paths.company('users'), action: 'Open users' },
    { id: 'cards', label: 'Hand out company cards', done: cardList.some((card) => card.holder), to: paths.companyCards, action: 'Open company cards' },
  ];
  const left = steps.filter((step) => !step.done).length;

  return (
    <div className="stack">
      <section className="panel company-summary" aria-label="About the company">
        {company.logo ? (
          <img className="company-logo" src={company.logo.url} alt={`${company.name} logo`} />
        ) : (
          <span className="company-logo company-logo-placeholder">
            <Icon name="building" />
          </span>
        )}
        <div>
          <h2>{company.name}</h2>
          <p className="muted">
            {[company.industry, company.website].filter(Boolean).join(' · ') || 'No website or industry yet.'}
            {company.website && (
              <>
                {' '}
                <a href={company.website} target="_blank" rel="noopener noreferrer">
                  Visit<span className="visually-hidden"> {company.name}’s website (opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
        </div>
      </section>

      <dl className="company-counts" aria-label="The company in numbers">
        {counts.map((count) => (
          <div key={count.label}>
            <dt>{count.label}</dt>
            <dd>{count.value}</dd>
          </div>
        ))}
      </dl>

      {can('update', 'Company') && (
        <section className="panel stack" aria-labelledby="setup-checklist">
          <h2 id="setup-checklist">{left ? `Set up your company: ${left} of ${steps.length} steps left` : 'Your company is set up'}</h2>
          <ul className="setup-checklist">
            {steps.map((step) => (
              <li key={step.id}>
                <span>
                  {step.done ? <span className="check-done">Done: </span> : <span className="visually-hidden">To do: </span>}
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
