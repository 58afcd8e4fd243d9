import sharp from 'sharp';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import type { ReadFile, Upload } from '../../platform/uploads';
import type { StoredBlob } from '../../platform/blobs/types';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type BackgroundVideo,
  type Everlink,
  type Profile,
  type ProfileImage,
  type ProfileImageType,
  type ProfileSocial,
} from '../../contract/profiles';
import { type StoredProfile } from './profiles.model';
import { ownedProfile, ownedProfileInTx, ownerView } from './profiles.owned';
import { randomSuffix } from '../../platform/random-id';
import {
  deleteMediaQuietly,
  decodeImage,
  readableImage,
  renderImage,
  storeMedia,
  type Rendition,
} from '../../platform/blobs/media';
import { dropPublicView } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';

/**
 * Profile media: pictures resized with sharp into the sizes the page uses, files of link
 * blocks, social pictures and the background video. Files are written first under a new
 * versioned path, then the profile is updated in a transaction; the replaced files are deleted
 * after the commit, and the new ones if the commit fails, so the profile never points at a
 * missing file.
 */

/** Photo 400×400 (cropped on what draws the eye), cover up to 1200 wide, logo within 400×400 keeping transparency. */
async function profileRenditions(type: ProfileImageType, upload: Upload): Promise<[Rendition, Rendition]> {
  const shaped =
    type === 'photo'
      ? decodeImage(upload).resize(400, 400, { fit: 'cover', position: sharp.strategy.attention })
      : decodeImage(upload).resize(type === 'cover' ? 1200 : 400, type === 'cover' ? 800 : 400, {
          fit: 'inside',
          withoutEnlargement: true,
        });
  // Resized once; both formats are written from the small pixels.
  const { data, info } = await shaped.raw().toBuffer({ resolveWithObject: true });
  const small = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return Promise.all([renderImage(small(), 'webp'), renderImage(small(), type === 'logo' ? 'png' : 'jpeg')]);
}

/**
 * Points the profile at newly stored files under `key` (re-checking ownership inside the
 * transaction) and deletes what they replace.
 */
async function attach<R>(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  key: string,
  stored: StoredBlob[],
  apply: (profile: StoredProfile) => { changes: Partial<StoredProfile>; result: R },
): Promise<R> {
  let replaced: string[] = [];
  try {
    const result = await ctx.store.runTransaction(async (tx) => {
      const current = await ownedProfileInTx(ctx, tx, caller, profileId);
      const { changes, result } = apply(current);
      replaced = current.mediaPaths[key] ?? [];
      tx.set(collections(ctx).profiles.doc(profileId), {
        ...current,
        ...changes,
        mediaPaths: { ...current.mediaPaths, ...changes.mediaPaths, [key]: stored.map((s) => s.path) },
        updatedAt: ctx.clock.now().toISOString(),
      });
      dropPublicView(ctx, tx, profileId);
      return result;
    });
    await deleteMediaQuietly(ctx, replaced);
    return result;
  } catch (error) {
    await deleteMediaQuietly(
      ctx,
      stored.map((s) => s.path),
    );
    throw error;
  }
}

/** POST /v1/profiles/{profileId}/{type}/upload: the photo, cover or logo. */
export async function uploadProfileImage(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  type: ProfileImageType,
  read: ReadFile,
): Promise<Profile> {
  await ownedProfile(ctx, caller, profileId);
  const upload = await read();
  const [main, fallback] = await readableImage(() => profileRenditions(type, upload));
  const stored = await storeMedia(ctx, `profiles/${profileId}/${type}`, [main, { ...fallback, name: 'fallback' }]);
  const picture: ProfileImage = {
    url: stored[0].url,
    fallbackUrl: stored[1].url,
    width: main.width,
    height: main.height,
  };
  return attach(ctx, caller, profileId, type, stored, (current) => {
    const next = {
      ...current,
      [`${type}Url`]: picture.url,
      images: { ...current.images, [type]: picture },
    } as StoredProfile;
    return { changes: next, result: ownerView({ ...next, mediaPaths: {} }) };
  });
}

