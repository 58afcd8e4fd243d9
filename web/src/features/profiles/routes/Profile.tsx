import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile as ProfileData } from '@contract/profiles';
import type { ProfileLocks } from '@contract/company-invitations';
import { displayNameOf } from '@contract/profile-projection';
import { useSession } from '../../../session/session';
import { EmptyState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { TabNav } from '../../../components/TabNav';
import { paths } from '../../../session/paths';
import {
  PROFILE_TABS,
  checkSlug,
  profileKeys,
  useDeleteProfile,
  useEverlinks,
  useProfileConfig,
  useProfileLocks,
  useProfileSocials,
  useSaveEverlinks,
  useSetDeactivated,
  useSocialNetworks,
  useUpdateConfig,
  useUpdateProfile,
  useUpdateSocials,
  useUploadEverlink,
  useUploadProfileImage,
  type ProfileTab,
} from '../api';
import { DetailsForm } from '../components/DetailsForm';
import { EditorWithPreview } from '../components/EditorWithPreview';
import {
  BackgroundVideoPanel,
  DesignForm,
  LeadCapturePanel,
  LinkBlocksEditor,
  ProfileAnalytics,
  ProfileSettings,
  SharePanel,
  SocialsForm,
} from '../components/tab-editors';
import { ProfileImages } from '../components/ProfileImages';
import { EditorPreview } from '../components/EditorPreview';
import type { PreviewSection } from '../components/ProfilePreview';
import { Managed } from '../components/Managed';
import { CardIndexingSetting, CardLanguageSetting } from '../../public-card';
import { useProfileLinksText, useProfilesText } from '../i18n';
import '../profiles.css';

/** Tabs that change what visitors see show the page beside the form. */
const WITH_PREVIEW: readonly ProfileTab[] = ['details', 'links', 'socials', 'design', 'lead-capture'];
/** The part of the page a tab changes, brought into the preview's view. */
const PREVIEW_SECTION: Partial<Record<ProfileTab, PreviewSection>> = { links: 'links', socials: 'socials' };

type OnDraft = (draft: Partial<ProfileData>) => void;

/** /profile/{profileId} and /profile/{profileId}/{tab}: one profile's editor. */
export default function Profile() {
  const { profileId = '', tab } = useParams();
  const { t } = useProfilesText();
  const { profiles } = useSession();
  const active = PROFILE_TABS.find((id) => id === tab) ?? (tab ? null : 'details');
  if (!active) return <Navigate to={paths.profile(profileId)} replace />;

  const editor = (list: ProfileData[] | undefined) => {
    // Only the caller's own profiles are editable; any other id reads as missing.
    const profile = list?.find((p) => p.id === profileId);
    if (!profile)
      return (
        <>
          <PageHeader title={t('editor.notFound.title')} />
          <EmptyState
            icon={<Icon name="profile" />}
            title={t('editor.notFound.heading')}
            action={
              <Link className="button button-primary" to={paths.dashboard}>
                {t('editor.notFound.back')}
              </Link>
            }
          >
            <p>{t('editor.notFound.body')}</p>
          </EmptyState>
        </>
      );

    return <ProfileEditor key={profile.id} profile={profile} profileCount={list?.length ?? 1} tab={active} />;
  };
  return (
    <QueryView
      query={profiles}
      off={editor(undefined)}
      loadingLabel={t('editor.loading')}
      errorTitle={t('editor.loadFailed')}
    >
      {editor}
    </QueryView>
  );
}

function ProfileEditor({
  profile,
  profileCount,
  tab,
}: {
  profile: ProfileData;
  profileCount: number;
  tab: ProfileTab;
}) {
  const { t } = useProfilesText();
  // What the open tab's form holds, unsaved; another tab starts from the saved profile.
  const [draft, setDraft] = useState<{ tab: ProfileTab; value: Partial<ProfileData> }>({ tab, value: {} });
  const onDraft = useCallback<OnDraft>((value) => setDraft({ tab, value }), [tab]);
  const unsaved = draft.tab === tab ? draft.value : null;
  const draftProfile = useMemo(() => ({ ...profile, ...unsaved }), [profile, unsaved]);
  const person = displayNameOf(profile);
  const withPreview = WITH_PREVIEW.includes(tab);

  return (
    <>
      <PageHeader
        title={profile.name}
        description={
          <>
            {person !== profile.name && <>{person} </>}
            {profile.default && <span className="badge badge-info">{t('default')}</span>}{' '}
            {profile.status === 'deactivated' && <span className="badge badge-warning">{t('deactivated')}</span>}
          </>
        }
        actions={
          profile.slug && (
            <a
              className="button button-secondary"
              href={paths.publicPage(profile.slug)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('openPublicPage')}
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          )
        }
      />
      <TabNav
        label={t('tabs.label')}
        items={PROFILE_TABS.map((id) => ({ id, label: t(`tabs.${id}`), to: paths.profile(profile.id, id) }))}
        active={tab}
      />
      {profile.status === 'deactivated' && (
        <p className="notice notice-warning profile-status" role="status">
          <Trans
            t={t}
            i18nKey="editor.deactivatedNotice"
            components={{ a: <Link to={paths.profile(profile.id, 'settings')} /> }}
          />
        </p>
      )}
      {withPreview ? (
        <EditorWithPreview
          preview={
            <EditorPreview
              draft={draftProfile}
              showSection={PREVIEW_SECTION[tab]}
              caption={t('editor.previewCaption')}
            />
          }
        >
          <TabContent key={tab} tab={tab} profile={profile} profileCount={profileCount} onDraft={onDraft} />
        </EditorWithPreview>
      ) : (
        <div className="profile-tab">
          <TabContent key={tab} tab={tab} profile={profile} profileCount={profileCount} onDraft={onDraft} />
        </div>
      )}
    </>
  );
}

interface TabProps {
  profile: ProfileData;
  onDraft: OnDraft;
}

function TabContent(props: TabProps & { tab: ProfileTab; profileCount: number }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <OpenTab {...props} />
    </Suspense>
  );
}

