import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { SuperadminTabs } from '../components/SuperadminTabs';

/** /superadmin/divisions: divisions across every company. */
export default function SuperadminDivisions() {
  return (
    <>
      <PageHeader title="Superadmin · Divisions" />
      <SuperadminTabs active="/superadmin/divisions" />
      <EmptyState icon={<Icon name="users" />} title="Divisions across companies">
        <p>Every company&apos;s divisions in one place, with how many people each holds, so support can find and fix a team&apos;s setup.</p>
      </EmptyState>
    </>
  );
}
