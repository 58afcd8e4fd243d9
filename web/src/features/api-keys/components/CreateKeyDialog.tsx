import { useState } from 'react';
import { API_SCOPES, PERSONAL_SCOPES, createApiKeyBody, type CreatedApiKey } from '@contract/api-keys';
import { FormDialog } from '../../../components/FormDialog';
import { SecretShownOnce } from '../../../components/SecretShownOnce';
import { CheckboxField, TextField, useZodForm } from '../../../lib/forms';
import { useCreateApiKey, type KeyOwner } from '../api';
import { useApiKeysText } from '../i18n';
import { scopeLabel } from '../scopes';

/**
 * Name a key and choose its scopes; on success the same dialog shows the secret, once, with a
 * copy button. A personal key offers only the scopes of one's own data.
 */
export function CreateKeyDialog({ owner, onClose }: { owner: KeyOwner; onClose: () => void }) {
  const { t } = useApiKeysText();
  const create = useCreateApiKey(owner);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const form = useZodForm(createApiKeyBody, { defaultValues: { name: '', scopes: [] }, leaveGuard: false });
  const { errors } = form.formState;
  const scopes = owner === 'mine' ? PERSONAL_SCOPES : API_SCOPES;

  if (created)
    return (
      <SecretShownOnce
        secret={created.secret}
        onClose={onClose}
        text={{
          title: t('secret.title'),
          warning: t('secret.text'),
          label: t('secret.label'),
          copy: t('secret.copy'),
          copied: t('secret.copied'),
          done: t('secret.done'),
        }}
      />
    );
  return (
    <FormDialog
      title={t('form.title')}
      description={<p>{t('form.text')}</p>}
      form={form}
      onSubmit={async (body) => setCreated(await create.mutateAsync(body))}
      onClose={onClose}
      actions={{ submit: t('form.submit'), pending: t('form.pending'), cancel: t('form.cancel') }}
    >
      <TextField label={t('form.name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <fieldset className="choice-list" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend>{t('form.scopes')}</legend>
        {scopes.map((scope) => (
          <CheckboxField
            key={scope}
            label={scopeLabel(scope, t)}
            hint={scope}
            value={scope}
            {...form.register('scopes')}
          />
        ))}
        {errors.scopes && (
          <p id="api-key-scopes-error" className="field-error" role="alert">
            {errors.scopes.message ?? errors.scopes.root?.message}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
