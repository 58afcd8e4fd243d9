import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField } from '../../../lib/forms';
import { useProfilesText } from '../i18n';
import type { LockedInputProps } from './locked-fields';

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="panel profile-fieldset">
      <legend>{title}</legend>
      {description && <p className="muted">{description}</p>}
      <div className="stack">{children}</div>
    </fieldset>
  );
}

type EntryListProps = {
  legend: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
} & LockedInputProps;

/** A locked list (`readOnly`, the company manages it): nothing in it can be typed, added or removed; `hint` says by whom. */
export function EntryList({ legend, addLabel, canAdd, onAdd, readOnly, hint, children }: EntryListProps) {
  const { t } = useProfilesText();
  return (
    <fieldset className="entry-list" disabled={readOnly}>
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {children}
      {canAdd && !readOnly && (
        <button type="button" className="button button-secondary button-small" onClick={onAdd}>
          {t('details.add', { what: addLabel })}
        </button>
      )}
    </fieldset>
  );
}

export function Entry({ name, onRemove, children }: { name: string; onRemove: () => void; children: ReactNode }) {
  const { t } = useProfilesText();
  return (
    <fieldset className="entry">
      <legend className="visually-hidden">{name}</legend>
      <div className="entry-fields">{children}</div>
      <button type="button" className="button button-ghost button-small entry-remove" onClick={onRemove}>
        {t('remove')}
        <span className="visually-hidden"> {name}</span>
      </button>
    </fieldset>
  );
}

/** The label an entry carries on the card and in the saved contact ("mobile", "office"). */
export function LabelField({
  entry,
  ...input
}: { entry: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useProfilesText();
  return (
    <TextField
      label={t('details.label')}
      aria-label={t('details.labelOf', { entry })}
      className="entry-label"
      autoComplete="off"
      {...input}
    />
  );
}
