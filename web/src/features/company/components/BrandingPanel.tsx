import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { LOCKABLE_PROFILE_FIELDS, type Company } from '@contract/company';
import { LOCKED_FIELD_LABELS, type BrandImageType, type CompanyEverlink } from '@contract/company-brand';
import { MAX_FILE_BYTES, MESSAGES } from '@contract/messages';
import { color } from '@contract/profiles';
import { CheckboxField, FileButton, FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { useUpdateCompany } from '../api';
import { useCompanyEverlinks, useUploadBrandImage } from '../brand-api';
import { BrandPreview } from './BrandPreview';
import { useCompanyAbility } from './CompanyPage';

const brandSchema = z.object({
  brand: z.object({ primaryColor: color(), accentColor: color() }),
  lockedFields: z.array(z.enum(LOCKABLE_PROFILE_FIELDS)),
});

const IMAGES: { type: BrandImageType; label: string; hint: string }[] = [
  { type: 'company-logo', label: 'Logo', hint: 'Shown on every employee’s card. A square or wide PNG with a transparent background works best.' },
  { type: 'background', label: 'Background', hint: 'The picture across the top of every employee’s card.' },
];

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** /company/branding: logo, background, the two brand colours and the profile fields employees may not change, with a live card. */
export function BrandingPanel({ company }: { company: Company }) {
  const can = useCompanyAbility(company);
  const editable = can('update', 'Company');
  const update = useUpdateCompany(company.id, 'Branding saved.');
  const upload = useUploadBrandImage(company.id);
  const links = useCompanyEverlinks(company.id);
  const values = useMemo(() => ({ brand: company.brand, lockedFields: company.lockedFields }), [company.brand, company.lockedFields]);
  const form = useZodForm(brandSchema, { values });
  const { errors, isSubmitting } = form.formState;
  const [imageError, setImageError] = useState<{ type: BrandImageType; message: string } | null>(null);
  const [primaryColor, accentColor] = useWatch({ control: form.control, name: ['brand.primaryColor', 'brand.accentColor'] });

  const onImage = (type: BrandImageType, file: File) => {
    // Checked here first, so a large file is not sent only to be refused.
    const tooLarge = file.size > MAX_FILE_BYTES;
    setImageError(tooLarge ? { type, message: MESSAGES.fileTooLarge } : null);
    if (!tooLarge) upload.mutate({ type, file });
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      showFormError(form, error);
    }
  });

  const imageOf = (type: BrandImageType) => (type === 'company-logo' ? company.logo : company.background);
  const draft = { ...company, brand: { primaryColor: primaryColor ?? company.brand.primaryColor, accentColor: accentColor ?? company.brand.accentColor } };

  return (
    <div className="branding-layout">
      <div className="stack">
        <section className="panel stack" aria-labelledby="brand-images">
          <h2 id="brand-images">Logo and background</h2>
          <div className="brand-images">
            {IMAGES.map(({ type, label, hint }) => {
              const image = imageOf(type);
              const pending = upload.isPending && upload.variables?.type === type;
              return (
                <div key={type} className="brand-image">
                  <h3>{label}</h3>
                  {image ? <img src={image.url} alt={`${company.name} ${label.toLowerCase()}`} /> : <p className="muted">No {label.toLowerCase()} yet.</p>}
                  <p className="fine-print">{hint} JPEG, PNG, WebP or GIF, up to 5 MB.</p>
                  {imageError?.type === type && (
                    <p className="field-error" role="alert">
                      {imageError.message}
                    </p>
                  )}
                  {editable && (
                    <FileButton
                      label={pending ? 'Uploading…' : image ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
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

        <form className="panel stack" noValidate onSubmit={submit} aria-label="Colours and locked fields">
          <h2>Colours</h2>
          <FormError message={errors.root?.message} />
          <div className="form-grid">
            <TextField
              className="color-field"
              label="Brand colour"
              type="color"
              hint="Buttons and accents on every card."
              disabled={!editable}
              error={errors.brand?.primaryColor?.message}
              {...form.register('brand.primaryColor')}
            />
            <TextField
              className="color-field"
              label="Accent colour"
              type="color"
              hint="Highlights such as the company links."
              disabled={!editable}
              error={errors.brand?.accentColor?.message}
              {...form.register('brand.accentColor')}
            />
          </div>
          <fieldset className="choice-list" disabled={!editable}>
            <legend>Locked profile fields</legend>
            <p className="fine-print">Employees cannot change a locked field on their profiles; it keeps the value the company gives it.</p>
            <div className="locked-fields">
              {LOCKABLE_PROFILE_FIELDS.map((field) => (
                <CheckboxField key={field} label={LOCKED_FIELD_LABELS[field]} value={field} {...form.register('lockedFields')} />
              ))}
            </div>
          </fieldset>
          {editable && (
            <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
              Save branding
            </SubmitButton>
          )}
        </form>
      </div>
      <BrandPreview company={draft} everlinks={links.data ?? ([] as CompanyEverlink[])} />
    </div>
  );
}
