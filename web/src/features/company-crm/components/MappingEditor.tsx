import { useFieldArray } from 'react-hook-form';
import { Trans } from 'react-i18next';
import {
  CRM_SOURCE_FIELDS,
  crmMappingBody,
  type CompanyCrmSummary,
  type CrmProperty,
  type CrmSourceField,
} from '@contract/company-crm';
import { FormActions } from '../../../components/FormActions';
import { QueryView } from '../../../components/QueryView';
import { FormError, SelectField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useCrmProperties, useSaveCrmMapping } from '../api';
import { useCompanyCrmText, type CompanyCrmT } from '../i18n';

/** A property as the list offers it: its label, and whether the company added it or the CRM needs it. */
function propertyLabel(property: CrmProperty, t: CompanyCrmT): string {
  const marks = [property.custom && t('mapping.custom'), property.required && t('mapping.required')].filter(Boolean);
  return marks.length ? `${property.label} (${marks.join(', ')})` : property.label;
}

/**
 * The connected CRM's field mapping: rows of Everlink field → CRM property, the properties live
 * from the CRM (custom ones and required ones marked), checked with the contract's schema and
 * refused by the API when a property does not exist (the message shows by the row).
 */
export function MappingEditor({ companyId, crm }: { companyId: string; crm: CompanyCrmSummary }) {
  const { t } = useCompanyCrmText();
  const properties = useCrmProperties(companyId, crm.id);
  return (
    <section className="panel stack" aria-labelledby="company-crm-mapping">
      <h2 id="company-crm-mapping">{t('mapping.title')}</h2>
      <p className="muted">{t('mapping.intro', { name: crm.name })}</p>
      <QueryView
        query={properties}
        loadingLabel={t('mapping.loading', { name: crm.name })}
        errorTitle={t('mapping.loadFailed', { name: crm.name })}
      >
        {(list) => <MappingForm companyId={companyId} crm={crm} properties={list} />}
      </QueryView>
    </section>
  );
}

function MappingForm({
  companyId,
  crm,
  properties,
}: {
  companyId: string;
  crm: CompanyCrmSummary;
  properties: CrmProperty[];
}) {
  const { t } = useCompanyCrmText();
  const save = useSaveCrmMapping(companyId, crm);
  const form = useZodForm(crmMappingBody, { defaultValues: { rows: crm.mapping } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const watched = form.watch('rows');
  const submit = useFormSubmit(form, async (body) => {
    const saved = await save.mutateAsync(body);
    form.reset({ rows: saved.mapping });
  });

  const fieldOptions = CRM_SOURCE_FIELDS.map((field) => ({ value: field, label: t(`field.${field}`) }));
  const known = new Set(properties.map((p) => p.name));
  // A property the mapping names but the CRM no longer lists stays choosable, so the row shows what it holds.
  const orphans = watched.filter((row) => row.property && !known.has(row.property)).map((row) => row.property);
  const propertyOptions = [
    { value: '', label: t('mapping.choose') },
    ...properties.map((p) => ({ value: p.name, label: propertyLabel(p, t) })),
    ...[...new Set(orphans)].map((name) => ({ value: name, label: name })),
  ];
  const required = properties.filter((p) => p.required);
  const unmapped = required.filter((p) => !watched.some((row) => row.property === p.name));
  const labelOf = (name: string) => properties.find((p) => p.name === name)?.label ?? name;

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={t('mapping.title')}>
      <FormError message={errors.root?.message ?? errors.rows?.root?.message ?? errors.rows?.message} />
      {required.length > 0 && (
        <p className="fine-print">
          {t('mapping.requiredNote', { name: crm.name, properties: required.map((p) => p.label).join(', ') })}
          {unmapped.length > 0 && (
            <strong> {t('mapping.requiredMissing', { properties: unmapped.map((p) => p.label).join(', ') })}</strong>
          )}
        </p>
      )}
      {rows.fields.length === 0 && <p className="muted">{t('mapping.empty')}</p>}
      <ol className="company-crm-rows" aria-label={t('mapping.rows')}>
        {rows.fields.map((row, index) => {
          const source = watched[index]?.source as CrmSourceField | undefined;
          const property = watched[index]?.property ?? '';
          const rowErrors = errors.rows?.[index];
          return (
            <li key={row.id}>
              <fieldset className="company-crm-row">
                <legend className="visually-hidden">{source ? t(`field.${source}`) : String(index + 1)}</legend>
                <SelectField
                  label={t('mapping.source')}
                  options={fieldOptions}
                  error={rowErrors?.source?.message}
                  {...form.register(`rows.${index}.source`)}
                />
                <SelectField
                  label={t('mapping.property', { name: crm.name })}
                  options={propertyOptions}
                  error={rowErrors?.property?.message}
                  {...form.register(`rows.${index}.property`)}
                />
                <button type="button" className="button button-ghost button-small" onClick={() => rows.remove(index)}>
                  <Trans
                    t={t}
                    i18nKey="mapping.remove"
                    values={{ field: source ? t(`field.${source}`) : '', property: labelOf(property) }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="row">
        <button
          type="button"
          className="button button-secondary"
          disabled={rows.fields.length >= 60}
          onClick={() => rows.append({ source: 'jobTitle', property: '' })}
        >
          {t('mapping.add')}
        </button>
      </div>
      <FormActions
        submitLabel={t('mapping.save')}
        pending={isSubmitting}
        pendingLabel={t('mapping.saving')}
        size="inline"
        submitDisabled={!isDirty}
        secondary={isDirty ? { label: t('mapping.reset'), onClick: () => form.reset(), variant: 'ghost' } : undefined}
      />
    </form>
  );
}
