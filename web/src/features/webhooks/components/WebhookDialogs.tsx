import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  WEBHOOK_EVENTS,
  createWebhookBody,
  updateWebhookBody,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@contract/webhooks';
import { FormDialog } from '../../../components/FormDialog';
import { CheckboxField, TextField, useZodForm } from '../../../lib/forms';
import { useCreateWebhook, useUpdateWebhook } from '../api';
import { eventHint, eventLabel } from '../events';
import { useWebhooksText } from '../i18n';
import { WebhookSecret } from './WebhookSecret';

/** The events as checkboxes, each with what makes it happen. */
function EventChoices({
  id,
  register,
  message,
}: {
  id: string;
  register: UseFormRegisterReturn<'events'>;
  message?: string;
}) {
  const { t } = useWebhooksText();
  return (
    <fieldset className="choice-list" aria-describedby={message ? `${id}-error` : undefined}>
      <legend>{t('form.events')}</legend>
      {WEBHOOK_EVENTS.map((type) => (
        <CheckboxField
          key={type}
          label={eventLabel(type, t)}
          hint={
            <>
              <code>{type}</code> · {eventHint(type, t)}
            </>
          }
          value={type}
          {...register}
        />
      ))}
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/**
 * An endpoint's address, events and description; on success the same dialog shows the signing
 * secret, once, with a copy button.
 */
export function CreateWebhookDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useWebhooksText();
  const create = useCreateWebhook(companyId);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const form = useZodForm(createWebhookBody, {
    defaultValues: { url: '', events: [], description: '', enabled: true },
    leaveGuard: false,
  });
  const { errors } = form.formState;

  if (created) return <WebhookSecret secret={created.secret} rotated={false} onClose={onClose} />;
  return (
    <FormDialog
      title={t('form.createTitle')}
      description={<p>{t('form.createText')}</p>}
      form={form}
      onSubmit={async (body) => setCreated(await create.mutateAsync(body))}
      onClose={onClose}
      actions={{ submit: t('form.create'), pending: t('form.pending'), cancel: t('form.cancel') }}
    >
      <TextField
        label={t('form.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        hint={t('form.urlHint')}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <EventChoices
        id="webhook-create-events"
        register={form.register('events')}
        message={errors.events?.message ?? errors.events?.root?.message}
      />
      <TextField
        label={t('form.description')}
        autoComplete="off"
        error={errors.description?.message}
        {...form.register('description')}
      />
    </FormDialog>
  );
}

/** An endpoint's events, description, and whether it gets deliveries. */
export function EditWebhookDialog({
  companyId,
  endpoint,
  onClose,
}: {
  companyId: string;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const { t } = useWebhooksText();
  const update = useUpdateWebhook(companyId);
  const form = useZodForm(updateWebhookBody, {
    defaultValues: { events: endpoint.events, description: endpoint.description, enabled: endpoint.enabled },
    leaveGuard: false,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      title={t('form.editTitle', { url: endpoint.url })}
      form={form}
      onSubmit={async (body) => {
        await update.mutateAsync({ id: endpoint.id, ...body });
        onClose();
      }}
      onClose={onClose}
      actions={{ submit: t('form.save'), pending: t('form.pending'), cancel: t('form.cancel') }}
    >
      <CheckboxField label={t('form.enabled')} {...form.register('enabled')} />
      <EventChoices
        id="webhook-edit-events"
        register={form.register('events')}
        message={errors.events?.message ?? errors.events?.root?.message}
      />
      <TextField
        label={t('form.description')}
        autoComplete="off"
        error={errors.description?.message}
        {...form.register('description')}
      />
    </FormDialog>
  );
}
