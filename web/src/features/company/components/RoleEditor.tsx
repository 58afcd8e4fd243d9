import { useEffect, useMemo, useRef, useState } from 'react';
import { companyRoleBody, type CompanyRole, type CompanyRoleBody } from '@contract/company';
import type { CompanySubject } from '@contract/roles';
import { useCommonText } from '../../../i18n';
import { FormError, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { FormActions } from '../../../components/FormActions';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChanges';
import { RuleEditor, matrixOf, rulesOf, type RuleMatrix } from '../../roles';
import { useCompanyText } from '../i18n';
import { COMPANY_CATALOGUE, companyRuleWords } from '../permissions';

const nameSchema = companyRoleBody().pick({ name: true });

interface RoleEditorProps {
  /** The role to edit; none for a new one. */
  role?: CompanyRole;
  /** Shows the rights without letting them change (a member without the right to edit roles). */
  readOnly?: boolean;
  onSubmit?: (body: CompanyRoleBody) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A company role's name and rights: one checkbox per thing it may do, in plain words, and where
 * the rights apply. The checkboxes become the CASL rules the API stores; nobody sees JSON.
 */
export function RoleEditor({ role, readOnly = false, onSubmit, onCancel }: RoleEditorProps) {
  const { t } = useCompanyText();
  const common = useCommonText();
  const words = useMemo(() => companyRuleWords(t), [t]);
  const [initial] = useState<RuleMatrix<CompanySubject>>(() => matrixOf(COMPANY_CATALOGUE, role?.permissions ?? []));
  const [matrix, setMatrix] = useState(initial);
  const form = useZodForm(nameSchema, { defaultValues: { name: role?.name ?? '' } });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  // The rights are kept beside the form, so their changes are reported to the guard here.
  useUnsavedChangesGuard(matrix !== initial && !isSubmitting && !isSubmitSuccessful);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a list: keyboard and screen-reader users continue in the editor.
  useEffect(() => heading.current?.focus(), []);
  // The Admin role always manages the whole company (the API refuses to narrow it).
  const locked = readOnly || role?.builtIn === 'admin';
  const title = role ? (locked ? role.name : t('roleEditor.editTitle', { name: role.name })) : t('roleEditor.newTitle');

  const submit = useFormSubmit(form, async ({ name }) => {
    if (!onSubmit) return;
    await onSubmit({ name, permissions: rulesOf(COMPANY_CATALOGUE, matrix) as CompanyRoleBody['permissions'] });
  });

  return (
    <form className="panel stack role-editor" noValidate onSubmit={submit} aria-label={title}>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {role?.builtIn === 'admin' && <p className="notice">{t('roleEditor.adminNotice')}</p>}
      <FormError message={errors.root?.message} />
      <TextField
        label={t('roleEditor.name')}
        maxLength={60}
        readOnly={locked}
        error={errors.name?.message}
        {...form.register('name')}
      />

      <RuleEditor catalogue={COMPANY_CATALOGUE} words={words} value={matrix} onChange={setMatrix} disabled={locked} />

      <FormActions
        size="inline"
        canSubmit={!locked}
        submitLabel={role ? t('roleEditor.save') : t('roleEditor.create')}
        pending={isSubmitting}
        pendingLabel={t('saving')}
        secondary={{ label: locked ? t('roleEditor.close') : common.t('cancel'), variant: 'ghost', onClick: onCancel }}
      />
    </form>
  );
}
