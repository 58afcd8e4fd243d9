import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { formatDate } from '../../cards/api';
import { SOURCE_LABELS, contactName, isoDay, useRecentContacts } from '../api';
import { ContactAvatar } from '../components/ContactAvatar';
import { ContactsNav } from '../components/ContactsNav';
import { LeadFormLinks } from '../components/LeadFormLinks';
import '../contacts.css';

const PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

/** /contacts/recently-added: the newest contacts, leads from the form first to follow up. */
export default function RecentlyAdded() {
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
      <PageHeader title="Recently added" description="Your newest contacts, so you can follow up while the conversation is fresh." actions={<ContactsNav />} />
      <div className="field recent-period">
        <label htmlFor={`${id}-period`}>Period</label>
        <select id={`${id}-period`} className="select" value={days} onChange={(event) => setDays(Number(event.currentTarget.value))}>
          {PERIODS.map((p) => (
            <option key={p.days} value={p.days}>
              {p.label}
            </option>
          ))}
        </select>
      </div>

      {recent.isPending ? (
        <LoadingState label="Loading your newest contacts…" />
      ) : !recent.data ? (
        <ErrorState error={recent.error} title="Your newest contacts could not be loaded" onRetry={() => void recent.refetch()} />
      ) : contacts.length === 0 && !recent.hasNextPage ? (
        <EmptyState
          icon={<Icon name="clock" />}
          title="Nobody new in this period"
          action={
            <>
              <Link className="button button-primary" to="/contacts/new">
                Add a contact
              </Link>
              <LeadFormLinks profile={session.currentProfile} />
            </>
          }
        >
          <p>Share your lead form at your next event: everyone who leaves their details shows up here at once.</p>
        </EmptyState>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {contacts.length.toLocaleString()} {contacts.length === 1 ? 'contact' : 'contacts'}
            {recent.hasNextPage ? ' so far' : ''}
            {leads ? `, ${leads.toLocaleString()} from your lead form` : ''}.
          </p>
          <ol className="recent-list">
            {contacts.map((contact) => {
              const lead = contact.source === 'form';
              const profile = contact.profileId ? profileNames.get(contact.profileId) : undefined;
              return (
                <li key={contact.id} className={`recent-item${lead ? ' is-lead' : ''}`}>
                  <ContactAvatar contact={contact} size="md" />
                  <div className="recent-body">
                    <Link to={`/contacts/${encodeURIComponent(contact.id)}`} className="contact-name-link">
                      {contactName(contact)}
                    </Link>
                    {(contact.jobTitle || contact.company) && <span className="fine-print">{[contact.jobTitle, contact.company].filter(Boolean).join(' at ')}</span>}
                    {(contact.email || contact.phoneNumber) && <span className="contact-ellipsis">{[contact.email, contact.phoneNumber].filter(Boolean).join(' · ')}</span>}
                    {lead && contact.note && <span className="recent-note">“{contact.note}”</span>}
                  </div>
                  <div className="recent-meta">
                    <span className={`badge${lead ? ' badge-info' : ''}`}>{lead ? 'New lead' : SOURCE_LABELS[contact.source]}</span>
                    <span className="fine-print">{lead ? `${SOURCE_LABELS.form}${profile ? ` · ${profile}` : ''}` : profile}</span>
                    <span className="fine-print">{formatDate(contact.createdAt)}</span>
                  </div>
                </li>
              );
            })}
          </ol>
          {recent.hasNextPage && (
            <button type="button" className="button button-secondary" disabled={recent.isFetchingNextPage} onClick={() => void recent.fetchNextPage()}>
              {recent.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </button>
          )}
          {recent.isFetchNextPageError && <ErrorState error={recent.error} title="More contacts could not be loaded" onRetry={() => void recent.fetchNextPage()} />}
        </>
      )}
    </>
  );
}
