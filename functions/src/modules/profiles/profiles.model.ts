import type { AppContext } from '../../platform/context';
import type { DocumentData } from '../../platform/store/types';
import { buildVCard, type VCardData } from '../../platform/vcard';
import { DEFAULT_PROFILE_CONFIG, type Profile, type ProfileConfig, type ProfileService } from '../../contract/profiles';
import type { SocialNetwork } from '../../contract/socials';
import { profileDetailsOf } from '../../contract/profile-projection';
import { CARD_LANGUAGES, type CardLanguage } from '../../contract/i18n/languages';
import enCard from '../../contract/i18n/en/card';
import { collections } from '../../platform/store/collections';

/**
 * The profiles feature's read side: the stored shape with its defaults, the public projection,
 * the vCard, and the services a visitor can act on. Pure, apart from loadProfile's one read;
 * other features reach it through profiles.service, which re-exports it.
 */

/**
 * The stored document: the profile plus where its media lives in the blob store, by what it
 * belongs to ('photo', 'cover', 'logo', 'video', 'everlink:{id}:file', 'everlink:{id}:thumb',
 * 'social:{network}'), so replaced or removed media is deleted. Never sent to clients.
 */
export interface StoredProfile extends Profile {
  mediaPaths: Record<string, string[]>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export function configOf(raw: unknown): ProfileConfig {
  const c = (raw ?? {}) as Partial<ProfileConfig>;
  return {
    theme: { ...DEFAULT_PROFILE_CONFIG.theme, ...(c.theme ?? {}) },
    layout: c.layout ?? DEFAULT_PROFILE_CONFIG.layout,
    sections: { ...DEFAULT_PROFILE_CONFIG.sections, ...(c.sections ?? {}) },
    leadCapture: { enabled: c.leadCapture?.enabled !== false },
    notifications: { leads: c.notifications?.leads !== false },
  };
}

/** A stored document with every field present (older or hand-written documents lack some). */
export function normalizeProfile(id: string, raw: DocumentData): StoredProfile {
  const status = raw.status === 'deactivated' || raw.status === 'deleted' ? raw.status : 'active';
  return {
    id,
    userId: str(raw.userId),
    name: str(raw.name) || 'My profile',
    email: str(raw.email),
    default: raw.default === true,
    status,
    slug: strOrNull(raw.slug),
    linkId: strOrNull(raw.linkId),
    firstName: str(raw.firstName),
    lastName: str(raw.lastName),
    jobTitle: str(raw.jobTitle),
    company: str(raw.company),
    department: str(raw.department),
    pronouns: str(raw.pronouns),
    headline: str(raw.headline),
    bio: str(raw.bio),
    phoneNumbers: arr(raw.phoneNumbers),
    emails: arr(raw.emails),
    websites: arr(raw.websites),
    addresses: arr(raw.addresses),
    bookingUrl: strOrNull(raw.bookingUrl),
    photoUrl: strOrNull(raw.photoUrl),
    coverUrl: strOrNull(raw.coverUrl),
    logoUrl: strOrNull(raw.logoUrl),
    images: (raw.images ?? {}) as Profile['images'],
    everlinks: arr(raw.everlinks),
    socials: arr<Profile['socials'][number]>(raw.socials).sort((a, b) => a.order - b.order),
    config: configOf(raw.config),
    backgroundVideo: (raw.backgroundVideo ?? null) as Profile['backgroundVideo'],
    // Profiles from before the setting follow each visitor.
    cardLanguage: (CARD_LANGUAGES as readonly unknown[]).includes(raw.cardLanguage)
      ? (raw.cardLanguage as CardLanguage)
      : 'auto',
    // Profiles from before the setting stay out of search engines until their owner allows it.
    indexable: raw.indexable === true,
    createdAt: str(raw.createdAt),
    updatedAt: str(raw.updatedAt),
    deactivatedAt: strOrNull(raw.deactivatedAt),
    deletedAt: strOrNull(raw.deletedAt),
    companyId: strOrNull(raw.companyId),
    mediaPaths: (raw.mediaPaths ?? {}) as Record<string, string[]>,
  };
}

/** The stored profile, whatever its status; null when there is none. */
export async function loadProfile(ctx: AppContext, profileId: string): Promise<StoredProfile | null> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(profileId)) return null;
  const snap = await collections(ctx).profiles.doc(profileId).get();
  const raw = snap.data();
  return raw ? normalizeProfile(snap.id, raw as unknown as DocumentData) : null;
}

