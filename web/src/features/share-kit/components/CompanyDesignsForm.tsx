import { useId } from 'react';
import { z } from 'zod';
import {
  BACKGROUND_DESIGNS,
  SIGNATURE_DESIGNS,
  type CompanyShareKit,
  type CompanyShareKitBody,
} from '@contract/share-kit';
import { QueryView } from '../../../components/QueryView';
import { FormError, SelectField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useCompanyShareKit, useSaveCompanyShareKit } from '../api';
import { useShareKitText } from '../i18n';

/** '' in a select: nobody chose for the company, each person picks their own. */
const EACH_CHOOSES = '';

const schema = z
  .object({
    signatureDesign: z.enum([EACH_CHOOSES, ...SIGNATURE_DESIGNS]),
    backgroundDesign: z.enum([EACH_CHOOSES, ...BACKGROUND_DESIGNS]),
  })
  .transform((values): CompanyShareKitBody => ({
    signatureDesign: values.signatureDesign === EACH_CHOOSES ? null : values.signatureDesign,
    backgroundDesign: values.backgroundDesign === EACH_CHOOSES ? null : values.backgroundDesign,
  }));

/** "Each person chooses", then every design by its name. */
const options = <D extends string>(eachChooses: string, designs: readonly D[], labelOf: (design: D) => string) => [
  { value: EACH_CHOOSES, label: eachChooses },
  ...designs.map((d) => ({ value: d, label: labelOf(d) })),
];

function DesignsForm({ companyId, current }: { companyId: string; current: CompanyShareKit }) {
  const form = useZodForm(schema, {
    defaultValues: {
      signatureDesign: current.signatureDesign ?? EACH_CHOOSES,
      backgroundDesign: current.backgroundDesign ?? EACH_CHOOSES,
    },
  });
  const { t } = useShareKitText();
  const save = useSaveCompanyShareKit(companyId);
  const submit = useFormSubmit(form, async (body) => {
    const saved = await save.mutateAsync(body);
    form.reset({
      signatureDesign: saved.signatureDesign ?? EACH_CHOOSES,
      backgroundDesign: saved.backgroundDesign ?? EACH_CHOOSES,
    });
  });
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <FormError message={form.formState.errors.root?.message} />
      <div className="share-kit-company-fields">
        <SelectField
          label={t('company.signature')}
          options={options(t('company.eachChooses'), SIGNATURE_DESIGNS, (d) => t(`designs.signature.${d}`))}
          error={form.formState.errors.signatureDesign?.message}
          {...form.register('signatureDesign')}
        />
        <SelectField
          label={t('company.background')}
          options={options(t('company.eachChooses'), BACKGROUND_DESIGNS, (d) => t(`designs.background.${d}`))}
          error={form.formState.errors.backgroundDesign?.message}
          {...form.register('backgroundDesign')}
        />
      </div>
      <div className="row">
        <button
          type="submit"
          className="button button-primary"
          disabled={save.isPending || !form.formState.isDirty}
          aria-busy={save.isPending || undefined}
        >
          {t('company.save')}
        </button>
      </div>
    </form>
  );
}

/** For whoever may update the company: one signature and one background design for every employee. */
export function CompanyDesignsForm({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useShareKitText();
  const titleId = useId();
  const current = useCompanyShareKit(companyId);
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('company.title', { company: companyName })}</h2>
      <p className="muted">{t('company.intro')}</p>
      <QueryView query={current} loadingLabel={t('company.loading')} errorTitle={t('company.error')}>
        {(data) => <DesignsForm companyId={companyId} current={data} />}
      </QueryView>
    </section>
  );
}
