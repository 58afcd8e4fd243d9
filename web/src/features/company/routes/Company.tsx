import { CompanySection } from '../components/CompanySection';

/** /company: the company overview. */
export default function Company() {
  return <CompanySection tab="overview" />;
}
