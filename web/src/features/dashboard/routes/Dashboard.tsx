import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader, PremiumBadge } from '../../../components/ui';
import { useAppMutation } from '../../../lib/toasts';
import { sendVerificationEmail } from '../../../lib/identity';
import { ApiError } from '../../../lib/api';
import { useCreateProfile } from '../../profiles/api';
import { SharePanel } from '../../profiles';
import { ProfileSummary } from '../components/ProfileSummary';
import { QuickStats } from '../components/QuickStats';
import { AccountDataPanel, ContactChoice, needsContactChoice } from '../../privacy';

const AREAS = [
  { to: 'profile', label: 'Profile', icon: 'profile', text: 'Your details, links, socials and how your public page looks.' },
  { to: '/cards', label: 'Cards', icon: 'card', text: 'Activate physical cards and choose the profile each one opens.' },
  { to: '/contacts', label: 'Contacts', icon: 'contacts', text: 'People who shared their details with you, and the ones you added.' },
  { to: '/integrations', label: 'Integrations', icon: 'plug', text: 'Instagram, X, TikTok, Calendly and your CRM.' },
  { to: '/company', label: 'Company', icon: 'building', text: "Your company's details, team, roles and divisions." },
  { to: '/company-cards', label: 'Company cards', icon: 'cards', text: 'The cards your company hands out, and who holds them.' },
] as const;

function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export default function Dashboard() {
  const session = useSession();
  const { record, profiles, currentProfile, user } = session;
  const firstName = record.data?.firstName || currentProfile?.firstName || '';
  const resend = useAppMutation({ mutationFn: sendVerificationEmail, success: `We sent a verification link to ${user?.email ?? 'your email'}.` });
  const profilesMissing = profiles.isError && profiles.error instanceof ApiError && profiles.error.status === 404;
  const navigate = useNavigate();
  const create = useCreateProfile();
  // The new profile becomes the current one and opens in the editor, ready to fill in.
  const createProfile = async (name: string) => {
    const profile = await create.mutateAsync({ name });
    session.selectProfile(profile.id);
    navigate(`/profile/${profile.id}`);
  };

  return (
    <>
      <PageHeader
        title={`${greeting()}${firstName ? `, ${firstName}` : ''}`}
        description="Here is where your Everlink stands today."
        badge={session.isPremium ? <PremiumBadge /> : undefined}
      />

      {profiles.isLoading && <LoadingState label="Loading your profiles…" />}
      {profiles.isError && !profilesMissing && <ErrorState error={profiles.error} title="Your profiles could not be loaded" onRetry={() => profiles.refetch()} />}
      {profilesMissing && (
        <EmptyState
          icon={<Icon name="profile" />}
          title="Your profiles will show here"
          action={
            <button type="button" className="button button-secondary" onClick={() => profiles.refetch()}>
              Try again
            </button>
          }
        >
          <p>Your profiles could not be listed just now. Your account and sign-in work; try again in a moment.</p>
        </EmptyState>
      )}
      {profiles.isSuccess && currentProfile && (
        <>
          {record.isSuccess && needsContactChoice(currentProfile, profiles.data) && (user?.email || record.data.phoneNumber) && (
            <ContactChoice profile={currentProfile} signInEmail={user?.email ?? null} phoneNumber={record.data.phoneNumber || user?.phoneNumber || null} />
          )}
          <ProfileSummary profiles={profiles.data} current={currentProfile} onSelect={session.selectProfile} onCreate={createProfile} />
          <div className="dashboard-grid">
            <QuickStats profile={currentProfile} />
            <SharePanel profile={currentProfile} />
          </div>
        </>
      )}
      {profiles.isSuccess && !currentProfile && (
        <EmptyState icon={<Icon name="profile" />} title="No profile yet">
          <p>Your first profile is created with your account. Reload the page if it does not appear in a moment.</p>
        </EmptyState>
      )}

      <section className="panel" aria-labelledby="areas-title">
        <h2 id="areas-title">Jump to</h2>
        <ul className="quick-links">
          {AREAS.map((area) => (
            <li key={area.label}>
              <Link className="quick-link" to={area.to === 'profile' ? (currentProfile ? `/profile/${currentProfile.id}` : '/dashboard') : area.to}>
                <Icon name={area.icon} />
                <span>
                  <strong>{area.label}</strong>
                  <span className="muted">{area.text}</span>
                </span>
              </Link>
            </li>
          ))}
          {session.isSuperadmin && (
            <li>
              <Link className="quick-link" to="/superadmin">
                <Icon name="shield" />
                <span>
                  <strong>Superadmin</strong>
                  <span className="muted">Users, product-wide roles and divisions.</span>
                </span>
              </Link>
            </li>
          )}
        </ul>
      </section>

      <section className="panel" aria-labelledby="account-title">
        <h2 id="account-title">Your account</h2>
        <dl className="details">
          <div>
            <dt>Sign-in email</dt>
            <dd>
              {user?.email ?? 'None — you sign in with your phone'}{' '}
              {user?.email && (user.emailVerified ? <span className="badge badge-success">Verified</span> : <span className="badge badge-warning">Not verified</span>)}
            </dd>
          </div>
          {user?.phoneNumber && (
            <div>
              <dt>Phone</dt>
              <dd>{user.phoneNumber}</dd>
            </div>
          )}
          <div>
            <dt>Plan</dt>
            <dd>{session.roles.isLoading ? 'Checking…' : session.isPremium ? <>Premium — {session.roles.data?.map((r) => r.name).join(', ')}</> : 'Free'}</dd>
          </div>
        </dl>
        <div className="row">
          {user?.email && !user.emailVerified && (
            <button type="button" className="button button-secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending ? 'Sending…' : 'Send verification email'}
            </button>
          )}
          <Link className="button button-ghost" to="/auth/verify-and-change-email">
            Change sign-in email
          </Link>
        </div>
      </section>

      {user && <AccountDataPanel userId={user.uid} />}
    </>
  );
}
