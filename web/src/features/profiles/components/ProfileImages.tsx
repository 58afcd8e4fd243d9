import { PROFILE_IMAGE_TYPES, type Profile, type ProfileImageType } from '@contract/profiles';
import { FileButton } from '../../../lib/forms';
import { useProfilesText } from '../i18n';

interface ProfileImagesProps {
  profile: Pick<Profile, 'photoUrl' | 'coverUrl' | 'logoUrl' | 'images'>;
  onUpload: (type: ProfileImageType, file: File) => void;
  /** The picture being uploaded, if any. */
  pending: ProfileImageType | null;
}

/** Photo, cover and logo: each uploads as soon as it is chosen (the API resizes it). */
export function ProfileImages({ profile, onUpload, pending }: ProfileImagesProps) {
  const { t } = useProfilesText();
  return (
    <section className="panel" aria-labelledby="profile-images-title">
      <h2 id="profile-images-title">{t('images.title')}</h2>
      <ul className="profile-images">
        {PROFILE_IMAGE_TYPES.map((type) => {
          const src = profile.images[type]?.url ?? profile[`${type}Url`];
          return (
            <li key={type} className={`profile-image profile-image-${type}`}>
              <div className="profile-image-frame">
                {src ? (
                  <img src={src} alt={t(`images.${type}.current`)} />
                ) : (
                  <span className="muted">{t(`images.${type}.none`)}</span>
                )}
              </div>
              <div className="stack profile-image-actions">
                <FileButton
                  label={
                    pending === type
                      ? t('images.uploading')
                      : src
                        ? t(`images.${type}.change`)
                        : t(`images.${type}.upload`)
                  }
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  pending={pending === type}
                  disabled={pending !== null && pending !== type}
                  onFile={(file) => onUpload(type, file)}
                />
                <p className="field-hint">{t(`images.${type}.hint`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
