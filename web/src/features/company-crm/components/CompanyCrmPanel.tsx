import { QueryView } from '../../../components/QueryView';
import { LoadingState } from '../../../components/ui';
import { activeCrm, useCompanyCrms } from '../api';
import { useCompanyCrmText } from '../i18n';
import { CrmCard } from './CrmCard';
import { MappingEditor } from './MappingEditor';
import { PushLog } from './PushLog';
import { useCrmOAuthReturn } from './useCrmOAuthReturn';
import '../company-crm.css';

/**
 * The back office's CRM section (/company/crm, docs/company-crm.md): the three CRMs with their
 * state, the connected one's field mapping and push log. The CRMs' consent pages send the
 * browser back here with `code` and `state`.
 */
export function CompanyCrmPanel({ companyId }: { companyId: string }) {
  const { t } = useCompanyCrmText();
  const completing = useCrmOAuthReturn(companyId);
  // Back from a consent page, the list is read once the connection is made: it shows it.
  const crms = useCompanyCrms(companyId, completing === null);

  return (
    <div className="stack company-crm">
      <p className="muted company-section-intro">{t('intro')}</p>
      <QueryView
        query={crms}
        loadingLabel={t('loading')}
        errorTitle={t('loadFailed')}
        off={<LoadingState label={t('card.connectingTo', { name: completing ? t(`names.${completing}`) : '' })} />}
      >
        {(list) => {
          const active = activeCrm(list);
          return (
            <>
              <ul className="card-grid" aria-label={t('list')}>
                {list.map((crm) => (
                  <CrmCard
                    key={crm.id}
                    companyId={companyId}
                    crm={crm}
                    other={active && active.id !== crm.id ? active : null}
                  />
                ))}
              </ul>
              {active && <MappingEditor key={active.id} companyId={companyId} crm={active} />}
              {active && <PushLog companyId={companyId} />}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
