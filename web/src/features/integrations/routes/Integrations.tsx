import { useSession } from '../../../app/session';
import { LoadingState, PageHeader, PremiumBadge, UpgradePrompt } from '../../../components/ui';
import { INTEGRATIONS } from '../api';

/** /integrations: social and calendar accounts, and the CRM. A Premium feature. */
export default function Integrations() {
  const { isPremium, roles } = useSession();
  return (
    <>
      <PageHeader title="Integrations" description="Connect the services you already use, so your page and your contacts stay in step with them." badge={<PremiumBadge />} />
      {roles.isLoading ? (
        <LoadingState label="Checking your plan…" />
      ) : isPremium ? (
        <ul className="card-grid" aria-label="Services you can connect">
          {INTEGRATIONS.map((service) => (
            <li key={service.id} className="panel">
              <h2>{service.name}</h2>
              <p className="muted">{service.text}</p>
              <p>
                <span className="badge">Not connected</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <UpgradePrompt feature="Integrations">
          <ul className="plain-list">
            {INTEGRATIONS.map((service) => (
              <li key={service.id}>
                <strong>{service.name}</strong> — {service.text}
              </li>
            ))}
          </ul>
        </UpgradePrompt>
      )}
    </>
  );
}