function newEverlinkId(): string {
  return randomSuffix(16);
}

/**
 * POST …/everlinks/upload. `target=file` (default): a new file block at the end, titled by the
 * form's `title` or the file name; with `everlinkId`, a new file for that block. `target=thumbnail`
 * with `everlinkId`: the block's picture (160×160).
 */
export async function uploadEverlink(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  query: { target: 'file' | 'thumbnail'; everlinkId?: string },
  read: ReadFile,
): Promise<{ created: boolean; everlink: Everlink }> {
  const profile = await ownedProfile(ctx, caller, profileId);
  const upload = await read();
  if (query.everlinkId && !profile.everlinks.some((e) => e.id === query.everlinkId))
    throw notFound(PROFILE_MESSAGES.everlinkNotFound);
  if (query.target === 'thumbnail') {
    if (!query.everlinkId)
      throw badRequest(PROFILE_MESSAGES.everlinkNotFound, { everlinkId: PROFILE_MESSAGES.everlinkNotFound });
    const thumb = await readableImage(() =>
      renderImage(decodeImage(upload).resize(160, 160, { fit: 'cover', position: sharp.strategy.attention }), 'webp'),
    );
    const id = query.everlinkId;
    const stored = await storeMedia(ctx, `profiles/${profileId}/everlinks/${id}`, [{ ...thumb, name: 'thumb' }]);
    return attach(ctx, caller, profileId, `everlink:${id}:thumb`, stored, (current) => {
      const block = current.everlinks.find((e) => e.id === id);
      if (!block) throw notFound(PROFILE_MESSAGES.everlinkNotFound);
      const everlink = { ...block, thumbnailUrl: stored[0].url };
      return {
        changes: { everlinks: current.everlinks.map((e) => (e.id === id ? everlink : e)) },
        result: { created: false, everlink },
      };
    });
  }
  if (!query.everlinkId && profile.everlinks.length >= PROFILE_LIMITS.everlinks)
    throw conflict(PROFILE_MESSAGES.tooManyEverlinks, 'too-many-everlinks');
  const id = query.everlinkId ?? newEverlinkId();
  const ext =
    upload.contentType === 'application/pdf' ? 'pdf' : upload.contentType.replace('image/', '').replace('jpeg', 'jpg');
  const stored = await storeMedia(ctx, `profiles/${profileId}/everlinks/${id}`, [
    { bytes: upload.bytes, contentType: upload.contentType, ext, name: 'file' },
  ]);
  const file = { name: upload.filename || `file.${ext}`, contentType: upload.contentType, size: upload.size };
  const title =
    (upload.fields.title ?? '').trim().slice(0, 100) || file.name.replace(/\.[^.]+$/, '').slice(0, 100) || 'File';
  return attach(ctx, caller, profileId, `everlink:${id}:file`, stored, (current) => {
    const existing = current.everlinks.find((e) => e.id === id);
    if (query.everlinkId && !existing) throw notFound(PROFILE_MESSAGES.everlinkNotFound);
    if (!existing && current.everlinks.length >= PROFILE_LIMITS.everlinks)
      throw conflict(PROFILE_MESSAGES.tooManyEverlinks, 'too-many-everlinks');
    const everlink: Everlink = existing
      ? { ...existing, type: 'file', url: stored[0].url, file, ...(upload.fields.title ? { title } : {}) }
      : { id, type: 'file', title, url: stored[0].url, icon: null, thumbnailUrl: null, visible: true, file };
    const everlinks = existing
      ? current.everlinks.map((e) => (e.id === id ? everlink : e))
      : [...current.everlinks, everlink];
    return { changes: { everlinks }, result: { created: !existing, everlink } };
  });
}

