import { useState } from 'react';
import { z } from 'zod';
import type { CompanyCard } from '@contract/company-brand';
import { MESSAGES } from '@contract/messages';
import { FormError, SelectField, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { employeeName, useEmployees } from '../api';
import { useSettled } from '../use-settled';
import { Dialog } from './Dialog';

const assignSchema = z.object({ userId: z.string().min(1, MESSAGES.required) });

interface AssignCardDialogProps {
  companyId: string;
  card: CompanyCard;
  onSubmit: (userId: string, holderName: string) => Promise<unknown>;
  onClose: () => void;
}

/** Give a company card to an active employee: find them by name or email, then choose. */
export function AssignCardDialog({ companyId, card, onSubmit, onClose }: AssignCardDialogProps) {
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const people = useEmployees(companyId, { status: 'active', search: settled || undefined });
  const options = (people.data?.pages.flatMap((p) => p.data) ?? []).filter((e) => e.id !== card.holder?.userId);
  const form = useZodForm(assignSchema, { defaultValues: { userId: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ userId }) => {
    const person = options.find((e) => e.id === userId);
    try {
      await onSubmit(userId, person ? employeeName(person) : userId);
      onClose();
    } catch (error) {
      showFormError(form, error, undefined, { userId: 'userId' });
    }
  });
  const title = card.holder ? `Reassign card ${card.id}` : `Assign card ${card.id}`;
  return (
    <Dialog
      title={title}
      description={
        card.holder ? (
          <p>It now opens the profile of {employeeName(card.holder)}; after this it opens the new holder’s default profile.</p>
        ) : (
          <p>The card will open the chosen employee’s default profile.</p>
        )
      }
      onClose={onClose}
      busy={isSubmitting}
    >
      <form className="stack" noValidate onSubmit={submit} aria-label={title}>
        <FormError message={errors.root?.message} />
        <TextField label="Find an employee" type="search" placeholder="Name or email" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        <SelectField
          label="Employee"
          hint={people.isPending ? 'Loading people…' : people.isError ? 'The people could not be loaded.' : options.length === 0 ? 'Nobody matches.' : undefined}
          options={[{ value: '', label: 'Choose an employee…' }, ...options.map((e) => ({ value: e.id, label: `${employeeName(e)} (${e.email})` }))]}
          error={errors.userId?.message}
          {...form.register('userId')}
        />
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Saving…' : card.holder ? 'Reassign card' : 'Assign card'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
