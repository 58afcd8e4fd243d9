import type { StoredPlan } from '@contract/billing';
import { CheckboxField, FormError, SelectField, SubmitButton, TextAreaField, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { useCreatePlan, useUpdatePlan } from '../api';
import { createBody, planFormDefaults, planFormSchema, updateBody } from '../plan-form';

const INTERVALS = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];
const KINDS = [
  { value: 'individual', label: 'Individual (one person)' },
  { value: 'team', label: 'Team (per active employee)' },
];

/**
 * A plan's form for superadmins. Id, interval and kind are set once: subscriptions were sold on
 * them. A new price makes a new Stripe price; people already subscribed keep theirs.
 */
export function PlanForm({ plan, onDone }: { plan?: StoredPlan; onDone: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan(plan?.id ?? '');
  const form = useZodForm(planFormSchema, { defaultValues: planFormDefaults(plan) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (plan) await update.mutateAsync(updateBody(values, plan));
      else await create.mutateAsync(createBody(values));
      onDone();
    } catch (error) {
      showFormError(form, error, undefined, { amount: 'price' });
    }
  });
  const title = plan ? `Edit ${plan.name} (${plan.interval}ly)` : 'New plan';

  return (
    <form className="panel plan-form" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <FormError message={errors.root?.message} />
      <div className="form-grid">
        {!plan && <TextField label="Id" hint="For example studio-monthly. It cannot change later." error={errors.id?.message} {...form.register('id')} />}
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        {!plan && <SelectField label="Billed" options={INTERVALS} error={errors.interval?.message} {...form.register('interval')} />}
        {!plan && <SelectField label="Kind" options={KINDS} error={errors.kind?.message} {...form.register('kind')} />}
        <TextField label="Price" inputMode="decimal" hint="Per person or seat and period, e.g. 9.00. 0 makes it free." error={errors.price?.message} {...form.register('price')} />
        <TextField label="Currency" maxLength={3} hint="Three letters, e.g. usd." error={errors.currency?.message} {...form.register('currency')} />
        <TextField label="Free trial (days)" type="number" inputMode="numeric" min={0} max={730} error={errors.trialDays?.message} {...form.register('trialDays')} />
        <TextField label="Role it grants" hint="A global role id such as pro or teams; empty for none." error={errors.roleId?.message} {...form.register('roleId')} />
        {plan && (
          <TextField
            label="Stripe price id (optional)"
            hint="To sell this plan with a price made in Stripe. Its amount becomes the plan’s."
            error={errors.stripePriceId?.message}
            {...form.register('stripePriceId')}
          />
        )}
      </div>
      <TextAreaField label="Features" rows={4} hint="One a line, as the plan card lists them." error={errors.features?.message} {...form.register('features')} />
      {plan && <CheckboxField label="Offered" hint="Archived plans leave the list; their subscriptions go on." {...form.register('active')} />}
      <div className="row">
        <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
          {plan ? 'Save plan' : 'Create plan'}
        </SubmitButton>
        <button type="button" className="button button-ghost" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}
