import { useState } from 'react';
import { z } from 'zod';
import { CARD_LIMITS, mintCardsBody, type MintedBatch } from '@contract/cards';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { formatDate } from '../../cards/api';
import { useCardBatches, useDownloadBatchCsv, useMintCards } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import '../superadmin.css';

const countMessage = `Enter a whole number from 1 to ${CARD_LIMITS.mint}.`;
const mintForm = mintCardsBody.extend({
  count: z.coerce.number({ error: countMessage }).int(countMessage).min(1, countMessage).max(CARD_LIMITS.mint, countMessage),
});

/** /superadmin/cards: mint batches of unassigned cards and download each batch's CSV for the printer. */
export default function SuperadminCards() {
  const [minted, setMinted] = useState<MintedBatch | null>(null);
  return (
    <>
      <PageHeader title="Superadmin · Cards" description="Mint physical cards in batches and send each batch's file to the printer." />
      <SuperadminTabs active="cards" />
      <MintPanel onMinted={setMinted} />
      {minted && <MintedPanel batch={minted} />}
      <BatchesPanel />
    </>
  );
}

function MintPanel({ onMinted }: { onMinted: (batch: MintedBatch) => void }) {
  const mint = useMintCards();
  const form = useZodForm(mintForm, { defaultValues: { count: 10, note: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      onMinted(await mint.mutateAsync({ count: values.count, ...(values.note ? { note: values.note } : {}) }));
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <section className="panel" aria-labelledby="mint-title">
      <h2 id="mint-title">Mint a batch</h2>
      <p className="muted">New cards are unassigned: each one gets a unique 12-character code and its own link. Whoever taps one first, signed in, activates it to a profile.</p>
      <form className="form-grid" onSubmit={submit} noValidate aria-label="Mint a batch of cards">
        <FormError message={errors.root?.message} />
        <TextField
          label="Number of cards"
          type="number"
          inputMode="numeric"
          min={1}
          max={CARD_LIMITS.mint}
          step={1}
          hint={`Up to ${CARD_LIMITS.mint} a batch.`}
          error={errors.count?.message}
          {...form.register('count')}
        />
        <TextField
          label="Note (optional)"
          maxLength={200}
          hint="For you and the printer, e.g. “Acme conference, matte black”."
          error={errors.note?.message}
          {...form.register('note')}
        />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel="Minting…">
            Mint cards
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function MintedPanel({ batch }: { batch: MintedBatch }) {
  const download = useDownloadBatchCsv();
  return (
    <section className="panel notice-success" aria-labelledby="minted-title">
      <div className="panel-header">
        <h2 id="minted-title">
          {batch.cardIds.length} new {batch.cardIds.length === 1 ? 'card' : 'cards'}
        </h2>
        <button
          type="button"
          className="button button-primary"
          disabled={download.isPending}
          onClick={() => download.mutate({ batchId: batch.batchId, exportPath: batch.exportPath })}
        >
          {download.isPending ? 'Preparing…' : 'Download CSV for the printer'}
        </button>
      </div>
      <p className="muted">Batch {batch.batchId}. The CSV lists each code with the link to write on its chip and QR code.</p>
      <ul className="code-list" aria-label="New card codes">
        {batch.cardIds.map((id) => (
          <li key={id} className="code-text">
            {id}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BatchesPanel() {
  const batches = useCardBatches();
  const download = useDownloadBatchCsv();
  const rows = batches.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="panel" aria-labelledby="batches-title">
      <h2 id="batches-title">Batches</h2>
      {batches.isPending ? (
        <LoadingState label="Loading batches…" />
      ) : batches.isError ? (
        <ErrorState error={batches.error} title="Batches could not be loaded" onRetry={() => void batches.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Icon name="cards" />} title="No batches yet">
          <p>Mint the first batch above; it appears here with its activation count and its file for the printer.</p>
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table className="table" aria-labelledby="batches-title">
              <thead>
                <tr>
                  <th scope="col">Minted</th>
                  <th scope="col">Cards</th>
                  <th scope="col">Activated</th>
                  <th scope="col">Note</th>
                  <th scope="col">Batch</th>
                  <th scope="col">File</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((batch) => (
                  <tr key={batch.id}>
                    <td>{formatDate(batch.createdAt)}</td>
                    <td>{batch.count}</td>
                    <td>{`${batch.activated} of ${batch.count}`}</td>
                    <td>{batch.note || '—'}</td>
                    <td className="code-text">{batch.id}</td>
                    <td>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={`Download CSV of batch ${batch.id}`}
                        disabled={download.isPending && download.variables?.batchId === batch.id}
                        onClick={() => download.mutate({ batchId: batch.id, exportPath: batch.exportPath })}
                      >
                        Download CSV
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {batches.hasNextPage && (
            <button type="button" className="button button-secondary" disabled={batches.isFetchingNextPage} onClick={() => void batches.fetchNextPage()}>
              {batches.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
