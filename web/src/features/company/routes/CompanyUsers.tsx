import { CompanySection } from '../components/CompanySection';

/** /company/users: the company's team. */
export default function CompanyUsers() {
  return <CompanySection tab="users" />;
}
