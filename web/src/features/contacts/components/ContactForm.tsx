import { useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useFieldArray } from 'react-hook-form';
import type { Contact } from '@contract/contacts';
import { MESSAGES } from '@contract/messages';
import type { Profile } from '@contract/profiles';
import { ApiError } from '../../../lib/api';
import {
  CheckboxField,
  FileButton,
  FormError,
  TextAreaField,
  TextField,
  useFormSubmit,
  useZodForm,
} from '../../../lib/forms';
import { FormActions } from '../../../components/FormActions';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChanges';
import { useObjectUrl } from '../../../lib/object-url';
import { notify } from '../../../lib/toasts';
import { useCommonText } from '../../../i18n';
import { ProfileSelect } from '../../cards';
import { contactName } from '../api';
import { useContactsText } from '../i18n';
import { ContactAvatar } from './ContactAvatar';
import {
  MAX_ENTRIES,
  MAX_TAGS,
  PHOTO_TYPES,
  TOO_MANY_TAGS,
  contactFormSchema,
  formValuesOf,
  photoProblem,
  type ContactDraft,
  type ContactFormOutput,
  type DraftCheck,
} from './contact-form-values';
import '../contacts.css';

interface ContactFormProps {
  /** The contact being edited; none for a new one. */
  contact?: Contact;
  profiles: readonly Profile[];
  /** The profile a new contact belongs to at first. */
  defaultProfileId?: string;
  /** A new contact's fields to start from; read when the form mounts (give it a new `key` to start again). */
  draft?: ContactDraft;
  submitLabel: string;
  cancelTo: string;
  /** Saves the fields, then the photo when one was picked. */
  onSubmit: (values: ContactFormOutput, photo: File | null) => Promise<unknown>;
}

