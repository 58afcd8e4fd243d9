import type { ReactNode } from 'react';
import type { Profile as ProfileData } from '@contract/profiles';
import type { LockableProfileField } from '@contract/company';
import { QueryView } from '../../../components/QueryView';
import { useProfileLocks } from '../api';
import { useProfilesText } from '../i18n';
import { useLockedFields } from './locked-fields';

/** A whole form the company manages (socials, design): said once above it, every control disabled. */
export function Managed({
  profile,
  field,
  children,
}: {
  profile: ProfileData;
  field: LockableProfileField;
  children: ReactNode;
}) {
  const { t } = useProfilesText();
  const locks = useProfileLocks(profile);
  const { isLocked, managedBy } = useLockedFields(locks.data);
  const managed = isLocked(field) ? (
    <div className="stack">
      <p className="notice" role="note">
        {managedBy}
      </p>
      <fieldset className="managed-form" disabled>
        {children}
      </fieldset>
    </div>
  ) : (
    children
  );
  return (
    <QueryView query={locks} off={managed} loadingLabel={t('editor.loading')} errorTitle={t('editor.loadFailed')}>
      {() => managed}
    </QueryView>
  );
}
