import { createHash } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { conflict } from '../../platform/errors';
import { authorize } from '../../platform/access';
import { TOOLS_LIMITS, TOOLS_MESSAGES, type Occupation, type OccupationsQuery } from '../../contract/tools';
import { buildOccupationIndex, foldTitle, type OccupationIndex } from './occupation-index';
import standardList from './data/occupations.json';
import { collections } from '../../platform/store/collections';

/**
 * Job-title suggestions: the standard list shipped with the product (data/occupations.json,
 * ESCO titles; docs/tools.md) and the titles each person added for themselves.
 *
 * Own titles live in `ownOccupations/{uid}_{hash of the folded title}`: adding one twice keeps
 * one, and the id alone finds it. At most TOOLS_LIMITS.ownOccupations a person.
 */

export interface OwnOccupation {
  userId: string;
  title: string;
  /** The folded title: what makes two titles the same. */
  key: string;
  createdAt: string;
}

const ownId = (userId: string, key: string) =>
  `${userId}_${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;

// Built once an instance, on first use: a few hundred titles take about a millisecond.
let standard: OccupationIndex | null = null;
const standardIndex = () => (standard ??= buildOccupationIndex(standardList.titles));
let standardByKey: Map<string, string> | null = null;
const standardTitleOf = (key: string) =>
  (standardByKey ??= new Map(standardList.titles.map((t) => [foldTitle(t), t]))).get(key);

/** ESCO writes titles in lower case ("ICT project manager"); a form shows them as a sentence starts. */
const display = (title: string) => title.charAt(0).toUpperCase() + title.slice(1);

/** A person's own titles, newest first. */
export async function ownOccupations(ctx: AppContext, userId: string): Promise<OwnOccupation[]> {
  const snap = await collections(ctx)
    .ownOccupations.where('userId', '==', userId)
    .limit(TOOLS_LIMITS.ownOccupations)
    .get();
  return snap.docs.map((d) => d.data()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The caller's own matches first, then the standard list's; each title once. */
export async function searchOccupations(
  ctx: AppContext,
  caller: AuthUser,
  query: OccupationsQuery,
): Promise<Occupation[]> {
  const own = await ownOccupations(ctx, caller.uid);
  if (!query.q) return own.slice(0, query.limit).map((o) => ({ title: o.title, source: 'own' }));
  const ownMatches = buildOccupationIndex(own.map((o) => o.title)).search(query.q, query.limit);
  const taken = new Set(ownMatches.map(foldTitle));
  const standardMatches = standardIndex()
    .search(query.q, query.limit + ownMatches.length)
    .filter((t) => !taken.has(foldTitle(t)));
  return [
    ...ownMatches.map((title): Occupation => ({ title, source: 'own' })),
    ...standardMatches.map((t): Occupation => ({ title: display(t), source: 'standard' })),
  ].slice(0, query.limit);
}

/**
 * Keeps a title of the caller's own; the same title again (any case or accents), or a title of
 * the standard list, changes nothing.
 */
export async function addOwnOccupation(
  ctx: AppContext,
  caller: AuthUser,
  title: string,
): Promise<{ occupation: Occupation; created: boolean }> {
  await authorize(ctx, caller, 'create', 'User', { userId: caller.uid });
  const clean = title.replace(/\s+/g, ' ').trim();
  const key = foldTitle(clean);
  // A standard title is suggested to everyone already: nothing to keep.
  const standardTitle = standardTitleOf(key);
  if (standardTitle) return { occupation: { title: display(standardTitle), source: 'standard' }, created: false };
  const ref = collections(ctx).ownOccupations.doc(ownId(caller.uid, key));
  return ctx.store.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing) return { occupation: { title: existing.title, source: 'own' as const }, created: false };
    const mine = await tx.get(
      collections(ctx).ownOccupations.where('userId', '==', caller.uid).limit(TOOLS_LIMITS.ownOccupations),
    );
    if (mine.size >= TOOLS_LIMITS.ownOccupations)
      throw conflict(TOOLS_MESSAGES.tooManyOwnOccupations, 'too-many-occupations');
    tx.create(ref, { userId: caller.uid, title: clean, key, createdAt: ctx.clock.now().toISOString() });
    return { occupation: { title: clean, source: 'own' as const }, created: true };
  });
}

/** Account deletion: every title the person added. */
export async function deleteOwnOccupations(ctx: AppContext, userId: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const snap = await collections(ctx).ownOccupations.where('userId', '==', userId).limit(400).get();
    if (snap.empty) return removed;
    const batch = ctx.store.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    removed += snap.size;
  }
}
