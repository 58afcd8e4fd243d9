import { useParams } from 'react-router-dom';
import { CompanyPage } from '../components/CompanyPage';
import { EmployeePanel } from '../components/EmployeePanel';

/** /company/users/{employeeId}: one person of the company. */
export default function CompanyEmployee() {
  const { employeeId = '' } = useParams();
  return (
    <CompanyPage section="users">
      {(company) => <EmployeePanel key={employeeId} company={company} employeeId={employeeId} />}
    </CompanyPage>
  );
}
