import { useEffect, useId, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { z } from 'zod';
import { MESSAGES } from '@contract/messages';
import { url } from '@contract/common';
import { PROFILE_LIMITS, type ProfileSocial, type UpdateSocialsBody } from '@contract/profiles';
import type { SocialNetwork } from '@contract/socials';
import { ApiError } from '../../../lib/api';
import { FormError, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { ProfileFormActions } from './ProfileFormActions';
import { ProfileFeeds } from '../../integrations';
import { useProfilesText } from '../i18n';

type SocialInput = UpdateSocialsBody['socials'][number];

/** A full address (with a scheme, or a host and a path), as opposed to a username. */
const looksLikeUrl = (value: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(value) || /^[^\s/@]+\.[^\s/]+\/\S*/.test(value) || /^www\./i.test(value);

/** What to send for a row: a username goes through the network's link template, anything else is a link. */
function socialInputOf(network: SocialNetwork | undefined, value: string, visible: boolean): SocialInput {
  const v = value.trim();
  if (network?.urlTemplate && !looksLikeUrl(v)) return { network: network.id, handle: v, visible };
  return { network: network?.id ?? '', url: v, visible };
}

/** The link a row will have, as the API builds it (for the preview). */
function urlOf(network: SocialNetwork | undefined, value: string): string {
  const input = socialInputOf(network, value, true);
  if (input.url) return /^[a-z][a-z0-9+.-]*:/i.test(input.url) ? input.url : `https://${input.url}`;
  const handle = (input.handle ?? '').replace(/^@/, '');
  return (
    network?.urlTemplate?.replace(
      '{handle}',
      network.id === 'whatsapp' ? handle.replace(/\D/g, '') : encodeURIComponent(handle),
    ) ?? ''
  );
}

const rowSchema = z.object({ network: z.string(), value: z.string(), visible: z.boolean() });

function socialsSchema(networks: readonly SocialNetwork[]) {
  const byId = new Map(networks.map((n) => [n.id, n]));
  return z.object({ socials: z.array(rowSchema).max(PROFILE_LIMITS.socials) }).superRefine(({ socials }, ctx) => {
    socials.forEach((row, i) => {
      const value = row.value.trim();
      if (!value) return ctx.addIssue({ code: 'custom', path: ['socials', i, 'value'], message: MESSAGES.required });
      const input = socialInputOf(byId.get(row.network), value, row.visible);
      if (input.url !== undefined && !url().safeParse(input.url).success)
        ctx.addIssue({ code: 'custom', path: ['socials', i, 'value'], message: MESSAGES.invalidUrl });
    });
  });
}

const valueOf = (social: ProfileSocial, network: SocialNetwork | undefined) =>
  network?.urlTemplate && social.handle ? social.handle : social.url;

interface SocialsFormProps {
  socials: ProfileSocial[];
  networks: readonly SocialNetwork[];
  onSubmit: (body: UpdateSocialsBody) => Promise<ProfileSocial[]>;
  /** The socials as they would be saved: for the live preview. */
  onDraftChange: (socials: ProfileSocial[]) => void;
}

/**
 * The Socials tab: the profile's social links, then (on a profile's page of the app) which of
 * the owner's connected feeds the public page shows and the Calendly event type it offers.
 */
export function SocialsForm(props: SocialsFormProps) {
  const { profileId } = useParams();
  return (
    <div className="stack">
      <SocialLinksForm {...props} />
      {profileId && <ProfileFeeds profileId={profileId} />}
    </div>
  );
}

/**
 * The profile's social networks, in page order: a username or a link each, shown or hidden.
 * Saved together; the API's answer for a row (e.g. 'Invalid URL.') shows on that row.
 */
function SocialLinksForm({ socials, networks, onSubmit, onDraftChange }: SocialsFormProps) {
  const { t } = useProfilesText();
  const byId = new Map(networks.map((n) => [n.id, n]));
  const toRows = (list: ProfileSocial[]) =>
    list.map((s) => ({ network: s.network, value: valueOf(s, byId.get(s.network)), visible: s.visible }));
  const schema = useMemo(() => socialsSchema(networks), [networks]);
  const form = useZodForm(schema, { defaultValues: { socials: toRows(socials) } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const rows = useFieldArray({ control: form.control, name: 'socials' });
  const [adding, setAdding] = useState('');
  const addId = useId();
  const taken = new Set(rows.fields.map((f) => f.network));
  const available = networks.filter((n) => !taken.has(n.id));
  const unsaved = rows.fields
    .filter((_, i) => errors.socials?.[i]?.value)
    .map((f) => byId.get(f.network)?.name ?? f.network);

  useEffect(() => {
    const networksById = new Map(networks.map((n) => [n.id, n]));
    const subscription = form.watch((values) =>
      onDraftChange(
        (values.socials ?? []).flatMap((row, order) => {
          const value = row?.value?.trim();
          if (!row?.network || !value) return [];
          const network = networksById.get(row.network);
          return [
            {
              network: row.network,
              url: urlOf(network, value),
              handle: null,
              order,
              visible: row.visible ?? true,
              mediaUrl: socials.find((s) => s.network === row.network)?.mediaUrl ?? null,
            },
          ];
        }),
      ),
    );
    return () => subscription.unsubscribe();
  }, [form, networks, socials, onDraftChange]);

  const submit = useFormSubmit(
    form,
    async (values) => {
      const body = {
        socials: values.socials.map((row) => socialInputOf(byId.get(row.network), row.value, row.visible)),
      };
      const saved = await onSubmit(body);
      form.reset({ socials: toRows(saved) });
    },
    {
      // The API names the row by its place in the list it got, which is the form's order:
      // whatever it says of a row's url, handle or network belongs on that row's one field.
      fieldNames: (error) => {
        const fieldNames: Record<string, `socials.${number}.value`> = {};
        if (error instanceof ApiError && error.fields)
          for (const key of Object.keys(error.fields)) {
            const match = /^socials\.(\d+)\.(url|handle|network)$/.exec(key);
            if (match) fieldNames[key] = `socials.${Number(match[1])}.value`;
          }
        return fieldNames;
      },
    },
  );

  const add = () => {
    if (!adding) return;
    rows.append({ network: adding, value: '', visible: true }, { focusName: `socials.${rows.fields.length}.value` });
    setAdding('');
  };

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={t('socials.formLabel')}>
      <FormError message={errors.root?.message} />
      <section className="panel" aria-labelledby="socials-title">
        <div className="panel-header">
          <h2 id="socials-title">{t('socials.title')}</h2>
          <span className="muted">
            {t('socials.count', { count: rows.fields.length, max: PROFILE_LIMITS.socials })}
          </span>
        </div>
        {rows.fields.length === 0 && <p className="muted">{t('socials.empty')}</p>}
        <ol className="social-rows">
          {rows.fields.map((field, i) => {
            const network = byId.get(field.network);
            const name = network?.name ?? field.network;
            return (
              <li key={field.id} className="social-row">
                <TextField
                  label={name}
                  hint={
                    network?.urlTemplate
                      ? t('socials.usernameHint', { example: network.placeholder })
                      : network?.placeholder
                        ? t('socials.linkExampleHint', { example: network.placeholder })
                        : t('socials.linkHint')
                  }
                  placeholder={network?.placeholder}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  error={errors.socials?.[i]?.value?.message}
                  {...form.register(`socials.${i}.value`)}
                />
                <div className="social-row-actions">
                  <div className="checkbox-inline">
                    <input id={`${field.id}-visible`} type="checkbox" {...form.register(`socials.${i}.visible`)} />
                    <label htmlFor={`${field.id}-visible`}>
                      <Trans
                        t={t}
                        i18nKey="socials.show"
                        values={{ name }}
                        components={{ hidden: <span className="visually-hidden" /> }}
                      />
                    </label>
                  </div>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => rows.move(i, i - 1)}
                    disabled={i === 0}
                    aria-label={t('socials.moveUp', { name })}
                  >
                    {t('socials.up')}
                  </button>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => rows.move(i, i + 1)}
                    disabled={i === rows.fields.length - 1}
                    aria-label={t('socials.moveDown', { name })}
                  >
                    {t('socials.down')}
                  </button>
                  <button
                    type="button"
                    className="button button-ghost button-small link-block-delete"
                    onClick={() => rows.remove(i)}
                  >
                    {t('remove')}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>

        {available.length > 0 && rows.fields.length < PROFILE_LIMITS.socials && (
          <div className="social-add">
            <div className="field">
              <label htmlFor={addId}>{t('socials.add')}</label>
              <select id={addId} className="select" value={adding} onChange={(e) => setAdding(e.currentTarget.value)}>
                <option value="">{t('socials.choose')}</option>
                {available.map((n) => (
                  <option key={n.id} value={n.id}>
                    {n.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="button button-secondary" onClick={add} disabled={!adding}>
              {t('socials.addButton')}
            </button>
          </div>
        )}
      </section>

      {unsaved.length > 0 && (
        <p className="form-error" role="alert">
          {t('socials.rowsNotSaved', { names: unsaved.join(', ') })}
        </p>
      )}
      <ProfileFormActions
        submitLabel={t('socials.save')}
        pending={isSubmitting}
        dirty={isDirty}
        onDiscard={() => form.reset()}
      />
    </form>
  );
}
