import { randomInt } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../platform/csv';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import type { QueryDocumentSnapshot, Transaction } from '../../platform/store/types';
import { badRequest, conflict, gone, notFound } from '../../platform/errors';
import {
  CARD_ID_ALPHABET,
  CARD_ID_LENGTH,
  CARD_ID_PATTERN,
  CARD_MESSAGES,
  type ActivateCardBody,
  type Card,
  type CardView,
  type MintCardsBody,
  type MintedBatch,
  type UpdateCardBody,
} from '../../contract/cards';
import { loadProfile } from '../profiles';
import { authorize, can, requireSuperadmin } from '../../platform/access';
import { COMPANY_BRAND_MESSAGES } from '../../contract/company-brand';
import { commitInBatches, WRITES_PER_BATCH } from '../../platform/batches';
import type { Action } from '../../contract/roles';
import { collections } from '../../platform/store/collections';
import { publish } from '../../platform/events';
import { transactWithOutbox } from '../../platform/outbox';

export const cardUrl = (ctx: AppContext, id: string) => `${ctx.config.publicUrl}/card/${id}`;

const view = (ctx: AppContext, card: Card): CardView => ({ ...card, url: cardUrl(ctx, card.id) });

function newCardId(): string {
  let id = '';
  for (let i = 0; i < CARD_ID_LENGTH; i++) id += CARD_ID_ALPHABET[randomInt(CARD_ID_ALPHABET.length)];
  return id;
}

/** The stored card, any status; null for an unknown or malformed id. */
export async function loadCard(ctx: AppContext, cardId: string): Promise<Card | null> {
  if (!CARD_ID_PATTERN.test(cardId)) return null;
  return (await collections(ctx).cards.doc(cardId).get()).data() ?? null;
}

/** Reads, inside the caller's transaction, the cards that open a profile. */
export function profileCardsInTx(ctx: AppContext, tx: Transaction, profileId: string) {
  return tx.get(collections(ctx).cards.where('profileId', '==', profileId));
}

/** Writes, inside the caller's transaction: the cards stay their owner's but open no profile. */
export function detachCardsInTx(tx: Transaction, cards: QueryDocumentSnapshot<Card>[], now: string): void {
  for (const card of cards) tx.update(card.ref, { profileId: null, updatedAt: now });
}

/** An owner's profile that a card may open: theirs, and active. Answers the profile's company, if any. */
async function assignableProfile(ctx: AppContext, caller: AuthUser, profileId: string): Promise<string | null> {
  const profile = await loadProfile(ctx, profileId);
  const allowed = !!profile && profile.status !== 'deleted' && (await can(ctx, caller, 'update', 'Profile', profile));
  if (!profile || !allowed) {
    throw badRequest(CARD_MESSAGES.profileNotFound, { profileId: CARD_MESSAGES.profileNotFound });
  }
  if (profile.status !== 'active')
    throw badRequest(CARD_MESSAGES.profileInactive, { profileId: CARD_MESSAGES.profileInactive });
  return profile.companyId ?? null;
}

const deactivatedCard = () => gone(CARD_MESSAGES.deactivated);

/**
 * Activation: an unassigned card becomes the caller's, opening the chosen profile. The caller's
 * own active card is simply moved to that profile. Another account's card is 409; a
 * deactivated card is 410 (deactivation is final: a lost card cannot be taken over).
 */
export async function activateCard(ctx: AppContext, caller: AuthUser, body: ActivateCardBody): Promise<CardView> {
  if (!CARD_ID_PATTERN.test(body.cardId)) throw notFound(CARD_MESSAGES.notFound);
  const profileCompanyId = await assignableProfile(ctx, caller, body.profileId);
  const ref = collections(ctx).cards.doc(body.cardId);
  const card = await transactWithOutbox(ctx, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(CARD_MESSAGES.notFound);
    if (current.status === 'deactivated') throw deactivatedCard();
    if (current.status === 'active' && current.userId !== caller.uid)
      throw conflict(CARD_MESSAGES.activeElsewhere, 'card-active');
    // A company's card: its members may take it up; anyone else asks the company's admins.
    if (current.companyId && !(await can(ctx, caller, 'read', 'Company', { companyId: current.companyId }))) {
      throw conflict(COMPANY_BRAND_MESSAGES.companyCardTaken, 'company-card');
    }
    const now = ctx.clock.now().toISOString();
    const next: Card = {
      ...current,
      status: 'active',
      userId: caller.uid,
      profileId: body.profileId,
      activatedAt: current.status === 'active' ? current.activatedAt : now,
      updatedAt: now,
    };
    tx.set(ref, next);
    // A company's card, or any card opening a company profile, tells the company (its webhooks).
    const companyId = current.companyId ?? profileCompanyId;
    if (current.status !== 'active' && companyId)
      await publish(ctx, 'company.activity', {
        companyId,
        type: 'card.activated',
        data: { card: { id: next.id, ownerId: caller.uid, profileId: next.profileId, activatedAt: next.activatedAt } },
        writer: tx,
      });
    return next;
  });
  return view(ctx, card);
}

