import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageHeader } from '../../../components/ui';
import { useCreateCompany } from '../api';
import { CompanyOverview } from '../components/CompanyOverview';
import { CompanyPage } from '../components/CompanyPage';
import { CreateCompanyForm } from '../components/CreateCompanyForm';

/** /company: the overview, or "Create your company" for someone without one. */
export default function Company() {
  return (
    <CompanyPage section="overview" noCompany={<CreateCompany />}>
      {(company) => <CompanyOverview company={company} />}
    </CompanyPage>
  );
}

function CreateCompany() {
  const create = useCreateCompany();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Create your company"
        description="Manage your team in one place: invite people, give them roles and divisions, and put one brand and your company links on everyone's card."
      />
      <section className="panel company-create">
        <CreateCompanyForm
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            navigate(paths.company(), { replace: true });
          }}
        />
        <p className="fine-print">You become the company&apos;s admin. If your company already uses Everlink, ask one of its admins to invite you instead.</p>
      </section>
    </>
  );
}
