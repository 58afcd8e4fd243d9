import { Link } from 'react-router-dom';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';

/** /contacts/recently-added: the newest contacts, to follow up while they are fresh. */
export default function RecentlyAdded() {
  return (
    <>
      <PageHeader title="Recently added" />
      <EmptyState icon={<Icon name="clock" />} title="Your newest contacts" action={<Link className="button button-secondary" to="/contacts">All contacts</Link>}>
        <p>Contacts from the last seven days appear here, so you can follow up while the conversation is fresh.</p>
      </EmptyState>
    </>
  );
}