/** A card the caller may act on; another's (or none) is 404, so card ids leak nothing. */
async function ownCard(ctx: AppContext, caller: AuthUser, cardId: string, action: Action = 'read'): Promise<Card> {
  const card = await loadCard(ctx, cardId.toUpperCase());
  if (!card) throw notFound(CARD_MESSAGES.notFound);
  await authorize(ctx, caller, action, 'Card', card, { message: CARD_MESSAGES.notFound });
  return card;
}

export async function getCard(ctx: AppContext, caller: AuthUser, cardId: string): Promise<CardView> {
  return view(ctx, await ownCard(ctx, caller, cardId));
}

const INVALID_CURSOR = 'This list position is no longer valid. Please load the list again.';

/** The caller's cards, newest activation first. */
export async function listCards(ctx: AppContext, caller: AuthUser, query: { limit: number; cursor?: string }) {
  let q = collections(ctx).cards.where('userId', '==', caller.uid).orderBy('activatedAt', 'desc');
  if (query.cursor) {
    const after = await collections(ctx)
      .cards.doc(Buffer.from(query.cursor, 'base64url').toString('utf8').slice(0, 40) || '-')
      .get();
    if (!after.exists || after.data()?.userId !== caller.uid)
      throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
    q = q.startAfter(after);
  }
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  const last = docs.at(-1);
  return {
    data: docs.map((d) => view(ctx, d.data())),
    nextCursor: snap.docs.length > query.limit && last ? Buffer.from(last.id).toString('base64url') : undefined,
  };
}

/** Moves the card to another of the caller's profiles, or renames it. */
export async function updateCard(
  ctx: AppContext,
  caller: AuthUser,
  cardId: string,
  body: UpdateCardBody,
): Promise<CardView> {
  const existing = await ownCard(ctx, caller, cardId, 'update');
  if (body.profileId) await assignableProfile(ctx, caller, body.profileId);
  const ref = collections(ctx).cards.doc(existing.id);
  const card = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    // The holder may have changed since the check above.
    if (!current || current.userId !== existing.userId) throw notFound(CARD_MESSAGES.notFound);
    if (current.status === 'deactivated') throw deactivatedCard();
    const next: Card = {
      ...current,
      ...(body.profileId ? { profileId: body.profileId } : {}),
      ...(body.label !== undefined ? { label: body.label } : {}),
      updatedAt: ctx.clock.now().toISOString(),
    };
    tx.set(ref, next);
    return next;
  });
  return view(ctx, card);
}

/** DELETE: the card stops working for good; its page says so (410). */
export async function deactivateCard(ctx: AppContext, caller: AuthUser, cardId: string): Promise<CardView> {
  const existing = await ownCard(ctx, caller, cardId, 'delete');
  const ref = collections(ctx).cards.doc(existing.id);
  const card = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || current.userId !== existing.userId) throw notFound(CARD_MESSAGES.notFound);
    if (current.status === 'deactivated') return current;
    const now = ctx.clock.now().toISOString();
    const next: Card = { ...current, status: 'deactivated', deactivatedAt: now, updatedAt: now };
    tx.set(ref, next);
    return next;
  });
  return view(ctx, card);
}

/**
 * A superadmin mints a batch of unassigned cards for the printer: all the cards and the batch
 * record, or nothing. Firestore takes at most 500 writes a commit, so the cards go in commits of
 * WRITES_PER_BATCH, the batch record with the last (a batch is listed only once all its cards
 * exist); when a commit fails, the cards already committed are deleted again. Ids are random; a
 * clash with an existing card fails its commit (`create`) and the batch is minted again with new ids.
 */
