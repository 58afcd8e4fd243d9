import { useNavigate } from 'react-router-dom';
import { paths } from '../../../session/paths';
import { PageHeader } from '../../../components/ui';
import { useCreateCompany } from '../api';
import { CompanyOverview } from '../components/CompanyOverview';
import { CompanyPage, useCompanyScope } from '../components/CompanyPage';
import { CreateCompanyForm } from '../components/CreateCompanyForm';
import { LeaveCompany } from '../components/LeaveCompany';
import { MyInvitations } from '../components/MyInvitations';
import { useCompanyText } from '../i18n';

/** /company: the overview (with "Leave company" for a member), or their invitations and "Create your company" for someone without one. */
export default function Company() {
  const { companyId } = useCompanyScope();
  return (
    <CompanyPage
      section="overview"
      noCompany={<CreateCompany />}
      actions={(company) => (companyId ? null : <LeaveCompany company={company} />)}
    >
      {(company) => <CompanyOverview company={company} />}
    </CompanyPage>
  );
}

function CreateCompany() {
  const { t } = useCompanyText();
  const create = useCreateCompany();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <MyInvitations variant="list" />
      <section className="panel company-create">
        <CreateCompanyForm
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            navigate(paths.company(), { replace: true });
          }}
        />
        <p className="fine-print">{t('create.note')}</p>
      </section>
    </>
  );
}
