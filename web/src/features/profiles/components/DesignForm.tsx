import { useEffect, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  BUTTON_STYLES,
  PROFILE_FONTS,
  PROFILE_LAYOUTS,
  PROFILE_SECTIONS,
  updateConfigBody,
  type ProfileConfig,
  type ProfileSection,
  type UpdateConfigBody,
} from '@contract/profiles';
import { CheckboxField, FormError, SelectField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useProfilesText } from '../i18n';
import { ProfileFormActions } from './ProfileFormActions';

const designSchema = updateConfigBody.pick({ theme: true, layout: true, sections: true });

/** The page sections whose checkbox has a hint under it (`design.sections.<section>.hint`). */
const SECTIONS_WITH_HINT = [
  'contact',
  'booking',
  'saveContact',
  'exchangeContact',
  'backgroundVideo',
] as const satisfies readonly ProfileSection[];
const hasHint = (section: ProfileSection): section is (typeof SECTIONS_WITH_HINT)[number] =>
  (SECTIONS_WITH_HINT as readonly ProfileSection[]).includes(section);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const HEX = /^#[0-9a-f]{6}$/i;

interface DesignFormProps {
  config: ProfileConfig;
  onSubmit: (body: UpdateConfigBody) => Promise<ProfileConfig>;
  /** The look as it would be saved: for the live preview. */
  onDraftChange: (config: ProfileConfig) => void;
}

/** Colours, font, buttons, layout and which sections the page shows. */
export function DesignForm({ config, onSubmit, onDraftChange }: DesignFormProps) {
  const { t } = useProfilesText();
  const valuesOf = (c: ProfileConfig) => ({ theme: c.theme, layout: c.layout, sections: c.sections });
  const form = useZodForm(designSchema, { defaultValues: valuesOf(config) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { register, control } = form;
  const [primary = '', background = '', textColor = ''] = useWatch({
    control,
    name: ['theme.primaryColor', 'theme.backgroundColor', 'theme.textColor'],
  });
  const ratio = HEX.test(background) && HEX.test(textColor) ? contrastRatio(background, textColor) : 21;

  useEffect(() => {
    const subscription = form.watch((v) =>
      onDraftChange({
        ...config,
        theme: { ...config.theme, ...(v.theme as Partial<ProfileConfig['theme']>) },
        layout: v.layout ?? config.layout,
        sections: { ...config.sections, ...(v.sections as Partial<ProfileConfig['sections']>) },
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, config, onDraftChange]);

  const submit = useFormSubmit(form, async (values) => {
    form.reset(valuesOf(await onSubmit(values)));
  });

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={t('design.formLabel')}>
      <FormError message={errors.root?.message} />
      <Group title={t('design.colours')}>
        <div className="colour-grid">
          <ColourField
            label={t('design.primary')}
            hex={primary}
            error={errors.theme?.primaryColor?.message}
            {...register('theme.primaryColor')}
          />
          <ColourField
            label={t('design.background')}
            hex={background}
            error={errors.theme?.backgroundColor?.message}
            {...register('theme.backgroundColor')}
          />
          <ColourField
            label={t('design.text')}
            hex={textColor}
            error={errors.theme?.textColor?.message}
            {...register('theme.textColor')}
          />
        </div>
        {ratio < 4.5 && (
          <p className="notice notice-warning" role="status">
            {t('design.lowContrast', { ratio: ratio.toFixed(1) })}
          </p>
        )}
        <p className="field-hint">{t('design.buttonText')}</p>
      </Group>

      <Group title={t('design.style')}>
        <div className="form-grid">
          <SelectField
            label={t('design.font')}
            options={PROFILE_FONTS.map((f) => ({ value: f, label: t(`design.fonts.${f}`) }))}
            error={errors.theme?.font?.message}
            {...register('theme.font')}
          />
          <SelectField
            label={t('design.buttonShape')}
            options={BUTTON_STYLES.map((b) => ({ value: b, label: t(`design.buttons.${b}`) }))}
            error={errors.theme?.buttonStyle?.message}
            {...register('theme.buttonStyle')}
          />
        </div>
        <fieldset className="choice-group">
          <legend>{t('design.layout')}</legend>
          {PROFILE_LAYOUTS.map((layout) => (
            <LayoutChoice
              key={layout}
              value={layout}
              label={t(`design.layouts.${layout}.label`)}
              text={t(`design.layouts.${layout}.text`)}
              {...register('layout')}
            />
          ))}
        </fieldset>
      </Group>

      <Group title={t('design.showOnPage')}>
        <div className="section-grid">
          {PROFILE_SECTIONS.map((section) => (
            <CheckboxField
              key={section}
              label={t(`design.sections.${section}.label`)}
              hint={hasHint(section) ? t(`design.sections.${section}.hint`) : undefined}
              {...register(`sections.${section}`)}
            />
          ))}
        </div>
      </Group>

      <ProfileFormActions
        submitLabel={t('design.save')}
        pending={isSubmitting}
        dirty={isDirty}
        onDiscard={() => form.reset()}
      />
    </form>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="panel profile-fieldset">
      <legend>{title}</legend>
      <div className="stack">{children}</div>
    </fieldset>
  );
}

function ColourField({
  label,
  hex,
  error,
  ...input
}: { label: string; hex: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field colour-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="color"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <span className="colour-value" aria-hidden="true">
        {hex.toUpperCase()}
      </span>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function LayoutChoice({
  label,
  text,
  value,
  ...input
}: { label: string; text: string; value: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="choice">
      <input id={id} type="radio" value={value} {...input} />
      <label htmlFor={id}>
        <strong>{label}</strong>
        <span className="muted">{text}</span>
      </label>
    </div>
  );
}