export async function mintCards(ctx: AppContext, caller: AuthUser, body: MintCardsBody): Promise<MintedBatch> {
  await requireSuperadmin(ctx, caller, { deny: 'forbidden' });
  if (body.companyId && !(await collections(ctx).companies.doc(body.companyId).get()).exists) {
    throw badRequest(COMPANY_BRAND_MESSAGES.unknownCompany, { companyId: COMPANY_BRAND_MESSAGES.unknownCompany });
  }
  for (let attempt = 1; ; attempt++) {
    const batchRef = collections(ctx).cardBatches.doc();
    const now = ctx.clock.now().toISOString();
    const ids = new Set<string>();
    while (ids.size < body.count) ids.add(newCardId());
    const cards = [...ids].map((id) => ({
      id,
      status: 'unassigned' as const,
      userId: null,
      profileId: null,
      label: '',
      batchId: batchRef.id,
      ...(body.companyId ? { companyId: body.companyId } : {}),
      activatedAt: null,
      deactivatedAt: null,
      createdAt: now,
      updatedAt: now,
    }));
    const committed: string[] = [];
    try {
      for (let from = 0; from < cards.length; from += WRITES_PER_BATCH) {
        const part = cards.slice(from, from + WRITES_PER_BATCH);
        const writes = ctx.store.batch();
        for (const card of part) writes.create(collections(ctx).cards.doc(card.id), card);
        if (from + WRITES_PER_BATCH >= cards.length) {
          writes.create(batchRef, {
            id: batchRef.id,
            count: body.count,
            note: body.note ?? '',
            createdBy: caller.uid,
            createdAt: now,
            ...(body.companyId ? { companyId: body.companyId } : {}),
          });
        }
        await writes.commit();
        committed.push(...part.map((card) => card.id));
      }
      return { batchId: batchRef.id, cardIds: [...ids], exportPath: `/v1/cards/batches/${batchRef.id}/export` };
    } catch (error) {
      await commitInBatches(
        ctx,
        committed.map((id) => (batch) => batch.delete(collections(ctx).cards.doc(id))),
      );
      if (attempt >= 3 || (error as { code?: string }).code !== 'already-exists') throw error;
    }
  }
}

export async function listBatches(ctx: AppContext, caller: AuthUser, query: { limit: number; cursor?: string }) {
  await requireSuperadmin(ctx, caller, { deny: 'forbidden' });
  let q = collections(ctx).cardBatches.orderBy('createdAt', 'desc');
  if (query.cursor) {
    const after = await collections(ctx)
      .cardBatches.doc(Buffer.from(query.cursor, 'base64url').toString('utf8').slice(0, 128) || '-')
      .get();
    if (!after.exists) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
    q = q.startAfter(after);
  }
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  const data = await Promise.all(
    docs.map(async (d) => {
      const batch = d.data();
      // Two equality filters need no composite index in Firestore.
      const unassigned = (
        await collections(ctx).cards.where('batchId', '==', batch.id).where('status', '==', 'unassigned').count().get()
      ).data().count;
      return { ...batch, activated: batch.count - unassigned, exportPath: `/v1/cards/batches/${batch.id}/export` };
    }),
  );
  const last = docs.at(-1);
  return {
    data,
    nextCursor: snap.docs.length > query.limit && last ? Buffer.from(last.id).toString('base64url') : undefined,
  };
}

/** The printer's file: one row a card, with the URL to write on its chip and QR code. */
export async function exportBatchCsv(
  ctx: AppContext,
  caller: AuthUser,
  batchId: string,
): Promise<{ filename: string; csv: string }> {
  await requireSuperadmin(ctx, caller, { deny: 'forbidden' });
  const batch = (await collections(ctx).cardBatches.doc(batchId).get()).data();
  if (!batch) throw notFound();
  // At most 1,000 cards: sorted here rather than by a composite index.
  const cards = (await collections(ctx).cards.where('batchId', '==', batchId).get()).docs
    .map((d) => d.data())
    .sort((a, b) => a.id.localeCompare(b.id));
  const csv = stringify(
    cards.map((c) => [c.id, cardUrl(ctx, c.id), c.status, batch.id, c.createdAt].map(safeCell)),
    { header: true, columns: ['card_id', 'url', 'status', 'batch_id', 'created_at'] },
  );
  return { filename: `everlink-cards-${batch.createdAt.slice(0, 10)}-${batch.id}.csv`, csv };
}
