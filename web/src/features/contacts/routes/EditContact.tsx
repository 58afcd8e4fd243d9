import { Link, useParams } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';

/** /contacts/{contactId}/edit: change a contact's details. */
export default function EditContact() {
  const { contactId = '' } = useParams();
  return (
    <>
      <PageHeader title="Edit contact" />
      <EmptyState icon={<Icon name="contacts" />} title="Edit this contact" action={<Link className="button button-secondary" to={`/contacts/${contactId}`}>Back to the contact</Link>}>
        <p>Correct their name, email, phone, company and notes, or add a photo.</p>
      </EmptyState>
    </>
  );
}
