import { Link } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { ContactsNav } from '../components/ContactsNav';

/** /contacts: everyone the person met or added. */
export default function Contacts() {
  return (
    <>
      <PageHeader title="Contacts" description="People who shared their details with you, and the ones you added yourself." actions={<ContactsNav />} />
      <EmptyState icon={<Icon name="contacts" />} title="Your contacts" action={<Link className="button button-primary" to="/contacts/new">Add a contact</Link>}>
        <p>When someone shares their details from your profile page, they appear here, newest first — with search, favourites, and export to CSV or vCard.</p>
      </EmptyState>
    </>
  );
}
