import { useState } from 'react';
import type { BackgroundVideo } from '@contract/profiles';
import { ErrorState, LoadingState } from '../../../components/ui';
import { CheckboxField, FileButton, TextField } from '../../../lib/forms';
import { useBackgroundVideo, useSetBackgroundVideo, useUploadBackgroundVideo } from '../api';

const VIDEO_TYPES = 'video/mp4,video/webm,video/quicktime';

/** The video that plays, muted, behind the page: upload one (≤ 5 MB), or link one hosted elsewhere. */
export function BackgroundVideoPanel({ profileId, sectionOn }: { profileId: string; sectionOn: boolean }) {
  const video = useBackgroundVideo(profileId);
  const upload = useUploadBackgroundVideo(profileId);
  const set = useSetBackgroundVideo(profileId);
  return (
    <section className="panel" aria-labelledby="video-title">
      <h2 id="video-title">Background video</h2>
      <p className="muted">A short loop that plays muted behind your page. Visitors who prefer reduced motion don&apos;t see it. MP4, WebM or QuickTime, up to 5 MB.</p>
      {video.isPending && <LoadingState label="Loading your video…" />}
      {video.isError && <ErrorState error={video.error} title="Your background video could not be loaded" onRetry={() => void video.refetch()} />}
      {video.isSuccess && (
        <VideoSettings
          video={video.data}
          sectionOn={sectionOn}
          busy={upload.isPending || set.isPending}
          uploading={upload.isPending}
          onUpload={(file) => upload.mutate(file)}
          onSet={(body) => set.mutateAsync(body)}
        />
      )}
    </section>
  );
}

interface VideoSettingsProps {
  video: BackgroundVideo | null;
  sectionOn: boolean;
  busy: boolean;
  uploading: boolean;
  onUpload: (file: File) => void;
  onSet: (body: { enabled?: boolean; url?: string | null }) => Promise<unknown>;
}

function VideoSettings({ video, sectionOn, busy, uploading, onUpload, onSet }: VideoSettingsProps) {
  const [link, setLink] = useState('');
  const applyLink = async () => {
    try {
      await onSet({ url: link.trim() });
      setLink('');
    } catch {
      // The failure toast says why (e.g. 'Invalid URL.'); the link stays to correct.
    }
  };
  return (
    <div className="stack">
      {video ? (
        <div className="video-current">
          <video src={video.url} muted loop playsInline controls preload="metadata" aria-label="Your background video" />
          <div className="stack">
            <CheckboxField
              label="Play it behind my page"
              checked={video.enabled}
              onChange={(e) => {
                if (!busy) void onSet({ enabled: e.currentTarget.checked }).catch(() => undefined);
              }}
              aria-disabled={busy || undefined}
              hint={!sectionOn ? 'The background video section is off in “Show on your page” above, so visitors don’t see it yet.' : undefined}
            />
            <button type="button" className="button button-ghost" onClick={() => void onSet({ url: null }).catch(() => undefined)} disabled={busy}>
              Remove video
            </button>
          </div>
        </div>
      ) : (
        <p>No background video yet.</p>
      )}
      <div className="row">
        <FileButton
          label={uploading ? 'Uploading…' : video ? 'Upload another video' : 'Upload a video'}
          accept={VIDEO_TYPES}
          onFile={onUpload}
          pending={uploading}
          disabled={busy}
        />
      </div>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void applyLink();
        }}
      >
        <TextField
          label="Or use a video link"
          type="url"
          inputMode="url"
          placeholder="https://…/loop.mp4"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          hint="A direct link to an MP4 or WebM file."
        />
        <button type="submit" className="button button-secondary" disabled={busy || !link.trim()}>
          Use this link
        </button>
      </form>
    </div>
  );
}
