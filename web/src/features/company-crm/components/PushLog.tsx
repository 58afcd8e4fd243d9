import { useState } from 'react';
import { Trans } from 'react-i18next';
import { CRM_PUSH_STATUSES, type CompanyCrmPushItem, type CrmPushStatus } from '@contract/company-crm';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import { EmptyState, Icon } from '../../../components/ui';
import { formatDate } from '../../../i18n/format';
import { SelectField } from '../../../lib/forms';
import { useCrmPushes, useRetryCrmPush } from '../api';
import { useCompanyCrmText } from '../i18n';
import { PUSH_BADGE } from '../push-status';

const isStatus = (value: string): value is CrmPushStatus => (CRM_PUSH_STATUSES as readonly string[]).includes(value);

/** The company's pushes to its CRM, newest first, by status, with "Retry" on the failed ones. */
export function PushLog({ companyId }: { companyId: string }) {
  const { t } = useCompanyCrmText();
  const [status, setStatus] = useState<CrmPushStatus | ''>('');
  const pushes = useCrmPushes(companyId, status);
  const retry = useRetryCrmPush(companyId);
  const nameOf = (push: CompanyCrmPushItem) => push.name || push.email || t('pushes.noName');

  return (
    <section className="stack" aria-labelledby="company-crm-pushes">
      <div className="row company-crm-log-head">
        <h2 id="company-crm-pushes">{t('pushes.title')}</h2>
        <SelectField
          label={t('pushes.filter')}
          className="inline-field"
          value={status}
          onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : '')}
          options={[
            { value: '', label: t('pushes.all') },
            ...CRM_PUSH_STATUSES.map((value) => ({ value, label: t(`push.${value}`) })),
          ]}
        />
      </div>
      <QueryView query={pushes} loadingLabel={t('pushes.loading')} errorTitle={t('pushes.loadFailed')} keepPages>
        {(data) => (
          <DataTable
            aria-labelledby="company-crm-pushes"
            className="stack-table"
            rows={data.pages.flatMap((page) => page.data)}
            rowKey={(push) => push.contactId}
            empty={
              <EmptyState icon={<Icon name="clock" />} title={t(status ? 'pushes.emptyFiltered' : 'pushes.empty')}>
                {!status && <p>{t('pushes.emptyText')}</p>}
              </EmptyState>
            }
            columns={[
              {
                key: 'contact',
                header: t('pushes.contact'),
                label: t('pushes.contact'),
                rowHeader: true,
                cell: (push) => (
                  <>
                    {nameOf(push)}
                    {push.name && push.email && <div className="fine-print">{push.email}</div>}
                  </>
                ),
              },
              {
                key: 'status',
                header: t('pushes.status'),
                label: t('pushes.status'),
                cell: (push) => (
                  <>
                    <span className={PUSH_BADGE[push.status]}>{t(`push.${push.status}`)}</span>
                    {push.status === 'failed' && push.lastError && <div className="fine-print">{push.lastError}</div>}
                  </>
                ),
              },
              { key: 'attempts', header: t('pushes.attempts'), label: t('pushes.attempts'), cell: (p) => p.attempts },
              {
                key: 'updated',
                header: t('pushes.updated'),
                label: t('pushes.updated'),
                cell: (push) => formatDate(push.updatedAt, 'dateTime'),
              },
              {
                key: 'actions',
                header: <span className="visually-hidden">{t('pushes.actions')}</span>,
                cell: (push) =>
                  push.status === 'failed' && (
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      disabled={retry.isPending && retry.variables === push.contactId}
                      onClick={() => retry.mutate(push.contactId)}
                    >
                      {retry.isPending && retry.variables === push.contactId ? (
                        t('pushes.retrying')
                      ) : (
                        <Trans
                          t={t}
                          i18nKey="pushes.retry"
                          values={{ name: nameOf(push) }}
                          components={{ hidden: <span className="visually-hidden" /> }}
                        />
                      )}
                    </button>
                  ),
              },
            ]}
            loadMore={{
              ...pushes,
              label: t('pushes.more'),
              pendingLabel: t('pushes.loadingMore'),
              failedTitle: t('pushes.moreFailed'),
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
