import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CONTACT_MESSAGES, type LeadReceipt } from '@contract/contacts';
import type { Profile, PublicProfile } from '@contract/profiles';
import { useAuth } from '../../../app/auth';
import { ApiError } from '../../../lib/api';
import { EmptyState, ErrorState, Icon, LoadingState, usePageTitle } from '../../../components/ui';
import { ownerNameOf, useLeadFormProfile, useSubmitLead } from '../api';
import { LeadForm } from '../components/LeadForm';
import { prepareLeadChallenge } from '../lead-challenge';
import { LeadErasure } from '../components/LeadErasure';
import '../contacts.css';

const homeLink = (
  <Link className="button button-secondary" to="/">
    What is Everlink?
  </Link>
);

/** /contacts/new/{profileId}: a visitor leaves their details for a profile's owner (no sign-in). */
export default function PublicContactForm() {
  const { profileId = '' } = useParams();
  const auth = useAuth();
  // After the sign-in settles, so an owner testing their own form is recognised as the owner.
  const profile = useLeadFormProfile(profileId, auth.status !== 'loading');
  const submit = useSubmitLead();
  const [refused, setRefused] = useState<'off' | 'gone' | null>(null);
  const owner = profile.data ? ownerNameOf(profile.data) : '';
  // The form's proof of work starts once the form can show, so it is done before the visitor is.
  const loaded = !!profile.data;
  useEffect(() => {
    if (loaded) prepareLeadChallenge(profileId);
  }, [loaded, profileId]);
  usePageTitle(owner ? `Share your details with ${owner}` : 'Share your details');

  if (profile.isPending) return <LoadingState label="Opening the form…" />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <Unavailable />;
    return (
      <>
        <h1 className="visually-hidden">Share your details</h1>
        <ErrorState error={profile.error} title="This form could not be opened" onRetry={() => void profile.refetch()} />
      </>
    );
  }
  const data = profile.data;
  if (refused === 'gone' || ('status' in data && data.status !== 'active')) return <Unavailable />;
  if (refused === 'off' || !data.config.leadCapture.enabled) return <CaptureOff owner={owner} profile={data} />;
  if (submit.data) return <ThankYou receipt={submit.data} />;

  return (
    <article className="lead-card" aria-labelledby="lead-title">
      <OwnerHeader profile={data} owner={owner} />
      <h1 id="lead-title" className="lead-title">
        Share your details with {owner}
      </h1>
      <p className="muted">Leave your name and how to reach you, and {owner} can get back to you.</p>
      <LeadForm
        profileId={profileId}
        ownerName={owner}
        onSubmit={(body) =>
          submit.mutateAsync(body).catch((error: unknown) => {
            if (error instanceof ApiError && error.code === 'lead-capture-off') setRefused('off');
            else if (error instanceof ApiError && error.status === 404) setRefused('gone');
            throw error;
          })
        }
      />
    </article>
  );
}

function OwnerHeader({ profile, owner }: { profile: PublicProfile | Profile; owner: string }) {
  const role = [profile.jobTitle, profile.company].filter(Boolean).join(' at ');
  return (
    <div className="lead-owner">
      {profile.photoUrl ? (
        <img className="avatar contact-avatar-xl" src={profile.photoUrl} alt="" />
      ) : (
        <span className="avatar contact-avatar-xl" aria-hidden="true">
          {owner.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <p className="lead-owner-name">{owner}</p>
        {role && <p className="muted">{role}</p>}
      </div>
    </div>
  );
}

function Notice({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <EmptyState page className="lead-notice" icon={<Icon name="contacts" />} title={title} action={action}>
      {children}
    </EmptyState>
  );
}

function Unavailable() {
  return (
    <Notice title="Profile unavailable" action={homeLink}>
      <p>{CONTACT_MESSAGES.profileUnavailable} Check the link, or ask its owner for a new one.</p>
    </Notice>
  );
}

function CaptureOff({ owner, profile }: { owner: string; profile: PublicProfile | Profile }) {
  const page = profile.slug ? `/card/@${profile.slug}` : null;
  return (
    <Notice
      title={`${owner} is not taking details right now`}
      action={
        page ? (
          // The public page is served by Hosting (server-rendered), not by the app's router.
          <a className="button button-primary" href={page}>
            View {owner}&apos;s profile
          </a>
        ) : (
          homeLink
        )
      }
    >
      <p>{CONTACT_MESSAGES.leadCaptureOff} You can still find their contact details on their profile.</p>
    </Notice>
  );
}

function ThankYou({ receipt }: { receipt: LeadReceipt }) {
  const name = receipt.owner.displayName;
  return (
    <section className="lead-card lead-thanks" aria-labelledby="lead-thanks-title">
      <div className="state-icon" aria-hidden="true">
        <Icon name="mail" />
      </div>
      <h1 id="lead-thanks-title">Thank you!</h1>
      <p role="status">Your details were sent to {name}. They will be in touch.</p>
      <p className="muted">Keep {name}&apos;s details too, so you have them when they reach out.</p>
      <div className="state-actions">
        <a className="button button-primary" href={receipt.vcardUrl} download>
          Save {name}&apos;s contact
        </a>
        {homeLink}
      </div>
      <LeadErasure erasure={receipt.erasure} ownerName={name} />
    </section>
  );
}
