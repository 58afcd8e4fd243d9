import { useId, type FormEvent } from 'react';
import { IMPORT_FIELDS, type ImportField, type ImportPreview } from '@contract/contact-import';
import { CheckboxField } from '../../../lib/forms';
import { FormActions } from '../../../components/FormActions';
import { DataTable } from '../../../components/DataTable';
import { useContactsText, type ContactsT } from '../i18n';
import '../import.css';

/** Each field's name in the column choices. */
const fieldName = (t: ContactsT, field: ImportField) =>
  ({
    firstName: t('field.firstName'),
    lastName: t('field.lastName'),
    fullName: t('mapping.fullName'),
    email: t('field.email'),
    phone: t('field.phone'),
    company: t('field.company'),
    jobTitle: t('field.jobTitle'),
    note: t('field.note'),
    tags: t('field.tags'),
    favorite: t('field.favorite'),
  })[field];

const SEPARATORS: Record<string, 'mapping.separator.comma' | 'mapping.separator.semicolon' | 'mapping.separator.tab'> =
  {
    ',': 'mapping.separator.comma',
    ';': 'mapping.separator.semicolon',
    '\t': 'mapping.separator.tab',
  };

/** A mapping that makes contacts: some column gives a name, an email or a phone. */
export const mappingIsUseful = (mapping: readonly (ImportField | null)[]) =>
  mapping.some((f) => f === 'firstName' || f === 'lastName' || f === 'fullName' || f === 'email' || f === 'phone');

interface Props {
  preview: ImportPreview;
  mapping: (ImportField | null)[];
  onMapping: (mapping: (ImportField | null)[]) => void;
  validOnly: boolean;
  onValidOnly: (validOnly: boolean) => void;
  pending: boolean;
  onImport: () => void;
  onBack: () => void;
}

/**
 * The preview step: how the file was read (character set, separator, rows) and, column by
 * column, its first value and the field it will feed, which the person may change (CSV only: a
 * vCard's fields are its own).
 */
export function ImportMapping({
  preview,
  mapping,
  onMapping,
  validOnly,
  onValidOnly,
  pending,
  onImport,
  onBack,
}: Props) {
  const { t } = useContactsText();
  const needsId = useId();
  const useful = mappingIsUseful(mapping);
  const csv = preview.type === 'csv';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (useful) onImport();
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h3>{t('mapping.title')}</h3>
      <p>
        {csv
          ? t('mapping.readCsv', {
              count: preview.total,
              encoding: preview.encoding,
              separator: t(SEPARATORS[preview.separator ?? ','] ?? 'mapping.separator.comma'),
            })
          : t('mapping.readVcf', { count: preview.total, encoding: preview.encoding })}
        {csv && preview.headerLine > 1 && ` ${t('mapping.headerLine', { line: preview.headerLine })}`}
      </p>
      <DataTable
        className="import-table import-mapping"
        columns={[
          { key: 'column', header: t('mapping.column'), rowHeader: true, cell: ({ header }) => header },
          {
            key: 'sample',
            header: t('mapping.sample'),
            className: 'import-sample',
            cell: ({ column }) => preview.rows[0]?.[column] ?? '',
          },
          {
            key: 'importAs',
            header: t('mapping.importAs'),
            cell: ({ header, column }) =>
              csv ? (
                <select
                  className="select"
                  aria-label={t('mapping.importColumnAs', { column: header })}
                  value={mapping[column] ?? ''}
                  onChange={(event) => {
                    const next = [...mapping];
                    next[column] = (event.currentTarget.value || null) as ImportField | null;
                    onMapping(next);
                  }}
                >
                  <option value="">{t('mapping.ignore')}</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {fieldName(t, field)}
                    </option>
                  ))}
                </select>
              ) : (
                mapping[column] && fieldName(t, mapping[column])
              ),
          },
        ]}
        rows={preview.headers.map((header, column) => ({ header, column }))}
        rowKey={({ header, column }) => `${column}-${header}`}
      />
      {!useful && (
        <p className="field-error" id={needsId} role="alert">
          {t('mapping.needsName')}
        </p>
      )}
      <CheckboxField
        label={t('mapping.validOnly')}
        hint={t('mapping.validOnlyHint')}
        checked={validOnly}
        onChange={(event) => onValidOnly(event.currentTarget.checked)}
      />
      <FormActions
        submitLabel={t('mapping.submit', { count: preview.total })}
        pending={pending}
        pendingLabel={t('import.importing')}
        secondary={{ label: t('mapping.back'), onClick: onBack }}
      />
    </form>
  );
}
