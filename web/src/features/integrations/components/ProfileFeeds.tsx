import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import type { ProfileIntegrations } from '@contract/integrations';
import { paths } from '../../../app/paths';
import { ErrorState, LoadingState } from '../../../components/ui';
import { CheckboxField, FormError, SelectField, SubmitButton, showFormError, useZodForm } from '../../../lib/forms';
import { useProfileIntegrations, useUpdateProfileIntegrations } from '../api';
import '../integrations.css';

const schema = z.object({ feeds: z.record(z.string(), z.boolean()), bookingEventType: z.string() });
type Values = z.infer<typeof schema>;

const valuesOf = (view: ProfileIntegrations): Values => ({
  feeds: Object.fromEntries(view.feeds.filter((f) => f.status === 'connected').map((f) => [f.provider, f.shown])),
  bookingEventType: view.booking.selected ?? '',
});

function FeedsForm({ profileId, view }: { profileId: string; view: ProfileIntegrations }) {
  const update = useUpdateProfileIntegrations(profileId);
  const form = useZodForm(schema, { defaultValues: valuesOf(view) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const connected = view.feeds.filter((f) => f.status === 'connected');
  const reconnect = view.feeds.filter((f) => f.status === 'needs_reconnect');
  const booking = view.booking;

  useEffect(() => form.reset(valuesOf(view)), [form, view]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        feeds: values.feeds,
        ...(booking.status === 'connected' ? { bookingEventType: values.bookingEventType || null } : {}),
      });
    } catch (error) {
      showFormError(form, error);
    }
  });

  if (!connected.length && !reconnect.length && booking.status !== 'connected') {
    return (
      <p className="muted">
        Connect Instagram, X or TikTok to show your latest posts here, or Calendly to let visitors book a meeting: <Link to={paths.integrations}>Integrations</Link>.
      </p>
    );
  }
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label="Feeds on this profile">
      <FormError message={errors.root?.message} />
      {connected.length > 0 && (
        <fieldset className="feed-choices">
          <legend>Show on this profile’s page</legend>
          {connected.map((feed) => (
            <CheckboxField
              key={feed.provider}
              label={`Latest from ${feed.name}${feed.account ? ` (@${feed.account.username})` : ''}`}
              {...form.register(`feeds.${feed.provider}`)}
            />
          ))}
        </fieldset>
      )}
      {reconnect.map((feed) => (
        <p key={feed.provider} className="fine-print">
          {feed.name} needs a reconnect before it shows again: <Link to={paths.integrations}>Integrations</Link>.
        </p>
      ))}
      {booking.status === 'connected' && (
        <SelectField
          label="Book a meeting (Calendly)"
          hint="The event type the page’s Book a meeting button opens."
          options={[
            { value: '', label: 'None: use the booking link from Details' },
            ...booking.options.map((o) => ({ value: o.uri, label: o.duration ? `${o.name} (${o.duration} min)` : o.name })),
          ]}
          error={errors.bookingEventType?.message}
          {...form.register('bookingEventType')}
        />
      )}
      <div className="feed-actions">
        <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
          Save feeds
        </SubmitButton>
        {isDirty && !isSubmitting && (
          <button type="button" className="button button-ghost" onClick={() => form.reset(valuesOf(view))}>
            Discard changes
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The profile's Socials tab: which connected feeds its public page shows, and the Calendly event
 * type its "Book a meeting" opens. Saved apart from the social links.
 */
export function ProfileFeeds({ profileId }: { profileId: string }) {
  const view = useProfileIntegrations(profileId);
  return (
    <section className="panel" aria-labelledby="profile-feeds-title">
      <div className="panel-header">
        <h2 id="profile-feeds-title">Feeds and booking</h2>
      </div>
      {view.isLoading ? (
        <LoadingState label="Loading your connected accounts…" />
      ) : view.isError ? (
        <ErrorState error={view.error} onRetry={() => view.refetch()} />
      ) : (
        <FeedsForm profileId={profileId} view={view.data!} />
      )}
    </section>
  );
}
