import { Link } from 'react-router-dom';

/** The actions every contact screen offers; on the list, Import opens the import in place. */
export function ContactsNav({ onImport }: { onImport?: () => void }) {
  return (
    <>
      <Link className="button button-primary" to="/contacts/new">
        New contact
      </Link>
      {onImport ? (
        <button type="button" className="button button-secondary" onClick={onImport}>
          Import
        </button>
      ) : (
        <Link className="button button-secondary" to="/contacts?import=1">
          Import
        </Link>
      )}
      <Link className="button button-secondary" to="/contacts/recently-added">
        Recently added
      </Link>
      <Link className="button button-secondary" to="/contacts/merge">
        Merge duplicates
      </Link>
    </>
  );
}
