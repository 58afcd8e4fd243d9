import { useState } from 'react';
import type { BackgroundVideo } from '@contract/profiles';
import { QueryView } from '../../../components/QueryView';
import { CheckboxField, FileButton, TextField } from '../../../lib/forms';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChanges';
import { useBackgroundVideo, useSetBackgroundVideo, useUploadBackgroundVideo } from '../api';
import { useProfilesText } from '../i18n';

const VIDEO_TYPES = 'video/mp4,video/webm,video/quicktime';
/** An example of an address, not words: the same in every language. */
const EXAMPLE_VIDEO_URL = 'https://…/loop.mp4';

/** The video that plays, muted, behind the page: upload one (≤ 5 MB), or link one hosted elsewhere. */
export function BackgroundVideoPanel({ profileId, sectionOn }: { profileId: string; sectionOn: boolean }) {
  const { t } = useProfilesText();
  const video = useBackgroundVideo(profileId);
  const upload = useUploadBackgroundVideo(profileId);
  const set = useSetBackgroundVideo(profileId);
  return (
    <section className="panel" aria-labelledby="video-title">
      <h2 id="video-title">{t('video.title')}</h2>
      <p className="muted">{t('video.about')}</p>
      <QueryView query={video} loadingLabel={t('video.loading')} errorTitle={t('video.loadFailed')}>
        {(data) => (
          <VideoSettings
            video={data}
            sectionOn={sectionOn}
            busy={upload.isPending || set.isPending}
            uploading={upload.isPending}
            onUpload={(file) => upload.mutate(file)}
            onSet={(body) => set.mutateAsync(body)}
          />
        )}
      </QueryView>
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
  const { t } = useProfilesText();
  const [link, setLink] = useState('');
  useUnsavedChangesGuard(link.trim() !== '');
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
          <video src={video.url} muted loop playsInline controls preload="metadata" aria-label={t('video.current')} />
          <div className="stack">
            <CheckboxField
              label={t('video.play')}
              checked={video.enabled}
              onChange={(e) => {
                if (!busy) void onSet({ enabled: e.currentTarget.checked }).catch(() => undefined);
              }}
              aria-disabled={busy || undefined}
              hint={!sectionOn ? t('video.sectionOff') : undefined}
            />
            <button
              type="button"
              className="button button-ghost"
              onClick={() => void onSet({ url: null }).catch(() => undefined)}
              disabled={busy}
            >
              {t('video.remove')}
            </button>
          </div>
        </div>
      ) : (
        <p>{t('video.none')}</p>
      )}
      <div className="row">
        <FileButton
          label={uploading ? t('video.uploading') : video ? t('video.uploadAnother') : t('video.upload')}
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
          label={t('video.link')}
          type="url"
          inputMode="url"
          placeholder={EXAMPLE_VIDEO_URL}
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          hint={t('video.linkHint')}
        />
        <button type="submit" className="button button-secondary" disabled={busy || !link.trim()}>
          {t('video.useLink')}
        </button>
      </form>
    </div>
  );
}
