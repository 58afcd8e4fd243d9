import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type DuplicateGroup } from '@contract/contacts';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { formatDate } from '../../cards/api';
import { SOURCE_LABELS, contactName, useDuplicates, useMergeContacts } from '../api';
import { mergePreview, suggestedPrimary } from '../merge';
import { ContactAvatar } from '../components/ContactAvatar';
import '../contacts.css';

const REASON_LABELS: Record<DuplicateGroup['reasons'][number], string> = { email: 'Same email', phone: 'Same phone', name: 'Same name' };

/** /contacts/merge: contacts that share an email, phone or name, merged one group at a time. */
export default function MergeContacts() {
  const duplicates = useDuplicates();
  const back = (
    <Link className="button button-secondary" to="/contacts">
      All contacts
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Merge duplicates"
        description="Contacts that share an email, a phone number or a full name. Merging keeps every email, phone, note and tag."
        actions={back}
      />
      {duplicates.isPending ? (
        <LoadingState label="Looking for duplicates…" />
      ) : duplicates.isError ? (
        <ErrorState error={duplicates.error} title="Duplicates could not be found" onRetry={() => void duplicates.refetch()} />
      ) : duplicates.data.length === 0 ? (
        <EmptyState icon={<Icon name="merge" />} title="No duplicates" action={back}>
          <p>None of your contacts share an email, a phone number or a full name. When someone is added twice, they show up here.</p>
        </EmptyState>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {duplicates.data.length === 1 ? '1 group of likely duplicates.' : `${duplicates.data.length} groups of likely duplicates.`}
          </p>
          {duplicates.data.map((group) => (
            <MergeGroup key={group.contacts.map((c) => c.id).join(':')} group={group} />
          ))}
        </>
      )}
    </>
  );
}

function MergeGroup({ group }: { group: DuplicateGroup }) {
  const id = useId();
  const merge = useMergeContacts();
  const [primaryId, setPrimaryId] = useState(() => suggestedPrimary(group.contacts).id);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const primary = group.contacts.find((c) => c.id === primaryId) ?? group.contacts[0];
  const others = group.contacts.filter((c) => c.id !== primary.id && !left.has(c.id));
  const preview = mergePreview(primary, others);
  const tooMany = others.length + 1 > CONTACT_LIMITS.merge;
  const title = `${contactName(group.contacts[0])} and ${group.contacts.length - 1} more`;

  const toggleIncluded = (contactId: string) =>
    setLeft((current) => {
      const next = new Set(current);
      if (next.has(contactId)) next.delete(contactId);
      else next.add(contactId);
      return next;
    });

  return (
    <section className="panel merge-group" aria-labelledby={`${id}-title`}>
      <div className="panel-header">
        <h2 id={`${id}-title`}>{title}</h2>
        <div className="contact-card-meta">
          {group.reasons.map((reason) => (
            <span key={reason} className="badge badge-info">
              {REASON_LABELS[reason]}
            </span>
          ))}
        </div>
      </div>

      <div className="merge-layout">
        <fieldset className="contact-fieldset merge-choices">
          <legend>Choose the main contact</legend>
          <p className="field-hint">Its name, company, job title and photo are kept; those of the others are kept in the note.</p>
          <ul className="merge-list">
            {group.contacts.map((contact) => {
              const isPrimary = contact.id === primary.id;
              const included = isPrimary || !left.has(contact.id);
              return (
                <li key={contact.id} className={`merge-option${isPrimary ? ' is-primary' : ''}${included ? '' : ' is-left-out'}`}>
                  <input type="radio" id={`${id}-${contact.id}`} name={`${id}-primary`} checked={isPrimary} onChange={() => setPrimaryId(contact.id)} />
                  <ContactAvatar contact={contact} size="sm" />
                  <label htmlFor={`${id}-${contact.id}`} className="merge-option-text">
                    <strong>{contactName(contact)}</strong>
                    <span className="fine-print">{[contact.email, contact.phoneNumber].filter(Boolean).join(' · ') || 'No email or phone'}</span>
                    <span className="fine-print">{[contact.jobTitle, contact.company].filter(Boolean).join(' at ')}</span>
                    <span className="fine-print">
                      {SOURCE_LABELS[contact.source]} · added {formatDate(contact.createdAt)}
                    </span>
                  </label>
                  {!isPrimary && (
                    <label className="contact-check merge-include">
                      <input type="checkbox" checked={included} onChange={() => toggleIncluded(contact.id)} /> Merge<span className="visually-hidden"> {contactName(contact)}</span>
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div className="merge-preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`}>After the merge</h3>
          <dl className="details">
            <div>
              <dt>Name</dt>
              <dd>{`${preview.firstName} ${preview.lastName}`.trim() || '—'}</dd>
            </div>
            <div>
              <dt>Emails</dt>
              <dd>{preview.emails.join(', ') || '—'}</dd>
            </div>
            <div>
              <dt>Phones</dt>
              <dd>{preview.phones.join(', ') || '—'}</dd>
            </div>
            <div>
              <dt>Company</dt>
              <dd>{preview.company || '—'}</dd>
            </div>
            <div>
              <dt>Job title</dt>
              <dd>{preview.jobTitle || '—'}</dd>
            </div>
            {preview.tags.length > 0 && (
              <div>
                <dt>Tags</dt>
                <dd>{preview.tags.join(', ')}</dd>
              </div>
            )}
            <div>
              <dt>Added</dt>
              <dd>
                {formatDate(preview.createdAt)}
                {preview.favorite ? ' · Favorite' : ''}
              </dd>
            </div>
            {(preview.notes > 1 || preview.alsoRecordedAs.length > 0) && (
              <div>
                <dt>Note</dt>
                <dd>
                  {preview.notes > 1 ? `All ${preview.notes} notes, one after another.` : ''}
                  {preview.alsoRecordedAs.length > 0 && ` Also recorded as: ${preview.alsoRecordedAs.join('; ')}.`}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>

      {tooMany && (
        <p className="field-error" role="alert">
          {CONTACT_MESSAGES.tooManyToMerge}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="button button-primary"
          disabled={!others.length || tooMany || merge.isPending}
          aria-busy={merge.isPending || undefined}
          onClick={() => merge.mutate({ primaryId: primary.id, ids: others.map((c) => c.id) })}
        >
          {merge.isPending ? 'Merging…' : `Merge ${others.length + 1} contacts`}
        </button>
        {!others.length && <span className="fine-print">{CONTACT_MESSAGES.mergeNeedsTwo}</span>}
      </div>
    </section>
  );
}
