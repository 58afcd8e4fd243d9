import { useId, type SelectHTMLAttributes } from 'react';
import type { Profile } from '@contract/profiles';
import { profileOptionLabel } from '../api';
import '../cards.css';

interface ProfileSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  profiles: readonly Profile[];
  error?: string;
  hint?: string;
  /** A first, empty choice (when nothing is chosen yet). */
  placeholder?: string;
}

/** A labelled choice of profile, its hint and error tied to it like `TextField`'s. */
export function ProfileSelect({ label, profiles, error, hint, placeholder, id, ...select }: ProfileSelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} className="select" aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profileOptionLabel(profile)}
          </option>
        ))}
      </select>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
