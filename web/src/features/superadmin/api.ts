import { useInfiniteQuery } from '@tanstack/react-query';
import type { CardBatch, MintCardsBody, MintedBatch } from '@contract/cards';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useAppMutation } from '../../lib/toasts';
import type { UserRecord } from '../auth/api';

export const superadminKeys = {
  all: ['superadmin'] as const,
  users: (search: string) => ['superadmin', 'users', search] as const,
  roles: () => ['superadmin', 'roles'] as const,
  divisions: () => ['superadmin', 'divisions'] as const,
  cardBatches: () => ['superadmin', 'card-batches'] as const,
};

/** GET /v1/users: every user by email, a page at a time; `search` is an email prefix. */
export function useAllUsers(search: string) {
  return useInfiniteQuery({
    queryKey: superadminKeys.users(search),
    queryFn: ({ pageParam }) => api.list<UserRecord>('/v1/users', { query: { search, cursor: pageParam, limit: 25 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A minted batch as GET /v1/cards/batches lists it: how many of its cards are in use, and its CSV. */
export interface CardBatchSummary extends CardBatch {
  activated: number;
  exportPath: string;
}

/** GET /v1/cards/batches: the batches, newest first. */
export function useCardBatches() {
  return useInfiniteQuery({
    queryKey: superadminKeys.cardBatches(),
    queryFn: ({ pageParam }) => api.list<CardBatchSummary>('/v1/cards/batches', { query: { cursor: pageParam, limit: 25 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** POST /v1/cards: a new batch of unassigned cards; the form shows a failure on its fields. */
export function useMintCards() {
  return useAppMutation({
    mutationFn: (body: MintCardsBody) => api.post<MintedBatch>('/v1/cards', body),
    success: (batch) => `${batch.cardIds.length} ${batch.cardIds.length === 1 ? 'card' : 'cards'} minted.`,
    invalidates: [superadminKeys.cardBatches()],
    silentError: true,
  });
}

/** The printer's CSV of a batch, fetched with the superadmin's token and saved as a file. */
export function useDownloadBatchCsv() {
  return useAppMutation({
    mutationFn: async ({ batchId, exportPath }: { batchId: string; exportPath: string }) => saveFile(await api.download(exportPath), `everlink-cards-${batchId}.csv`),
    success: 'The CSV is downloading.',
  });
}
