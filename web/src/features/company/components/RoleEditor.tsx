import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { companyRoleBody, type CompanyRole, type CompanyRoleBody } from '@contract/company';
import { useCommonText } from '../../../i18n';
import { CheckboxField, FormError, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChanges';
import { useCompanyText } from '../i18n';
import { matrixOf, permissionGroups, permissionKey, rulesOf, type PermissionKey, type RoleMatrix, type RoleScope } from '../permissions';

const nameSchema = companyRoleBody().pick({ name: true });

interface RoleEditorProps {
  /** The role to edit; none for a new one. */
  role?: CompanyRole;
  /** Shows the rights without letting them change (a member without the right to edit roles). */
  readOnly?: boolean;
  onSubmit?: (body: CompanyRoleBody) => Promise<unknown>;
  onCancel: () => void;
}

/** Where the rights may apply, with the keys of their words under `roleEditor.scopes`. */
const SCOPES = [
  { value: 'company', label: 'roleEditor.scopes.company', hint: 'roleEditor.scopes.companyHint' },
  { value: 'divisions', label: 'roleEditor.scopes.divisions', hint: 'roleEditor.scopes.divisionsHint' },
] as const satisfies readonly { value: RoleScope; label: string; hint: string }[];

/**
 * A company role's name and rights: one checkbox per thing it may do, in plain words, and where
 * the rights apply. The checkboxes become the CASL rules the API stores; nobody sees JSON.
 */
export function RoleEditor({ role, readOnly = false, onSubmit, onCancel }: RoleEditorProps) {
  const { t } = useCompanyText();
  const common = useCommonText();
  const groups = useMemo(() => permissionGroups(t), [t]);
  const [initial] = useState<RoleMatrix>(() => matrixOf(role?.permissions ?? []));
  const [matrix, setMatrix] = useState<RoleMatrix>(initial);
  const form = useZodForm(nameSchema, { defaultValues: { name: role?.name ?? '' } });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  // The rights are kept beside the form, so their changes are reported to the guard here.
  useUnsavedChangesGuard(matrix !== initial && !isSubmitting && !isSubmitSuccessful);
  const scopeName = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a list: keyboard and screen-reader users continue in the editor.
  useEffect(() => heading.current?.focus(), []);
  // The Admin role always manages the whole company (the API refuses to narrow it).
  const locked = readOnly || role?.builtIn === 'admin';
  const title = role ? (locked ? role.name : t('roleEditor.editTitle', { name: role.name })) : t('roleEditor.newTitle');

  const toggle = (key: PermissionKey) =>
    setMatrix((current) => {
      const checked = new Set(current.checked);
      if (checked.has(key)) checked.delete(key);
      else checked.add(key);
      return { ...current, checked };
    });

  const submit = form.handleSubmit(async ({ name }) => {
    if (!onSubmit) return;
    try {
      await onSubmit({ name, permissions: rulesOf(matrix) as CompanyRoleBody['permissions'] });
    } catch (error) {
      showFormError(form, error);
    }
  });

  return (
    <form className="panel stack role-editor" noValidate onSubmit={submit} aria-label={title}>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {role?.builtIn === 'admin' && <p className="notice">{t('roleEditor.adminNotice')}</p>}
      <FormError message={errors.root?.message} />
      <TextField label={t('roleEditor.name')} maxLength={60} readOnly={locked} error={errors.name?.message} {...form.register('name')} />

      <fieldset className="role-scope" disabled={locked}>
        <legend>{t('roleEditor.scope')}</legend>
        {SCOPES.map((scope) => (
          <label key={scope.value} className="radio-option">
            <input
              type="radio"
              name={scopeName}
              value={scope.value}
              checked={matrix.scope === scope.value}
              onChange={() => setMatrix((current) => ({ ...current, scope: scope.value }))}
            />
            <span>
              <strong>{t(scope.label)}</strong>
              <span className="fine-print">{t(scope.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {matrix.kept.length > 0 && <p className="fine-print">{t('roleEditor.kept', { count: matrix.kept.length })}</p>}
      <div className="permission-groups">
        {groups.map((group) => (
          <fieldset key={group.subject} className="permission-group" disabled={locked}>
            <legend>{group.title}</legend>
            {group.options.map((option) => {
              const key = permissionKey(option.subject, option.action);
              return <CheckboxField key={key} label={option.label} checked={matrix.checked.has(key)} onChange={() => toggle(key)} />;
            })}
          </fieldset>
        ))}
      </div>

      <div className="row">
        {!locked && (
          <button type="submit" className="button button-primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? t('saving') : role ? t('roleEditor.save') : t('roleEditor.create')}
          </button>
        )}
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={isSubmitting}>
          {locked ? t('roleEditor.close') : common.t('cancel')}
        </button>
      </div>
    </form>
  );
}
