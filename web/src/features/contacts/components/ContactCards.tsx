import { Link } from 'react-router-dom';
import { contactName, sourceLabel } from '../api';
import { useContactsText } from '../i18n';
import { ContactAvatar } from './ContactAvatar';
import { FavoriteButton } from './FavoriteButton';
import { LoaderRow, SelectAll, SelectBox, type VirtualProps } from './ContactListParts';
import { paths } from '../../../session/paths';
import { formatDate } from '../../../i18n/format';

/** The contact list on a phone: a card for each contact. */
export function ContactCards({
  contacts,
  items,
  before,
  after,
  measure,
  selection,
  onToggleFavorite,
  profileNames,
  isFetchingNextPage,
  fetchNextPage,
}: VirtualProps) {
  const { t } = useContactsText();
  return (
    <>
      <div className="contact-cards-toolbar">
        <label className="contact-check">
          <SelectAll selection={selection} loaded={contacts.length} />{' '}
          {t('table.selectAllLoaded', { count: contacts.length })}
        </label>
      </div>
      <ul className="contact-cards" style={{ paddingTop: before, paddingBottom: after }}>
        {items.map((item) => {
          const contact = contacts[item.index];
          if (!contact)
            return (
              <li key={item.key} ref={measure} data-index={item.index} className="contacts-loader-card">
                <LoaderRow isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
              </li>
            );
          const selected = selection.isSelected(contact.id);
          const profile = contact.profileId ? profileNames.get(contact.profileId) : undefined;
          return (
            <li key={item.key} ref={measure} data-index={item.index} className="contact-card-item">
              <article className={`contact-card${selected ? ' is-selected' : ''}`} aria-label={contactName(contact, t)}>
                <SelectBox contact={contact} selection={selection} />
                <ContactAvatar contact={contact} size="md" />
                <div className="contact-card-body">
                  <Link to={paths.contact(contact.id)} className="contact-name-link">
                    {contactName(contact, t)}
                  </Link>
                  {(contact.jobTitle || contact.company) && (
                    <span className="fine-print contact-ellipsis">
                      {[contact.jobTitle, contact.company].filter(Boolean).join(' · ')}
                    </span>
                  )}
                  {(contact.email || contact.phoneNumber) && (
                    <span className="contact-ellipsis contact-card-reach">{contact.email || contact.phoneNumber}</span>
                  )}
                  <span className="contact-card-meta">
                    <span className={`badge${contact.source === 'form' ? ' badge-info' : ''}`}>
                      {sourceLabel(contact.source, t)}
                    </span>
                    <span className="fine-print">
                      {formatDate(contact.createdAt)}
                      {profile ? ` · ${profile}` : ''}
                    </span>
                  </span>
                </div>
                <FavoriteButton contact={contact} onToggle={onToggleFavorite} />
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
