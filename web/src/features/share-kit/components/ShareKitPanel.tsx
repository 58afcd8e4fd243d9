import { QueryView } from '../../../components/QueryView';
import { useShareKit } from '../api';
import { WalletButtons } from './WalletButtons';
import { SignaturePanel } from './SignaturePanel';
import { BackgroundsPanel } from './BackgroundsPanel';
import { CompanyDesignsForm } from './CompanyDesignsForm';
import { useShareKitText } from '../i18n';
import '../share-kit.css';

/** The share kit under a profile's link and QR code: wallet passes, email signature, call backgrounds. */
export function ShareKitPanel({ profileId }: { profileId: string }) {
  const { t } = useShareKitText();
  const kit = useShareKit(profileId);
  return (
    <QueryView query={kit} loadingLabel={t('panel.loading')} errorTitle={t('panel.error')}>
      {(data) => {
        if (!data.cardUrl) return <p className="muted">{t('panel.noLink')}</p>;
        const companyName = data.company?.name;
        return (
          <div className="share-kit">
            <WalletButtons profileId={profileId} wallet={data.wallet} />
            {/* Keyed by the preselected design, so a change of the company's choice starts over from it. */}
            <SignaturePanel
              key={`signature-${data.signature.design}-${data.signature.locked}`}
              profileId={profileId}
              choice={data.signature}
              companyName={companyName}
            />
            <BackgroundsPanel profileId={profileId} choice={data.background} companyName={companyName} />
            {data.company?.canChoose && (
              <CompanyDesignsForm companyId={data.company.id} companyName={data.company.name} />
            )}
          </div>
        );
      }}
    </QueryView>
  );
}
