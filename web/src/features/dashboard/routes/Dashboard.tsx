import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../../session/session';
import { EmptyState, Icon, LoadingState, PageHeader, PremiumBadge } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { useAppMutation } from '../../../lib/toasts';
import { sendVerificationEmail } from '../../../lib/identity';
import { useCreateProfile } from '../../profiles/api';
import { SharePanel } from '../../profiles';
import { ProfileSummary } from '../components/ProfileSummary';
import { QuickStats } from '../components/QuickStats';
import { useFirstViewShown } from '../components/first-view';
import { AccountDataPanel, ContactChoice, needsContactChoice } from '../../privacy';
import { MyInvitations } from '../../company';
import { useDashboardText } from '../i18n';
import { paths } from '../../../session/paths';

/** The shortcuts, worded by their key in the catalogue (`areas.<key>`). */
const AREAS = [
  { key: 'profile', to: 'profile', icon: 'profile' },
  { key: 'cards', to: paths.cards, icon: 'card' },
  { key: 'contacts', to: paths.contacts, icon: 'contacts' },
  { key: 'integrations', to: paths.integrations, icon: 'plug' },
  { key: 'company', to: paths.company(), icon: 'building' },
  { key: 'companyCards', to: paths.companyCards, icon: 'cards' },
] as const;

/** The part of the day, as the greeting's key (`greeting.<part>`). */
function partOfDay(now = new Date()): 'morning' | 'afternoon' | 'evening' {
  const hour = now.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export default function Dashboard() {
  const { t } = useDashboardText();
  const session = useSession();
  const { record, profiles, currentProfile, user } = session;
  const firstName = record.data?.firstName || currentProfile?.firstName || '';
  const resend = useAppMutation({
    mutationFn: sendVerificationEmail,
    success: user?.email ? t('account.verificationSent', { email: user.email }) : t('account.verificationSentNoEmail'),
  });
  const navigate = useNavigate();
  const create = useCreateProfile();
  // The new profile becomes the current one and opens in the editor, ready to fill in.
  const createProfile = async (name: string) => {
    const profile = await create.mutateAsync({ name });
    session.selectProfile(profile.id);
    navigate(paths.profile(profile.id));
  };
  const firstViewShown = useFirstViewShown(currentProfile?.id);

  return (
    <>
      <PageHeader
        title={firstName ? t(`greeting.${partOfDay()}Named`, { name: firstName }) : t(`greeting.${partOfDay()}`)}
        description={t('description')}
        badge={session.isPremium ? <PremiumBadge /> : undefined}
      />

      {!firstViewShown ? (
        <LoadingState label={t('profiles.loading')} />
      ) : (
        <>
          <MyInvitations variant="banner" />
          <QueryView
            query={profiles}
            off={null}
            loadingLabel={t('profiles.loading')}
            errorTitle={t('profiles.loadFailed')}
            notFound={
              <EmptyState
                icon={<Icon name="profile" />}
                title={t('profiles.missingTitle')}
                action={
                  <button type="button" className="button button-secondary" onClick={() => profiles.refetch()}>
                    {t('profiles.tryAgain')}
                  </button>
                }
              >
                <p>{t('profiles.missing')}</p>
              </EmptyState>
            }
          >
            {(list) =>
              currentProfile ? (
                <>
                  {record.isSuccess &&
                    needsContactChoice(currentProfile, list) &&
                    (user?.email || record.data.phoneNumber) && (
                      <ContactChoice
                        profile={currentProfile}
                        signInEmail={user?.email ?? null}
                        phoneNumber={record.data.phoneNumber || user?.phoneNumber || null}
                      />
                    )}
                  <ProfileSummary
                    profiles={list}
                    current={currentProfile}
                    onSelect={session.selectProfile}
                    onCreate={createProfile}
                  />
                  <div className="dashboard-grid">
                    <QuickStats profile={currentProfile} />
                    <SharePanel profile={currentProfile} />
                  </div>
                </>
              ) : (
                <EmptyState icon={<Icon name="profile" />} title={t('profiles.noneTitle')}>
                  <p>{t('profiles.none')}</p>
                </EmptyState>
              )
            }
          </QueryView>

          <section className="panel" aria-labelledby="areas-title">
            <h2 id="areas-title">{t('areas.title')}</h2>
            <ul className="quick-links">
              {AREAS.map((area) => (
                <li key={area.key}>
                  <Link
                    className="quick-link"
                    to={
                      area.to === 'profile'
                        ? currentProfile
                          ? paths.profile(currentProfile.id)
                          : paths.dashboard
                        : area.to
                    }
                  >
                    <Icon name={area.icon} />
                    <span>
                      <strong>{t(`areas.${area.key}.label`)}</strong>
                      <span className="muted">{t(`areas.${area.key}.text`)}</span>
                    </span>
                  </Link>
                </li>
              ))}
              {session.isSuperadmin && (
                <li>
                  <Link className="quick-link" to={paths.superadmin}>
                    <Icon name="shield" />
                    <span>
                      <strong>{t('areas.superadmin.label')}</strong>
                      <span className="muted">{t('areas.superadmin.text')}</span>
                    </span>
                  </Link>
                </li>
              )}
            </ul>
          </section>

          <section className="panel" aria-labelledby="account-title">
            <h2 id="account-title">{t('account.title')}</h2>
            <dl className="details">
              <div>
                <dt>{t('account.signInEmail')}</dt>
                <dd>
                  {user?.email ?? t('account.noEmail')}{' '}
                  {user?.email &&
                    (user.emailVerified ? (
                      <span className="badge badge-success">{t('account.verified')}</span>
                    ) : (
                      <span className="badge badge-warning">{t('account.notVerified')}</span>
                    ))}
                </dd>
              </div>
              {user?.phoneNumber && (
                <div>
                  <dt>{t('account.phone')}</dt>
                  <dd>{user.phoneNumber}</dd>
                </div>
              )}
              <div>
                <dt>{t('account.plan')}</dt>
                <dd>
                  {session.roles.isLoading
                    ? t('account.checking')
                    : session.isPremium
                      ? t('account.premium', { roles: session.roles.data?.map((r) => r.name).join(', ') })
                      : t('account.free')}
                </dd>
              </div>
            </dl>
            <div className="row">
              {user?.email && !user.emailVerified && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate()}
                >
                  {resend.isPending ? t('account.sending') : t('account.sendVerification')}
                </button>
              )}
              <Link className="button button-ghost" to={paths.verifyAndChangeEmail}>
                {t('account.changeEmail')}
              </Link>
            </div>
          </section>

          {user && <AccountDataPanel userId={user.uid} />}
        </>
      )}
    </>
  );
}
