import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { LOCKABLE_PROFILE_FIELDS, type Company } from '@contract/company';
import type { BrandImageType, CompanyEverlink } from '@contract/company-brand';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import { color } from '@contract/profiles';
import { useMessageText } from '../../../i18n/messages';
import {
  CheckboxField,
  FileButton,
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useZodForm,
} from '../../../lib/forms';
import { useUpdateCompany } from '../api';
import { useCompanyEverlinks, useUploadBrandImage } from '../brand-api';
import { useCompanyText } from '../i18n';
import { BrandPreview } from './BrandPreview';
import { useCompanyAbility } from './CompanyPage';

const brandSchema = z.object({
  brand: z.object({ primaryColor: color(), accentColor: color() }),
  lockedFields: z.array(z.enum(LOCKABLE_PROFILE_FIELDS)),
});

/** The two brand images, with the key of their words under `branding`. */
const IMAGES = [
  { type: 'company-logo', words: 'logo' },
  { type: 'background', words: 'background' },
] as const satisfies readonly { type: BrandImageType; words: string }[];

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** /company/branding: logo, background, the two brand colours and the profile fields employees may not change, with a live card. */
export function BrandingPanel({ company }: { company: Company }) {
  const { t } = useCompanyText();
  const messageText = useMessageText();
  const can = useCompanyAbility(company);
  const editable = can('update', 'Company');
  const update = useUpdateCompany(company.id, t('toast.brandingSaved'));
  const upload = useUploadBrandImage(company.id);
  const links = useCompanyEverlinks(company.id);
  const values = useMemo(
    () => ({ brand: company.brand, lockedFields: company.lockedFields }),
    [company.brand, company.lockedFields],
  );
  const form = useZodForm(brandSchema, { values });
  const { errors, isSubmitting } = form.formState;
  const [imageError, setImageError] = useState<{ type: BrandImageType; message: string } | null>(null);
  const [primaryColor, accentColor] = useWatch({
    control: form.control,
    name: ['brand.primaryColor', 'brand.accentColor'],
  });

  const onImage = (type: BrandImageType, file: File) => {
    // Checked here first, so a large file is not sent only to be refused.
    const tooLarge = file.size > MAX_FILE_BYTES;
    setImageError(tooLarge ? { type, message: MESSAGES.fileTooLarge } : null);
    if (!tooLarge) upload.mutate({ type, file });
  };

  const submit = useFormSubmit(form, (body) => update.mutateAsync(body));

  const imageOf = (type: BrandImageType) => (type === 'company-logo' ? company.logo : company.background);
  const draft = {
    ...company,
    brand: {
      primaryColor: primaryColor ?? company.brand.primaryColor,
      accentColor: accentColor ?? company.brand.accentColor,
    },
  };

  return (
    <div className="branding-layout">
      <div className="stack">
        <section className="panel stack" aria-labelledby="brand-images">
          <h2 id="brand-images">{t('branding.images')}</h2>
          <div className="brand-images">
            {IMAGES.map(({ type, words }) => {
              const image = imageOf(type);
              const pending = upload.isPending && upload.variables?.type === type;
              return (
                <div key={type} className="brand-image">
                  <h3>{t(`branding.${words}.title`)}</h3>
                  {image ? (
                    <img src={image.url} alt={t(`branding.${words}.alt`, { company: company.name })} />
                  ) : (
                    <p className="muted">{t(`branding.${words}.none`)}</p>
                  )}
                  <p className="fine-print">{t(`branding.${words}.hint`)}</p>
                  {imageError?.type === type && (
                    <p className="field-error" role="alert">
                      {messageText(imageError.message)}
                    </p>
                  )}
                  {editable && (
                    <FileButton
                      label={
                        pending
                          ? t('branding.uploading')
                          : image
                            ? t(`branding.${words}.replace`)
                            : t(`branding.${words}.upload`)
                      }
                      accept={IMAGE_TYPES}
                      pending={pending}
                      onFile={(file) => onImage(type, file)}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </section>

        <form className="panel stack" noValidate onSubmit={submit} aria-label={t('branding.form')}>
          <h2>{t('branding.colours')}</h2>
          <FormError message={errors.root?.message} />
          <div className="form-grid">
            <TextField
              className="color-field"
              label={t('branding.brandColour')}
              type="color"
              hint={t('branding.brandColourHint')}
              disabled={!editable}
              error={errors.brand?.primaryColor?.message}
              {...form.register('brand.primaryColor')}
            />
            <TextField
              className="color-field"
              label={t('branding.accentColour')}
              type="color"
              hint={t('branding.accentColourHint')}
              disabled={!editable}
              error={errors.brand?.accentColor?.message}
              {...form.register('brand.accentColor')}
            />
          </div>
          <fieldset className="choice-list" disabled={!editable}>
            <legend>{t('branding.locked')}</legend>
            <p className="fine-print">{t('branding.lockedText')}</p>
            <div className="locked-fields">
              {LOCKABLE_PROFILE_FIELDS.map((field) => (
                <CheckboxField
                  key={field}
                  label={t(`branding.lockedFields.${field}`)}
                  value={field}
                  {...form.register('lockedFields')}
                />
              ))}
            </div>
          </fieldset>
          {editable && (
            <SubmitButton pending={isSubmitting} pendingLabel={t('saving')}>
              {t('branding.save')}
            </SubmitButton>
          )}
        </form>
      </div>
      <BrandPreview company={draft} everlinks={links.data ?? ([] as CompanyEverlink[])} />
    </div>
  );
}
