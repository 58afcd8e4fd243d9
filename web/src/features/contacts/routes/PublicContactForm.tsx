import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { LeadReceipt } from '@contract/contacts';
import type { Language } from '@contract/i18n/languages';
import type { Profile, PublicProfile } from '@contract/profiles';
import { useAuth } from '../../../session/auth';
import { ApiError, isNotFound } from '../../../lib/api';
import { EmptyState, Icon, usePageTitle } from '../../../components/ui';
import { hiddenHeading, QueryView } from '../../../components/QueryView';
import { PublicLanguage, usePublicPageLanguage } from '../../../i18n/public-language';
import { ownerNameOf, useLeadFormProfile, useSubmitLead } from '../lead-form-api';
import { LeadForm } from '../components/LeadForm';
import { prepareLeadChallenge } from '../lead-challenge';
import { LeadErasure } from '../components/LeadErasure';
import { useLeadFormText } from '../lead-form-i18n';
import '../contacts.css';
import { paths } from '../../../session/paths';

function HomeLink() {
  const { t } = useLeadFormText();
  return (
    <Link className="button button-secondary" to={paths.landing}>
      {t('page.whatIsEverlink')}
    </Link>
  );
}

/**
 * /contacts/new/{profileId}: a visitor leaves their details for a profile's owner (no sign-in),
 * in the card's language: `?lang=` from the card, the owner's setting, or the visitor's own.
 */
export default function PublicContactForm() {
  const { profileId = '' } = useParams();
  const auth = useAuth();
  // After the sign-in settles, so an owner testing their own form is recognised as the owner.
  const profile = useLeadFormProfile(profileId, auth.status !== 'loading');
  const { language, explicit } = usePublicPageLanguage(profile.data?.cardLanguage);
  // The form's proof of work starts once the form can show, so it is done before the visitor is.
  const loaded = !!profile.data;
  useEffect(() => {
    if (loaded) prepareLeadChallenge(profileId);
  }, [loaded, profileId]);

  return (
    <PublicLanguage language={language}>
      <LeadPage profileId={profileId} profile={profile} carried={explicit ? language : null} />
    </PublicLanguage>
  );
}

interface LeadPageProps {
  profileId: string;
  profile: ReturnType<typeof useLeadFormProfile>;
  /** The language the visitor chose on the card, which its page keeps. */
  carried: Language | null;
}

/** The page itself, inside the language: the lead is sent from here, so its toast speaks it too. */
function LeadPage({ profileId, profile, carried }: LeadPageProps) {
  const { t } = useLeadFormText();
  const submit = useSubmitLead();
  const [refused, setRefused] = useState<'off' | 'gone' | null>(null);
  const owner = profile.data ? ownerNameOf(profile.data) : '';
  usePageTitle(owner ? t('page.titleFor', { owner }) : t('page.title'));

  return (
    <QueryView
      query={profile}
      loadingLabel={t('page.opening')}
      errorTitle={t('page.openFailed')}
      frame={hiddenHeading(t('page.title'))}
      notFound={<Unavailable />}
    >
      {(data) => {
        if (refused === 'gone' || ('status' in data && data.status !== 'active')) return <Unavailable />;
        if (refused === 'off' || !data.config.leadCapture.enabled)
          return <CaptureOff owner={owner} profile={data} carried={carried} />;
        if (submit.data) return <ThankYou receipt={submit.data} />;

        return (
          <article className="lead-card" aria-labelledby="lead-title">
            <OwnerHeader profile={data} owner={owner} />
            <h1 id="lead-title" className="lead-title">
              {t('page.titleFor', { owner })}
            </h1>
            <p className="muted">{t('page.intro', { owner })}</p>
            <LeadForm
              profileId={profileId}
              ownerName={owner}
              onSubmit={(body) =>
                submit.mutateAsync(body).catch((error: unknown) => {
                  if (error instanceof ApiError && error.code === 'lead-capture-off') setRefused('off');
                  else if (isNotFound(error)) setRefused('gone');
                  throw error;
                })
              }
            />
          </article>
        );
      }}
    </QueryView>
  );
}

function OwnerHeader({ profile, owner }: { profile: PublicProfile | Profile; owner: string }) {
  const { t } = useLeadFormText();
  const role =
    profile.jobTitle && profile.company
      ? t('page.role', { jobTitle: profile.jobTitle, company: profile.company })
      : profile.jobTitle || profile.company;
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
  const { t } = useLeadFormText();
  return (
    <Notice title={t('unavailable.title')} action={<HomeLink />}>
      <p>{t('unavailable.message')}</p>
    </Notice>
  );
}

function CaptureOff({
  owner,
  profile,
  carried,
}: {
  owner: string;
  profile: PublicProfile | Profile;
  carried: Language | null;
}) {
  const { t } = useLeadFormText();
  const page = profile.slug ? paths.publicPage(profile.slug, carried) : null;
  return (
    <Notice
      title={t('captureOff.title', { owner })}
      action={
        page ? (
          // The public page is served by Hosting (server-rendered), not by the app's router.
          <a className="button button-primary" href={page}>
            {t('captureOff.viewProfile', { owner })}
          </a>
        ) : (
          <HomeLink />
        )
      }
    >
      <p>{t('captureOff.message')}</p>
    </Notice>
  );
}

function ThankYou({ receipt }: { receipt: LeadReceipt }) {
  const { t } = useLeadFormText();
  const owner = receipt.owner.displayName;
  return (
    <section className="lead-card lead-thanks" aria-labelledby="lead-thanks-title">
      <div className="state-icon" aria-hidden="true">
        <Icon name="mail" />
      </div>
      <h1 id="lead-thanks-title">{t('thanks.title')}</h1>
      <p role="status">{t('thanks.sent', { owner })}</p>
      <p className="muted">{t('thanks.keep', { owner })}</p>
      <div className="state-actions">
        <a className="button button-primary" href={receipt.vcardUrl} download>
          {t('thanks.save', { owner })}
        </a>
        <HomeLink />
      </div>
      <LeadErasure erasure={receipt.erasure} ownerName={owner} />
    </section>
  );
}
