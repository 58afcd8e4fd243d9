import { useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../session/session';
import { paths } from '../../../session/paths';
import { useProfileLink } from '../../profiles/api';
import { useEventModeText } from '../i18n';
import type { SyncResult } from '../lead-queue';
import { ownCardOf, saveOwnCard } from '../own-card';
import { syncLeadsNow, useOnline, useSyncToasts, useWaitingLeads } from '../sync';

/**
 * Mounted once in the signed-in header: sends waiting leads on start and whenever the
 * connection returns, keeps the owner's card ready for offline use, and shows how many leads
 * are still waiting (a link to event mode, where each one is listed).
 */
export default function LeadSyncStatus() {
  const session = useSession();
  const uid = session.user?.uid;
  const online = useOnline();
  const queryClient = useQueryClient();
  const { leads } = useWaitingLeads(uid);
  const { t } = useEventModeText();
  const toasts = useSyncToasts();
  // Worded with the texts of the moment, without making the sync itself run again when they change.
  const announce = useEffectEvent((result: SyncResult) => {
    if (result.synced) toasts.synced(result.synced);
    if (result.failed) toasts.failed(result.failed, result.error);
  });

  useEffect(() => {
    if (!uid || !online) return;
    void syncLeadsNow(uid, queryClient).then(
      announce,
      // Reading the queue failed (no IndexedDB): nothing was waiting to be sent.
      () => undefined,
    );
  }, [uid, online, queryClient]);

  return (
    <>
      {uid && session.currentProfile && <OwnCardKeeper uid={uid} profileId={session.currentProfile.id} />}
      {/* A live region that stays mounted, so the count is announced as it changes. */}
      <span role="status">
        {leads.length > 0 && (
          <Link to={paths.eventMode} className="lead-sync-status">
            {t('waiting.count', { count: leads.length })}
          </Link>
        )}
      </span>
    </>
  );
}

/** Saves the current profile's card (details and link) each time they load online. */
function OwnCardKeeper({ uid, profileId }: { uid: string; profileId: string }) {
  const session = useSession();
  const link = useProfileLink(profileId);
  const profile = session.currentProfile;
  useEffect(() => {
    if (profile && link.data?.url) void saveOwnCard(uid, ownCardOf(profile, link.data.url)).catch(() => undefined);
  }, [uid, profile, link.data?.url]);
  return null;
}
