import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Contact } from '@contract/contacts';
import { useSession } from '../../../session/session';
import { Icon, PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import {
  contactName,
  contactRole,
  sourceLabel,
  useContact,
  useDeleteContact,
  useExportContacts,
  useSyncContact,
  useToggleFavorite,
} from '../api';
import { ContactAvatar } from '../components/ContactAvatar';
import { ContactNotFound } from '../components/ContactNotFound';
import { FavoriteButton } from '../components/FavoriteButton';
import { CrmPushStatus } from '../../integrations';
import { ContactCompanyCrm } from '../../company-crm';
import { useContactsText } from '../i18n';
import '../contacts.css';
import { paths } from '../../../session/paths';
import { formatDate } from '../../../i18n/format';

/** A number as a `tel:` link dials it: digits and a leading plus. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /contacts/{contactId}: one contact, with ways to reach them and to change them. */
export default function ContactDetail() {
  const { t } = useContactsText();
  const { contactId = '' } = useParams();
  const contact = useContact(contactId);

  const frame = (state: ReactNode) => (
    <>
      <PageHeader title={t('detail.title')} />
      {state}
    </>
  );
  return (
    <QueryView
      query={contact}
      frame={frame}
      loadingLabel={t('detail.loading')}
      errorTitle={t('detail.loadFailed')}
      notFound={frame(<ContactNotFound />)}
    >
      {(data) => <ContactView contact={data} />}
    </QueryView>
  );
}

function ContactView({ contact }: { contact: Contact }) {
  const { t } = useContactsText();
  const session = useSession();
  const navigate = useNavigate();
  const favorite = useToggleFavorite();
  const remove = useDeleteContact();
  const exporter = useExportContacts();
  const sync = useSyncContact(contact.id);
  const [confirming, setConfirming] = useState(false);
  const name = contactName(contact, t);
  const role = contactRole(contact, t);
  const profile = session.profiles.data?.find((p) => p.id === contact.profileId);
  const emails = [contact.email, ...contact.otherEmails].filter(Boolean);
  const phones = [contact.phoneNumber, ...contact.otherPhoneNumbers].filter(Boolean);
  const none = <span className="muted">{t('none')}</span>;

  return (
    <>
      <PageHeader
        title={name}
        description={role || undefined}
        actions={
          <>
            <Link className="button button-primary" to={paths.editContact(contact.id)}>
              {t('detail.edit')}
            </Link>
            <FavoriteButton
              contact={contact}
              withText
              disabled={favorite.isPending}
              onToggle={(c) => favorite.mutate({ id: c.id, favorite: !c.favorite })}
            />
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              {t('delete')}
            </button>
          </>
        }
      />

      <section className="panel contact-summary" aria-label={t('detail.reach')}>
        <ContactAvatar contact={contact} size="xl" />
        <div className="stack contact-summary-body">
          <div className="contact-card-meta">
            <span className={`badge${contact.source === 'form' ? ' badge-info' : ''}`}>
              {sourceLabel(contact.source, t)}
            </span>
            {contact.favorite && <span className="badge badge-warning">{t('field.favorite')}</span>}
            {contact.linkedProfileId && <span className="badge badge-success">{t('detail.onEverlink')}</span>}
          </div>
          <div className="row">
            {contact.phoneNumber && (
              <a className="button button-secondary" href={telHref(contact.phoneNumber)}>
                <Icon name="phone" /> {t('detail.call')}
              </a>
            )}
            {contact.email && (
              <a className="button button-secondary" href={`mailto:${contact.email}`}>
                <Icon name="mail" /> {t('detail.email')}
              </a>
            )}
            <button
              type="button"
              className="button button-secondary"
              disabled={exporter.isPending}
              onClick={() => exporter.mutate({ type: 'vcf', selection: { ids: [contact.id] } })}
            >
              {t('detail.downloadVcard')}
            </button>
            {contact.linkedProfileId && (
              <button
                type="button"
                className="button button-secondary"
                disabled={sync.isPending}
                aria-busy={sync.isPending || undefined}
                onClick={() => sync.mutate()}
              >
                {t(sync.isPending ? 'detail.syncing' : 'detail.sync')}
              </button>
            )}
          </div>
          {contact.linkedProfileId && <p className="fine-print">{t('detail.syncAbout', { name })}</p>}
          <CrmPushStatus contactId={contact.id} />
          <ContactCompanyCrm contactId={contact.id} companyId={session.companyId} ownContact={Boolean(profile)} />
        </div>
      </section>

      <section className="panel" aria-labelledby="contact-details-title">
        <h2 id="contact-details-title">{t('detail.details')}</h2>
        <dl className="details">
          <div>
            <dt>{t(emails.length > 1 ? 'field.emails' : 'field.email')}</dt>
            <dd>{emails.length ? <LinkList values={emails} href={(v) => `mailto:${v}`} /> : none}</dd>
          </div>
          <div>
            <dt>{t(phones.length > 1 ? 'field.phones' : 'field.phone')}</dt>
            <dd>{phones.length ? <LinkList values={phones} href={telHref} /> : none}</dd>
          </div>
          <div>
            <dt>{t('field.company')}</dt>
            <dd>{contact.company || none}</dd>
          </div>
          <div>
            <dt>{t('field.jobTitle')}</dt>
            <dd>{contact.jobTitle || none}</dd>
          </div>
          <div>
            <dt>{t('field.tags')}</dt>
            <dd>
              {contact.tags.length ? (
                <ul className="contact-tags" aria-label={t('field.tags')}>
                  {contact.tags.map((tag) => (
                    <li key={tag} className="badge">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : (
                none
              )}
            </dd>
          </div>
          <div>
            <dt>{t('field.note')}</dt>
            <dd className="contact-note">{contact.note || none}</dd>
          </div>
          <div>
            <dt>{t('field.profile')}</dt>
            <dd>{profile ? profile.name : none}</dd>
          </div>
          <div>
            <dt>{t('field.added')}</dt>
            <dd>
              {formatDate(contact.createdAt)} · {sourceLabel(contact.source, t)}
            </dd>
          </div>
          {contact.consentAt && (
            <div>
              <dt>{t('detail.consent')}</dt>
              <dd>
                {t('detail.consentOn', { date: formatDate(contact.consentAt) })}
                {contact.consentText && (
                  <span className="fine-print"> {t('detail.consentWords', { text: contact.consentText })}</span>
                )}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('detail.lastChanged')}</dt>
            <dd>{formatDate(contact.updatedAt)}</dd>
          </div>
        </dl>
      </section>

      <ConfirmDialog
        open={confirming}
        title={t('detail.confirmTitle', { name })}
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(contact, { onSuccess: () => navigate(paths.contacts, { replace: true }) })}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('detail.confirmBody')}</p>
      </ConfirmDialog>
    </>
  );
}

function LinkList({ values, href }: { values: string[]; href: (value: string) => string }) {
  const { t } = useContactsText();
  return (
    <ul className="contact-link-list">
      {values.map((value, i) => (
        <li key={value}>
          <a href={href(value)}>{value}</a>
          {i === 0 && values.length > 1 && <span className="fine-print"> {t('detail.main')}</span>}
        </li>
      ))}
    </ul>
  );
}
