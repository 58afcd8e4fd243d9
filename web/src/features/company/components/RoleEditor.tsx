import { useEffect, useId, useRef, useState } from 'react';
import { companyRoleBody, type CompanyRole, type CompanyRoleBody } from '@contract/company';
import { CheckboxField, FormError, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { PERMISSION_GROUPS, matrixOf, permissionKey, rulesOf, type PermissionKey, type RoleMatrix, type RoleScope } from '../permissions';

const nameSchema = companyRoleBody().pick({ name: true });

interface RoleEditorProps {
  /** The role to edit; none for a new one. */
  role?: CompanyRole;
  /** Shows the rights without letting them change (a member without the right to edit roles). */
  readOnly?: boolean;
  onSubmit?: (body: CompanyRoleBody) => Promise<unknown>;
  onCancel: () => void;
}

const SCOPES: { value: RoleScope; label: string; hint: string }[] = [
  { value: 'company', label: 'Whole company', hint: 'The rights apply to everyone in the company.' },
  {
    value: 'divisions',
    label: 'Own divisions only',
    hint: 'Rights on employees, their profiles, cards, leads and analytics apply only to people in the divisions the holder belongs to.',
  },
];

/**
 * A company role's name and rights: one checkbox per thing it may do, in plain words, and where
 * the rights apply. The checkboxes become the CASL rules the API stores; nobody sees JSON.
 */
export function RoleEditor({ role, readOnly = false, onSubmit, onCancel }: RoleEditorProps) {
  const [matrix, setMatrix] = useState<RoleMatrix>(() => matrixOf(role?.permissions ?? []));
  const form = useZodForm(nameSchema, { defaultValues: { name: role?.name ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const scopeName = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a list: keyboard and screen-reader users continue in the editor.
  useEffect(() => heading.current?.focus(), []);
  // The Admin role always manages the whole company (the API refuses to narrow it).
  const locked = readOnly || role?.builtIn === 'admin';
  const title = role ? (locked ? role.name : `Edit ${role.name}`) : 'New role';

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
      {role?.builtIn === 'admin' && <p className="notice">Admins can do everything in the company. This role cannot be narrowed; give people another role for fewer rights.</p>}
      <FormError message={errors.root?.message} />
      <TextField label="Role name" maxLength={60} readOnly={locked} error={errors.name?.message} {...form.register('name')} />

      <fieldset className="role-scope" disabled={locked}>
        <legend>Where these rights apply</legend>
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
              <strong>{scope.label}</strong>
              <span className="fine-print">{scope.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {matrix.kept.length > 0 && (
        <p className="fine-print">
          This role also has {matrix.kept.length === 1 ? 'one right' : `${matrix.kept.length} rights`} on the holder's own items that these checkboxes do not show; saving keeps{' '}
          {matrix.kept.length === 1 ? 'it' : 'them'}.
        </p>
      )}
      <div className="permission-groups">
        {PERMISSION_GROUPS.map((group) => (
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
            {isSubmitting ? 'Saving…' : role ? 'Save role' : 'Create role'}
          </button>
        )}
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={isSubmitting}>
          {locked ? 'Close' : 'Cancel'}
        </button>
      </div>
    </form>
  );
}
