import type { AuditEntry } from '@contract/api-keys';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import { EmptyState, Icon } from '../../../components/ui';
import { formatDate } from '../../../i18n/format';
import { useApiKeyAudit, type KeyOwner } from '../api';
import { useApiKeysText } from '../i18n';

/** Every call made with the owner's keys, and each key's creation and revocation, newest first. */
export function AuditLog({ owner }: { owner: KeyOwner }) {
  const { t } = useApiKeysText();
  const audit = useApiKeyAudit(owner);
  const what = (entry: AuditEntry) =>
    entry.event === 'key.created'
      ? t('audit.created')
      : entry.event === 'key.revoked'
        ? t('audit.revoked')
        : `${entry.method} ${entry.route}`;
  return (
    <section className="stack" aria-labelledby="api-key-audit">
      <h2 id="api-key-audit">{t('audit.title')}</h2>
      <QueryView query={audit} loadingLabel={t('audit.loading')} errorTitle={t('audit.loadFailed')} keepPages>
        {(data) => (
          <DataTable
            aria-labelledby="api-key-audit"
            className="stack-table"
            rows={data.pages.flatMap((page) => page.data)}
            rowKey={(entry, index) => `${entry.keyId}-${entry.at}-${index}`}
            empty={
              <EmptyState icon={<Icon name="clock" />} title={t('audit.empty')}>
                <p>{t('audit.emptyText')}</p>
              </EmptyState>
            }
            columns={[
              { key: 'at', header: t('audit.when'), label: t('audit.when'), cell: (e) => formatDate(e.at, 'dateTime') },
              { key: 'key', header: t('audit.key'), label: t('audit.key'), rowHeader: true, cell: (e) => e.keyName },
              { key: 'call', header: t('audit.call'), label: t('audit.call'), cell: (e) => <code>{what(e)}</code> },
              { key: 'status', header: t('audit.status'), label: t('audit.status'), cell: (e) => e.status },
            ]}
            loadMore={{
              ...audit,
              label: t('audit.more'),
              pendingLabel: t('audit.loadingMore'),
              failedTitle: t('audit.moreFailed'),
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
