import { useQuery } from '@tanstack/react-query';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import type {
  BackgroundVideo,
  CreateProfileBody,
  Everlink,
  Profile,
  ProfileConfig,
  ProfileImageType,
  ProfileLink,
  ProfileService,
  ProfileSocial,
  SlugAvailability,
  UpdateConfigBody,
  UpdateProfileBody,
  UpdateSocialsBody,
} from '@contract/profiles';
import type { SocialNetwork } from '@contract/socials';
import type { PublicViewContext } from '@contract/public-view';
import type { ProfileLocks } from '@contract/company-invitations';
import { api, ApiError } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { useProfilesText } from './i18n';
import { profileKeys } from './queries';

// The session reads the list from queries.ts, so the entry chunk does not carry this feature's texts.
export { profileKeys, useMyProfiles } from './queries';

const path = (profileId: string, rest = '') => `/v1/profiles/${encodeURIComponent(profileId)}${rest}`;

/** The tabs of /profile/{profileId}/{tab} (worded as `tabs.<id>`); the first is the one /profile/{profileId} opens. */
export const PROFILE_TABS = [
  'details',
  'links',
  'socials',
  'design',
  'lead-capture',
  'share',
  'analytics',
  'settings',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

// --- reads ---

export function useEverlinks(profileId: string) {
  return useQuery({
    queryKey: profileKeys.tab(profileId, 'everlinks'),
    queryFn: () => api.get<Everlink[]>(path(profileId, '/everlinks')),
  });
}

export function useProfileSocials(profileId: string) {
  return useQuery({
    queryKey: profileKeys.tab(profileId, 'socials'),
    queryFn: () => api.get<ProfileSocial[]>(path(profileId, '/socials')),
  });
}

/** The networks a profile can link to (GET /v1/socials), in the catalogue's order. */
export function useSocialNetworks() {
  return useQuery({
    queryKey: profileKeys.networks(),
    queryFn: async () =>
      (await api.get<SocialNetwork[]>('/v1/socials')).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)),
  });
}

/**
 * What the profile's card shows beside the profile (GET /v1/profiles/{id}/public-context): the
 * owner's company brand and links, feeds and connected booking, for the editor's preview.
 */
export function usePublicContext(profileId: string | undefined) {
  return useQuery({
    queryKey: profileKeys.tab(profileId ?? '', 'public-context'),
    queryFn: () => api.get<PublicViewContext>(path(profileId ?? '', '/public-context')),
    enabled: !!profileId,
  });
}

/** The fields the profile's company manages for the caller (none on a personal profile, nothing asked). */
export function useProfileLocks(profile: Pick<Profile, 'id' | 'companyId'>) {
  return useQuery({
    queryKey: profileKeys.tab(profile.id, 'locked-fields'),
    queryFn: () => api.get<ProfileLocks>(path(profile.id, '/locked-fields')),
    enabled: !!profile.companyId,
  });
}

export function useProfileConfig(profileId: string) {
  return useQuery({
    queryKey: profileKeys.tab(profileId, 'config'),
    queryFn: () => api.get<ProfileConfig>(path(profileId, '/config')),
  });
}

/** The share link: its page URL, visits through it and that URL as an SVG QR code. */
export function useProfileLink(profileId: string, enabled = true) {
  return useQuery({
    queryKey: profileKeys.tab(profileId, 'link'),
    queryFn: () => api.get<ProfileLink>(path(profileId, '/link')),
    enabled,
  });
}

/** What visitors can act on, with all-time clicks. */
export function useProfileServices(profileId: string) {
  return useQuery({
    queryKey: profileKeys.tab(profileId, 'services'),
    queryFn: () => api.get<ProfileService[]>(path(profileId, '/services')),
  });
}

export function useBackgroundVideo(profileId: string) {
  return useQuery({
    queryKey: profileKeys.tab(profileId, 'background-video'),
    queryFn: () => api.get<BackgroundVideo | null>(path(profileId, '/background-video')),
  });
}

/** GET /v1/profiles/slug: whether the slug is free for this profile, with free alternatives. */
export const checkSlug = (slug: string, profileId: string, signal?: AbortSignal) =>
  api.get<SlugAvailability>('/v1/profiles/slug', { query: { slug, profileId }, signal });

// --- changes ---

/**
 * The same 5 MB limit the API applies, checked before sending so nobody waits for an upload
 * that will be refused; the answer is the one the API would give.
 */
function uploadBody(file: File, fields: Record<string, string | undefined> = {}): FormData {
  if (file.size > MAX_FILE_BYTES) throw new ApiError(413, MESSAGES.fileTooLarge, 'too-large');
  const body = new FormData();
  // Fields before the file, so the server has them when the file arrives.
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
  body.append('file', file);
  return body;
}

export function useCreateProfile() {
  const { t } = useProfilesText();
  return useAppMutation({
    mutationFn: (body: CreateProfileBody) => api.post<Profile>('/v1/profiles', body),
    success: (profile) => t('toast.created', { name: profile.name }),
    invalidates: [profileKeys.all],
    silentError: true,
  });
}

