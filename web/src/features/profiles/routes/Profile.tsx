import { Link, Navigate, useParams } from 'react-router-dom';
import { useSession } from '../../../app/session';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { PROFILE_TABS, type ProfileTab } from '../api';
import { ProfileTabs } from '../components/ProfileTabs';

/** What each tab of the profile editor holds. */
const TAB_CONTENT: Record<ProfileTab, { title: string; text: string }> = {
  details: { title: 'Your details', text: 'Name, photo, job title, company, bio, and the phone numbers, emails, websites and addresses people can reach you at.' },
  links: { title: 'Link blocks', text: 'Buttons on your page that open a website, a file or a booking page, in the order you choose.' },
  socials: { title: 'Social networks', text: 'Your Instagram, LinkedIn, X, TikTok and other accounts, shown as icons on your page.' },
  design: { title: 'Design', text: 'Colours, fonts, layout, cover image and background video of your public page, and which sections it shows.' },
  share: { title: 'Share', text: 'Your profile link and its QR code, ready to print, send or add to an email signature.' },
  analytics: { title: 'Analytics', text: 'How often your page was viewed and which links and buttons visitors used.' },
};

/** /profile/{profileId} and /profile/{profileId}/{tab}: one profile's editor. */
export default function Profile() {
  const { profileId = '', tab } = useParams();
  const { profiles } = useSession();
  const active = PROFILE_TABS.find((t) => t.id === tab)?.id ?? (tab ? null : 'details');
  if (!active) return <Navigate to={`/profile/${profileId}`} replace />;

  if (profiles.isLoading) return <LoadingState label="Loading your profile…" />;
  if (profiles.isError) return <ErrorState error={profiles.error} title="Your profile could not be loaded" onRetry={() => profiles.refetch()} />;
  const profile = profiles.data?.find((p) => p.id === profileId);
  if (!profile)
    return (
      <>
        <PageHeader title="Profile not found" />
        <EmptyState icon={<Icon name="profile" />} title="This profile doesn't exist" action={<Link className="button button-primary" to="/dashboard">Back to your dashboard</Link>}>
          <p>It may have been deleted, or it belongs to someone else.</p>
        </EmptyState>
      </>
    );

  const content = TAB_CONTENT[active];
  return (
    <>
      <PageHeader title={profile.name} description={[profile.firstName, profile.lastName].filter(Boolean).join(' ') || undefined} />
      <ProfileTabs profileId={profile.id} active={active} />
      <EmptyState icon={<Icon name="profile" />} title={content.title}>
        <p>{content.text}</p>
        <p>This section of the profile editor is where you will change them.</p>
      </EmptyState>
    </>
  );
}
