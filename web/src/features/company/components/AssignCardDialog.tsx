import { useState } from 'react';
import { z } from 'zod';
import type { CompanyCard } from '@contract/company-brand';
import { MESSAGES } from '@contract/messages';
import { useCommonText } from '../../../i18n';
import { FormError, SelectField, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { employeeName, useEmployees } from '../api';
import { useCompanyText } from '../i18n';
import { useSettled } from '../../../lib/use-settled';
import { Dialog } from '../../../components/Dialog';
import { FormActions } from '../../../components/FormActions';

const assignSchema = z.object({ userId: z.string().min(1, MESSAGES.required) });

interface AssignCardDialogProps {
  companyId: string;
  card: CompanyCard;
  onSubmit: (userId: string) => Promise<unknown>;
  onClose: () => void;
}

/** Give a company card to an active employee: find them by name or email, then choose. */
export function AssignCardDialog({ companyId, card, onSubmit, onClose }: AssignCardDialogProps) {
  const { t } = useCompanyText();
  const common = useCommonText();
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const people = useEmployees(companyId, { status: 'active', search: settled || undefined });
  const options = (people.data?.pages.flatMap((p) => p.data) ?? []).filter((e) => e.id !== card.holder?.userId);
  const form = useZodForm(assignSchema, { defaultValues: { userId: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(
    form,
    async ({ userId }) => {
      await onSubmit(userId);
      onClose();
    },
    { fieldNames: { userId: 'userId' } },
  );
  const title = t(card.holder ? 'cards.dialog.reassignTitle' : 'cards.dialog.assignTitle', { id: card.id });
  return (
    <Dialog
      title={title}
      description={
        card.holder ? (
          <p>{t('cards.dialog.reassignText', { name: employeeName(card.holder) })}</p>
        ) : (
          <p>{t('cards.dialog.assignText')}</p>
        )
      }
      onClose={onClose}
      busy={isSubmitting}
    >
      <form className="stack" noValidate onSubmit={submit} aria-label={title}>
        <FormError message={errors.root?.message} />
        <TextField
          label={t('cards.dialog.find')}
          type="search"
          placeholder={t('cards.dialog.findPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <SelectField
          label={t('cards.dialog.employee')}
          hint={
            people.isPending
              ? t('cards.dialog.loadingPeople')
              : people.isError
                ? t('cards.dialog.peopleFailed')
                : options.length === 0
                  ? t('cards.dialog.nobodyMatches')
                  : undefined
          }
          options={[
            { value: '', label: t('cards.dialog.choose') },
            ...options.map((e) => ({
              value: e.id,
              label: t('cards.person', { name: employeeName(e), email: e.email }),
            })),
          ]}
          error={errors.userId?.message}
          {...form.register('userId')}
        />
        <FormActions
          className="dialog-actions"
          size="inline"
          secondaryFirst
          submitLabel={card.holder ? t('cards.dialog.reassign') : t('cards.dialog.assign')}
          pending={isSubmitting}
          pendingLabel={t('saving')}
          secondary={{ label: common.t('cancel'), onClick: onClose }}
        />
      </form>
    </Dialog>
  );
}
