import { useId } from 'react';
import { z } from 'zod';
import { BACKGROUND_DESIGNS, BACKGROUND_DESIGN_LABELS, SIGNATURE_DESIGNS, SIGNATURE_DESIGN_LABELS, type CompanyShareKit, type CompanyShareKitBody } from '@contract/share-kit';
import { ErrorState, LoadingState } from '../../../components/ui';
import { FormError, SelectField, showFormError, useZodForm } from '../../../lib/forms';
import { useCompanyShareKit, useSaveCompanyShareKit } from '../api';

/** '' in a select: nobody chose for the company, each person picks their own. */
const EACH_CHOOSES = '';

const schema = z
  .object({ signatureDesign: z.enum([EACH_CHOOSES, ...SIGNATURE_DESIGNS]), backgroundDesign: z.enum([EACH_CHOOSES, ...BACKGROUND_DESIGNS]) })
  .transform((values): CompanyShareKitBody => ({
    signatureDesign: values.signatureDesign === EACH_CHOOSES ? null : values.signatureDesign,
    backgroundDesign: values.backgroundDesign === EACH_CHOOSES ? null : values.backgroundDesign,
  }));

const options = <D extends string>(designs: readonly D[], labels: Record<D, string>) => [
  { value: EACH_CHOOSES, label: 'Each person chooses' },
  ...designs.map((d) => ({ value: d, label: labels[d] })),
];

function DesignsForm({ companyId, current }: { companyId: string; current: CompanyShareKit }) {
  const form = useZodForm(schema, { defaultValues: { signatureDesign: current.signatureDesign ?? EACH_CHOOSES, backgroundDesign: current.backgroundDesign ?? EACH_CHOOSES } });
  const save = useSaveCompanyShareKit(companyId);
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ signatureDesign: saved.signatureDesign ?? EACH_CHOOSES, backgroundDesign: saved.backgroundDesign ?? EACH_CHOOSES });
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <FormError message={form.formState.errors.root?.message} />
      <div className="share-kit-company-fields">
        <SelectField
          label="Email signature"
          options={options(SIGNATURE_DESIGNS, SIGNATURE_DESIGN_LABELS)}
          error={form.formState.errors.signatureDesign?.message}
          {...form.register('signatureDesign')}
        />
        <SelectField
          label="Call background"
          options={options(BACKGROUND_DESIGNS, BACKGROUND_DESIGN_LABELS)}
          error={form.formState.errors.backgroundDesign?.message}
          {...form.register('backgroundDesign')}
        />
      </div>
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending || !form.formState.isDirty} aria-busy={save.isPending || undefined}>
          Save for everyone
        </button>
      </div>
    </form>
  );
}

/** For whoever may update the company: one signature and one background design for every employee. */
export function CompanyDesignsForm({ companyId, companyName }: { companyId: string; companyName: string }) {
  const titleId = useId();
  const current = useCompanyShareKit(companyId);
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Designs for everyone at {companyName}</h2>
      <p className="muted">Hand one design to every employee: their share tab shows it chosen, and they cannot pick another. You can still preview every design.</p>
      {current.isPending && <LoadingState label="Loading the company's designs…" />}
      {current.isError && <ErrorState error={current.error} title="The company's designs could not be loaded" onRetry={() => void current.refetch()} />}
      {current.data && <DesignsForm companyId={companyId} current={current.data} />}
    </section>
  );
}
