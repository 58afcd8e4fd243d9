import { Link } from 'react-router-dom';
import { useContactsText } from '../i18n';

/** The actions every contact screen offers; on the list, Import opens the import in place. */
export function ContactsNav({ onImport }: { onImport?: () => void }) {
  const { t } = useContactsText();
  return (
    <>
      <Link className="button button-primary" to="/contacts/new">
        {t('nav.newContact')}
      </Link>
      {onImport ? (
        <button type="button" className="button button-secondary" onClick={onImport}>
          {t('nav.import')}
        </button>
      ) : (
        <Link className="button button-secondary" to="/contacts?import=1">
          {t('nav.import')}
        </Link>
      )}
      <Link className="button button-secondary" to="/contacts/recently-added">
        {t('nav.recentlyAdded')}
      </Link>
      <Link className="button button-secondary" to="/contacts/merge">
        {t('nav.merge')}
      </Link>
    </>
  );
}
