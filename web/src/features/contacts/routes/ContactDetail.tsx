import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Contact } from '@contract/contacts';
import { useSession } from '../../../app/session';
import { ApiError } from '../../../lib/api';
import { ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { formatDate } from '../../cards/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SOURCE_LABELS, contactName, useContact, useDeleteContact, useExportContacts, useSyncContact, useToggleFavorite } from '../api';
import { ContactAvatar } from '../components/ContactAvatar';
import { ContactNotFound } from '../components/ContactNotFound';
import { FavoriteButton } from '../components/FavoriteButton';
import { CrmPushStatus } from '../../integrations';
import '../contacts.css';

/** A number as a `tel:` link dials it: digits and a leading plus. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /contacts/{contactId}: one contact, with ways to reach them and to change them. */
export default function ContactDetail() {
  const { contactId = '' } = useParams();
  const contact = useContact(contactId);

  if (contact.isPending)
    return (
      <>
        <PageHeader title="Contact" />
        <LoadingState label="Loading the contact…" />
      </>
    );
  if (contact.isError)
    return (
      <>
        <PageHeader title="Contact" />
        {contact.error instanceof ApiError && contact.error.status === 404 ? (
          <ContactNotFound />
        ) : (
          <ErrorState error={contact.error} title="The contact could not be loaded" onRetry={() => void contact.refetch()} />
        )}
      </>
    );
  return <ContactView contact={contact.data} />;
}

function ContactView({ contact }: { contact: Contact }) {
  const session = useSession();
  const navigate = useNavigate();
  const favorite = useToggleFavorite();
  const remove = useDeleteContact();
  const exporter = useExportContacts();
  const sync = useSyncContact(contact.id);
  const [confirming, setConfirming] = useState(false);
  const name = contactName(contact);
  const role = [contact.jobTitle, contact.company].filter(Boolean).join(' at ');
  const profile = session.profiles.data?.find((p) => p.id === contact.profileId);
  const emails = [contact.email, ...contact.otherEmails].filter(Boolean);
  const phones = [contact.phoneNumber, ...contact.otherPhoneNumbers].filter(Boolean);

  return (
    <>
      <PageHeader
        title={name}
        description={role || undefined}
        actions={
          <>
            <Link className="button button-primary" to={`/contacts/${encodeURIComponent(contact.id)}/edit`}>
              Edit
            </Link>
            <FavoriteButton contact={contact} withText disabled={favorite.isPending} onToggle={(c) => favorite.mutate({ id: c.id, favorite: !c.favorite })} />
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              Delete
            </button>
          </>
        }
      />

      <section className="panel contact-summary" aria-label="Reach them">
        <ContactAvatar contact={contact} size="xl" />
        <div className="stack contact-summary-body">
          <div className="contact-card-meta">
            <span className={`badge${contact.source === 'form' ? ' badge-info' : ''}`}>{SOURCE_LABELS[contact.source]}</span>
            {contact.favorite && <span className="badge badge-warning">Favorite</span>}
            {contact.linkedProfileId && <span className="badge badge-success">On Everlink</span>}
          </div>
          <div className="row">
            {contact.phoneNumber && (
              <a className="button button-secondary" href={telHref(contact.phoneNumber)}>
                <Icon name="phone" /> Call
              </a>
            )}
            {contact.email && (
              <a className="button button-secondary" href={`mailto:${contact.email}`}>
                <Icon name="mail" /> Email
              </a>
            )}
            <button
              type="button"
              className="button button-secondary"
              disabled={exporter.isPending}
              onClick={() => exporter.mutate({ type: 'vcf', selection: { ids: [contact.id] } })}
            >
              Download vCard
            </button>
            {contact.linkedProfileId && (
              <button type="button" className="button button-secondary" disabled={sync.isPending} aria-busy={sync.isPending || undefined} onClick={() => sync.mutate()}>
                {sync.isPending ? 'Syncing…' : 'Sync from Everlink profile'}
              </button>
            )}
          </div>
          {contact.linkedProfileId && <p className="fine-print">{name} has an Everlink profile. Sync brings in their current name, email, phone, company, job title and photo.</p>}
          <CrmPushStatus contactId={contact.id} />
        </div>
      </section>

      <section className="panel" aria-labelledby="contact-details-title">
        <h2 id="contact-details-title">Details</h2>
        <dl className="details">
          <div>
            <dt>{emails.length > 1 ? 'Emails' : 'Email'}</dt>
            <dd>{emails.length ? <LinkList values={emails} href={(v) => `mailto:${v}`} /> : <span className="muted">None</span>}</dd>
          </div>
          <div>
            <dt>{phones.length > 1 ? 'Phones' : 'Phone'}</dt>
            <dd>{phones.length ? <LinkList values={phones} href={telHref} /> : <span className="muted">None</span>}</dd>
          </div>
          <div>
            <dt>Company</dt>
            <dd>{contact.company || <span className="muted">None</span>}</dd>
          </div>
          <div>
            <dt>Job title</dt>
            <dd>{contact.jobTitle || <span className="muted">None</span>}</dd>
          </div>
          <div>
            <dt>Tags</dt>
            <dd>
              {contact.tags.length ? (
                <ul className="contact-tags" aria-label="Tags">
                  {contact.tags.map((tag) => (
                    <li key={tag} className="badge">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="muted">None</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Note</dt>
            <dd className="contact-note">{contact.note || <span className="muted">None</span>}</dd>
          </div>
          <div>
            <dt>Profile</dt>
            <dd>{profile ? profile.name : <span className="muted">None</span>}</dd>
          </div>
          <div>
            <dt>Added</dt>
            <dd>
              {formatDate(contact.createdAt)} · {SOURCE_LABELS[contact.source]}
            </dd>
          </div>
          {contact.consentAt && (
            <div>
              <dt>Consent</dt>
              <dd>
                Agreed to share their details on {formatDate(contact.consentAt)}
                {contact.consentText && <span className="fine-print"> with the words “{contact.consentText}”</span>}
              </dd>
            </div>
          )}
          <div>
            <dt>Last changed</dt>
            <dd>{formatDate(contact.updatedAt)}</dd>
          </div>
        </dl>
      </section>

      <ConfirmDialog
        open={confirming}
        title={`Delete ${name}?`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(contact, { onSuccess: () => navigate('/contacts', { replace: true }) })}
        onCancel={() => setConfirming(false)}
      >
        <p>Their details, note and photo are removed for good.</p>
      </ConfirmDialog>
    </>
  );
}

function LinkList({ values, href }: { values: string[]; href: (value: string) => string }) {
  return (
    <ul className="contact-link-list">
      {values.map((value, i) => (
        <li key={value}>
          <a href={href(value)}>{value}</a>
          {i === 0 && values.length > 1 && <span className="fine-print"> (main)</span>}
        </li>
      ))}
    </ul>
  );
}
