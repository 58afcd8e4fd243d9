import { useState } from 'react';
import { Trans } from 'react-i18next';
import type { ApiKey } from '@contract/api-keys';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import { EmptyState, Icon } from '../../../components/ui';
import { formatDate } from '../../../i18n/format';
import { useApiKeys, useRevokeApiKey, type KeyOwner } from '../api';
import { useApiKeysText } from '../i18n';
import { scopeLabel } from '../scopes';
import { AuditLog } from './AuditLog';
import { CreateKeyDialog } from './CreateKeyDialog';

/**
 * The owner's API keys (docs/api-keys.md): the list with each key's scopes and last use, a key
 * made in a dialog that shows its secret once, revocation after a confirmation, and the audit.
 */
export function ApiKeysPanel({ owner }: { owner: KeyOwner }) {
  const { t } = useApiKeysText();
  const keys = useApiKeys(owner);
  const revoke = useRevokeApiKey(owner);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const createButton = (
    <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
      {t('create')}
    </button>
  );

  return (
    <div className="stack">
      <div className="row company-section-intro">
        <p className="muted">{owner === 'mine' ? t('personalIntro') : t('intro')}</p>
        {createButton}
      </div>
      <QueryView query={keys} loadingLabel={t('loading')} errorTitle={t('loadFailed')}>
        {(data) => (
          <DataTable
            aria-label={t('list')}
            className="stack-table"
            rows={data}
            rowKey={(key) => key.id}
            empty={
              <EmptyState icon={<Icon name="lock" />} title={t('empty')}>
                <p>{t('emptyText')}</p>
              </EmptyState>
            }
            columns={[
              {
                key: 'name',
                header: t('column.name'),
                label: t('column.name'),
                rowHeader: true,
                cell: (key) => (
                  <>
                    {key.name}
                    <div className="fine-print">
                      <code>{key.displayPrefix}…</code>
                    </div>
                  </>
                ),
              },
              {
                key: 'scopes',
                header: t('column.scopes'),
                label: t('column.scopes'),
                cell: (key) => key.scopes.map((scope) => scopeLabel(scope, t)).join(', '),
              },
              {
                key: 'created',
                header: t('column.created'),
                label: t('column.created'),
                cell: (key) => formatDate(key.createdAt),
              },
              {
                key: 'lastUsed',
                header: t('column.lastUsed'),
                label: t('column.lastUsed'),
                cell: (key) => (key.lastUsedAt ? formatDate(key.lastUsedAt, 'dateTime') : t('never')),
              },
              {
                key: 'actions',
                header: <span className="visually-hidden">{t('column.actions')}</span>,
                cell: (key) => (
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => setRevoking(key)}
                  >
                    <Trans
                      t={t}
                      i18nKey="revoke"
                      values={{ name: key.name }}
                      components={{ hidden: <span className="visually-hidden" /> }}
                    />
                  </button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <AuditLog owner={owner} />
      {creating && <CreateKeyDialog owner={owner} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('revokeConfirm')}
        pendingLabel={t('revoking')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking, { onSuccess: () => setRevoking(null) });
        }}
      >
        <p>{t('revokeText')}</p>
      </ConfirmDialog>
    </div>
  );
}
