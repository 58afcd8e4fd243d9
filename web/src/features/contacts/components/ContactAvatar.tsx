import type { Contact } from '@contract/contacts';
import { initialsOf } from '../api';

type AvatarContact = Pick<Contact, 'firstName' | 'lastName' | 'email' | 'photoUrl'>;

/** The contact's photo, else their initials; decorative, as the name is always next to it. */
export function ContactAvatar({ contact, size = 'md' }: { contact: AvatarContact; size?: 'sm' | 'md' | 'xl' }) {
  const className = `avatar contact-avatar-${size}`;
  if (contact.photoUrl) return <img className={className} src={contact.photoUrl} alt="" loading="lazy" />;
  return (
    <span className={className} aria-hidden="true">
      {initialsOf(contact)}
    </span>
  );
}
