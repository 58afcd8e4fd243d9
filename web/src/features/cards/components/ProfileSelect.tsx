import type { SelectHTMLAttributes } from 'react';
import type { Profile } from '@contract/profiles';
import { SelectField } from '../../../lib/forms';
import { profileOptionLabel } from '../api';

interface ProfileSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  profiles: readonly Profile[];
  error?: string;
  hint?: string;
  /** A first, empty choice (when nothing is chosen yet). */
  placeholder?: string;
}

/** A labelled choice of profile, its hint and error tied to it like `TextField`'s. */
export function ProfileSelect({ profiles, placeholder, ...field }: ProfileSelectProps) {
  const options = [
    ...(placeholder !== undefined ? [{ value: '', label: placeholder }] : []),
    ...profiles.map((p) => ({ value: p.id, label: profileOptionLabel(p) })),
  ];
  return <SelectField options={options} {...field} />;
}
