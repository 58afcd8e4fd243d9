import { useMemo, useState } from 'react';
import { z } from 'zod';
import { CARD_LIMITS, mintCardsBody, type MintedBatch } from '@contract/cards';
import { EmptyState, ErrorState, Icon, LoadingState, PageHeader } from '../../../components/ui';
import { FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { useCardBatches, useDownloadBatchCsv, useMintCards } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { useSuperadminText } from '../i18n';
import { TableScroll } from '../../../components/TableScroll';
import '../superadmin.css';
import { formatDate } from '../../../i18n/format';

/** The API's body, with the count typed into a number field and one message for any wrong count. */
const mintFormOf = (countMessage: string) =>
  mintCardsBody.extend({
    count: z.coerce.number({ error: countMessage }).int(countMessage).min(1, countMessage).max(CARD_LIMITS.mint, countMessage),
  });

/** /superadmin/cards: mint batches of unassigned cards and download each batch's CSV for the printer. */
export default function SuperadminCards() {
  const { t } = useSuperadminText();
  const [minted, setMinted] = useState<MintedBatch | null>(null);
  return (
    <>
      <PageHeader title={t('cards.title')} description={t('cards.description')} />
      <SuperadminTabs active="cards" />
      <MintPanel onMinted={setMinted} />
      {minted && <MintedPanel batch={minted} />}
      <BatchesPanel />
    </>
  );
}

function MintPanel({ onMinted }: { onMinted: (batch: MintedBatch) => void }) {
  const { t } = useSuperadminText();
  const mint = useMintCards();
  const mintForm = useMemo(() => mintFormOf(t('cards.mint.countError', { max: CARD_LIMITS.mint })), [t]);
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
      <h2 id="mint-title">{t('cards.mint.title')}</h2>
      <p className="muted">{t('cards.mint.intro')}</p>
      <form className="form-grid" onSubmit={submit} noValidate aria-label={t('cards.mint.label')}>
        <FormError message={errors.root?.message} />
        <TextField
          label={t('cards.mint.count')}
          type="number"
          inputMode="numeric"
          min={1}
          max={CARD_LIMITS.mint}
          step={1}
          hint={t('cards.mint.countHint', { max: CARD_LIMITS.mint })}
          error={errors.count?.message}
          {...form.register('count')}
        />
        <TextField label={t('cards.mint.note')} maxLength={200} hint={t('cards.mint.noteHint')} error={errors.note?.message} {...form.register('note')} />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t('cards.mint.pending')}>
            {t('cards.mint.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function MintedPanel({ batch }: { batch: MintedBatch }) {
  const { t } = useSuperadminText();
  const download = useDownloadBatchCsv();
  return (
    <section className="panel notice-success" aria-labelledby="minted-title">
      <div className="panel-header">
        <h2 id="minted-title">{t('cards.minted.title', { count: batch.cardIds.length })}</h2>
        <button
          type="button"
          className="button button-primary"
          disabled={download.isPending}
          onClick={() => download.mutate({ batchId: batch.batchId, exportPath: batch.exportPath })}
        >
          {download.isPending ? t('cards.minted.preparing') : t('cards.minted.download')}
        </button>
      </div>
      <p className="muted">{t('cards.minted.text', { id: batch.batchId })}</p>
      <ul className="code-list" aria-label={t('cards.minted.codes')}>
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
  const { t } = useSuperadminText();
  const batches = useCardBatches();
  const download = useDownloadBatchCsv();
  const rows = batches.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="panel" aria-labelledby="batches-title">
      <h2 id="batches-title">{t('cards.batches.title')}</h2>
      {batches.isPending ? (
        <LoadingState label={t('cards.batches.loading')} />
      ) : batches.isError ? (
        <ErrorState error={batches.error} title={t('cards.batches.error')} onRetry={() => void batches.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Icon name="cards" />} title={t('cards.batches.empty')}>
          <p>{t('cards.batches.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <TableScroll>
            <table className="table" aria-labelledby="batches-title">
              <thead>
                <tr>
                  <th scope="col">{t('cards.batches.minted')}</th>
                  <th scope="col">{t('cards.batches.cards')}</th>
                  <th scope="col">{t('cards.batches.activated')}</th>
                  <th scope="col">{t('cards.batches.note')}</th>
                  <th scope="col">{t('cards.batches.batch')}</th>
                  <th scope="col">{t('cards.batches.file')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((batch) => (
                  <tr key={batch.id}>
                    <td>{formatDate(batch.createdAt)}</td>
                    <td>{batch.count}</td>
                    <td>{t('cards.batches.activatedOf', { activated: batch.activated, total: batch.count })}</td>
                    <td>{batch.note || '—'}</td>
                    <td className="code-text">{batch.id}</td>
                    <td>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={t('cards.batches.downloadOf', { id: batch.id })}
                        disabled={download.isPending && download.variables?.batchId === batch.id}
                        onClick={() => download.mutate({ batchId: batch.id, exportPath: batch.exportPath })}
                      >
                        {t('cards.batches.download')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {batches.hasNextPage && (
            <button type="button" className="button button-secondary" disabled={batches.isFetchingNextPage} onClick={() => void batches.fetchNextPage()}>
              {batches.isFetchingNextPage ? t('loading') : t('loadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
