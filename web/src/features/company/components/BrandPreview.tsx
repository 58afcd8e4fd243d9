import { useMemo } from 'react';
import type { Company } from '@contract/company';
import { publicCompanyBrandOf, type CompanyEverlink, type PublicCompanyBrand } from '@contract/company-brand';
import { EMPTY_PUBLIC_CONTEXT, publicViewOf } from '@contract/public-view';
import { useSession } from '../../../session/session';
import { ProfilePreview } from '../../profiles';
import { usePublicContext, useSocialNetworks } from '../../profiles/api';
import { useCompanyText } from '../i18n';

/**
 * The brand as employees' cards carry it (`PublicProfile.companyBrand`), from the company being
 * edited: links for everyone (no divisions), as links kept to divisions show only on theirs.
 */
export const brandOf = (company: Company, everlinks: readonly CompanyEverlink[]): PublicCompanyBrand =>
  publicCompanyBrandOf(company, everlinks, []);

/**
 * An employee's card with the brand as it stands in the form: the viewer's own current profile,
 * run through the API's public view with the company's brand in place of the saved one, drawn by the card page's
 * own component (through the profile editor's preview frame).
 */
export function BrandPreview({ company, everlinks }: { company: Company; everlinks: readonly CompanyEverlink[] }) {
  const { t } = useCompanyText();
  const { currentProfile } = useSession();
  const networks = useSocialNetworks();
  const context = usePublicContext(currentProfile?.id);
  const preview = useMemo(() => {
    if (!currentProfile) return null;
    return publicViewOf({
      ...(context.data ?? EMPTY_PUBLIC_CONTEXT),
      companyBrand: brandOf(company, everlinks),
      profile: currentProfile,
      networks: networks.data ?? [],
      publicUrl: window.location.origin,
    });
  }, [currentProfile, context.data, networks.data, company, everlinks]);
  if (!preview) return null;
  return <ProfilePreview profile={preview} title={t('branding.preview')} caption={t('branding.previewCaption')} />;
}
