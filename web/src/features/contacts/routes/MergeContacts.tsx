import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { CONTACT_LIMITS, type DuplicateGroup } from '@contract/contacts';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { formatDate } from '../../../i18n/format';
import { contactName, contactRole, sourceLabel, useDuplicates, useMergeContacts } from '../api';
import { mergePreview, suggestedPrimary } from '../merge';
import { ContactAvatar } from '../components/ContactAvatar';
import { useContactsText } from '../i18n';
import '../contacts.css';
import { paths } from '../../../session/paths';

/** /contacts/merge: contacts that share an email, phone or name, merged one group at a time. */
export default function MergeContacts() {
  const { t } = useContactsText();
  const duplicates = useDuplicates();
  const back = (
    <Link className="button button-secondary" to={paths.contacts}>
      {t('allContacts')}
    </Link>
  );

  return (
    <>
      <PageHeader title={t('nav.merge')} description={t('merge.description')} actions={back} />
      <QueryView query={duplicates} loadingLabel={t('merge.loading')} errorTitle={t('merge.loadFailed')}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState icon={<Icon name="merge" />} title={t('merge.emptyTitle')} action={back}>
              <p>{t('merge.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <p className="muted" aria-live="polite">
                {t('merge.groups', { count: data.length })}
              </p>
              {data.map((group) => (
                <MergeGroup key={group.contacts.map((c) => c.id).join(':')} group={group} />
              ))}
            </>
          )
        }
      </QueryView>
    </>
  );
}

function MergeGroup({ group }: { group: DuplicateGroup }) {
  const { t } = useContactsText();
  const id = useId();
  const merge = useMergeContacts();
  const [primaryId, setPrimaryId] = useState(() => suggestedPrimary(group.contacts).id);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const primary = group.contacts.find((c) => c.id === primaryId) ?? group.contacts[0];
  const others = group.contacts.filter((c) => c.id !== primary.id && !left.has(c.id));
  const preview = mergePreview(primary, others);
  const tooMany = others.length + 1 > CONTACT_LIMITS.merge;
  const title = t('merge.groupTitle', { name: contactName(group.contacts[0], t), count: group.contacts.length - 1 });
  const alsoRecordedAs = preview.alsoRecordedAs
    .map(({ field, value }) => t(`merge.variant.${field}`, { value }))
    .join('; ');

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
              {t(`merge.reasons.${reason}`)}
            </span>
          ))}
        </div>
      </div>

      <div className="merge-layout">
        <fieldset className="contact-fieldset merge-choices">
          <legend>{t('merge.choose')}</legend>
          <p className="field-hint">{t('merge.chooseHint')}</p>
          <ul className="merge-list">
            {group.contacts.map((contact) => {
              const isPrimary = contact.id === primary.id;
              const included = isPrimary || !left.has(contact.id);
              return (
                <li
                  key={contact.id}
                  className={`merge-option${isPrimary ? ' is-primary' : ''}${included ? '' : ' is-left-out'}`}
                >
                  <input
                    type="radio"
                    id={`${id}-${contact.id}`}
                    name={`${id}-primary`}
                    checked={isPrimary}
                    onChange={() => setPrimaryId(contact.id)}
                  />
                  <ContactAvatar contact={contact} size="sm" />
                  <label htmlFor={`${id}-${contact.id}`} className="merge-option-text">
                    <strong>{contactName(contact, t)}</strong>
                    <span className="fine-print">
                      {[contact.email, contact.phoneNumber].filter(Boolean).join(' · ') || t('merge.noReach')}
                    </span>
                    <span className="fine-print">{contactRole(contact, t)}</span>
                    <span className="fine-print">
                      {t('merge.sourceAdded', {
                        source: sourceLabel(contact.source, t),
                        date: formatDate(contact.createdAt),
                      })}
                    </span>
                  </label>
                  {!isPrimary && (
                    <label className="contact-check merge-include">
                      <input type="checkbox" checked={included} onChange={() => toggleIncluded(contact.id)} />{' '}
                      <Trans
                        t={t}
                        i18nKey="merge.include"
                        values={{ name: contactName(contact, t) }}
                        components={{ hidden: <span className="visually-hidden" /> }}
                      />
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div className="merge-preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`}>{t('merge.after')}</h3>
          <dl className="details">
            <div>
              <dt>{t('field.name')}</dt>
              <dd>{`${preview.firstName} ${preview.lastName}`.trim() || '—'}</dd>
            </div>
            <div>
              <dt>{t('field.emails')}</dt>
              <dd>{preview.emails.join(', ') || '—'}</dd>
            </div>
            <div>
              <dt>{t('field.phones')}</dt>
              <dd>{preview.phones.join(', ') || '—'}</dd>
            </div>
            <div>
              <dt>{t('field.company')}</dt>
              <dd>{preview.company || '—'}</dd>
            </div>
            <div>
              <dt>{t('field.jobTitle')}</dt>
              <dd>{preview.jobTitle || '—'}</dd>
            </div>
            {preview.tags.length > 0 && (
              <div>
                <dt>{t('field.tags')}</dt>
                <dd>{preview.tags.join(', ')}</dd>
              </div>
            )}
            <div>
              <dt>{t('field.added')}</dt>
              <dd>
                {formatDate(preview.createdAt)}
                {preview.favorite ? ` · ${t('field.favorite')}` : ''}
              </dd>
            </div>
            {(preview.notes > 1 || preview.alsoRecordedAs.length > 0) && (
              <div>
                <dt>{t('field.note')}</dt>
                <dd>
                  {preview.notes > 1 ? t('merge.allNotes', { count: preview.notes }) : ''}
                  {preview.alsoRecordedAs.length > 0 && ` ${t('merge.alsoRecordedAs', { list: alsoRecordedAs })}`}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>

      {tooMany && (
        <p className="field-error" role="alert">
          {t('merge.tooMany')}
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
          {merge.isPending ? t('merge.merging') : t('merge.submit', { count: others.length + 1 })}
        </button>
        {!others.length && <span className="fine-print">{t('merge.needsTwo')}</span>}
      </div>
    </section>
  );
}
