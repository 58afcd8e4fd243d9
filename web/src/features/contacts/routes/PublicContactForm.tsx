import { Link } from 'react-router-dom';
import { EmptyState, Icon, usePageTitle } from '../../../components/ui';

/** /contacts/new/{profileId}: a visitor shares their details with a profile's owner. */
export default function PublicContactForm() {
  usePageTitle('Share your details');
  return (
    <EmptyState icon={<Icon name="contacts" />} title="Share your details" action={<Link className="button button-secondary" to="/">What is Everlink?</Link>}>
      <p>This page lets you send your name, email, phone and a short note to the person whose profile you are viewing. Only they will see it.</p>
    </EmptyState>
  );
}
