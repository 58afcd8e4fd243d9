import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Contact } from '@contract/contacts';
import { useMessageText } from '../../i18n/messages';
import { api } from '../../lib/api';
import { notify } from '../../lib/toasts';
import { useEventModeText } from './i18n';
import { onQueueChange, queuedLeads, syncQueuedLeads, type QueuedLead, type SyncResult } from './lead-queue';

/** Sends the owner's waiting leads to `POST /v1/contacts` (201 made, 200 made before) and their photos. */
export async function syncLeadsNow(uid: string, queryClient: QueryClient): Promise<SyncResult> {
  const result = await syncQueuedLeads(
    uid,
    async (lead) => (await api.post<Contact>('/v1/contacts', lead.body)).id,
    (contactId, photo) => {
      const form = new FormData();
      form.append('file', photo, 'photo');
      return api.post(`/v1/contacts/${encodeURIComponent(contactId)}/display/upload`, form);
    },
  );
  if (result.synced) {
    // Loaded once a lead went through, not on every signed-in start (LeadSyncStatus runs this in
    // the header): the contacts' module builds the contract's zod schemas as it loads.
    const { contactKeys } = await import('../contacts/api');
    await queryClient.invalidateQueries({ queryKey: contactKeys.all });
  }
  return result;
}

/** The owner's waiting leads, kept current as the queue changes. */
export function useWaitingLeads(uid: string | undefined): { leads: QueuedLead[]; loaded: boolean } {
  const [state, setState] = useState<{ leads: QueuedLead[]; loaded: boolean }>({ leads: [], loaded: false });
  useEffect(() => {
    if (!uid) return;
    let live = true;
    const load = () =>
      void queuedLeads(uid).then(
        (leads) => live && setState({ leads, loaded: true }),
        // No IndexedDB (a private window in some browsers): nothing can be waiting.
        () => live && setState({ leads: [], loaded: true }),
      );
    load();
    const stop = onQueueChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [uid]);
  return state;
}

/** `navigator.onLine`, following the `online`/`offline` events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The toasts that say how a sync went, worded in the reader's language: how many leads reached
 * the contacts, and how many did not and the first reason (those stay in the queue).
 */
export function useSyncToasts() {
  const { t } = useEventModeText();
  const messageText = useMessageText();
  return {
    synced: (count: number) => notify.success(t('sync.synced', { count })),
    failed: (count: number, reason?: string) =>
      notify.error(
        reason ? t('sync.failedBecause', { count, reason: messageText(reason) }) : t('sync.failed', { count }),
      ),
  };
}
