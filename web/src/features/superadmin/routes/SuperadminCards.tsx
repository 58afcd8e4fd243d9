import { useMemo, useState } from 'react';
import { z } from 'zod';
import { CARD_LIMITS, mintCardsBody, type MintedBatch } from '@contract/cards';
import { EmptyState, Icon, PageHeader } from '../../../components/ui';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useCardBatches, useDownloadBatchCsv, useMintCards } from '../api';
import { SuperadminTabs } from '../components/SuperadminTabs';
import { useSuperadminText } from '../i18n';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import '../superadmin.css';
import { formatDate } from '../../../i18n/format';

/** The API's body, with the count typed into a number field and one message for any wrong count. */
const mintFormOf = (countMessage: string) =>
  mintCardsBody.extend({
    count: z.coerce
      .number({ error: countMessage })
      .int(countMessage)
      .min(1, countMessage)
      .max(CARD_LIMITS.mint, countMessage),
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
  const submit = useFormSubmit(form, async (values) => {
    onMinted(await mint.mutateAsync({ count: values.count, ...(values.note ? { note: values.note } : {}) }));
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
        <TextField
          label={t('cards.mint.note')}
          maxLength={200}
          hint={t('cards.mint.noteHint')}
          error={errors.note?.message}
          {...form.register('note')}
        />
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
      <QueryView query={batches} loadingLabel={t('cards.batches.loading')} errorTitle={t('cards.batches.error')}>
        {() => (
          <DataTable
            aria-labelledby="batches-title"
            columns={[
              { key: 'minted', header: t('cards.batches.minted'), cell: (batch) => formatDate(batch.createdAt) },
              { key: 'cards', header: t('cards.batches.cards'), cell: (batch) => batch.count },
              {
                key: 'activated',
                header: t('cards.batches.activated'),
                cell: (batch) => t('cards.batches.activatedOf', { activated: batch.activated, total: batch.count }),
              },
              { key: 'note', header: t('cards.batches.note'), cell: (batch) => batch.note || '—' },
              { key: 'batch', header: t('cards.batches.batch'), className: 'code-text', cell: (batch) => batch.id },
              {
                key: 'file',
                header: t('cards.batches.file'),
                cell: (batch) => (
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    aria-label={t('cards.batches.downloadOf', { id: batch.id })}
                    disabled={download.isPending && download.variables?.batchId === batch.id}
                    onClick={() => download.mutate({ batchId: batch.id, exportPath: batch.exportPath })}
                  >
                    {t('cards.batches.download')}
                  </button>
                ),
              },
            ]}
            rows={rows}
            rowKey={(batch) => batch.id}
            empty={
              <EmptyState icon={<Icon name="cards" />} title={t('cards.batches.empty')}>
                <p>{t('cards.batches.emptyText')}</p>
              </EmptyState>
            }
            loadMore={{ ...batches, label: t('loadMore'), pendingLabel: t('loading') }}
          />
        )}
      </QueryView>
    </section>
  );
}
