import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Company } from '@contract/company';
import {
  NEW_EVERLINK_ID,
  type BrandImageType,
  type CompanyCard,
  type CompanyEverlink,
  type CompanyEverlinkBody,
} from '@contract/company-brand';
import { api } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { companyKeys, companyPath, employeeName } from './api';
import { useCompanyText } from './i18n';

/** Query keys of the brand part of the company (links and cards), under the company's own key. */
export const brandKeys = {
  everlinks: (companyId: string) => ['company', companyId, 'everlinks'] as const,
  cards: (companyId: string) => ['company', companyId, 'cards'] as const,
};

const everlinkPath = (companyId: string, everlinkId: string) =>
  companyPath(companyId, `/everlinks/${encodeURIComponent(everlinkId)}`);

// --- company links ---

/** GET /v1/company/{id}/everlinks: every company link, in order. */
export function useCompanyEverlinks(companyId: string) {
  return useQuery({
    queryKey: brandKeys.everlinks(companyId),
    queryFn: ({ signal }) => api.get<CompanyEverlink[]>(companyPath(companyId, '/everlinks'), { signal }),
  });
}

/** POST …/everlinks/{id}: saves a whole link; `new` creates one. */
export function useSaveEverlink(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: ({ everlinkId = NEW_EVERLINK_ID, body }: { everlinkId?: string; body: CompanyEverlinkBody }) =>
      api.post<CompanyEverlink>(everlinkPath(companyId, everlinkId), body),
    success: (link, { everlinkId }) => t(everlinkId ? 'toast.linkSaved' : 'toast.linkAdded', { title: link.title }),
    invalidates: [brandKeys.everlinks(companyId)],
    silentError: true,
  });
}

/** POST …/everlinks/upload: a new file link (titled), or a new file for a link. */
export function useUploadEverlinkFile(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: ({ file, title, everlinkId }: { file: File; title?: string; everlinkId?: string }) => {
      const form = new FormData();
      if (title) form.append('title', title);
      form.append('file', file);
      return api.post<CompanyEverlink>(companyPath(companyId, '/everlinks/upload'), form, { query: { everlinkId } });
    },
    success: (link) => t('toast.linkUploaded', { title: link.title }),
    invalidates: [brandKeys.everlinks(companyId)],
    silentError: true,
  });
}

export function useDeleteEverlink(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: (link: CompanyEverlink) => api.delete<unknown>(everlinkPath(companyId, link.id)),
    success: (_data, link) => t('toast.linkRemoved', { title: link.title }),
    invalidates: [brandKeys.everlinks(companyId)],
  });
}

// --- logo and background ---

/** POST …/company-logo/upload or …/background/upload: the image on every employee's card. */
export function useUploadBrandImage(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: ({ type, file }: { type: BrandImageType; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<Company>(
        companyPath(companyId, type === 'company-logo' ? '/company-logo/upload' : '/background/upload'),
        form,
      );
    },
    success: (_company, { type }) => t(type === 'company-logo' ? 'toast.logoSaved' : 'toast.backgroundSaved'),
    invalidates: [companyKeys.all],
  });
}

// --- company cards ---

export function useCompanyCards(companyId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: brandKeys.cards(companyId),
    queryFn: ({ pageParam, signal }) =>
      api.list<CompanyCard>(companyPath(companyId, '/cards'), { query: { limit: 100, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** PUT …/cards/{cardId}: `userId` gives the card to that employee, null takes it back. */
export function useAssignCard(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: ({ card, userId }: { card: CompanyCard; userId: string | null }) =>
      api.put<CompanyCard>(companyPath(companyId, `/cards/${encodeURIComponent(card.id)}`), { userId }),
    // The holder as the API answers it: the dialog's list may be reloading a search by then.
    success: (card) =>
      card.holder
        ? t('toast.cardAssigned', { id: card.id, name: employeeName(card.holder) })
        : t('toast.cardFreed', { id: card.id }),
    invalidates: [brandKeys.cards(companyId)],
    silentError: true,
  });
}
