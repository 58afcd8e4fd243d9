import { useEffect } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { PROFILE_LIMITS, type Profile, type UpdateProfileBody } from '@contract/profiles';
import { ApiError } from '../../../lib/api';
import { FormError, TextAreaField, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { ProfileFormActions } from './ProfileFormActions';
import { SlugField, type SlugCheck } from './SlugField';
import { JobTitleField } from './JobTitleField';
import { rememberOccupation } from '../../tools/api';
import { useProfilesText } from '../i18n';
import type { ProfileLocks } from '@contract/company-invitations';
import { useLockedFields } from './locked-fields';
import { detailsSchema, detailsValues, draftOf } from './details-values';
import { Entry, EntryList, LabelField, Section } from './DetailsFormParts';

/** Examples of addresses, not words: the same in every language. */
const EXAMPLE_WEBSITE = 'example.com';
const EXAMPLE_BOOKING = 'calendly.com/your-name';

/**
 * The label a new entry starts with. Kept in English whatever the reader's language: the API
 * reads these words to type the entry in the saved contact (a "mobile" number is a cell phone).
 */
const NEW_ENTRY_LABEL = {
  phone: 'mobile',
  nextPhone: 'work',
  email: 'work',
  website: 'website',
  address: 'office',
} as const;

interface DetailsFormProps {
  profile: Profile;
  onSubmit: (body: UpdateProfileBody) => Promise<Profile>;
  /** Every change, as the profile fields it would set: for the live preview. */
  onDraftChange: (draft: Partial<Profile>) => void;
  checkSlug: SlugCheck;
  /** Fields the profile's company manages: read-only, saying by whom. */
  locks?: ProfileLocks;
}

/** Who the profile presents and how to reach them: everything on the card but links, socials and looks. */
export function DetailsForm({ profile, onSubmit, onDraftChange, checkSlug, locks }: DetailsFormProps) {
  const { t } = useProfilesText();
  const { lockedInput } = useLockedFields(locks);
  const form = useZodForm(detailsSchema, { defaultValues: detailsValues(profile) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { control, register } = form;
  const phones = useFieldArray({ control, name: 'phoneNumbers' });
  const emails = useFieldArray({ control, name: 'emails' });
  const websites = useFieldArray({ control, name: 'websites' });
  const addresses = useFieldArray({ control, name: 'addresses' });
  const [slugValue = '', headline = '', bio = '', jobTitle = ''] = useWatch({
    control,
    name: ['slug', 'headline', 'bio', 'jobTitle'],
  });

  useEffect(() => {
    const subscription = form.watch((values) => onDraftChange(draftOf(values)));
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);

  const submit = useFormSubmit(
    form,
    async (values) => {
      const saved = await onSubmit(values);
      form.reset(detailsValues(saved));
      // The title joins the person's own suggestions; losing that is no reason to fail the save.
      if (saved.jobTitle) void rememberOccupation(saved.jobTitle).catch(() => undefined);
    },
    {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'slug-taken') {
          form.setError('slug', { type: 'server', message: error.message }, { shouldFocus: true });
          return true;
        }
        // Field messages go on their fields; anything else the failure toast has said.
        return !(error instanceof ApiError && error.fields);
      },
    },
  );

  return (
    <form className="stack profile-form" noValidate onSubmit={submit} aria-label={t('details.formLabel')}>
      <FormError message={errors.root?.message} />

      <Section title={t('details.profile')}>
        <TextField
          label={t('details.profileName')}
          hint={t('details.profileNameHint')}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <SlugField
          value={slugValue}
          savedSlug={profile.slug}
          check={checkSlug}
          onPick={(suggestion) => form.setValue('slug', suggestion, { shouldDirty: true, shouldValidate: true })}
          error={errors.slug?.message}
          {...register('slug')}
        />
      </Section>

      <Section title={t('details.aboutYou')}>
        <div className="form-grid">
          <TextField
            label={t('details.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
            {...lockedInput('firstName')}
          />
          <TextField
            label={t('details.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
            {...lockedInput('lastName')}
          />
          <TextField
            label={t('details.pronouns')}
            hint={t('details.pronounsHint')}
            autoComplete="off"
            error={errors.pronouns?.message}
            {...register('pronouns')}
            {...lockedInput('pronouns')}
          />
        </div>
        <div className="form-grid">
          <JobTitleField
            typed={jobTitle}
            error={errors.jobTitle?.message}
            {...register('jobTitle')}
            {...lockedInput('jobTitle')}
          />
          <TextField
            label={t('details.company')}
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
            {...lockedInput('company')}
          />
          <TextField
            label={t('details.department')}
            autoComplete="off"
            error={errors.department?.message}
            {...register('department')}
            {...lockedInput('department')}
          />
        </div>
        <TextField
          label={t('details.headline')}
          hint={t('details.headlineHint', { length: headline.length, max: PROFILE_LIMITS.headline })}
          maxLength={PROFILE_LIMITS.headline}
          error={errors.headline?.message}
          {...register('headline')}
          {...lockedInput('headline')}
        />
        <TextAreaField
          label={t('details.bio')}
          hint={t('details.bioHint', { length: bio.length, max: PROFILE_LIMITS.bio })}
          rows={5}
          maxLength={PROFILE_LIMITS.bio}
          error={errors.bio?.message}
          {...register('bio')}
          {...lockedInput('bio')}
        />
      </Section>

      <Section title={t('details.contact')} description={t('details.contactDescription')}>
        <TextField
          label={t('details.cardEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
          {...lockedInput('email')}
        />

        <EntryList
          legend={t('details.phones.legend')}
          {...lockedInput('phoneNumbers')}
          addLabel={t('details.phones.add')}
          canAdd={phones.fields.length < PROFILE_LIMITS.phoneNumbers}
          onAdd={() =>
            phones.append({
              label: phones.fields.length ? NEW_ENTRY_LABEL.nextPhone : NEW_ENTRY_LABEL.phone,
              number: '',
            })
          }
        >
          {phones.fields.map((field, i) => (
            <Entry key={field.id} name={t('details.phones.field', { n: i + 1 })} onRemove={() => phones.remove(i)}>
              <TextField
                label={t('details.phones.field', { n: i + 1 })}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                hint={t('details.phones.hint')}
                error={errors.phoneNumbers?.[i]?.number?.message}
                {...register(`phoneNumbers.${i}.number`)}
              />
              <LabelField
                entry={t('details.phones.entry', { n: i + 1 })}
                placeholder={t('details.phones.labelExample')}
                error={errors.phoneNumbers?.[i]?.label?.message}
                {...register(`phoneNumbers.${i}.label`)}
              />
            </Entry>
          ))}
        </EntryList>

        <EntryList
          legend={t('details.emails.legend')}
          {...lockedInput('emails')}
          addLabel={t('details.emails.add')}
          canAdd={emails.fields.length < PROFILE_LIMITS.emails}
          onAdd={() => emails.append({ label: NEW_ENTRY_LABEL.email, email: '' })}
        >
          {emails.fields.map((field, i) => (
            <Entry key={field.id} name={t('details.emails.field', { n: i + 1 })} onRemove={() => emails.remove(i)}>
              <TextField
                label={t('details.emails.field', { n: i + 1 })}
                type="email"
                inputMode="email"
                error={errors.emails?.[i]?.email?.message}
                {...register(`emails.${i}.email`)}
              />
              <LabelField
                entry={t('details.emails.entry', { n: i + 1 })}
                placeholder={t('details.emails.labelExample')}
                error={errors.emails?.[i]?.label?.message}
                {...register(`emails.${i}.label`)}
              />
            </Entry>
          ))}
        </EntryList>

        <EntryList
          legend={t('details.websites.legend')}
          {...lockedInput('websites')}
          addLabel={t('details.websites.add')}
          canAdd={websites.fields.length < PROFILE_LIMITS.websites}
          onAdd={() => websites.append({ label: NEW_ENTRY_LABEL.website, url: '' })}
        >
          {websites.fields.map((field, i) => (
            <Entry key={field.id} name={t('details.websites.field', { n: i + 1 })} onRemove={() => websites.remove(i)}>
              <TextField
                label={t('details.websites.field', { n: i + 1 })}
                type="url"
                inputMode="url"
                placeholder={EXAMPLE_WEBSITE}
                error={errors.websites?.[i]?.url?.message}
                {...register(`websites.${i}.url`)}
              />
              <LabelField
                entry={t('details.websites.entry', { n: i + 1 })}
                placeholder={t('details.websites.labelExample')}
                error={errors.websites?.[i]?.label?.message}
                {...register(`websites.${i}.label`)}
              />
            </Entry>
          ))}
        </EntryList>

        <EntryList
          legend={t('details.addresses.legend')}
          {...lockedInput('addresses')}
          addLabel={t('details.addresses.add')}
          canAdd={addresses.fields.length < PROFILE_LIMITS.addresses}
          onAdd={() =>
            addresses.append({
              label: NEW_ENTRY_LABEL.address,
              street: '',
              city: '',
              region: '',
              postalCode: '',
              country: '',
            })
          }
        >
          {addresses.fields.map((field, i) => {
            const e = errors.addresses?.[i];
            return (
              <Entry
                key={field.id}
                name={t('details.addresses.field', { n: i + 1 })}
                onRemove={() => addresses.remove(i)}
              >
                <div className="stack">
                  <TextField
                    label={t('details.addresses.street', { n: i + 1 })}
                    autoComplete="street-address"
                    error={e?.street?.message}
                    {...register(`addresses.${i}.street`)}
                  />
                  <div className="form-grid">
                    <TextField
                      label={t('details.addresses.city')}
                      autoComplete="address-level2"
                      error={e?.city?.message}
                      {...register(`addresses.${i}.city`)}
                    />
                    <TextField
                      label={t('details.addresses.region')}
                      autoComplete="address-level1"
                      error={e?.region?.message}
                      {...register(`addresses.${i}.region`)}
                    />
                    <TextField
                      label={t('details.addresses.postalCode')}
                      autoComplete="postal-code"
                      error={e?.postalCode?.message}
                      {...register(`addresses.${i}.postalCode`)}
                    />
                    <TextField
                      label={t('details.addresses.country')}
                      autoComplete="country-name"
                      error={e?.country?.message}
                      {...register(`addresses.${i}.country`)}
                    />
                  </div>
                  <LabelField
                    entry={t('details.addresses.entry', { n: i + 1 })}
                    placeholder={t('details.addresses.labelExample')}
                    error={e?.label?.message}
                    {...register(`addresses.${i}.label`)}
                  />
                </div>
              </Entry>
            );
          })}
        </EntryList>

        <TextField
          label={t('details.booking')}
          type="url"
          inputMode="url"
          placeholder={EXAMPLE_BOOKING}
          hint={t('details.bookingHint')}
          error={errors.bookingUrl?.message}
          {...register('bookingUrl')}
          {...lockedInput('bookingUrl')}
        />
      </Section>

      <ProfileFormActions
        submitLabel={t('details.save')}
        pending={isSubmitting}
        dirty={isDirty}
        onDiscard={() => form.reset()}
      />
    </form>
  );
}
