import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { z } from 'zod';
import type { ProfileIntegrations } from '@contract/integrations';
import { paths } from '../../../session/paths';
import { QueryView } from '../../../components/QueryView';
import { FormActions } from '../../../components/FormActions';
import { CheckboxField, FormError, SelectField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useProfileIntegrations, useUpdateProfileIntegrations } from '../api';
import { useIntegrationsText } from '../i18n';
import '../integrations.css';

const schema = z.object({ feeds: z.record(z.string(), z.boolean()), bookingEventType: z.string() });
type Values = z.infer<typeof schema>;

const valuesOf = (view: ProfileIntegrations): Values => ({
  feeds: Object.fromEntries(view.feeds.filter((f) => f.status === 'connected').map((f) => [f.provider, f.shown])),
  bookingEventType: view.booking.selected ?? '',
});

function FeedsForm({ profileId, view }: { profileId: string; view: ProfileIntegrations }) {
  const { t } = useIntegrationsText();
  const update = useUpdateProfileIntegrations(profileId);
  const form = useZodForm(schema, { defaultValues: valuesOf(view) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const connected = view.feeds.filter((f) => f.status === 'connected');
  const reconnect = view.feeds.filter((f) => f.status === 'needs_reconnect');
  const booking = view.booking;

  useEffect(() => form.reset(valuesOf(view)), [form, view]);

  const submit = useFormSubmit(form, async (values) => {
    await update.mutateAsync({
      feeds: values.feeds,
      ...(booking.status === 'connected' ? { bookingEventType: values.bookingEventType || null } : {}),
    });
  });

  if (!connected.length && !reconnect.length && booking.status !== 'connected') {
    return (
      <p className="muted">
        <Trans t={t} i18nKey="feeds.none" components={{ a: <Link to={paths.integrations} /> }} />
      </p>
    );
  }
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={t('feeds.formLabel')}>
      <FormError message={errors.root?.message} />
      {connected.length > 0 && (
        <fieldset className="feed-choices">
          <legend>{t('feeds.legend')}</legend>
          {connected.map((feed) => (
            <CheckboxField
              key={feed.provider}
              label={
                feed.account
                  ? t('feeds.latestFromAccount', { name: feed.name, username: feed.account.username })
                  : t('feeds.latestFrom', { name: feed.name })
              }
              {...form.register(`feeds.${feed.provider}`)}
            />
          ))}
        </fieldset>
      )}
      {reconnect.map((feed) => (
        <p key={feed.provider} className="fine-print">
          <Trans
            t={t}
            i18nKey="feeds.needsReconnect"
            values={{ name: feed.name }}
            components={{ a: <Link to={paths.integrations} /> }}
          />
        </p>
      ))}
      {booking.status === 'connected' && (
        <SelectField
          label={t('feeds.booking')}
          hint={t('feeds.bookingHint')}
          options={[
            { value: '', label: t('feeds.noEventType') },
            ...booking.options.map((o) => ({
              value: o.uri,
              label: o.duration ? t('feeds.eventType', { name: o.name, duration: o.duration }) : o.name,
            })),
          ]}
          error={errors.bookingEventType?.message}
          {...form.register('bookingEventType')}
        />
      )}
      <FormActions
        className="feed-actions"
        submitLabel={t('feeds.save')}
        pending={isSubmitting}
        pendingLabel={t('feeds.saving')}
        secondary={
          isDirty
            ? {
                label: t('feeds.discard'),
                variant: 'ghost',
                whilePending: 'hidden',
                onClick: () => form.reset(valuesOf(view)),
              }
            : undefined
        }
      />
    </form>
  );
}

/**
 * The profile's Socials tab: which connected feeds its public page shows, and the Calendly event
 * type its "Book a meeting" opens. Saved apart from the social links.
 */
export function ProfileFeeds({ profileId }: { profileId: string }) {
  const { t } = useIntegrationsText();
  const view = useProfileIntegrations(profileId);
  return (
    <section className="panel" aria-labelledby="profile-feeds-title">
      <div className="panel-header">
        <h2 id="profile-feeds-title">{t('feeds.title')}</h2>
      </div>
      <QueryView query={view} loadingLabel={t('feeds.loading')}>
        {(data) => <FeedsForm profileId={profileId} view={data} />}
      </QueryView>
    </section>
  );
}
