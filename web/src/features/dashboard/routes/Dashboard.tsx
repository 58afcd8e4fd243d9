import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../session/session';
import { EmptyState, Icon, LoadingState, PageHeader, PremiumBadge } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { useCreateProfile } from '../../profiles/api';
import { SharePanel } from '../../profiles';
import { ProfileSummary } from '../components/ProfileSummary';
import { AccountPanel, AreasPanel } from '../components/DashboardPanels';
import { QuickStats } from '../components/QuickStats';
import { useFirstViewShown } from '../components/first-view';
import { AccountDataPanel, ContactChoice, needsContactChoice } from '../../privacy';
import { MyInvitations } from '../../company';
import { useDashboardText } from '../i18n';
import { paths } from '../../../session/paths';

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

          <AreasPanel />
          <AccountPanel />

          {user && <AccountDataPanel userId={user.uid} />}
        </>
      )}
    </>
  );
}
