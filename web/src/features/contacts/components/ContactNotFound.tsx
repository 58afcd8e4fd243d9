import { Link } from 'react-router-dom';
import { EmptyState, Icon } from '../../../components/ui';
import { useContactsText } from '../i18n';
import { paths } from '../../../session/paths';

/** A contact id that answers 404: deleted, merged away, or someone else's. */
export function ContactNotFound() {
  const { t } = useContactsText();
  return (
    <EmptyState
      icon={<Icon name="contacts" />}
      title={t('notFound.title')}
      action={
        <Link className="button button-secondary" to={paths.contacts}>
          {t('allContacts')}
        </Link>
      }
    >
      <p>{t('notFound.body')}</p>
    </EmptyState>
  );
}
