import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { CreateContactBody } from '@contract/contacts';

/**
 * Leads taken at an event wait here (IndexedDB) until they reach the API. Each carries the
 * `clientId` the API derives the contact's id from, so an upload that is sent again (the answer
 * was lost, two tabs synced at once) still makes one contact. A lead leaves the queue only after
 * a 2xx answer; any failure keeps it, with the reason, for the next attempt.
 */

export interface QueuedLead {
  /** The client-made id, also the `clientId` sent with the contact. */
  id: string;
  /** Whose book it goes to: only the signed-in owner's leads are sent with their token. */
  uid: string;
  body: CreateContactBody & { clientId: string };
  /** A photo picked with the lead, uploaded once the contact exists. */
  photo?: Blob;
  queuedAt: string;
  /** Why the last attempt failed, shown next to the lead. */
  lastError?: string;
}

export interface SyncResult {
  synced: number;
  failed: number;
  /** The first failure's message, to say why leads are still waiting. */
  error?: string;
}

/** Sends one lead; resolves with the created (or already created) contact's id, rejects on any failure. */
export type UploadLead = (lead: QueuedLead) => Promise<string>;
/** Attaches the lead's photo to the contact; its failure does not keep the lead (the contact is saved). */
export type UploadPhoto = (contactId: string, photo: Blob) => Promise<unknown>;

let store: UseStore | null = null;
const leadStore = () => (store ??= createStore('everlink-event-mode', 'leads'));

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called after every change of the queue (to refresh a count). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueueLead(uid: string, body: CreateContactBody, photo?: Blob | null): Promise<QueuedLead> {
  const id = crypto.randomUUID();
  const lead: QueuedLead = {
    id,
    uid,
    body: { ...body, clientId: id },
    queuedAt: new Date().toISOString(),
    ...(photo ? { photo } : {}),
  };
  await set(id, lead, leadStore());
  changed();
  return lead;
}

/** The owner's waiting leads, oldest first. */
export async function queuedLeads(uid: string): Promise<QueuedLead[]> {
  const all = await entries<string, QueuedLead>(leadStore());
  return all
    .map(([, lead]) => lead)
    .filter((lead) => lead.uid === uid)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** Takes a lead out without sending it (the person chose to discard it). */
export async function discardLead(id: string): Promise<void> {
  await del(id, leadStore());
  changed();
}

// One sync at a time per page: the `online` event and a start-up sync may fire together.
let running: Promise<SyncResult> | null = null;

/** Sends the owner's waiting leads one by one, oldest first. */
export function syncQueuedLeads(uid: string, upload: UploadLead, uploadPhoto?: UploadPhoto): Promise<SyncResult> {
  running ??= syncAll(uid, upload, uploadPhoto).finally(() => {
    running = null;
  });
  return running;
}

async function syncAll(uid: string, upload: UploadLead, uploadPhoto?: UploadPhoto): Promise<SyncResult> {
  const result: SyncResult = { synced: 0, failed: 0 };
  for (const lead of await queuedLeads(uid)) {
    let contactId: string;
    try {
      contactId = await upload(lead);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : String(error);
      result.failed += 1;
      result.error ??= message;
      await set(lead.id, { ...lead, lastError: message }, leadStore());
      continue;
    }
    await del(lead.id, leadStore());
    result.synced += 1;
    if (lead.photo && uploadPhoto) await uploadPhoto(contactId, lead.photo).catch(() => undefined);
  }
  if (result.synced || result.failed) changed();
  return result;
}
