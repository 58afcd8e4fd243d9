import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { SubmitButton, type ButtonSize } from '../lib/forms';

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
 * secondary action beside it. `className` is the row's layout (`row`, `row-actions`, `dialog-actions`, …).
 */
export function FormActions({
  submitLabel,
  pending,
  pendingLabel,
  secondary,
  className = 'row',
  wrapSubmit = false,
  size = 'block',
  submitDisabled,
  secondaryFirst = false,
  canSubmit = true,
}: {
  submitLabel: ReactNode;
  pending: boolean;
  pendingLabel?: string;
  secondary?: SecondaryAction;
  className?: string;
  /** The submit button in its own box, so a block button keeps its width beside a link. */
  wrapSubmit?: boolean;
  /** The buttons' width: `block` (the form's), `inline` (their words'), `small` (beside small controls). */
  size?: ButtonSize;
  /** Not sendable yet, besides while sending. */
  submitDisabled?: boolean;
  /** The secondary action before the submit (a dialog's Cancel, then its action at the end). */
  secondaryFirst?: boolean;
  /** `false` for a read-only view: only the secondary action (Close) is offered. */
  canSubmit?: boolean;
}) {
  const submit = canSubmit && (
    <SubmitButton pending={pending} pendingLabel={pendingLabel} size={size} disabled={submitDisabled}>
      {submitLabel}
    </SubmitButton>
  );
  const other = secondary && <Secondary action={secondary} pending={pending} small={size === 'small'} />;
  return (
    <div className={className}>
      {secondaryFirst && other}
      {wrapSubmit ? <div>{submit}</div> : submit}
      {!secondaryFirst && other}
    </div>
  );
}

function Secondary({ action, pending, small }: { action: SecondaryAction; pending: boolean; small: boolean }) {
  const { label, onClick, to, variant = 'secondary', whilePending = 'disabled' } = action;
  if (pending && whilePending === 'hidden') return null;
  const className = `button button-${variant}${small ? ' button-small' : ''}`;
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