function OpenTab({ tab, profileCount, ...props }: TabProps & { tab: ProfileTab; profileCount: number }) {
  const { t } = useProfilesText();
  switch (tab) {
    case 'details':
      return <DetailsTab {...props} />;
    case 'links':
      return <LinksTab {...props} />;
    case 'socials':
      return <SocialsTab {...props} />;
    case 'design':
      return <DesignTab {...props} />;
    case 'lead-capture':
      return <LeadCaptureTab {...props} />;
    case 'share':
      return <SharePanel profile={props.profile} title={t('editor.shareTitle')} withShareKit />;
    case 'analytics':
      return <ProfileAnalytics profileId={props.profile.id} />;
    case 'settings':
      return <SettingsTab profile={props.profile} profileCount={profileCount} />;
  }
}

function DetailsTab({ profile, onDraft }: TabProps) {
  const { t } = useProfilesText();
  const update = useUpdateProfile(profile.id, { success: t('toast.detailsSaved') });
  const upload = useUploadProfileImage(profile.id);
  const check = useCallback((slug: string, signal: AbortSignal) => checkSlug(slug, profile.id, signal), [profile.id]);
  // The form is drawn once the company's locks are known, so no locked field is ever typed into.
  const locks = useProfileLocks(profile);
  const form = (profileLocks: ProfileLocks | undefined) => (
    <div className="stack">
      <ProfileImages
        profile={profile}
        pending={upload.isPending ? (upload.variables?.type ?? null) : null}
        onUpload={(type, file) => upload.mutate({ type, file })}
      />
      <DetailsForm
        profile={profile}
        onSubmit={(body) => update.mutateAsync(body)}
        onDraftChange={onDraft}
        checkSlug={check}
        locks={profileLocks}
      />
      <CardLanguageSetting profile={profile} />
      <CardIndexingSetting profile={profile} />
    </div>
  );
  // A profile outside a company has no locks to wait for.
  return (
    <QueryView
      query={locks}
      off={form(undefined)}
      loadingLabel={t('editor.loading')}
      errorTitle={t('editor.loadFailed')}
    >
      {form}
    </QueryView>
  );
}

