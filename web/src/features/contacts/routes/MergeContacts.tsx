import { Link } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';

/** /contacts/merge: duplicates found by email or phone, merged in one step. */
export default function MergeContacts() {
  return (
    <>
      <PageHeader title="Merge duplicates" />
      <EmptyState icon={<Icon name="merge" />} title="Duplicate contacts" action={<Link className="button button-secondary" to="/contacts">All contacts</Link>}>
        <p>Contacts that share an email or phone number are grouped here, so you can keep one with the best of each.</p>
      </EmptyState>
    </>
  );
}
