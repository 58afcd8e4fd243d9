import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@contract/profiles';

const initials = (p: Profile) => `${p.firstName?.[0] ?? ''}${p.lastName?.[0] ?? ''}`.toUpperCase() || p.name.slice(0, 2).toUpperCase();

/** The current profile, and the switch between the person's profiles. */
export function ProfileSummary({ profiles, current, onSelect }: { profiles: Profile[]; current: Profile; onSelect: (profileId: string) => void }) {
  const selectId = useId();
  const fullName = `${current.firstName ?? ''} ${current.lastName ?? ''}`.trim();
  const role = [current.jobTitle, current.company].filter(Boolean).join(' · ');
  return (
    <section className="panel profile-summary" aria-labelledby="current-profile-title">
      <div className="panel-header">
        <h2 id="current-profile-title">Current profile</h2>
        {profiles.length > 1 && (
          <div className="inline-field">
            <label htmlFor={selectId}>Switch profile</label>
            <select id={selectId} value={current.id} onChange={(e) => onSelect(e.target.value)}>
              {profiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                  {p.default ? ' (default)' : ''}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="profile-summary-body">
        {current.photoUrl ? (
          <img className="avatar avatar-large" src={current.photoUrl} alt="" />
        ) : (
          <span className="avatar avatar-large" aria-hidden="true">
            {initials(current)}
          </span>
        )}
        <div>
          <p className="profile-summary-name">{fullName || current.name}</p>
          {role && <p className="muted">{role}</p>}
          <p className="profile-summary-meta">
            <span className="badge">{current.name}</span>
            {current.default && <span className="badge badge-info">Default</span>}
            {current.status !== 'active' && <span className="badge badge-warning">{current.status === 'deactivated' ? 'Deactivated' : 'Deleted'}</span>}
          </p>
        </div>
      </div>
      <div className="row">
        <Link className="button button-primary" to={`/profile/${current.id}`}>
          Edit profile
        </Link>
        {current.slug && current.status === 'active' && (
          <a className="button button-secondary" href={`/card/@${current.slug}`} target="_blank" rel="noreferrer">
            View public page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}
