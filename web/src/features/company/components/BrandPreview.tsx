import { useMemo } from 'react';
import type { Company } from '@contract/company';
import type { CompanyEverlink, PublicCompanyBrand } from '@contract/company-brand';
import { publicProfileOf } from '@contract/profile-projection';
import { useSession } from '../../../app/session';
import { ProfilePreview } from '../../profiles';
import { useSocialNetworks } from '../../profiles/api';
import { useCompanyText } from '../i18n';

/** The brand as employees' cards carry it (`PublicProfile.companyBrand`), from the company being edited. */
export function brandOf(company: Company, everlinks: readonly CompanyEverlink[]): PublicCompanyBrand {
  return {
    id: company.id,
    name: company.name,
    logoUrl: company.logo?.url ?? null,
    backgroundUrl: company.background?.url ?? null,
    brand: company.brand,
    // Links for everyone; links kept to divisions show only on those employees' cards.
    everlinks: everlinks.filter((link) => link.divisionIds.length === 0).map(({ id, type, title, url }) => ({ id, type, title, url })),
  };
}

/**
 * An employee's card with the brand as it stands in the form: the viewer's own current profile,
 * run through the API's public projection with the company's brand, drawn by the card page's
 * own component (through the profile editor's preview frame).
 */
export function BrandPreview({ company, everlinks }: { company: Company; everlinks: readonly CompanyEverlink[] }) {
  const { t } = useCompanyText();
  const { currentProfile } = useSession();
  const networks = useSocialNetworks();
  const preview = useMemo(() => {
    if (!currentProfile) return null;
    return publicProfileOf(currentProfile, {
      publicUrl: window.location.origin,
      networks: new Map((networks.data ?? []).map((n) => [n.id, n])),
      companyBrand: brandOf(company, everlinks),
    });
  }, [currentProfile, networks.data, company, everlinks]);
  if (!preview) return null;
  return <ProfilePreview profile={preview} title={t('branding.preview')} caption={t('branding.previewCaption')} />;
}
