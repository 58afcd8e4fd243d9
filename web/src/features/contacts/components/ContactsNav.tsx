import { Link } from 'react-router-dom';

/** The actions every contact screen offers. */
export function ContactsNav() {
  return (
    <>
      <Link className="button button-primary" to="/contacts/new">
        New contact
      </Link>
      <Link className="button button-secondary" to="/contacts/recently-added">
        Recently added
      </Link>
      <Link className="button button-secondary" to="/contacts/merge">
        Merge duplicates
      </Link>
    </>
  );
}
