import { useState } from 'react';
import { createScimTokenBody, type CreatedScimToken } from '@contract/scim';
import { FormDialog } from '../../../components/FormDialog';
import { SecretShownOnce } from '../../../components/SecretShownOnce';
import { TextField, useZodForm } from '../../../lib/forms';
import { useCreateScimToken } from '../api';
import { useIdentityText } from '../i18n';

/** Name a SCIM token; on success the same dialog shows its secret, once, with a copy button. */
export function CreateScimTokenDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useIdentityText();
  const create = useCreateScimToken(companyId);
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const form = useZodForm(createScimTokenBody, { defaultValues: { name: '' }, leaveGuard: false });

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
    <FormDialog
      title={t('scim.form.title')}
      description={<p>{t('scim.form.text')}</p>}
      form={form}
      onSubmit={async (body) => setCreated(await create.mutateAsync(body))}
      onClose={onClose}
      actions={{ submit: t('scim.form.submit'), pending: t('scim.form.pending'), cancel: t('scim.form.cancel') }}
    >
      <TextField
        label={t('scim.form.name')}
        placeholder={t('scim.form.namePlaceholder')}
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormDialog>
  );
}
