import { PROFILE_IMAGE_TYPES, type Profile, type ProfileImageType } from '@contract/profiles';
import { IMAGE_LABELS } from '../api';
import { FileButton } from '../../../lib/forms';

const HINTS: Record<ProfileImageType, string> = {
  photo: 'Square, cropped around your face. JPEG, PNG, WebP or GIF up to 5 MB.',
  cover: 'A wide picture across the top of your page, up to 1200 × 800.',
  logo: 'Your company’s logo; transparency is kept.',
};

interface ProfileImagesProps {
  profile: Pick<Profile, 'photoUrl' | 'coverUrl' | 'logoUrl' | 'images'>;
  onUpload: (type: ProfileImageType, file: File) => void;
  /** The picture being uploaded, if any. */
  pending: ProfileImageType | null;
}

/** Photo, cover and logo: each uploads as soon as it is chosen (the API resizes it). */
export function ProfileImages({ profile, onUpload, pending }: ProfileImagesProps) {
  return (
    <section className="panel" aria-labelledby="profile-images-title">
      <h2 id="profile-images-title">Pictures</h2>
      <ul className="profile-images">
        {PROFILE_IMAGE_TYPES.map((type) => {
          const src = profile.images[type]?.url ?? profile[`${type}Url`];
          const label = IMAGE_LABELS[type];
          return (
            <li key={type} className={`profile-image profile-image-${type}`}>
              <div className="profile-image-frame">
                {src ? <img src={src} alt={`Current ${label.toLowerCase()}`} /> : <span className="muted">No {label.toLowerCase()} yet</span>}
              </div>
              <div className="stack profile-image-actions">
                <FileButton
                  label={pending === type ? 'Uploading…' : src ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  pending={pending === type}
                  disabled={pending !== null && pending !== type}
                  onFile={(file) => onUpload(type, file)}
                />
                <p className="field-hint">{HINTS[type]}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