/** POST …/socials/{socialsName}/upload-media: a picture shown with that social (400 px at most). */
export async function uploadSocialMedia(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  network: string,
  read: ReadFile,
): Promise<ProfileSocial> {
  const profile = await ownedProfile(ctx, caller, profileId);
  const upload = await read();
  if (!profile.socials.some((s) => s.network === network)) throw notFound(PROFILE_MESSAGES.socialNotOnProfile);
  const picture = await readableImage(() =>
    renderImage(decodeImage(upload).resize(400, 400, { fit: 'inside', withoutEnlargement: true }), 'webp'),
  );
  const stored = await storeMedia(ctx, `profiles/${profileId}/socials/${network}`, [picture]);
  return attach(ctx, caller, profileId, `social:${network}`, stored, (current) => {
    const social = current.socials.find((s) => s.network === network);
    if (!social) throw notFound(PROFILE_MESSAGES.socialNotOnProfile);
    const next = { ...social, mediaUrl: stored[0].url };
    return { changes: { socials: current.socials.map((s) => (s.network === network ? next : s)) }, result: next };
  });
}

const VIDEO_EXT: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' };

/** POST …/background-video/upload: MP4, WebM or QuickTime up to 5 MB, shown behind the page. */
export async function uploadBackgroundVideo(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  read: ReadFile,
): Promise<BackgroundVideo> {
  await ownedProfile(ctx, caller, profileId);
  const upload = await read();
  const stored = await storeMedia(ctx, `profiles/${profileId}/background-video`, [
    { bytes: upload.bytes, contentType: upload.contentType, ext: VIDEO_EXT[upload.contentType] ?? 'mp4' },
  ]);
  const video: BackgroundVideo = {
    url: stored[0].url,
    contentType: upload.contentType,
    size: upload.size,
    enabled: true,
    uploaded: true,
    updatedAt: ctx.clock.now().toISOString(),
  };
  return attach(ctx, caller, profileId, 'video', stored, () => ({
    changes: { backgroundVideo: video },
    result: video,
  }));
}

export async function getBackgroundVideo(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
): Promise<BackgroundVideo | null> {
  return (await ownedProfile(ctx, caller, profileId)).backgroundVideo;
}

/**
 * POST …/background-video: `enabled` shows or hides it; `url` sets a video hosted elsewhere
 * (replacing an uploaded one); `url: null` removes the video.
 */
export async function setBackgroundVideo(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  body: { enabled?: boolean; url?: string | null },
): Promise<BackgroundVideo | null> {
  let removed: string[] = [];
  const video = await ctx.store.runTransaction(async (tx) => {
    const current = await ownedProfileInTx(ctx, tx, caller, profileId);
    const now = ctx.clock.now().toISOString();
    let next: BackgroundVideo | null = current.backgroundVideo;
    let mediaPaths = current.mediaPaths;
    if (body.url !== undefined) {
      removed = current.mediaPaths.video ?? [];
      mediaPaths = Object.fromEntries(Object.entries(current.mediaPaths).filter(([k]) => k !== 'video'));
      next =
        body.url === null
          ? null
          : {
              url: body.url,
              contentType: null,
              size: null,
              enabled: body.enabled ?? true,
              uploaded: false,
              updatedAt: now,
            };
    }
    if (body.enabled !== undefined) {
      if (!next) throw badRequest(PROFILE_MESSAGES.noBackgroundVideo, { enabled: PROFILE_MESSAGES.noBackgroundVideo });
      next = { ...next, enabled: body.enabled, updatedAt: now };
    }
    tx.set(collections(ctx).profiles.doc(profileId), { ...current, backgroundVideo: next, mediaPaths, updatedAt: now });
    dropPublicView(ctx, tx, profileId);
    return next;
  });
  await deleteMediaQuietly(ctx, removed);
  return video;
}

/** For other features' uploads (company branding and links): the same decoding, sizes, versioned storage and clean-up. */
