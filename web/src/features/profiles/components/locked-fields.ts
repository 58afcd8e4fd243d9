import type { LockableProfileField } from '@contract/company';
import type { ProfileLocks } from '@contract/company-invitations';
import { useCommonText } from '../../../i18n';

/** What `lockedInput` gives a field: nothing for a free one. */
export type LockedInputProps = { readOnly?: true; hint?: string };

/**
 * The editor's side of a company's locked fields (docs/company.md, "Locked fields"): a field the
 * company manages is read-only and says so ("Managed by Acme"); the API refuses a change anyway.
 * `lockedInput(field)` gives the props to spread on that field's input, nothing for a free field.
 */
export function useLockedFields(locks: ProfileLocks | undefined) {
  const { t } = useCommonText();
  const managedBy = locks?.company ? t('lockedField.managedBy', { company: locks.company.name }) : '';
  const isLocked = (field: LockableProfileField) => !!locks?.fields.includes(field);
  return {
    isLocked,
    managedBy,
    lockedInput: (field: LockableProfileField): LockedInputProps =>
      isLocked(field) ? { readOnly: true, hint: managedBy } : {},
  };
}
