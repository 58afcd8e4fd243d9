import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@contract/profiles';
import { CAP_MESSAGES, PLAN_TABLE } from '@contract/caps';
import { useSession } from '../../../session/session';
import { paths } from '../../../session/paths';
import { displayNameOf } from '@contract/profile-projection';
import { useDashboardText } from '../i18n';
import { LoadingState } from '../../../components/ui';
import '../dashboard.css';

// The form (with the form library and the contract's schemas) loads when "New profile" is pressed.
const CreateProfileForm = lazy(() => import('./CreateProfileForm').then((m) => ({ default: m.CreateProfileForm })));

const initials = (p: Profile) =>
  `${p.firstName?.[0] ?? ''}${p.lastName?.[0] ?? ''}`.toUpperCase() || p.name.slice(0, 2).toUpperCase();

interface ProfileSummaryProps {
  profiles: Profile[];
  current: Profile;
  onSelect: (profileId: string) => void;
  /** Creates a profile by its name (and opens it). */
  onCreate: (name: string) => Promise<unknown>;
}

/** The current profile, the switch between the person's profiles, and a new one. */
export function ProfileSummary({ profiles, current, onSelect, onCreate }: ProfileSummaryProps) {
  const { t } = useDashboardText();
  const selectId = useId();
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const role = [current.jobTitle, current.company].filter(Boolean).join(' · ');
  const { planTier } = useSession();
  // The plan's cap, as the API holds it: the button would only meet its 409.
  const full = profiles.length >= PLAN_TABLE.profilesPerUser[planTier];
  const closeForm = () => {
    setCreating(false);
    // Back to what opened the form, once it is on the page again.
    requestAnimationFrame(() => newButton.current?.focus());
  };
  return (
    <section className="panel profile-summary" aria-labelledby="current-profile-title">
      <div className="panel-header">
        <h2 id="current-profile-title">{t('summary.title')}</h2>
        <div className="row">
          {profiles.length > 1 && (
            <div className="inline-field">
              <label htmlFor={selectId}>{t('summary.switch')}</label>
              <select id={selectId} value={current.id} onChange={(e) => onSelect(e.target.value)}>
                {profiles.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                    {p.default && t('summary.defaultMark')}
                    {p.status === 'deactivated' && t('summary.deactivatedMark')}
                  </option>
                ))}
              </select>
            </div>
          )}
          {!creating && (
            <button
              ref={newButton}
              type="button"
              className="button button-secondary"
              onClick={() => setCreating(true)}
              disabled={full}
            >
              {t('summary.newProfile')}
            </button>
          )}
        </div>
      </div>
      {full && !creating && (
        <p className="fine-print">
          {CAP_MESSAGES.profilesPerUser(planTier)} <Link to={paths.billing}>{t('summary.seePlans')}</Link>
        </p>
      )}
      {creating && (
        <Suspense fallback={<LoadingState />}>
          <CreateProfileForm onSubmit={onCreate} onCancel={closeForm} />
        </Suspense>
      )}
      <div className="profile-summary-body">
        {current.photoUrl ? (
          <img className="avatar avatar-large" src={current.images.photo?.url ?? current.photoUrl} alt="" />
        ) : (
          <span className="avatar avatar-large" aria-hidden="true">
            {initials(current)}
          </span>
        )}
        <div>
          <p className="profile-summary-name">{displayNameOf(current)}</p>
          {role && <p className="muted">{role}</p>}
          <p className="profile-summary-meta">
            <span className="badge">{current.name}</span>
            {current.default && <span className="badge badge-info">{t('summary.default')}</span>}
            {current.status !== 'active' && (
              <span className="badge badge-warning">
                {current.status === 'deactivated' ? t('summary.deactivated') : t('summary.deleted')}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="row">
        <Link className="button button-primary" to={paths.profile(current.id)}>
          {t('summary.edit')}
        </Link>
        {current.slug && current.status === 'active' && (
          <a className="button button-secondary" href={paths.publicPage(current.slug)} target="_blank" rel="noreferrer">
            {t('summary.viewPublicPage')}
            <span className="visually-hidden"> {t('summary.opensInNewTab')}</span>
          </a>
        )}
      </div>
    </section>
  );
}