/** PUT /v1/profiles/{id}: any part of the profile; `everlinks` and `socials` replace the lists. */
export function useUpdateProfile(
  profileId: string,
  { success, silentError = false }: { success: string; silentError?: boolean },
) {
  return useAppMutation({
    mutationFn: (body: UpdateProfileBody) => api.put<Profile>(path(profileId), body),
    success,
    invalidates: [profileKeys.all],
    silentError,
  });
}

/** A link block as the editor holds it: without an id until the API has stored it. */
export type EverlinkDraft = Omit<Everlink, 'id'> & { id?: string };

/** The link blocks, saved whole (the array is the list and its order); each change says what it did. */
export function useSaveEverlinks(profileId: string) {
  return useAppMutation({
    mutationFn: ({ everlinks }: { everlinks: EverlinkDraft[]; message: string }) =>
      api.put<Profile>(path(profileId), {
        everlinks: everlinks.map((e) =>
          e.type === 'file'
            ? { id: e.id, type: 'file' as const, title: e.title, visible: e.visible }
            : { ...(e.id ? { id: e.id } : {}), type: 'url' as const, title: e.title, url: e.url, visible: e.visible },
        ),
      }),
    success: (_profile, { message }) => message,
    invalidates: [profileKeys.all],
  });
}

export function useUploadProfileImage(profileId: string) {
  const { t } = useProfilesText();
  return useAppMutation({
    mutationFn: ({ type, file }: { type: ProfileImageType; file: File }) =>
      api.post<Profile>(path(profileId, `/${type}/upload`), uploadBody(file)),
    success: (_profile, { type }) => t(`images.${type}.updated`),
    invalidates: [profileKeys.all],
  });
}

/** A new file block (PDF or image), or a block's thumbnail (`target: 'thumbnail'`). */
export function useUploadEverlink(profileId: string) {
  const { t } = useProfilesText();
  return useAppMutation({
    mutationFn: ({
      file,
      title,
      everlinkId,
      target,
    }: {
      file: File;
      title?: string;
      everlinkId?: string;
      target?: 'file' | 'thumbnail';
    }) =>
      api.post<Everlink>(path(profileId, '/everlinks/upload'), uploadBody(file, { title }), {
        query: { everlinkId, target },
      }),
    success: (_block, { target, everlinkId }) =>
      t(target === 'thumbnail' ? 'toast.thumbnailAdded' : everlinkId ? 'toast.fileReplaced' : 'toast.fileAdded'),
    invalidates: [profileKeys.all],
  });
}

export function useUpdateSocials(profileId: string) {
  const { t } = useProfilesText();
  return useAppMutation({
    mutationFn: (body: UpdateSocialsBody) => api.put<ProfileSocial[]>(path(profileId, '/socials'), body),
    success: t('toast.socialsSaved'),
    invalidates: [profileKeys.all],
    silentError: true,
  });
}

export function useUpdateConfig(
  profileId: string,
  {
    success,
    silentError = false,
  }: { success: string | ((config: ProfileConfig, body: UpdateConfigBody) => string); silentError?: boolean },
) {
  return useAppMutation({
    mutationFn: (body: UpdateConfigBody) => api.put<ProfileConfig>(path(profileId, '/config'), body),
    success,
    invalidates: [profileKeys.all],
    silentError,
  });
}

export function useUploadBackgroundVideo(profileId: string) {
  const { t } = useProfilesText();
  return useAppMutation({
    mutationFn: (file: File) =>
      api.post<BackgroundVideo>(path(profileId, '/background-video/upload'), uploadBody(file)),
    success: t('toast.videoUploaded'),
    invalidates: [profileKeys.all],
  });
}

/** Shows or hides the video, sets one hosted elsewhere, or removes it (`url: null`). */
export function useSetBackgroundVideo(profileId: string) {
  const { t } = useProfilesText();
  return useAppMutation({
    mutationFn: (body: { enabled?: boolean; url?: string | null }) =>
      api.post<BackgroundVideo | null>(path(profileId, '/background-video'), body),
    success: (_video, body) =>
      t(
        body.url === null
          ? 'toast.videoRemoved'
          : body.url
            ? 'toast.videoSaved'
            : body.enabled
              ? 'toast.videoShown'
              : 'toast.videoHidden',
      ),
    invalidates: [profileKeys.all],
  });
}

export function useSetDeactivated(profileId: string) {
  const { t } = useProfilesText();
  return useAppMutation({
    mutationFn: (deactivated: boolean) => api.put<Profile>(path(profileId, '/deactivate'), { deactivated }),
    success: (_profile, deactivated) => t(deactivated ? 'toast.deactivated' : 'toast.reactivated'),
    invalidates: [profileKeys.all],
  });
}

/**
 * PUT …/delete. Refreshing the profiles is left to the caller, who first leaves the deleted
 * profile's screens (which would otherwise read it as missing).
 */
export function useDeleteProfile(profileId: string) {
  const { t } = useProfilesText();
  return useAppMutation({
    mutationFn: () =>
      api.put<{ id: string; status: 'deleted'; newDefaultId: string | null }>(path(profileId, '/delete'), {}),
    success: t('toast.deleted'),
  });
}
