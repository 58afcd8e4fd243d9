import { useId } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import { TextField } from '../../../lib/forms';
import { useIdentityText } from '../i18n';

/** A value to paste somewhere else (the identity provider, the DNS, the directory), read-only, with its copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useIdentityText();
  const id = useId();
  return (
    <div className="identity-copy">
      <TextField id={id} label={label} value={value} readOnly onFocus={(event) => event.currentTarget.select()} />
      <CopyButton
        value={value}
        label={t('copy', { what: label })}
        copiedLabel={t('copied', { what: label })}
        fallbackFieldId={id}
        className="button button-secondary button-small"
      />
    </div>
  );
}