function LinksTab({ profile, onDraft }: TabProps) {
  const { t } = useProfileLinksText();
  const everlinks = useEverlinks(profile.id);
  const save = useSaveEverlinks(profile.id);
  const upload = useUploadEverlink(profile.id);
  const onDraftLinks = useCallback((list: ProfileData['everlinks']) => onDraft({ everlinks: list }), [onDraft]);
  return (
    <QueryView query={everlinks} loadingLabel={t('loading')} errorTitle={t('loadFailed')}>
      {(data) => (
        <LinkBlocksEditor
          everlinks={data}
          onSave={(list, message) => save.mutateAsync({ everlinks: list, message })}
          onUploadFile={(file, title) => upload.mutateAsync({ file, title })}
          onUploadThumbnail={(everlinkId, file) => upload.mutateAsync({ file, everlinkId, target: 'thumbnail' })}
          onReplaceFile={(everlinkId, file) => upload.mutateAsync({ file, everlinkId })}
          onDraftChange={onDraftLinks}
        />
      )}
    </QueryView>
  );
}

function SocialsTab({ profile, onDraft }: TabProps) {
  const { t } = useProfilesText();
  const socials = useProfileSocials(profile.id);
  const networks = useSocialNetworks();
  const update = useUpdateSocials(profile.id);
  const onDraftSocials = useCallback((list: ProfileData['socials']) => onDraft({ socials: list }), [onDraft]);
  return (
    <QueryView
      query={socials}
      waitFor={[networks]}
      loadingLabel={t('editor.loadingSocials')}
      errorTitle={t('editor.socialsFailed')}
    >
      {(socialsData) => (
        <QueryView query={networks} errorTitle={t('editor.networksFailed')}>
          {(networksData) => (
            <Managed profile={profile} field="socials">
              <SocialsForm
                socials={socialsData}
                networks={networksData}
                onSubmit={(body) => update.mutateAsync(body)}
                onDraftChange={onDraftSocials}
              />
            </Managed>
          )}
        </QueryView>
      )}
    </QueryView>
  );
}

function DesignTab({ profile, onDraft }: TabProps) {
  const { t } = useProfilesText();
  const config = useProfileConfig(profile.id);
  const update = useUpdateConfig(profile.id, { success: t('toast.designSaved') });
  const onDraftConfig = useCallback((value: ProfileData['config']) => onDraft({ config: value }), [onDraft]);
  return (
    <QueryView query={config} loadingLabel={t('editor.loadingDesign')} errorTitle={t('editor.designFailed')}>
      {(data) => (
        <div className="stack">
          <Managed profile={profile} field="config">
            <DesignForm config={data} onSubmit={(body) => update.mutateAsync(body)} onDraftChange={onDraftConfig} />
          </Managed>
          <BackgroundVideoPanel profileId={profile.id} sectionOn={data.sections.backgroundVideo} />
        </div>
      )}
    </QueryView>
  );
}

function LeadCaptureTab({ profile }: TabProps) {
  const { t } = useProfilesText();
  const update = useUpdateConfig(profile.id, {
    success: (config, body) =>
      t(
        body.leadCapture
          ? config.leadCapture.enabled
            ? 'toast.leadCaptureOn'
            : 'toast.leadCaptureOff'
          : 'toast.exchangeButtonOn',
      ),
  });
  return (
    <LeadCapturePanel profile={profile} pending={update.isPending} onChange={(body) => update.mutateAsync(body)} />
  );
}

function SettingsTab({ profile, profileCount }: { profile: ProfileData; profileCount: number }) {
  const { t } = useProfilesText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const makeDefault = useUpdateProfile(profile.id, { success: t('toast.madeDefault', { name: profile.name }) });
  const deactivate = useSetDeactivated(profile.id);
  const remove = useDeleteProfile(profile.id);
  const leadMails = useUpdateConfig(profile.id, {
    success: (config) => t(config.notifications.leads ? 'toast.leadMailsOn' : 'toast.leadMailsOff'),
  });
  const onDelete = async () => {
    await remove.mutateAsync();
    // Off this page before the session's list drops the profile, which would read as "not found".
    navigate(paths.dashboard, { replace: true });
    await queryClient.invalidateQueries({ queryKey: profileKeys.all });
  };
  return (
    <ProfileSettings
      profile={profile}
      profileCount={profileCount}
      onMakeDefault={() => makeDefault.mutateAsync({ default: true })}
      onSetDeactivated={(deactivated) => deactivate.mutateAsync(deactivated)}
      onDelete={onDelete}
      onSetLeadMails={(leads) => leadMails.mutateAsync({ notifications: { leads } })}
      pending={{
        makeDefault: makeDefault.isPending,
        deactivate: deactivate.isPending,
        remove: remove.isPending,
        leadMails: leadMails.isPending,
      }}
    />
  );
}