export { profileUrl, displayNameOf, profileDetailsOf } from '../../contract/profile-projection';

/** Absolute, for vCards and link previews: local blob URLs are relative to the app. */
export function absoluteUrl(publicUrl: string, value: string): string {
  return /^https?:\/\//i.test(value) ? value : `${publicUrl}${value.startsWith('/') ? '' : '/'}${value}`;
}

const phoneTypes = (label: string): string[] => {
  const l = label.toLowerCase();
  if (/mobile|cell/.test(l)) return ['cell'];
  if (/home/.test(l)) return ['home', 'voice'];
  if (/fax/.test(l)) return ['fax'];
  return ['work', 'voice'];
};
const placeTypes = (label: string): string[] => (/home|personal|private/i.test(label) ? ['home'] : ['work']);

/**
 * "Save contact": the public details as a vCard 3.0. The photo goes in as bytes when the caller
 * has them (iOS shows only embedded photos), else as a link.
 */
export function profileVCard(
  ctx: Pick<AppContext, 'config'>,
  profile: Profile,
  options: { photo?: { bytes: Buffer; mediaType: string }; networks?: Map<string, SocialNetwork> } = {},
): string {
  const { publicUrl } = ctx.config;
  const pub = profileDetailsOf(profile, { publicUrl, networks: options.networks });
  const emails = [...(pub.email ? [{ label: 'work', email: pub.email }] : []), ...pub.emails].filter(
    (e, i, all) => all.findIndex((o) => o.email === e.email) === i,
  );
  const photoUrl = profile.images.photo?.fallbackUrl ?? profile.photoUrl;
  const data: VCardData = {
    firstName: pub.firstName || undefined,
    lastName: pub.lastName || undefined,
    fullName: pub.displayName,
    organization: pub.company || undefined,
    department: pub.department || undefined,
    title: pub.jobTitle || undefined,
    emails: emails.map((e) => ({ value: e.email, types: ['internet', ...placeTypes(e.label)] })),
    phones: pub.phoneNumbers.map((p) => ({ value: p.number, types: phoneTypes(p.label) })),
    urls: [
      ...(pub.url ? [{ value: pub.url }] : []),
      ...pub.websites.map((w) => ({ value: w.url, types: placeTypes(w.label) })),
    ],
    addresses: pub.addresses.map((a) => ({ ...a, types: placeTypes(a.label) })),
    socialProfiles: pub.socials.map((s) => ({ value: s.url, types: [s.network] })),
    note: pub.headline || undefined,
    photo: options.photo ?? (photoUrl ? { url: absoluteUrl(publicUrl, photoUrl) } : undefined),
  };
  return buildVCard(data);
}

/** What a visitor can act on, in page order, with no counts yet. */
export function servicesOf(profile: Profile, networks?: Map<string, SocialNetwork>): Omit<ProfileService, 'clicks'>[] {
  const { sections } = profile.config;
  const services: Omit<ProfileService, 'clicks'>[] = [];
  if (profile.bookingUrl)
    services.push({
      id: 'booking',
      type: 'booking',
      label: enCard.profile.bookMeeting,
      url: profile.bookingUrl,
      visible: sections.booking,
    });
  for (const e of profile.everlinks)
    services.push({
      id: `link:${e.id}`,
      type: 'link',
      label: e.title,
      url: e.url,
      visible: sections.links && e.visible,
    });
  for (const s of profile.socials) {
    services.push({
      id: `social:${s.network}`,
      type: 'social',
      label: networks?.get(s.network)?.name ?? s.network,
      url: s.url,
      visible: sections.socials && s.visible,
    });
  }
  const hasPhone = profile.phoneNumbers.length > 0;
  const hasEmail = !!profile.email || profile.emails.length > 0;
  if (hasPhone) services.push({ id: 'phone', type: 'phone', label: 'Call', url: null, visible: sections.contact });
  if (hasEmail) services.push({ id: 'email', type: 'email', label: 'Email', url: null, visible: sections.contact });
  services.push({
    id: 'save-contact',
    type: 'save-contact',
    label: 'Save contact',
    url: null,
    visible: sections.saveContact,
  });
  services.push({
    id: 'exchange-contact',
    type: 'exchange-contact',
    label: 'Exchange contact',
    url: null,
    visible: sections.exchangeContact && profile.config.leadCapture.enabled,
  });
  return services;
}
