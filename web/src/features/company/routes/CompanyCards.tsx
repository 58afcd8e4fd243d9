import { CompanyCardsPanel } from '../components/CompanyCardsPanel';
import { CompanyPage } from '../components/CompanyPage';

/** /company-cards: the physical cards the company owns and the employee each one belongs to. */
export default function CompanyCards() {
  return <CompanyPage section="cards">{(company) => <CompanyCardsPanel company={company} />}</CompanyPage>;
}
