import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { globalRoleBody, type GlobalRoleBody, type GlobalRoleView } from '@contract/superadmin';
import { FormError, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { RuleEditor, matrixOf, rulesOf } from '../../roles';
import { GLOBAL_CATALOGUE, globalRuleWords } from '../global-permissions';
import { useSuperadminText } from '../i18n';
import { FormActions } from '../../../components/FormActions';

interface RoleFormProps {
  /** The role being edited; none for a new one. */
  role?: GlobalRoleView;
  onSubmit: (body: GlobalRoleBody) => Promise<unknown>;
  onCancel: () => void;
}

/** The first message the API or the schema put under `permissions` (e.g. `permissions.2.subject`). */
function permissionsError(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const node = errors as { message?: unknown; root?: { message?: unknown } };
  if (typeof node.message === 'string') return node.message;
  for (const child of Object.values(errors)) {
    const found = permissionsError(child);
    if (found) return found;
  }
  return undefined;
}

/** Create or edit a product-wide role: its name and its rights as checkboxes. */
export function RoleForm({ role, onSubmit, onCancel }: RoleFormProps) {
  const { t } = useSuperadminText();
  const words = useMemo(() => globalRuleWords(t), [t]);
  const form = useZodForm(globalRoleBody, {
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, onSubmit);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={role ? t('roles.form.editLabel', { name: role.name }) : t('roles.new')}
    >
      <FormError message={errors.root?.message} />
      <TextField label={t('roles.form.name')} maxLength={80} error={errors.name?.message} {...form.register('name')} />
      <h3>{t('roles.form.rights')}</h3>
      <p className="muted">{t('roles.form.rightsIntro')}</p>
      <FormError message={permissionsError(errors.permissions)} />
      <Controller
        control={form.control}
        name="permissions"
        render={({ field }) => (
          <RuleEditor
            catalogue={GLOBAL_CATALOGUE}
            words={words}
            value={matrixOf(GLOBAL_CATALOGUE, field.value)}
            onChange={(matrix) => field.onChange(rulesOf(GLOBAL_CATALOGUE, matrix))}
            disabled={isSubmitting}
          />
        )}
      />
      <FormActions
        className="row-actions"
        submitLabel={role ? t('roles.form.save') : t('roles.form.create')}
        pending={isSubmitting}
        pendingLabel={t('saving')}
        secondary={{ label: t('cancel'), onClick: onCancel }}
      />
    </form>
  );
}
