import { Link, useParams } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';

/** /contacts/{contactId}: one contact. */
export default function ContactDetail() {
  const { contactId = '' } = useParams();
  return (
    <>
      <PageHeader title="Contact" actions={<Link className="button button-secondary" to={`/contacts/${contactId}/edit`}>Edit</Link>} />
      <EmptyState icon={<Icon name="contacts" />} title="Contact details" action={<Link className="button button-secondary" to="/contacts">All contacts</Link>}>
        <p>Their details, where and when you met, the profile they shared them with, and buttons to call, email or save them to your phone.</p>
      </EmptyState>
    </>
  );
}
