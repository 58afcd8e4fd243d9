import type { Contact } from '@contract/contacts';
import { contactName } from '../api';
import { useContactsText } from '../i18n';

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
      <svg
        className="icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill={contact.favorite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
      </svg>
      {withText && t('field.favorite')}
    </button>
  );
}
