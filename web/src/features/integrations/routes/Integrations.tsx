import { CAP_MESSAGES, PLAN_TABLE } from '@contract/caps';
import { useSession } from '../../../session/session';
import { PageHeader, PremiumBadge, UpgradePrompt } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { useIntegrations } from '../api';
import { useIntegrationsText } from '../i18n';
import { IntegrationCard } from '../components/IntegrationCard';
import { useOAuthReturn } from '../components/useOAuthReturn';
import '../integrations.css';

/**
 * /integrations: social and calendar accounts, and the CRM, as the API lists them. A Premium
 * feature. Providers send the browser back here after their consent page.
 */
export default function Integrations() {
  const { t } = useIntegrationsText();
  const { planTier, roles, profiles } = useSession();
  // The plan table's row, as the API holds it (403 'not-in-plan' to connect without it).
  const included = PLAN_TABLE.integrations[planTier];
  const integrations = useIntegrations(included);
  const { completing, declined } = useOAuthReturn(integrations.data);

  const content = !included ? (
    <UpgradePrompt feature={t('page.title')}>
      <p>{t('page.upgrade')}</p>
      <p>{CAP_MESSAGES.integrations()}</p>
    </UpgradePrompt>
  ) : (
    <QueryView query={integrations} loadingLabel={t('page.loading')}>
      {(list) => (
        <>
          {declined && (
            <p className="notice" role="status">
              {t('page.declined', { name: declined })}
            </p>
          )}
          <ul className="card-grid" aria-label={t('page.listLabel')}>
            {list.map((integration) => (
              <IntegrationCard
                key={integration.id}
                integration={integration}
                profiles={profiles.data ?? []}
                completing={completing === integration.id}
              />
            ))}
          </ul>
        </>
      )}
    </QueryView>
  );

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} badge={<PremiumBadge />} />
      {/* The plan comes from the roles: wait for them; without them the plan read so far decides. */}
      <QueryView query={roles} loadingLabel={t('page.checkingPlan')} off={content} error={() => content}>
        {() => content}
      </QueryView>
    </>
  );
}
