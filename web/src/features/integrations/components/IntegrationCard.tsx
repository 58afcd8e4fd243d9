import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import type { IntegrationSummary } from '@contract/integrations';
import type { Profile } from '@contract/profiles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { paths } from '../../../session/paths';
import { handleOf, useDisconnect, useRefreshContent, useStartConnection } from '../api';
import { useIntegrationsText, type IntegrationsT } from '../i18n';
import { RelativeTime } from './RelativeTime';

/** Each state's word (its key under `card.status`) and badge. */
const STATUS = {
  not_available: { label: 'notAvailable', badge: 'badge' },
  not_connected: { label: 'notConnected', badge: 'badge' },
  connected: { label: 'connected', badge: 'badge badge-success' },
  needs_reconnect: { label: 'needsReconnect', badge: 'badge badge-warning' },
} as const satisfies Record<IntegrationSummary['status'], { label: string; badge: string }>;

/** What disconnecting does, in the person's terms. */
function disconnectText(integration: IntegrationSummary, t: IntegrationsT): string {
  if (integration.id === 'instagram') return t('card.confirm.instagram');
  if (integration.kind === 'crm') return t('card.confirm.crm', { name: integration.name });
  if (integration.kind === 'booking') return t('card.confirm.booking');
  return t(integration.kind === 'videos' ? 'card.confirm.videos' : 'card.confirm.posts', { name: integration.name });
}

/** Where the connection shows: the profiles not hidden, or where each event type is offered. */
function Reach({ integration, profiles }: { integration: IntegrationSummary; profiles: Profile[] }) {
  const { t } = useIntegrationsText();
  if (integration.status !== 'connected') return null;
  if (integration.kind === 'crm') {
    const crm = integration.crm;
    const sentences = [
      t('card.reach.leadsGoTo', { account: integration.account?.name ?? '' }),
      crm && crm.pending > 0 && t('card.reach.leadsWaiting', { pending: crm.pending }),
      crm && crm.failed > 0 && t('card.reach.leadsFailed', { failed: crm.failed }),
    ];
    return <p className="fine-print">{sentences.filter(Boolean).join(' ')}</p>;
  }
  if (integration.kind === 'booking') {
    const offered = profiles.flatMap((p) => {
      const option = integration.bookingOptions.find((o) => o.uri === integration.bookingByProfile[p.id]);
      return option ? [t('card.reach.offeredOn', { profile: p.name, eventType: option.name })] : [];
    });
    return (
      <p className="fine-print">
        {offered.length ? t('card.reach.bookOn', { pages: offered.join(', ') }) : t('card.reach.notOffered')}
      </p>
    );
  }
  const shown = profiles.filter((p) => !integration.hiddenOnProfileIds.includes(p.id));
  return (
    <p className="fine-print">
      {shown.length
        ? t('card.reach.showsOn', { profiles: shown.map((p) => p.name).join(', ') })
        : t('card.reach.hiddenEverywhere')}
      {profiles[0] && (
        <>
          {' '}
          <Link to={paths.profile(profiles[0].id, 'socials')}>{t('card.reach.choosePerProfile')}</Link>
        </>
      )}
    </p>
  );
}

function Preview({ integration }: { integration: IntegrationSummary }) {
  const { t } = useIntegrationsText();
  if (integration.status !== 'connected' || !integration.content.length) return null;
  if (integration.kind === 'tweets') {
    return (
      <ul className="integration-posts" aria-label={t('card.latestOn', { name: integration.name })}>
        {integration.content.slice(0, 2).map((item) => (
          <li key={item.id}>
            <a href={item.url} target="_blank" rel="noreferrer">
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="integration-preview" aria-label={t('card.latestOn', { name: integration.name })}>
      {integration.content
        .filter((item) => item.imageUrl)
        .slice(0, 3)
        .map((item) => (
          <li key={item.id}>
            <a href={item.url} target="_blank" rel="noreferrer">
              <img
                src={item.imageUrl!}
                alt={item.text || t('card.postImage', { name: integration.name })}
                width={96}
                height={96}
                loading="lazy"
              />
            </a>
          </li>
        ))}
    </ul>
  );
}

/** One provider on /integrations: its state, account, what it shows where, and what one can do. */
export function IntegrationCard({
  integration,
  profiles,
  completing,
}: {
  integration: IntegrationSummary;
  profiles: Profile[];
  completing: boolean;
}) {
  const { t } = useIntegrationsText();
  const [confirming, setConfirming] = useState(false);
  const start = useStartConnection();
  const disconnect = useDisconnect();
  const refresh = useRefreshContent();
  const status = STATUS[integration.status];
  const { account } = integration;
  const titleId = `integration-${integration.id}`;

  return (
    <li className="panel integration" aria-labelledby={titleId}>
      <div className="integration-head">
        <h2 id={titleId}>{integration.name}</h2>
        <span className={status.badge}>{completing ? t('card.connecting') : t(`card.status.${status.label}`)}</span>
      </div>
      <p className="muted">{integration.description}</p>
      {account && integration.status !== 'not_available' && (
        <div className="integration-account">
          {account.avatarUrl ? (
            <img className="avatar" src={account.avatarUrl} alt="" />
          ) : (
            <span className="avatar" aria-hidden="true">
              {account.name.charAt(0)}
            </span>
          )}
          <span>
            <Trans
              t={t}
              i18nKey="card.connectedAs"
              values={{ handle: handleOf(integration) }}
              components={{
                account: account.url ? <a href={account.url} target="_blank" rel="noreferrer" /> : <strong />,
              }}
            />
          </span>
        </div>
      )}
      {integration.status === 'needs_reconnect' && (
        <p className="integration-reason" role="status">
          {t('card.needsReconnect', {
            name: integration.name,
            why: integration.reason ? t('why', { reason: integration.reason }) : '',
          })}
        </p>
      )}
      {integration.status === 'not_available' && (
        <p className="fine-print">{t('card.notAvailable', { name: integration.name })}</p>
      )}
      {integration.lastRefreshAt && integration.status !== 'not_available' && (
        <p className="fine-print">
          <Trans
            t={t}
            i18nKey="card.lastRefreshed"
            components={{ when: <RelativeTime iso={integration.lastRefreshAt} /> }}
          />
        </p>
      )}
      <Preview integration={integration} />
      <Reach integration={integration} profiles={profiles} />
      <div className="integration-actions">
        {(integration.status === 'not_connected' || integration.status === 'needs_reconnect') && (
          <button
            type="button"
            className="button button-primary"
            disabled={start.isPending || completing}
            onClick={() => start.mutate(integration)}
          >
            {start.isPending
              ? t('card.opening')
              : t(integration.status === 'needs_reconnect' ? 'card.reconnect' : 'card.connect', {
                  name: integration.name,
                })}
          </button>
        )}
        {integration.status === 'connected' && integration.calls.refresh && (
          <button
            type="button"
            className="button button-secondary"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate(integration)}
          >
            {refresh.isPending ? t('card.refreshing') : t('card.refresh')}
          </button>
        )}
        {integration.calls.disconnect && (
          <button type="button" className="button button-ghost" onClick={() => setConfirming(true)}>
            <Trans
              t={t}
              i18nKey="card.disconnect"
              values={{ name: integration.name }}
              components={{ hidden: <span className="visually-hidden" /> }}
            />
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('card.confirm.title', { name: integration.name })}
        confirmLabel={t('card.confirm.action')}
        pendingLabel={t('card.confirm.pending')}
        pending={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate(integration, { onSettled: () => setConfirming(false) })}
      >
        <p>{disconnectText(integration, t)}</p>
      </ConfirmDialog>
    </li>
  );
}
