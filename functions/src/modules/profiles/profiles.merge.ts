import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { MESSAGES } from '../../contract/messages';
import {
  PROFILE_MESSAGES,
  type Everlink,
  type EverlinkInput,
  type PhoneEntry,
  type ProfileConfig,
  type ProfileSocial,
  type UpdateConfigBody,
  type UpdateProfileBody,
} from '../../contract/profiles';
import { configOf, type StoredProfile } from './profiles.model';
import { socialCatalogue, urlForHandle } from '../socials';

/**
 * How an owner's changes meet the stored profile: phone numbers normalised, socials resolved
 * against the catalogue, link blocks and config merged, and the media left behind found.
 */

/** Phone numbers in international format; a number libphonenumber cannot place is refused. */
export function normalizePhones(entries: PhoneEntry[]): PhoneEntry[] {
  return entries.map((entry, i) => {
    const parsed = parsePhoneNumberFromString(entry.number);
    if (!parsed?.isPossible())
      throw badRequest(MESSAGES.invalidPhone, { [`phoneNumbers.${i}.number`]: MESSAGES.invalidPhone });
    return { label: entry.label, number: parsed.formatInternational() };
  });
}

/** Socials as the profile stores them: known networks, each once, each with a link. */
export async function resolveSocials(
  ctx: AppContext,
  input: NonNullable<UpdateProfileBody['socials']>,
  current: ProfileSocial[],
): Promise<ProfileSocial[]> {
  const networks = await socialCatalogue(ctx);
  const seen = new Set<string>();
  return input.map((s, i) => {
    const network = networks.get(s.network);
    if (!network)
      throw badRequest(PROFILE_MESSAGES.unknownNetwork, { [`socials.${i}.network`]: PROFILE_MESSAGES.unknownNetwork });
    if (seen.has(s.network))
      throw badRequest(PROFILE_MESSAGES.duplicateNetwork, {
        [`socials.${i}.network`]: PROFILE_MESSAGES.duplicateNetwork,
      });
    seen.add(s.network);
    const handle = s.handle?.trim().replace(/^@/, '') || null;
    const url = s.url ?? (handle ? urlForHandle(network, handle) : null);
    if (!url)
      throw badRequest(PROFILE_MESSAGES.socialNeedsUrl, { [`socials.${i}.url`]: PROFILE_MESSAGES.socialNeedsUrl });
    const previous = current.find((c) => c.network === s.network);
    return { network: s.network, url, handle, order: i, visible: s.visible, mediaUrl: previous?.mediaUrl ?? null };
  });
}

export interface EverlinkMerge {
  everlinks: Everlink[];
  /** mediaPaths keys of blocks (or their thumbnails) that are gone. */
  dropped: string[];
}

/**
 * The blocks as the owner sent them, in that order. Known ids keep what only uploads set (the
 * file); unknown ids are refused; blocks without an id are new link blocks.
 */
export function mergeEverlinks(input: EverlinkInput[], current: Everlink[]): EverlinkMerge {
  const byId = new Map(current.map((e) => [e.id, e]));
  const kept = new Set<string>();
  const dropped: string[] = [];
  const everlinks = input.map((block, i): Everlink => {
    const existing = block.id ? byId.get(block.id) : undefined;
    if (block.id && !existing)
      throw badRequest(PROFILE_MESSAGES.everlinkNotFound, { [`everlinks.${i}.id`]: PROFILE_MESSAGES.everlinkNotFound });
    if (existing) kept.add(existing.id);
    const id = existing?.id ?? randomUUID().replace(/-/g, '').slice(0, 16);
    const thumbnailUrl = block.thumbnailUrl === undefined ? (existing?.thumbnailUrl ?? null) : block.thumbnailUrl;
    if (existing && block.thumbnailUrl !== undefined && block.thumbnailUrl !== existing.thumbnailUrl)
      dropped.push(`everlink:${id}:thumb`);
    const base = {
      id,
      title: block.title,
      icon: block.icon ?? existing?.icon ?? null,
      thumbnailUrl,
      visible: block.visible,
    };
    if (block.type === 'file') {
      if (existing?.type !== 'file')
        throw badRequest(PROFILE_MESSAGES.fileBlockNeedsUpload, {
          [`everlinks.${i}.type`]: PROFILE_MESSAGES.fileBlockNeedsUpload,
        });
      return { ...base, type: 'file', url: existing.url, ...(existing.file ? { file: existing.file } : {}) };
    }
    if (existing?.type === 'file') dropped.push(`everlink:${id}:file`);
    return { ...base, type: 'url', url: block.url! };
  });
  for (const e of current) if (!kept.has(e.id)) dropped.push(`everlink:${e.id}:file`, `everlink:${e.id}:thumb`);
  return { everlinks, dropped };
}

export function mergeConfig(current: ProfileConfig, patch: UpdateConfigBody | undefined): ProfileConfig {
  if (!patch) return current;
  return configOf({
    theme: { ...current.theme, ...patch.theme },
    layout: patch.layout ?? current.layout,
    sections: { ...current.sections, ...patch.sections },
    leadCapture: patch.leadCapture ?? current.leadCapture,
    notifications: { ...current.notifications, ...patch.notifications },
  });
}

/** Deletes stored media no longer referenced; a failure only leaves an orphan file behind. */
export async function removeMedia(ctx: AppContext, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((p) =>
      ctx.blobs.delete(p).catch((error) => ctx.logger.warn({ err: error, path: p }, 'could not delete media')),
    ),
  );
}

export function pathsOf(profile: StoredProfile, keys: string[]): string[] {
  return keys.flatMap((k) => profile.mediaPaths[k] ?? []);
}

export function withoutKeys(paths: Record<string, string[]>, keys: string[]): Record<string, string[]> {
  return Object.fromEntries(Object.entries(paths).filter(([k]) => !keys.includes(k)));
}
