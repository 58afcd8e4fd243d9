import { Link } from 'react-router-dom';
import { EmptyState, Icon } from '../../../components/ui';

/** A contact id that answers 404: deleted, merged away, or someone else's. */
export function ContactNotFound() {
  return (
    <EmptyState
      icon={<Icon name="contacts" />}
      title="Contact not found"
      action={
        <Link className="button button-secondary" to="/contacts">
          All contacts
        </Link>
      }
    >
      <p>This contact may have been deleted or merged into another one.</p>
    </EmptyState>
  );
}