/** A contact's details, with a photo, as a person types them in. */
export function ContactForm({
  contact,
  profiles,
  defaultProfileId = '',
  draft,
  submitLabel,
  cancelTo,
  onSubmit,
}: ContactFormProps) {
  const { t } = useContactsText();
  const checks = new Set(contact ? [] : (draft?.check ?? []));
  /** The "Check this" marker, as the field's hint (read out with it), for what a scan was unsure of. */
  const checkHint = (field: DraftCheck, hint?: string) =>
    checks.has(field) ? (
      <>
        <span className="check-this">{t('form.checkThis')}</span> {t('form.checkThisHint')}
        {hint && ` ${hint}`}
      </>
    ) : (
      hint
    );
  const hints = {
    firstName: checkHint('firstName'),
    lastName: checkHint('lastName'),
    emails: checkHint('emails', t('form.emailsHint')),
    phones: checkHint('phones', t('form.phonesHint')),
    company: checkHint('company'),
    jobTitle: checkHint('jobTitle'),
    note: checkHint('note', t('form.noteHint')),
  };
  const common = useCommonText();
  const form = useZodForm(contactFormSchema, { defaultValues: formValuesOf(contact, defaultProfileId, draft) });
  const {
    register,
    control,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = form;
  const emails = useFieldArray({ control, name: 'emails' });
  const phones = useFieldArray({ control, name: 'phones' });
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = useObjectUrl(photo);
  // The photo is kept beside the form, so a chosen one is reported to the guard here.
  useUnsavedChangesGuard(photo !== null && !isSubmitting && !isSubmitSuccessful);

  const pickPhoto = (file: File) => {
    const problem = photoProblem(file);
    // The same words the upload would answer (413, 415), without sending the file first.
    if (problem) notify.error(new ApiError(problem === MESSAGES.fileTooLarge ? 413 : 415, problem));
    else setPhoto(file);
  };

  const submit = useFormSubmit(form, (values) => onSubmit(values, photo), {
    fieldNames: { email: 'emails.0.value', phoneNumber: 'phones.0.value' },
  });

  const tagsError = errors.tags?.message === TOO_MANY_TAGS ? t(TOO_MANY_TAGS, { max: MAX_TAGS }) : errors.tags?.message;
  // The first email and phone are the main ones; the others are numbered from 2.
  const emailLabel = (i: number) => (i === 0 ? t('field.email') : t('form.emailNth', { number: i + 1 }));
  const phoneLabel = (i: number) => (i === 0 ? t('field.phone') : t('form.phoneNth', { number: i + 1 }));

  return (
    <form className="stack contact-form" onSubmit={submit} noValidate>
      <FormError message={errors.root?.message} />
      <fieldset className="contact-fieldset">
        <legend>{t('field.photo')}</legend>
        <div className="contact-photo-row">
          {preview ? (
            <img className="avatar contact-avatar-xl" src={preview} alt="" />
          ) : (
            <ContactAvatar contact={contact ?? { firstName: '', lastName: '', email: '', photoUrl: null }} size="xl" />
          )}
          <div className="stack contact-photo-actions">
            <FileButton
              label={t(photo || contact?.photoUrl ? 'form.chooseAnotherPhoto' : 'form.chooseNewPhoto')}
              accept={PHOTO_TYPES.join(',')}
              onFile={pickPhoto}
              disabled={isSubmitting}
            />
            <p className="field-hint">
              {photo
                ? t('form.photoPicked', { file: photo.name })
                : `${t('form.photoTypes')} ${contact?.photoUrl ? t('form.photoCurrent', { name: contactName(contact, t) }) : ''}`}
            </p>
            {photo && (
              <button type="button" className="button button-link" onClick={() => setPhoto(null)}>
                {t(contact?.photoUrl ? 'form.keepPhoto' : 'form.removePhoto')}
              </button>
            )}
          </div>
        </div>
      </fieldset>

      <div className="form-grid">
        <TextField
          label={t('field.firstName')}
          hint={hints.firstName}
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('field.lastName')}
          hint={hints.lastName}
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>

      <EntryList
        legend={t('field.emails')}
        hint={hints.emails}
        addLabel={t('form.addEmail')}
        canAdd={emails.fields.length < MAX_ENTRIES}
        onAdd={() => emails.append({ value: '' })}
      >
        {emails.fields.map((field, i) => (
          <Entry
            key={field.id}
            label={emailLabel(i)}
            canRemove={emails.fields.length > 1}
            onRemove={() => emails.remove(i)}
          >
            <TextField
              label={emailLabel(i)}
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.emails?.[i]?.value?.message}
              {...register(`emails.${i}.value`)}
            />
          </Entry>
        ))}
      </EntryList>

      <EntryList
        legend={t('form.phonesLegend')}
        hint={hints.phones}
        addLabel={t('form.addPhone')}
        canAdd={phones.fields.length < MAX_ENTRIES}
        onAdd={() => phones.append({ value: '' })}
      >
        {phones.fields.map((field, i) => (
          <Entry
            key={field.id}
            label={phoneLabel(i)}
            canRemove={phones.fields.length > 1}
            onRemove={() => phones.remove(i)}
          >
            <TextField
              label={phoneLabel(i)}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              error={errors.phones?.[i]?.value?.message}
              {...register(`phones.${i}.value`)}
            />
          </Entry>
        ))}
      </EntryList>

      <div className="form-grid">
        <TextField
          label={t('field.company')}
          hint={hints.company}
          autoComplete="off"
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          label={t('field.jobTitle')}
          hint={hints.jobTitle}
          autoComplete="off"
          error={errors.jobTitle?.message}
          {...register('jobTitle')}
        />
      </div>

      <ProfileSelect
        label={t('field.profile')}
        hint={t('form.profileHint')}
        profiles={profiles}
        placeholder={t('form.noProfile')}
        error={errors.profileId?.message}
        {...register('profileId')}
      />
      <TextField
        label={t('field.tags')}
        hint={t('form.tagsHint')}
        autoComplete="off"
        error={tagsError}
        {...register('tags')}
      />
      <TextAreaField
        label={t('field.note')}
        hint={hints.note}
        rows={4}
        maxLength={10_000}
        error={errors.note?.message}
        {...register('note')}
      />
      <CheckboxField label={t('field.favorite')} hint={t('form.favoriteHint')} {...register('favorite')} />

      <FormActions
        className="row contact-form-actions"
        wrapSubmit
        submitLabel={submitLabel}
        pending={isSubmitting}
        pendingLabel={t('form.saving')}
        secondary={{ label: common.t('cancel'), to: cancelTo }}
      />
    </form>
  );
}

function EntryList({
  legend,
  hint,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  legend: string;
  hint: ReactNode;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="contact-fieldset">
      <legend>{legend}</legend>
      <p className="field-hint">{hint}</p>
      <div className="stack contact-entries">{children}</div>
      {canAdd && (
        <button type="button" className="button button-secondary button-small contact-add-entry" onClick={onAdd}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}

function Entry({
  label,
  canRemove,
  onRemove,
  children,
}: {
  label: string;
  canRemove: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useContactsText();
  return (
    <div className="contact-entry">
      {children}
      {canRemove && (
        <button type="button" className="button button-ghost button-small contact-entry-remove" onClick={onRemove}>
          <Trans
            t={t}
            i18nKey="form.remove"
            values={{ label }}
            components={{ hidden: <span className="visually-hidden" /> }}
          />
        </button>
      )}
    </div>
  );
}
