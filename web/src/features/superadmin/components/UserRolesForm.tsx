import { Controller } from 'react-hook-form';
import { SUPERADMIN_ROLE_ID } from '@contract/roles';
import { userRolesBody, type AdminUser, type GlobalRoleView } from '@contract/superadmin';
import { FormError, useFormSubmit, useZodForm } from '../../../lib/forms';
import { summaryOf } from '../global-permissions';
import { useSuperadminText } from '../i18n';
import { displayName } from './UsersList';
import { FormActions } from '../../../components/FormActions';

interface UserRolesFormProps {
  user: AdminUser;
  roles: readonly GlobalRoleView[];
  /** The signed-in superadmin editing themselves keeps their Superadmin role. */
  isSelf: boolean;
  onSubmit: (roleIds: string[]) => Promise<unknown>;
  onCancel: () => void;
}

/** Which product roles a person holds: a checkbox a role. Any role makes them premium. */
export function UserRolesForm({ user, roles, isSelf, onSubmit, onCancel }: UserRolesFormProps) {
  const { t } = useSuperadminText();
  const name = displayName(user);
  const form = useZodForm(userRolesBody, { defaultValues: { roleIds: user.roles } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, (values) => onSubmit(values.roleIds));
  return (
    <form onSubmit={submit} noValidate aria-label={t('users.rolesOf', { name })}>
      <FormError message={errors.root?.message ?? errors.roleIds?.message} />
      <Controller
        control={form.control}
        name="roleIds"
        render={({ field }) => (
          <fieldset className="role-choices" disabled={isSubmitting}>
            <legend>{t('users.rolesForm.legend', { name })}</legend>
            {roles.map((role) => {
              const locked = isSelf && role.id === SUPERADMIN_ROLE_ID;
              const checked = field.value.includes(role.id);
              return (
                <div key={role.id} className="checkbox-field">
                  <input
                    id={`role-${role.id}`}
                    type="checkbox"
                    checked={checked}
                    disabled={locked}
                    aria-describedby={`role-${role.id}-hint`}
                    onChange={(event) =>
                      field.onChange(
                        event.currentTarget.checked
                          ? [...field.value, role.id]
                          : field.value.filter((id) => id !== role.id),
                      )
                    }
                  />
                  <div>
                    <label htmlFor={`role-${role.id}`}>{role.name}</label>
                    <p className="field-hint" id={`role-${role.id}-hint`}>
                      {locked
                        ? t('users.rolesForm.ownSuperadmin')
                        : role.builtIn
                          ? t('everythingEverywhere')
                          : summaryOf(role.permissions, t)}
                    </p>
                  </div>
                </div>
              );
            })}
          </fieldset>
        )}
      />
      <FormActions
        className="row-actions"
        submitLabel={t('users.rolesForm.save')}
        pending={isSubmitting}
        pendingLabel={t('saving')}
        secondary={{ label: t('cancel'), onClick: onCancel }}
      />
    </form>
  );
}
