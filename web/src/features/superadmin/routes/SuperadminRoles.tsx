import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { SuperadminTabs } from '../components/SuperadminTabs';

/** /superadmin/roles: product-wide roles and their permission rules. */
export default function SuperadminRoles() {
  return (
    <>
      <PageHeader title="Superadmin · Roles" />
      <SuperadminTabs active="/superadmin/roles" />
      <EmptyState icon={<Icon name="shield" />} title="Product-wide roles">
        <p>Roles that apply across Everlink — such as Superadmin or Premium — with the permission rules each one grants, and who holds them.</p>
      </EmptyState>
    </>
  );
}
