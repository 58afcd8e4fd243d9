import { useState } from 'react';
import { API_SCOPES, PERSONAL_SCOPES, createApiKeyBody, type CreatedApiKey } from '@contract/api-keys';
import { Dialog } from '../../../components/Dialog';
import { FormActions } from '../../../components/FormActions';
import { CheckboxField, FormError, TextField, showFormError, useZodForm } from '../../../lib/forms';
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
  const { errors, isSubmitting } = form.formState;
  const scopes = owner === 'mine' ? PERSONAL_SCOPES : API_SCOPES;
  const submit = form.handleSubmit(async (body) => {
    try {
      setCreated(await create.mutateAsync(body));
    } catch (error) {
      showFormError(form, error);
    }
  });

  if (created) return <SecretShownOnce secret={created.secret} onClose={onClose} />;
  return (
    <Dialog title={t('form.title')} description={<p>{t('form.text')}</p>} onClose={onClose} busy={isSubmitting}>
      <form className="stack" noValidate onSubmit={submit} aria-label={t('form.title')}>
        <FormError message={errors.root?.message} />
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
        <FormActions
          className="dialog-actions"
          submitLabel={t('form.submit')}
          pending={isSubmitting}
          pendingLabel={t('form.pending')}
          secondary={{ label: t('form.cancel'), onClick: onClose }}
          secondaryFirst
          size="inline"
        />
      </form>
    </Dialog>
  );
}

function SecretShownOnce({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useApiKeysText();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard permission: the field selects itself for a manual copy.
      document.getElementById('api-key-secret')?.focus();
    }
  };
  return (
    <Dialog title={t('secret.title')} description={<p>{t('secret.text')}</p>} onClose={onClose}>
      <div className="stack">
        <TextField
          id="api-key-secret"
          label={t('secret.label')}
          value={secret}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {copied ? t('secret.copied') : t('secret.copy')}
          </button>
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('secret.done')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
