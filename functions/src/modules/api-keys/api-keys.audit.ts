import type { Request } from 'express';
import type { AppContext } from '../../platform/context';
import type { Store, WriteBatch } from '../../platform/store/types';
import { collections } from '../../platform/store/collections';
import { commitInBatches } from '../../platform/batches';
import { badRequest } from '../../platform/errors';
import type { AuditEntry } from '../../contract/api-keys';
import type { Page } from '../../contract/common';
import { AUDIT_DAYS, type StoredApiKey, type StoredAuditPage } from './api-keys.model';

/**
 * Every call made with a key is audited, but a busy key must not write a document a call: entries
 * wait in the instance's memory and are written one document an owner a flush, inside the next
 * key call that finds `config.analytics.flushIntervalMs` over (a minute in production, at once
 * locally), as analytics counts are (analytics.counts.ts: there is no CPU outside a request).
 * Documents get random ids and a TTL, so no document or key range takes every write.
 */

/** Entries an owner holds in one instance before it flushes whatever the interval. */
const MAX_OPEN = 100;

interface Buffer {
  open: Map<string, AuditEntry[]>;
  lastFlush: number;
  flushing: Promise<void> | null;
}

// One buffer a store: the tests run several apps in one process.
const buffers = new WeakMap<Store, Buffer>();

function bufferOf(ctx: AppContext): Buffer {
  let buffer = buffers.get(ctx.store);
  if (!buffer) {
    buffer = { open: new Map(), lastFlush: -Infinity, flushing: null };
    buffers.set(ctx.store, buffer);
  }
  return buffer;
}

const expiryOf = (ctx: AppContext) => new Date(ctx.clock.now().getTime() + AUDIT_DAYS * 86_400_000);

/** A write of one audit document holding `entries` (newest first). */
export function auditWrite(ctx: AppContext, owner: string, entries: AuditEntry[]): (batch: WriteBatch) => void {
  const sorted = [...entries].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const page: StoredAuditPage = { owner, at: sorted[0].at, entries: sorted, expireAt: expiryOf(ctx) };
  return (batch) => batch.set(collections(ctx).apiKeyAudit.doc(), page);
}

/** The route a call matched, as its pattern: ids never reach the audit. */
const routeOf = (req: Request) => `${req.baseUrl}${typeof req.route?.path === 'string' ? req.route.path : req.path}`;

/** Audits the call when its answer is sent (its status is known only then). */
export function auditCallOnFinish(
  ctx: AppContext,
  key: StoredApiKey,
  req: Request,
  res: { on: (e: 'finish', f: () => void) => unknown; statusCode: number },
): void {
  const route = routeOf(req);
  const method = req.method;
  res.on('finish', () => {
    const entry: AuditEntry = {
      event: 'call',
      keyId: key.id,
      keyName: key.name,
      method,
      route,
      status: res.statusCode,
      at: ctx.clock.now().toISOString(),
    };
    const buffer = bufferOf(ctx);
    const list = buffer.open.get(key.owner) ?? [];
    list.push(entry);
    buffer.open.set(key.owner, list);
  });
}

async function flushAll(ctx: AppContext, buffer: Buffer): Promise<void> {
  const taken = [...buffer.open.entries()];
  buffer.open.clear();
  if (!taken.length) return;
  try {
    await commitInBatches(
      ctx,
      taken.map(([owner, entries]) => auditWrite(ctx, owner, entries)),
    );
  } catch (error) {
    // Kept for the next flush rather than lost; the call that flushed is not failed for it.
    for (const [owner, entries] of taken) buffer.open.set(owner, [...entries, ...(buffer.open.get(owner) ?? [])]);
    ctx.logger.warn({ err: error }, 'API key audit not flushed');
  }
}

/** Flushes the instance's entries when the interval is over or an owner's entries are many. */
export async function flushAuditIfDue(ctx: AppContext): Promise<void> {
  const buffer = bufferOf(ctx);
  const now = ctx.clock.now().getTime();
  const full = [...buffer.open.values()].some((list) => list.length >= MAX_OPEN);
  if (!full && now >= buffer.lastFlush && now - buffer.lastFlush < ctx.config.analytics.flushIntervalMs) return;
  await flushAuditNow(ctx);
}

/** Flushes at once: before the audit is read, so an admin sees this instance's calls so far. */
export async function flushAuditNow(ctx: AppContext): Promise<void> {
  const buffer = bufferOf(ctx);
  if (buffer.flushing) await buffer.flushing;
  buffer.lastFlush = ctx.clock.now().getTime();
  buffer.flushing = flushAll(ctx, buffer).finally(() => (buffer.flushing = null));
  await buffer.flushing;
}

const CURSOR = /^([A-Za-z0-9_-]{1,128})\.(\d{1,4})$/;

/**
 * An owner's audit, newest first, `limit` entries a page. The cursor names the document and the
 * entry within it where the next page starts. Entries flushed by different instances are ordered
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
