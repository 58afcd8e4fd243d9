import { Link } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';

/** /contacts/new: add a contact by hand or import a file. */
export default function NewContact() {
  return (
    <>
      <PageHeader title="New contact" />
      <EmptyState icon={<Icon name="contacts" />} title="Add someone you met" action={<Link className="button button-secondary" to="/contacts">All contacts</Link>}>
        <p>Enter a name, email, phone, company and a note about where you met, or import many at once from a CSV or vCard file.</p>
      </EmptyState>
    </>
  );
}
