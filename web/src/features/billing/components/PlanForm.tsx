import { PLAN_INTERVALS, PLAN_KINDS, type StoredPlan } from '@contract/billing';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
  useFormSubmit,
  useZodForm,
} from '../../../lib/forms';
import { FormActions } from '../../../components/FormActions';
import { useCreatePlan, useUpdatePlan } from '../api';
import { createBody, planFormDefaults, planFormSchema, updateBody } from '../plan-form';
import { useBillingText } from '../i18n';

/**
 * A plan's form for superadmins. Id, interval and kind are set once: subscriptions were sold on
 * them. A new price makes a new Stripe price; people already subscribed keep theirs.
 */
export function PlanForm({ plan, onDone }: { plan?: StoredPlan; onDone: () => void }) {
  const { t } = useBillingText();
  const intervals = PLAN_INTERVALS.map((value) => ({ value, label: t(`planForm.intervals.${value}`) }));
  const kinds = PLAN_KINDS.map((value) => ({ value, label: t(`planForm.kinds.${value}`) }));
  const create = useCreatePlan();
  const update = useUpdatePlan(plan?.id ?? '');
  const form = useZodForm(planFormSchema, { defaultValues: planFormDefaults(plan) });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(
    form,
    async (values) => {
      if (plan) await update.mutateAsync(updateBody(values, plan));
      else await create.mutateAsync(createBody(values));
      onDone();
    },
    { fieldNames: { amount: 'price' } },
  );
  const title = plan
    ? t('planForm.editTitle', { name: plan.name, billed: t(`billed.${plan.interval}`) })
    : t('planForm.newTitle');

  return (
    <form className="panel plan-form" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <FormError message={errors.root?.message} />
      <div className="form-grid">
        {!plan && (
          <TextField
            label={t('planForm.id')}
            hint={t('planForm.idHint')}
            error={errors.id?.message}
            {...form.register('id')}
          />
        )}
        <TextField label={t('planForm.name')} error={errors.name?.message} {...form.register('name')} />
        {!plan && (
          <SelectField
            label={t('planForm.interval')}
            options={intervals}
            error={errors.interval?.message}
            {...form.register('interval')}
          />
        )}
        {!plan && (
          <SelectField
            label={t('planForm.kind')}
            options={kinds}
            error={errors.kind?.message}
            {...form.register('kind')}
          />
        )}
        <TextField
          label={t('planForm.price')}
          inputMode="decimal"
          hint={t('planForm.priceHint')}
          error={errors.price?.message}
          {...form.register('price')}
        />
        <TextField
          label={t('planForm.currency')}
          maxLength={3}
          hint={t('planForm.currencyHint')}
          error={errors.currency?.message}
          {...form.register('currency')}
        />
        <TextField
          label={t('planForm.trialDays')}
          type="number"
          inputMode="numeric"
          min={0}
          max={730}
          error={errors.trialDays?.message}
          {...form.register('trialDays')}
        />
        <TextField
          label={t('planForm.role')}
          hint={t('planForm.roleHint')}
          error={errors.roleId?.message}
          {...form.register('roleId')}
        />
        {plan && (
          <TextField
            label={t('planForm.stripePrice')}
            hint={t('planForm.stripePriceHint')}
            error={errors.stripePriceId?.message}
            {...form.register('stripePriceId')}
          />
        )}
      </div>
      <TextAreaField
        label={t('planForm.features')}
        rows={4}
        hint={t('planForm.featuresHint')}
        error={errors.features?.message}
        {...form.register('features')}
      />
      {plan && (
        <CheckboxField label={t('planForm.offered')} hint={t('planForm.offeredHint')} {...form.register('active')} />
      )}
      <FormActions
        submitLabel={plan ? t('planForm.save') : t('planForm.create')}
        pending={isSubmitting}
        pendingLabel={t('saving')}
        secondary={{ label: t('planForm.close'), variant: 'ghost', whilePending: 'enabled', onClick: onDone }}
      />
    </form>
  );
}
