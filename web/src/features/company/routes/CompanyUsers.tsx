import { CompanyPage } from '../components/CompanyPage';
import { UsersPanel } from '../components/UsersPanel';

/** /company/users: the company's people and pending invitations. */
export default function CompanyUsers() {
  return <CompanyPage section="users">{(company) => <UsersPanel company={company} />}</CompanyPage>;
}
