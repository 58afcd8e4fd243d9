import { useSession } from '../../../app/session';
import { ErrorState, LoadingState, PageHeader, PremiumBadge, UpgradePrompt } from '../../../components/ui';
import { useIntegrations } from '../api';
import { IntegrationCard } from '../components/IntegrationCard';
import { useOAuthReturn } from '../components/useOAuthReturn';
import '../integrations.css';

/**
 * /integrations: social and calendar accounts, and the CRM, as the API lists them. A Premium
 * feature. Providers send the browser back here after their consent page.
 */
export default function Integrations() {
  const { isPremium, roles, profiles } = useSession();
  const integrations = useIntegrations(isPremium);
  const { completing, declined } = useOAuthReturn(integrations.data);

  return (
    <>
      <PageHeader title="Integrations" description="Connect the services you already use, so your page and your contacts stay in step with them." badge={<PremiumBadge />} />
      {roles.isLoading ? (
        <LoadingState label="Checking your plan…" />
      ) : !isPremium ? (
        <UpgradePrompt feature="Integrations">
          <p>Show your latest posts, tweets and videos on your page, let visitors book a meeting through Calendly, and send new leads to GoHighLevel.</p>
        </UpgradePrompt>
      ) : integrations.isLoading ? (
        <LoadingState label="Loading your integrations…" />
      ) : integrations.isError ? (
        <ErrorState error={integrations.error} onRetry={() => integrations.refetch()} />
      ) : (
        <>
          {declined && (
            <p className="notice" role="status">
              You did not allow Everlink to use your {declined} account, so nothing was connected.
            </p>
          )}
          <ul className="card-grid" aria-label="Services you can connect">
            {integrations.data!.map((integration) => (
              <IntegrationCard key={integration.id} integration={integration} profiles={profiles.data ?? []} completing={completing === integration.id} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
