import { useId } from 'react';
import type { LeadReceipt } from '@contract/contacts';
import { errorMessage } from '../../../lib/api';
import { useRequestLeadErasure } from '../api';

/**
 * On the thank-you page: the visitor can have the details they just sent deleted, without an
 * account. The token came with the receipt and lives only on this page.
 */
export function LeadErasure({ erasure, ownerName }: { erasure: LeadReceipt['erasure']; ownerName: string }) {
  const erase = useRequestLeadErasure();
  const titleId = useId();
  if (erase.isSuccess) {
    return (
      <p className="lead-erasure" role="status">
        Your details were deleted, and {ownerName} was told. They can no longer see what you sent.
      </p>
    );
  }
  return (
    <section className="lead-erasure" aria-labelledby={titleId}>
      <h2 id={titleId}>Changed your mind?</h2>
      <p className="muted">
        You can have the details you just sent deleted now. {ownerName} gets a note that you asked. This choice is on this page only, so decide before you leave it.
      </p>
      {erase.isError && (
        <p className="field-error" role="alert">
          {errorMessage(erase.error)}
        </p>
      )}
      <button type="button" className="button button-secondary" disabled={erase.isPending} aria-busy={erase.isPending || undefined} onClick={() => erase.mutate(erasure)}>
        {erase.isPending ? 'Deleting…' : 'Delete my details'}
      </button>
    </section>
  );
}
