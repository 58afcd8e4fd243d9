import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { SubmitButton } from '../lib/forms';

/** A form's other way out: cancel, back, close or discard, as a button or a link. */
export interface SecondaryAction {
  label: ReactNode;
  onClick?: () => void;
  /** A link instead of a button (cancel back to the list). */
  to?: To;
  /** `ghost` for a quiet action (discard, close); `secondary` by default. */
  variant?: 'secondary' | 'ghost';
  /** While the form is sent: `disabled` (the default), `hidden`, or `enabled` (closing never waits). */
  whilePending?: 'disabled' | 'hidden' | 'enabled';
}

/**
 * A form's buttons: submit (with its pending words, disabled while sending) and an optional
 * secondary action beside it. `className` is the row's layout (`row`, `row-actions`, …).
 */
export function FormActions({
  submitLabel,
  pending,
  pendingLabel,
  secondary,
  className = 'row',
  wrapSubmit = false,
}: {
  submitLabel: ReactNode;
  pending: boolean;
  pendingLabel?: string;
  secondary?: SecondaryAction;
  className?: string;
  /** The submit button in its own box, so a block button keeps its width beside a link. */
  wrapSubmit?: boolean;
}) {
  const submit = (
    <SubmitButton pending={pending} pendingLabel={pendingLabel}>
      {submitLabel}
    </SubmitButton>
  );
  return (
    <div className={className}>
      {wrapSubmit ? <div>{submit}</div> : submit}
      {secondary && <Secondary action={secondary} pending={pending} />}
    </div>
  );
}

function Secondary({ action, pending }: { action: SecondaryAction; pending: boolean }) {
  const { label, onClick, to, variant = 'secondary', whilePending = 'disabled' } = action;
  if (pending && whilePending === 'hidden') return null;
  const className = `button button-${variant}`;
  if (to !== undefined)
    return (
      <Link className={className} to={to}>
        {label}
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      disabled={whilePending === 'disabled' ? pending : undefined}
    >
      {label}
    </button>
  );
}
