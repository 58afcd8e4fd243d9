import { Link } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';

/** /company-cards: the cards the company hands out to its team. */
export default function CompanyCards() {
  return (
    <>
      <PageHeader title="Company cards" description="Physical cards your company owns, and the team member each one belongs to." />
      <EmptyState icon={<Icon name="cards" />} title="Your company's cards" action={<Link className="button button-secondary" to="/company">Company overview</Link>}>
        <p>Every card the company ordered is listed here with its holder and status, so you can assign spare cards and deactivate lost ones.</p>
      </EmptyState>
    </>
  );
}
