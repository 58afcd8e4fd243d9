import { useEffect, useId, useRef } from 'react';
import type { Profile, PublicProfile } from '@contract/profiles';
import type { SocialNetwork } from '@contract/socials';
import { PublicProfileView } from '../../public-card';
import { publicViewOf, type PublicViewContext } from '@contract/public-view';
import { useProfilesText } from '../i18n';
import '../profiles.css';

/**
 * What visitors would see of the profile: the API's own public view, run in the browser over the
 * card's context from the API (company brand, feeds, booking), so an unsaved draft previews
 * exactly as it will be published.
 */
export function toPublicProfile(
  profile: Profile,
  context: PublicViewContext,
  networks: readonly SocialNetwork[] = [],
  origin = window.location.origin,
): PublicProfile {
  return publicViewOf({ ...context, profile, networks, publicUrl: origin });
}

/** A section of the card page the preview can bring into view. */
export type PreviewSection = 'links' | 'socials';

interface ProfilePreviewProps {
  /** The public projection of the profile, its links, socials and config (see `toPublicProfile`). */
  profile: PublicProfile;
  /** "Live preview" unless given. */
  title?: string;
  /** A line under the title: what the preview shows. */
  caption?: string;
  /** Scrolled to once it is on the card, so the part being edited is in sight. */
  showSection?: PreviewSection;
}

/**
 * A profile's card page in a phone-sized frame, drawn by the same component as the card page
 * itself. It is a picture of the page: nothing in it can be focused or followed (a click must not
 * leave an editor with unsaved changes), and assistive technology skips the copy, whose content
 * the form beside it already holds. The frame itself scrolls, by keyboard too.
 */
export function ProfilePreview({ profile, title, caption, showSection }: ProfilePreviewProps) {
  const { t } = useProfilesText();
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const shown = useRef<PreviewSection | null>(null);

  // After every render, as the section may appear only once the first link or social is typed;
  // once shown it is left alone, so the preview never fights the person's own scrolling.
  useEffect(() => {
    const box = frame.current;
    if (!showSection || shown.current === showSection || !box) return;
    // PublicProfileView labels its sections pp-links and pp-socials.
    const section = box.querySelector<HTMLElement>(`#pp-${showSection}`)?.closest('section');
    if (!section) return;
    shown.current = showSection;
    box.scrollTop += section.getBoundingClientRect().top - box.getBoundingClientRect().top - 12;
  });

  return (
    <aside className="profile-preview" aria-labelledby={titleId}>
      <div className="profile-preview-heading">
        <h2 id={titleId}>{title ?? t('preview.title')}</h2>
        {caption && <p className="fine-print">{caption}</p>}
      </div>
      <div ref={frame} className="profile-preview-device" tabIndex={0} role="group" aria-label={t('preview.frame')}>
        <div inert aria-hidden="true">
          <PublicProfileView profile={profile} fallbackUrl={profile.url ?? window.location.origin} />
        </div>
      </div>
    </aside>
  );
}
