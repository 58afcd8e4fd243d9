import { useMemo } from 'react';
import type { Profile } from '@contract/profiles';
import { EMPTY_PUBLIC_CONTEXT } from '@contract/public-view';
import { usePublicContext, useSocialNetworks } from '../api';
import { ProfilePreview, toPublicProfile, type PreviewSection } from './ProfilePreview';

interface EditorPreviewProps {
  /** The profile with the open tab's unsaved changes. */
  draft: Profile;
  caption?: string;
  showSection?: PreviewSection;
}

/**
 * The editor's live preview: the draft through the public view with the card's context from the
 * API (the owner's company brand and links, feeds, booking), so it shows what visitors will see.
 * Until the context arrives the preview shows the profile alone; the company's part follows.
 */
export function EditorPreview({ draft, caption, showSection }: EditorPreviewProps) {
  const networks = useSocialNetworks();
  const context = usePublicContext(draft.id);
  const preview = useMemo(
    () => toPublicProfile(draft, context.data ?? EMPTY_PUBLIC_CONTEXT, networks.data),
    [draft, context.data, networks.data],
  );
  return <ProfilePreview profile={preview} caption={caption} showSection={showSection} />;
}
