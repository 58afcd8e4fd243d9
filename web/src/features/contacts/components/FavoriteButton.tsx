import type { Contact } from '@contract/contacts';
import { contactName } from '../api';
import { useContactsText } from '../i18n';
import { Icon } from '../../../components/ui';

/** The star: a toggle button, so its state is read out as pressed or not. */
export function FavoriteButton({
  contact,
  onToggle,
  withText = false,
  disabled,
}: {
  contact: Contact;
  onToggle: (contact: Contact) => void;
  withText?: boolean;
  disabled?: boolean;
}) {
  const { t } = useContactsText();
  const label = t('table.favorite', { name: contactName(contact, t) });
  return (
    <button
      type="button"
      className={`button ${withText ? 'button-secondary' : 'button-ghost contact-star'}${contact.favorite ? ' is-favorite' : ''}`}
      aria-pressed={contact.favorite}
      aria-label={withText ? undefined : label}
      title={withText ? undefined : label}
      onClick={() => onToggle(contact)}
      disabled={disabled}
    >
      <Icon name="star" filled={contact.favorite} />
      {withText && t('field.favorite')}
    </button>
  );
}
