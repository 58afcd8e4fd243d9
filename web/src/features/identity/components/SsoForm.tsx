import type { FieldError } from 'react-hook-form';
import type { SsoConnection } from '@contract/sso';
import { FormActions } from '../../../components/FormActions';
import { FileButton, FormError, TextAreaField, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useSaveSso } from '../api';
import { useIdentityText } from '../i18n';
import { formDefaults, settingsBody, ssoFormSchema } from '../sso-form';

interface SsoFormProps {
  companyId: string;
  connection: SsoConnection | null;
  onDone: () => void;
}

/**
 * The identity provider's settings: OIDC (issuer, client id, a write-only secret) or SAML (its
 * metadata XML pasted or uploaded, or its entity id, sign-in URL and certificates).
 */
export function SsoForm({ companyId, connection, onDone }: SsoFormProps) {
  const { t } = useIdentityText();
  const save = useSaveSso(companyId);
  const hasSecret = connection?.type === 'oidc' && !!connection.hasClientSecret;
  const form = useZodForm(ssoFormSchema(t, hasSecret), { defaultValues: formDefaults(connection) });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const source = form.watch('source');
  // Each branch of the union has its own errors; the form shows whichever the chosen type has, and
  // a list's (the certificates) first.
  const error = (name: string) => {
    const found = (errors as Record<string, FieldError | (FieldError | undefined)[] | undefined>)[name];
    return Array.isArray(found) ? found.find((item) => item?.message)?.message : found?.message;
  };
  const submit = useFormSubmit(form, async (values) => {
    await save.mutateAsync(settingsBody(values));
    form.reset(form.getValues());
    onDone();
  });
  // FileReader rather than Blob.text(): it is what every browser (and jsdom) has had longest.
  const readMetadata = (file: File) => {
    const reader = new FileReader();
    reader.onload = () =>
      form.setValue('metadataXml', String(reader.result), { shouldDirty: true, shouldValidate: true });
    reader.readAsText(file);
  };

  return (
    <form className="panel stack" noValidate onSubmit={submit} aria-label={t('sso.form.title')}>
      <h3>{t('sso.form.title')}</h3>
      <FormError message={errors.root?.message} />
      <fieldset className="choice-list">
        <legend>{t('sso.form.type')}</legend>
        <label className="checkbox-inline">
          <input type="radio" value="oidc" {...form.register('type')} /> {t('sso.type.oidc')}
        </label>
        <label className="checkbox-inline">
          <input type="radio" value="saml" {...form.register('type')} /> {t('sso.type.saml')}
        </label>
      </fieldset>
      <TextField
        label={t('sso.form.displayName')}
        hint={t('sso.form.displayNameHint')}
        autoComplete="off"
        error={error('displayName')}
        {...form.register('displayName')}
      />
      {type === 'oidc' ? (
        <>
          <TextField
            label={t('sso.form.issuer')}
            type="url"
            inputMode="url"
            placeholder={t('sso.form.issuerPlaceholder')}
            hint={t('sso.form.issuerHint')}
            error={error('issuer')}
            {...form.register('issuer')}
          />
          <TextField
            label={t('sso.form.clientId')}
            autoComplete="off"
            error={error('clientId')}
            {...form.register('clientId')}
          />
          <TextField
            label={t('sso.form.clientSecret')}
            type="password"
            autoComplete="new-password"
            hint={hasSecret ? t('sso.form.secretKept') : t('sso.form.secretHint')}
            error={error('clientSecret')}
            {...form.register('clientSecret')}
          />
        </>
      ) : (
        <>
          <fieldset className="choice-list">
            <legend>{t('sso.form.source')}</legend>
            <label className="checkbox-inline">
              <input type="radio" value="metadata" {...form.register('source')} /> {t('sso.form.sourceMetadata')}
            </label>
            <label className="checkbox-inline">
              <input type="radio" value="fields" {...form.register('source')} /> {t('sso.form.sourceFields')}
            </label>
          </fieldset>
          {connection?.type === 'saml' && <p className="fine-print">{t('sso.form.samlAgain')}</p>}
          {source === 'metadata' ? (
            <>
              <TextAreaField
                label={t('sso.form.metadataXml')}
                rows={6}
                spellCheck={false}
                error={error('metadataXml')}
                {...form.register('metadataXml')}
              />
              <div className="row">
                <FileButton label={t('sso.form.upload')} accept=".xml,application/xml,text/xml" onFile={readMetadata} />
              </div>
            </>
          ) : (
            <>
              <TextField
                label={t('sso.form.idpEntityId')}
                autoComplete="off"
                error={error('idpEntityId')}
                {...form.register('idpEntityId')}
              />
              <TextField
                label={t('sso.form.ssoUrl')}
                type="url"
                inputMode="url"
                error={error('ssoUrl')}
                {...form.register('ssoUrl')}
              />
              <TextAreaField
                label={t('sso.form.certificates')}
                hint={t('sso.form.certificatesHint')}
                rows={6}
                spellCheck={false}
                error={error('x509Certificates')}
                {...form.register('x509Certificates')}
              />
            </>
          )}
        </>
      )}
      <FormActions
        submitLabel={t('sso.form.save')}
        pending={isSubmitting}
        pendingLabel={t('sso.form.saving')}
        secondary={{ label: t('sso.form.cancel'), onClick: onDone }}
        size="inline"
      />
    </form>
  );
}
