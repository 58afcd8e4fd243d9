import { useState } from 'react';
import { Trans } from 'react-i18next';
import type { ScimToken } from '@contract/scim';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import { EmptyState, Icon } from '../../../components/ui';
import { formatDate } from '../../../i18n/format';
import { useRevokeScimToken, useScimTokens } from '../api';
import { useIdentityText } from '../i18n';
import { CopyValue } from './CopyValue';
import { CreateScimTokenDialog } from './CreateScimTokenDialog';
import { ScimHowTo } from './ScimHowTo';

/** Where a directory sends SCIM: this origin, which routes /scim/v2 to the API as it does /v1. */
export const scimBaseUrl = () => `${window.location.origin}/scim/v2`;

/**
 * Directory sync: the SCIM base URL, the company's tokens (made in a dialog that shows the secret
 * once, revoked after a confirmation) and how to connect Entra ID or Okta.
 */
export function ScimSection({ companyId }: { companyId: string }) {
  const { t } = useIdentityText();
  const tokens = useScimTokens(companyId);
  const revoke = useRevokeScimToken(companyId);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  return (
    <section className="panel stack" aria-labelledby="identity-scim">
      <div className="panel-header">
        <h2 id="identity-scim">{t('scim.title')}</h2>
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          {t('scim.create')}
        </button>
      </div>
      <p className="muted">{t('scim.intro')}</p>
      <CopyValue label={t('scim.baseUrl')} value={scimBaseUrl()} />
      <QueryView query={tokens} loadingLabel={t('scim.loading')} errorTitle={t('scim.loadFailed')}>
        {(data) => (
          <DataTable
            aria-label={t('scim.list')}
            className="stack-table"
            rows={data}
            rowKey={(token) => token.id}
            empty={
              <EmptyState icon={<Icon name="users" />} title={t('scim.empty')}>
                <p>{t('scim.emptyText')}</p>
              </EmptyState>
            }
            columns={[
              {
                key: 'name',
                header: t('scim.column.name'),
                label: t('scim.column.name'),
                rowHeader: true,
                cell: (token) => (
                  <>
                    {token.name}
                    <div className="fine-print">
                      <code>{token.displayPrefix}…</code>
                    </div>
                  </>
                ),
              },
              {
                key: 'created',
                header: t('scim.column.created'),
                label: t('scim.column.created'),
                cell: (token) => formatDate(token.createdAt),
              },
              {
                key: 'lastUsed',
                header: t('scim.column.lastUsed'),
                label: t('scim.column.lastUsed'),
                cell: (token) => (token.lastUsedAt ? formatDate(token.lastUsedAt, 'dateTime') : t('scim.never')),
              },
              {
                key: 'actions',
                header: <span className="visually-hidden">{t('scim.column.actions')}</span>,
                cell: (token) => (
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => setRevoking(token)}
                  >
                    <Trans
                      t={t}
                      i18nKey="scim.revoke"
                      values={{ name: token.name }}
                      components={{ hidden: <span className="visually-hidden" /> }}
                    />
                  </button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <ScimHowTo />
      {creating && <CreateScimTokenDialog companyId={companyId} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t('scim.revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('scim.revokeConfirm')}
        pendingLabel={t('scim.revoking')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking, { onSettled: () => setRevoking(null) });
        }}
      >
        <p>{t('scim.revokeText')}</p>
      </ConfirmDialog>
    </section>
  );
}
