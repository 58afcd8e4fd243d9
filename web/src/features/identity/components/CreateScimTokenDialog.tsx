import { useState } from 'react';
import { createScimTokenBody, type CreatedScimToken } from '@contract/scim';
import { Dialog } from '../../../components/Dialog';
import { FormActions } from '../../../components/FormActions';
import { SecretShownOnce } from '../../../components/SecretShownOnce';
import { FormError, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { useCreateScimToken } from '../api';
import { useIdentityText } from '../i18n';

/** Name a SCIM token; on success the same dialog shows its secret, once, with a copy button. */
export function CreateScimTokenDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useIdentityText();
  const create = useCreateScimToken(companyId);
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const form = useZodForm(createScimTokenBody, { defaultValues: { name: '' }, leaveGuard: false });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      setCreated(await create.mutateAsync(body));
    } catch (error) {
      showFormError(form, error);
    }
  });

  if (created)
    return (
      <SecretShownOnce
        secret={created.secret}
        onClose={onClose}
        text={{
          title: t('scim.secret.title'),
          warning: t('scim.secret.text', { baseUrl: created.baseUrl }),
          label: t('scim.secret.label'),
          copy: t('scim.secret.copy'),
          copied: t('scim.secret.copied'),
          done: t('scim.secret.done'),
        }}
      />
    );
  return (
    <Dialog
      title={t('scim.form.title')}
      description={<p>{t('scim.form.text')}</p>}
      onClose={onClose}
      busy={isSubmitting}
    >
      <form className="stack" noValidate onSubmit={submit} aria-label={t('scim.form.title')}>
        <FormError message={errors.root?.message} />
        <TextField
          label={t('scim.form.name')}
          placeholder={t('scim.form.namePlaceholder')}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormActions
          className="dialog-actions"
          submitLabel={t('scim.form.submit')}
          pending={isSubmitting}
          pendingLabel={t('scim.form.pending')}
          secondary={{ label: t('scim.form.cancel'), onClick: onClose }}
          secondaryFirst
          size="inline"
        />
      </form>
    </Dialog>
  );
}
