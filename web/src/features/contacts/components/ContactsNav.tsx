import { Link } from 'react-router-dom';
import { useContactsText } from '../i18n';
import { paths } from '../../../session/paths';

/** The actions every contact screen offers; on the list, Import opens the import in place. */
export function ContactsNav({ onImport }: { onImport?: () => void }) {
  const { t } = useContactsText();
  return (
    <>
      <Link className="button button-primary" to={paths.newContact}>
        {t('nav.newContact')}
      </Link>
      {onImport ? (
        <button type="button" className="button button-secondary" onClick={onImport}>
          {t('nav.import')}
        </button>
      ) : (
        <Link className="button button-secondary" to={paths.contactsImport}>
          {t('nav.import')}
        </Link>
      )}
      <Link className="button button-secondary" to={paths.recentlyAdded}>
        {t('nav.recentlyAdded')}
      </Link>
      <Link className="button button-secondary" to={paths.mergeContacts}>
        {t('nav.merge')}
      </Link>
    </>
  );
}
