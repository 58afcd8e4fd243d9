import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { IntegrationSummary } from '@contract/integrations';
import type { Profile } from '@contract/profiles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { paths } from '../../../app/paths';
import { handleOf, useDisconnect, useRefreshContent, useStartConnection } from '../api';
import { RelativeTime } from './RelativeTime';

const STATUS: Record<IntegrationSummary['status'], { label: string; badge: string }> = {
  not_available: { label: 'Not available', badge: 'badge' },
  not_connected: { label: 'Not connected', badge: 'badge' },
  connected: { label: 'Connected', badge: 'badge badge-success' },
  needs_reconnect: { label: 'Needs reconnect', badge: 'badge badge-warning' },
};

/** What disconnecting does, in the person's terms. */
function disconnectText(integration: IntegrationSummary): string {
  if (integration.id === 'instagram')
    return 'Everlink deletes the Instagram data it holds: the access, your account name and the copies of your posts. They leave your pages at once.';
  if (integration.kind === 'crm') return `New leads will no longer be sent to ${integration.name}. The contacts already there stay.`;
  if (integration.kind === 'booking') return 'Your pages stop offering your Calendly event types, and Everlink gives up its access.';
  return `Your ${integration.name} ${integration.kind === 'videos' ? 'videos' : 'posts'} leave your pages, and Everlink gives up its access.`;
}

/** Where the connection shows: the profiles not hidden, or where each event type is offered. */
function Reach({ integration, profiles }: { integration: IntegrationSummary; profiles: Profile[] }) {
  if (integration.status !== 'connected') return null;
  if (integration.kind === 'crm') {
    const crm = integration.crm;
    return (
      <p className="fine-print">
        New leads go to {integration.account?.name}.{crm && crm.pending > 0 && ` ${crm.pending} waiting to be sent again.`}
        {crm && crm.failed > 0 && ` ${crm.failed} could not be sent: open the contact to send it again.`}
      </p>
    );
  }
  if (integration.kind === 'booking') {
    const offered = profiles.flatMap((p) => {
      const option = integration.bookingOptions.find((o) => o.uri === integration.bookingByProfile[p.id]);
      return option ? [`${p.name} (${option.name})`] : [];
    });
    return (
      <p className="fine-print">{offered.length ? `Book a meeting on: ${offered.join(', ')}.` : 'Not offered on any page yet: pick an event type in a profile’s Socials tab.'}</p>
    );
  }
  const shown = profiles.filter((p) => !integration.hiddenOnProfileIds.includes(p.id));
  return (
    <p className="fine-print">
      {shown.length ? `Shows on: ${shown.map((p) => p.name).join(', ')}.` : 'Hidden on all your profiles.'}
      {profiles[0] && (
        <>
          {' '}
          <Link to={paths.profile(profiles[0].id, 'socials')}>Choose per profile</Link>
        </>
      )}
    </p>
  );
}

function Preview({ integration }: { integration: IntegrationSummary }) {
  if (integration.status !== 'connected' || !integration.content.length) return null;
  if (integration.kind === 'tweets') {
    return (
      <ul className="integration-posts" aria-label={`Latest on ${integration.name}`}>
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
    <ul className="integration-preview" aria-label={`Latest on ${integration.name}`}>
      {integration.content
        .filter((item) => item.imageUrl)
        .slice(0, 3)
        .map((item) => (
          <li key={item.id}>
            <a href={item.url} target="_blank" rel="noreferrer">
              <img src={item.imageUrl!} alt={item.text || `${integration.name} post`} width={96} height={96} loading="lazy" />
            </a>
          </li>
        ))}
    </ul>
  );
}

/** One provider on /integrations: its state, account, what it shows where, and what one can do. */
export function IntegrationCard({ integration, profiles, completing }: { integration: IntegrationSummary; profiles: Profile[]; completing: boolean }) {
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
        <span className={status.badge}>{completing ? 'Connecting…' : status.label}</span>
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
            Connected as{' '}
            {account.url ? (
              <a href={account.url} target="_blank" rel="noreferrer">
                {handleOf(integration)}
              </a>
            ) : (
              <strong>{handleOf(integration)}</strong>
            )}
          </span>
        </div>
      )}
      {integration.status === 'needs_reconnect' && (
        <p className="integration-reason" role="status">
          {integration.name} stopped accepting Everlink’s access{integration.reason ? ` (${integration.reason})` : ''}. Connect again to carry on.
        </p>
      )}
      {integration.status === 'not_available' && <p className="fine-print">This Everlink is not set up for {integration.name} yet.</p>}
      {integration.lastRefreshAt && integration.status !== 'not_available' && (
        <p className="fine-print">
          Last refreshed <RelativeTime iso={integration.lastRefreshAt} />
        </p>
      )}
      <Preview integration={integration} />
      <Reach integration={integration} profiles={profiles} />
      <div className="integration-actions">
        {(integration.status === 'not_connected' || integration.status === 'needs_reconnect') && (
          <button type="button" className="button button-primary" disabled={start.isPending || completing} onClick={() => start.mutate(integration)}>
            {start.isPending ? 'Opening…' : `${integration.status === 'needs_reconnect' ? 'Reconnect' : 'Connect'} ${integration.name}`}
          </button>
        )}
        {integration.status === 'connected' && integration.calls.refresh && (
          <button type="button" className="button button-secondary" disabled={refresh.isPending} onClick={() => refresh.mutate(integration)}>
            {refresh.isPending ? 'Refreshing…' : 'Refresh now'}
          </button>
        )}
        {integration.calls.disconnect && (
          <button type="button" className="button button-ghost" onClick={() => setConfirming(true)}>
            Disconnect<span className="visually-hidden"> {integration.name}</span>
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${integration.name}?`}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting…"
        pending={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate(integration, { onSettled: () => setConfirming(false) })}
      >
        <p>{disconnectText(integration)}</p>
      </ConfirmDialog>
    </li>
  );
}
