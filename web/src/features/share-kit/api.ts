import { useQuery } from '@tanstack/react-query';
import type {
  BackgroundDesign,
  CompanyShareKit,
  CompanyShareKitBody,
  GoogleWalletLink,
  ShareKit,
  SignatureDesign,
} from '@contract/share-kit';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useAppMutation } from '../../lib/toasts';
import { useShareKitText } from './i18n';

/** The share kit of a profile (docs/share-kit.md): wallet passes, email signature, call backgrounds. */

export const shareKitKeys = {
  all: ['share-kit'] as const,
  kit: (profileId: string) => ['share-kit', profileId] as const,
  signature: (profileId: string, design: SignatureDesign) => ['share-kit', profileId, 'signature', design] as const,
  background: (profileId: string, design: BackgroundDesign) => ['share-kit', profileId, 'background', design] as const,
  company: (companyId: string) => ['share-kit', 'company', companyId] as const,
};

const profilePath = (profileId: string, rest: string) => `/v1/profiles/${encodeURIComponent(profileId)}${rest}`;
export const backgroundPath = (profileId: string, design: BackgroundDesign) =>
  profilePath(profileId, `/backgrounds/${design}.png`);

export function useShareKit(profileId: string) {
  return useQuery({
    queryKey: shareKitKeys.kit(profileId),
    queryFn: () => api.get<ShareKit>(profilePath(profileId, '/share-kit')),
  });
}

/** The signature's HTML in one design (the server renders it, escaped, with absolute image URLs). */
export function useSignatureHtml(profileId: string, design: SignatureDesign) {
  return useQuery({
    queryKey: shareKitKeys.signature(profileId, design),
    queryFn: async () => (await api.download(profilePath(profileId, '/signature'), { query: { design } })).blob.text(),
  });
}

/** A call background as a Blob (the thumbnails show the real picture, scaled down). */
export function useBackground(profileId: string, design: BackgroundDesign) {
  return useQuery({
    queryKey: shareKitKeys.background(profileId, design),
    queryFn: async () => (await api.download(backgroundPath(profileId, design))).blob,
    // A render costs the server; the picture only changes when the profile does.
    staleTime: 5 * 60_000,
  });
}

export function useDownloadApplePass(profileId: string) {
  const { t } = useShareKitText();
  return useAppMutation({
    mutationFn: async () => saveFile(await api.download(profilePath(profileId, '/wallet/apple')), 'everlink.pkpass'),
    success: t('toast.applePass'),
  });
}

/**
 * Google's save page opens in a new tab. The tab is opened at the click (browsers block windows
 * opened later, after an await) and sent to the link once the API answers.
 */
export function useOpenGoogleWallet(profileId: string) {
  const { t } = useShareKitText();
  return useAppMutation<void, Window | null>({
    mutationFn: async (tab) => {
      try {
        const { url } = await api.get<GoogleWalletLink>(profilePath(profileId, '/wallet/google'));
        if (tab) {
          // Google's page gets no handle on the app's window.
          tab.opener = null;
          tab.location.href = url;
        } else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    success: t('toast.googleWallet'),
  });
}

export function useDownloadBackground(profileId: string) {
  const { t } = useShareKitText();
  return useAppMutation<void, BackgroundDesign>({
    mutationFn: async (design) =>
      saveFile(await api.download(backgroundPath(profileId, design)), `everlink-background-${design}.png`),
    success: t('toast.background'),
  });
}

export function useCompanyShareKit(companyId: string) {
  return useQuery({
    queryKey: shareKitKeys.company(companyId),
    queryFn: () => api.get<CompanyShareKit>(`/v1/company/${encodeURIComponent(companyId)}/share-kit`),
  });
}

export function useSaveCompanyShareKit(companyId: string) {
  const { t } = useShareKitText();
  return useAppMutation<CompanyShareKit, CompanyShareKitBody>({
    mutationFn: (body) => api.put<CompanyShareKit>(`/v1/company/${encodeURIComponent(companyId)}/share-kit`, body),
    success: t('toast.companySaved'),
    invalidates: [shareKitKeys.all],
    silentError: true,
  });
}
