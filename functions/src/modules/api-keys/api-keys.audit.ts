import type { Request, Response } from 'express';
import type { AppContext } from '../../platform/context';
import { perStore } from '../../platform/store/per-store';
import type { Transaction, WriteBatch } from '../../platform/store/types';
import { collections } from '../../platform/store/collections';
import { commitInBatches } from '../../platform/batches';
import { badRequest } from '../../platform/errors';
import type { AuditEntry } from '../../contract/api-keys';
import type { Caller } from '../../platform/access';
import type { Page } from '../../contract/common';
import { AUDIT_DAYS, ownerKeyOf, type StoredApiKey, type StoredAuditPage } from './api-keys.model';

/**
 * Every call made with a key is audited, and no entry may be lost when an instance stops: Cloud
 * Functions gives an instance CPU only until a request's answer is sent, and may stop it at any
 * time after. So a call's answer waits until its entry is written (the end of the response is
 * held back, after its status is known). Entries of calls answered while a write is under way
 * wait for the next, which takes all of them: one document an owner a write (random id, TTL), so a
 * quiet key writes one small document a call and a busy instance fewer than one a call, and no
 * document or key range takes every write.
 */

interface Queue {
  waiting: Map<string, AuditEntry[]>;
  /** The write under way, if any. */
  writing: Promise<void> | null;
  /** The write that takes the waiting entries, once the one under way is done. */
  next: Promise<void> | null;
}

const queueOf = perStore((): Queue => ({ waiting: new Map(), writing: null, next: null }));

const expiryOf = (ctx: AppContext) => new Date(ctx.clock.now().getTime() + AUDIT_DAYS * 86_400_000);

/** A write of one audit document holding `entries` (newest first). */
export function auditWrite(
  ctx: AppContext,
  owner: string,
  entries: AuditEntry[],
): (writer: Pick<WriteBatch | Transaction, 'set'>) => void {
  const sorted = [...entries].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const page: StoredAuditPage = { owner, at: sorted[0].at, entries: sorted, expireAt: expiryOf(ctx) };
  return (writer) => void writer.set(collections(ctx).apiKeyAudit.doc(), page);
}

/**
 * Records a company's identity events (SSO, domain claims, SCIM) in its audit log, inside the
 * transaction or batch that makes the change, so a change is never without its entry.
 */
export function auditCompanyEvents(
  ctx: AppContext,
  writer: Pick<WriteBatch | Transaction, 'set'>,
  companyId: string,
  entries: AuditEntry[],
): void {
  if (entries.length) auditWrite(ctx, ownerKeyOf({ kind: 'company', companyId }), entries)(writer);
}

async function writeTaken(ctx: AppContext, taken: [string, AuditEntry[]][]): Promise<void> {
  const writes = taken.map(([owner, entries]) => auditWrite(ctx, owner, entries));
  try {
    await commitInBatches(ctx, writes);
  } catch (error) {
    // The answer is already decided; the log (kept by Cloud Logging) holds the entries instead.
    ctx.logger.error({ err: error, entries: taken }, 'API key audit not written');
  }
}

/** Resolves once `entry` is in the store, written with whatever else waits on this instance. */
function record(ctx: AppContext, owner: string, entry: AuditEntry): Promise<void> {
  const queue = queueOf(ctx);
  queue.waiting.set(owner, [...(queue.waiting.get(owner) ?? []), entry]);
  queue.next ??= (queue.writing ?? Promise.resolve()).then(() => {
    queue.next = null;
    const taken = [...queue.waiting.entries()];
    queue.waiting.clear();
    queue.writing = writeTaken(ctx, taken).finally(() => (queue.writing = null));
    return queue.writing;
  });
  return queue.next;
}

/** The route a call matched, as its pattern: ids never reach the audit. */
const routeOf = (req: Request) => `${req.baseUrl}${typeof req.route?.path === 'string' ? req.route.path : req.path}`;

/**
 * Audits the call before its answer leaves: `res.end` is held back until the entry (with the
 * answer's status) is written, so the request is not over, and its instance not free to stop,
 * before the entry is stored.
 */
export function auditCallBeforeAnswer(ctx: AppContext, key: StoredApiKey, req: Request, res: Response): void {
  const route = routeOf(req);
  const method = req.method;
  const end = res.end;
  res.end = function auditedEnd(this: Response, ...args: unknown[]) {
    res.end = end;
    const entry: AuditEntry = {
      event: 'call',
      keyId: key.id,
      keyName: key.name,
      method,
      route,
      status: res.statusCode,
      at: ctx.clock.now().toISOString(),
    };
    // record never fails (a failed write is logged), so the answer always goes out after it.
    void record(ctx, key.owner, entry).then(() => (end as (...a: unknown[]) => Response).apply(res, args));
    return res;
  } as Response['end'];
}

const CURSOR = /^([A-Za-z0-9_-]{1,128})\.(\d{1,4})$/;

/**
 * An owner's audit, newest first, `limit` entries a page. The cursor names the document and the
 * entry within it where the next page starts. Entries written by different instances are ordered
 * by document, so calls a few seconds apart on two instances may show slightly out of order.
 */
export async function readAudit(
  ctx: AppContext,
  owner: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<Page<AuditEntry>> {
  const audit = collections(ctx).apiKeyAudit;
  const data: AuditEntry[] = [];
  let from = 0;
  let query = audit.where('owner', '==', owner).orderBy('at', 'desc');
  const pages = [];
  if (cursor) {
    const match = CURSOR.exec(cursor);
    const start = match ? await audit.doc(match[1]).get() : null;
    if (!match || !start?.exists || start.data()?.owner !== owner) throw badRequest('Invalid cursor.');
    from = Number(match[2]);
    pages.push(start);
    query = query.startAfter(start);
  }
  // One document more than entries wanted: every document holds one entry at least, so the page knows whether more follow.
  pages.push(...(await query.limit(limit + 1).get()).docs);
  for (const [index, snap] of pages.entries()) {
    const entries = snap.data()!.entries;
    for (let i = index === 0 ? from : 0; i < entries.length; i++) {
      if (data.length === limit) return { data, nextCursor: `${snap.id}.${i}` };
      data.push(entries[i]);
    }
  }
  return { data };
}

/** An entry's author: the uid, and the name (or email) the caller's token had at the time. */
export function auditedBy(caller: Caller): Pick<AuditEntry, 'by' | 'byName'> {
  const name = 'name' in caller ? caller.name || caller.email : undefined;
  return name ? { by: caller.uid, byName: name } : { by: caller.uid };
}
