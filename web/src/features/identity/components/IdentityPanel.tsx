import { AuditLog } from '../../api-keys';
import { useIdentityText } from '../i18n';
import { DomainsSection } from './DomainsSection';
import { EnforcementSection } from './EnforcementSection';
import { ScimSection } from './ScimSection';
import { SsoSection } from './SsoSection';
import '../identity.css';

/**
 * The back office's Identity section (/company/identity, docs/sso.md and docs/scim.md): the
 * identity provider, the proved domains, enforcement, directory sync and the company's audit log,
 * where every identity change is recorded.
 */
export function IdentityPanel({ companyId }: { companyId: string }) {
  const { t } = useIdentityText();
  return (
    <div className="stack identity">
      <p className="muted company-section-intro">{t('intro')}</p>
      <SsoSection companyId={companyId} />
      <DomainsSection companyId={companyId} />
      <EnforcementSection companyId={companyId} />
      <ScimSection companyId={companyId} />
      <AuditLog owner={{ companyId }} />
    </div>
  );
}
