import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { can } from '../../platform/access';
import type { Action } from '../../contract/roles';
import {
  CONTACT_LIMITS,
  type ContactFilters,
  type ContactSelectionBody,
  type SelectionStep,
  type TagSelectionBody,
} from '../../contract/contacts';
import type { StoredContact } from './contacts.model';
import { decodeCursor, encodeCursor, planFor, walk, type Position } from './contacts.query';
import { BATCH_LIMIT, chunks } from './contacts.store';
import { collections } from '../../platform/store/collections';
import { removeContacts } from './contacts.removal';

/**
 * "Every contact matching this filter": counting it, and deleting or tagging it however large
 * it is. A call over a filter examines at most STEP contacts and commits them in batches of at
 * most BATCH_LIMIT writes (each batch all or nothing), then answers a cursor to go on from. A call
 * that fails halfway has committed whole batches only; the same call again (with the cursor it
 * was given) carries on, and doing a batch twice changes nothing (a deleted contact is gone, a
 * tag is there once). The web client repeats the call until no cursor comes back.
 */

/** Contacts one call examines: four batches, well inside a request's time on Firestore. */
export const STEP = 2_000;

/** How many of the caller's contacts match the filter. */
export async function countContacts(
  ctx: AppContext,
  caller: AuthUser,
  filters: ContactFilters,
): Promise<{ count: number }> {
  const plan = planFor(ctx, caller.uid, filters);
  // The index answers alone unless a long search needs its tail checked in memory. Ordered as the
  // list is, so the count runs on the list's index: unordered, a search (whose keys have no
  // single-field index) would need one more composite index of its own on Firestore.
  if (!plan.residual) {
    const [{ field, query }] = plan.streams;
    return {
      count: (await query.orderBy(field, plan.direction).orderBy('id', plan.direction).count().get()).data().count,
    };
  }
  let count = 0;
  for await (const { match } of walk(plan, undefined, BATCH_LIMIT)) if (match) count++;
  return { count };
}

type Apply = (contacts: StoredContact[]) => Promise<{ count: number; skipped: number }>;

async function overSelection(
  ctx: AppContext,
  caller: AuthUser,
  body: ContactSelectionBody,
  action: Action,
  apply: Apply,
): Promise<SelectionStep> {
  const step: SelectionStep = { count: 0, skipped: 0 };
  const run = async (contacts: StoredContact[]) => {
    const allowed: StoredContact[] = [];
    for (const c of contacts) if (await can(ctx, caller, action, 'Contact', c)) allowed.push(c);
    if (!allowed.length) return;
    const done = await apply(allowed);
    step.count += done.count;
    step.skipped += done.skipped;
  };
  if (body.ids) {
    // Others' and unknown ids are left out, as the single calls answer them 404.
    const snaps = await ctx.store.getAll(...[...new Set(body.ids)].map((id) => collections(ctx).contacts.doc(id)));
    await run(snaps.map((s) => s.data()).filter((c): c is StoredContact => !!c));
    return step;
  }
  const plan = planFor(ctx, caller.uid, body.filter!);
  let examined = 0;
  let last: Position | undefined;
  let pending: StoredContact[] = [];
  for await (const item of walk(plan, decodeCursor(plan, body.cursor), BATCH_LIMIT)) {
    examined++;
    last = item.position;
    if (item.match) pending.push(item.contact);
    if (pending.length === BATCH_LIMIT) {
      await run(pending);
      pending = [];
    }
    if (examined >= STEP) break;
  }
  await run(pending);
  if (examined >= STEP && last) step.nextCursor = encodeCursor(plan, last);
  return step;
}

/** Deletes the selected contacts (and their photos). */
export function deleteSelection(ctx: AppContext, caller: AuthUser, body: ContactSelectionBody): Promise<SelectionStep> {
  return overSelection(ctx, caller, body, 'delete', async (contacts) => {
    await removeContacts(ctx, contacts);
    return { count: contacts.length, skipped: 0 };
  });
}

/**
 * Adds a tag to the selected contacts: a transaction a batch, which reads each contact again so
 * an edit made meanwhile is kept. A contact that already has the tag counts as tagged; one that
 * holds the most tags a contact may have is skipped.
 */
export function tagSelection(ctx: AppContext, caller: AuthUser, body: TagSelectionBody): Promise<SelectionStep> {
  const { tag } = body;
  return overSelection(ctx, caller, body, 'update', async (contacts) => {
    let count = 0;
    let skipped = 0;
    for (const part of chunks(contacts, BATCH_LIMIT)) {
      const done = await ctx.store.runTransaction(async (tx) => {
        const now = ctx.clock.now().toISOString();
        const current = await Promise.all(
          part.map(async (c) => (await tx.get(collections(ctx).contacts.doc(c.id))).data()),
        );
        let tagged = 0;
        let full = 0;
        for (const c of current) {
          if (!c) continue;
          const tags = c.tags ?? [];
          if (tags.includes(tag)) tagged++;
          else if (tags.length >= CONTACT_LIMITS.tagsPerContact) full++;
          else {
            tx.update(collections(ctx).contacts.doc(c.id), { tags: [...tags, tag], updatedAt: now });
            tagged++;
          }
        }
        return { tagged, full };
      });
      count += done.tagged;
      skipped += done.full;
    }
    return { count, skipped };
  });
}
