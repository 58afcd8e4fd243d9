import { inviteEmployeeBody, type CompanyRole, type InviteEmployeeBody } from '@contract/company';
import { useCommonText } from '../../../i18n';
import { FormError, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import type { FlatDivision } from '../divisions';
import { useCompanyUsersText } from '../i18n';
import { Dialog } from '../../../components/Dialog';
import { FormActions } from '../../../components/FormActions';

interface InviteDialogProps {
  companyName: string;
  roles: readonly CompanyRole[];
  divisions: readonly FlatDivision[];
  onSubmit: (body: InviteEmployeeBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Invite one person by email, optionally with their name, job title, roles and divisions. Everyone
 * gets a pending invitation (by email, and in the app for an account) and joins only by accepting.
 */
export function InviteDialog({ companyName, roles, divisions, onSubmit, onClose }: InviteDialogProps) {
  const { t } = useCompanyUsersText();
  const common = useCommonText();
  const form = useZodForm(inviteEmployeeBody, {
    defaultValues: { email: '', firstName: '', lastName: '', title: '', roleIds: [], divisionIds: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, async (body) => {
    await onSubmit(body);
    onClose();
  });

  return (
    <Dialog
      title={t('invite.title')}
      description={<p>{t('invite.text', { company: companyName })}</p>}
      onClose={onClose}
      busy={isSubmitting}
    >
      <form className="stack" noValidate onSubmit={submit} aria-label={t('invite.title')}>
        <FormError message={errors.root?.message} />
        <TextField
          label={t('invite.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="form-grid">
          <TextField
            label={t('invite.firstName')}
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={t('invite.lastName')}
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label={t('invite.jobTitle')}
          autoComplete="off"
          error={errors.title?.message}
          {...form.register('title')}
        />
        {roles.length > 0 && (
          <fieldset className="choice-list">
            <legend>{t('invite.roles')}</legend>
            {roles.map((role) => (
              <label key={role.id} className="checkbox-inline">
                <input type="checkbox" value={role.id} {...form.register('roleIds')} />
                {role.name}
              </label>
            ))}
            {errors.roleIds?.message && (
              <p className="field-error" role="alert">
                {errors.roleIds.message}
              </p>
            )}
          </fieldset>
        )}
        {divisions.length > 0 && (
          <fieldset className="choice-list">
            <legend>{t('invite.divisions')}</legend>
            {divisions.map((division) => (
              <label
                key={division.id}
                className="checkbox-inline"
                style={{ paddingInlineStart: `${division.depth * 1.25}rem` }}
              >
                <input
                  type="checkbox"
                  value={division.id}
                  aria-label={division.path}
                  {...form.register('divisionIds')}
                />
                {division.name}
              </label>
            ))}
            {errors.divisionIds?.message && (
              <p className="field-error" role="alert">
                {errors.divisionIds.message}
              </p>
            )}
          </fieldset>
        )}
        <FormActions
          className="dialog-actions"
          size="inline"
          secondaryFirst
          submitLabel={t('invite.send')}
          pending={isSubmitting}
          pendingLabel={t('invite.sending')}
          secondary={{ label: common.t('cancel'), onClick: onClose }}
        />
      </form>
    </Dialog>
  );
}
