import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../session/session';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { useCommonText } from '../../../i18n';
import { LoadMoreButton } from '../../../components/DataTable';
import { contactName, contactRole, isoDay, sourceLabel, useRecentContacts } from '../api';
import { ContactAvatar } from '../components/ContactAvatar';
import { ContactsNav } from '../components/ContactsNav';
import { LeadFormLinks } from '../components/LeadFormLinks';
import { useContactsText } from '../i18n';
import '../contacts.css';
import { paths } from '../../../session/paths';
import { formatDate } from '../../../i18n/format';

/** The periods to look back over, in days. */
const PERIODS = [7, 30, 90] as const;

/** The summary's wording: whether more pages follow, and whether any came from the lead form. */
const SUMMARY_KEYS = {
  done: { noLeads: 'recent.count', leads: 'recent.countLeads' },
  more: { noLeads: 'recent.countSoFar', leads: 'recent.countLeadsSoFar' },
} as const;

/** /contacts/recently-added: the newest contacts, leads from the form first to follow up. */
export default function RecentlyAdded() {
  const { t } = useContactsText();
  const common = useCommonText();
  const session = useSession();
  const id = useId();
  const [days, setDays] = useState<number>(30);
  // A day, not an instant: the same list (and cache entry) all day long.
  const from = useMemo(() => isoDay(new Date(Date.now() - days * 86_400_000)), [days]);
  const recent = useRecentContacts(from);
  const contacts = useMemo(() => recent.data?.pages.flatMap((page) => page.data) ?? [], [recent.data]);
  const profileNames = new Map((session.profiles.data ?? []).map((p) => [p.id, p.name]));
  const leads = contacts.filter((c) => c.source === 'form').length;

  return (
    <>
      <PageHeader title={t('nav.recentlyAdded')} description={t('recent.description')} actions={<ContactsNav />} />
      <div className="field recent-period">
        <label htmlFor={`${id}-period`}>{t('recent.period')}</label>
        <select
          id={`${id}-period`}
          className="select"
          value={days}
          onChange={(event) => setDays(Number(event.currentTarget.value))}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {t('recent.lastDays', { count: period })}
            </option>
          ))}
        </select>
      </div>

      <QueryView query={recent} keepPages loadingLabel={t('recent.loading')} errorTitle={t('recent.loadFailed')}>
        {() =>
          contacts.length === 0 && !recent.hasNextPage ? (
            <EmptyState
              icon={<Icon name="clock" />}
              title={t('recent.emptyTitle')}
              action={
                <>
                  <Link className="button button-primary" to={paths.newContact}>
                    {t('addContact')}
                  </Link>
                  <LeadFormLinks profile={session.currentProfile} />
                </>
              }
            >
              <p>{t('recent.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <p className="muted" aria-live="polite">
                {t(SUMMARY_KEYS[recent.hasNextPage ? 'more' : 'done'][leads ? 'leads' : 'noLeads'], {
                  count: contacts.length,
                  leads,
                })}
              </p>
              <ol className="recent-list">
                {contacts.map((contact) => {
                  const lead = contact.source === 'form';
                  const profile = contact.profileId ? profileNames.get(contact.profileId) : undefined;
                  return (
                    <li key={contact.id} className={`recent-item${lead ? ' is-lead' : ''}`}>
                      <ContactAvatar contact={contact} size="md" />
                      <div className="recent-body">
                        <Link to={paths.contact(contact.id)} className="contact-name-link">
                          {contactName(contact, t)}
                        </Link>
                        {(contact.jobTitle || contact.company) && (
                          <span className="fine-print">{contactRole(contact, t)}</span>
                        )}
                        {(contact.email || contact.phoneNumber) && (
                          <span className="contact-ellipsis">
                            {[contact.email, contact.phoneNumber].filter(Boolean).join(' · ')}
                          </span>
                        )}
                        {lead && contact.note && <span className="recent-note">“{contact.note}”</span>}
                      </div>
                      <div className="recent-meta">
                        <span className={`badge${lead ? ' badge-info' : ''}`}>
                          {lead ? t('recent.newLead') : sourceLabel(contact.source, t)}
                        </span>
                        <span className="fine-print">
                          {lead ? `${sourceLabel(contact.source, t)}${profile ? ` · ${profile}` : ''}` : profile}
                        </span>
                        <span className="fine-print">{formatDate(contact.createdAt)}</span>
                      </div>
                    </li>
                  );
                })}
              </ol>
              <LoadMoreButton
                {...recent}
                label={t('recent.showMore')}
                pendingLabel={common.t('loading')}
                failedTitle={t('moreFailed')}
              />
            </>
          )
        }
      </QueryView>
    </>
  );
}
