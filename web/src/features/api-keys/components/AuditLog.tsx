import type { AuditEntry } from '@contract/api-keys';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import { EmptyState, Icon } from '../../../components/ui';
import { formatDate } from '../../../i18n/format';
import { useAuth } from '../../../session/auth';
import { useApiKeyAudit, type KeyOwner } from '../api';
import { useApiKeysText } from '../i18n';

/**
 * The owner's audit, newest first: every call made with its keys, each key's creation and
 * revocation, and a company's identity events (single sign-on, domains, SCIM tokens and what SCIM
 * provisioned), each with what it concerns and who did it.
 */
export function AuditLog({ owner }: { owner: KeyOwner }) {
  const { t } = useApiKeysText();
  const auth = useAuth();
  const uid = auth.status === 'signedIn' ? auth.user.uid : null;
  const audit = useApiKeyAudit(owner);
  // A person's entry about a key or SCIM token (created, revoked) names the key here.
  const detail = (entry: AuditEntry) =>
    entry.target ??
    (entry.by && entry.keyName) ??
    (entry.method && entry.route ? `${entry.method} ${entry.route}` : null);
  // A person acted (by name as they were then; the signed-in one is "you"), else a key or a SCIM token.
  const who = (entry: AuditEntry) => {
    if (!entry.by) return entry.keyName ?? '—';
    return entry.by === uid ? t('audit.you') : (entry.byName ?? entry.by);
  };
  return (
    <section className="stack" aria-labelledby="api-key-audit">
      <h2 id="api-key-audit">{t('audit.title')}</h2>
      <QueryView query={audit} loadingLabel={t('audit.loading')} errorTitle={t('audit.loadFailed')} keepPages>
        {(data) => (
          <DataTable
            aria-labelledby="api-key-audit"
            className="stack-table"
            rows={data.pages.flatMap((page) => page.data)}
            rowKey={(entry, index) => `${entry.event}-${entry.at}-${index}`}
            empty={
              <EmptyState icon={<Icon name="clock" />} title={t('audit.empty')}>
                <p>{owner === 'mine' ? t('audit.emptyText') : t('audit.emptyCompanyText')}</p>
              </EmptyState>
            }
            columns={[
              { key: 'at', header: t('audit.when'), label: t('audit.when'), cell: (e) => formatDate(e.at, 'dateTime') },
              { key: 'who', header: t('audit.who'), label: t('audit.who'), rowHeader: true, cell: who },
              {
                key: 'event',
                header: t('audit.event'),
                label: t('audit.event'),
                cell: (e) => t(`audit.events.${e.event}`),
              },
              {
                key: 'detail',
                header: t('audit.detail'),
                label: t('audit.detail'),
                cell: (e) => {
                  const text = detail(e);
                  return text ? <code>{text}</code> : '—';
                },
              },
              { key: 'status', header: t('audit.status'), label: t('audit.status'), cell: (e) => e.status ?? '—' },
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
