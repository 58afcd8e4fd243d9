import { createContext, type AppContext, type AppDeps } from '../../platform/context';
import type { Transaction } from '../../platform/store/types';
import { FieldValue } from '../../platform/store/field-value';
import { conflict, notFound } from '../../platform/errors';
import { COMPANY_MESSAGES } from '../../contract/company';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '../../contract/profiles';
import { createCompanyProfile, type CompanyProfileSeed } from '../profiles';
import { moveContacts } from '../contacts';
import { activeAdminsQuery, now } from './company.model';
import { dropPublicView } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';
import { publish } from '../../platform/events';

/**
 * Joining and leaving, as the company's brand sees it (docs/company.md, "Offboarding").
 *
 * Joining marks the profile the person chose (or a new one) with `companyId`. Leaving, inside the core's removal
 * transaction, takes the marks off, releases the company cards the person held (still the
 * company's, `userId: null`, opening no profile) and records a lead transfer. The leads
 * themselves (contacts with the company's `companyId`) can be more than one transaction holds,
 * so `finishLeadTransfer` moves them after the commit in batches; each batch re-queries what is
 * left, so a run that stops halfway is simply run again (the scheduled job `finish-offboarding`
 * picks up transfers still pending).
 */

/** `leadTransfers/{companyId}_{userId}`: a leaver's company leads on their way to a colleague. */
export interface LeadTransfer {
  id: string;
  companyId: string;
  fromUserId: string;
  /** Who takes the leads; null until an active admin can be found. */
  toUserId: string | null;
  status: 'pending' | 'done';
  moved: number;
  createdAt: string;
  updatedAt: string;
}

const transferId = (companyId: string, userId: string) => `${companyId}_${userId}`;

/** Contacts moved in one batch (Firestore: at most 500 writes a commit, one is the transfer record). */
const TRANSFER_BATCH = 400;

/** Who joins, and what a new company profile starts with when they choose none. */
export interface JoinProfileInput {
  companyId: string;
  userId: string;
  /** One of the person's own live profiles, to become the company profile; none: a new one. */
  profileId?: string;
  /** The person's default profile becomes the company profile (who creates a company). */
  useDefaultProfile?: boolean;
  seed: Omit<CompanyProfileSeed, 'userId' | 'companyId'>;
}

/**
 * Someone joins: only the profile they chose (or a new one, prefilled) carries the company from
 * now on; their other profiles stay personal, and so do the leads those take (S5). It reads,
 * then writes: call it inside the join transaction after that transaction's other reads and
 * before its writes. Answers the company profile's id.
 */
export async function joinEmployee(ctx: AppContext, tx: Transaction, input: JoinProfileInput): Promise<string> {
  const profiles = (await tx.get(collections(ctx).profiles.where('userId', '==', input.userId))).docs.filter(
    (d) => d.data().status !== 'deleted',
  );
  const wanted = input.useDefaultProfile
    ? (profiles.find((d) => d.data().default) ?? profiles[0])?.id
    : input.profileId;
  if (wanted) {
    const chosen = profiles.find((d) => d.id === wanted);
    if (!chosen) throw notFound(COMPANY_MESSAGES.profileNotYours);
    tx.update(chosen.ref, { companyId: input.companyId, updatedAt: now(ctx) });
    dropPublicView(ctx, tx, chosen.id);
    return chosen.id;
  }
  if (profiles.length >= PROFILE_LIMITS.profiles) throw conflict(PROFILE_MESSAGES.tooManyProfiles, 'too-many-profiles');
  return createCompanyProfile(ctx, tx, { ...input.seed, userId: input.userId, companyId: input.companyId });
}

export interface ReleaseInput {
  companyId: string;
  userId: string;
  /** An active employee chosen to take the leads (checked by the caller). */
  transferLeadsTo: string | null;
  /** Who removes the employee: takes the leads when nobody was chosen and they are an active employee. */
  removedBy?: string;
}

/** The colleague who takes the leads: the chosen one, else the remover, else the longest-serving active admin. */
async function leadRecipient(ctx: AppContext, tx: Transaction, input: ReleaseInput): Promise<string | null> {
  if (input.transferLeadsTo) return input.transferLeadsTo;
  if (input.removedBy && input.removedBy !== input.userId) {
    const remover = (await tx.get(collections(ctx).employees(input.companyId).doc(input.removedBy))).data();
    if (remover?.status === 'active') return remover.userId;
  }
  const admins = (await tx.get(activeAdminsQuery(ctx, input.companyId))).docs
    .map((d) => d.data())
    .filter((e) => e.userId !== input.userId);
  admins.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.userId.localeCompare(b.userId));
  return admins[0]?.userId ?? null;
}

/**
 * Someone leaves (the core's DELETE …/employees/{employeeId}): inside its transaction, after its
 * reads and before its writes (this reads first, then writes). Call `finishLeadTransfer` after
 * the commit.
 */
export async function releaseEmployee(ctx: AppContext, tx: Transaction, input: ReleaseInput): Promise<void> {
  const { companyId, userId } = input;
  const held = (await tx.get(collections(ctx).cards.where('userId', '==', userId))).docs.filter(
    (d) => d.data().companyId === companyId,
  );
  const profiles = await tx.get(collections(ctx).profiles.where('userId', '==', userId));
  const toUserId = await leadRecipient(ctx, tx, input);
  const at = now(ctx);
  for (const card of held) tx.update(card.ref, { status: 'unassigned', userId: null, profileId: null, updatedAt: at });
  for (const profile of profiles.docs) {
    if (!profile.data().companyId) continue;
    tx.update(profile.ref, { companyId: FieldValue.delete(), updatedAt: at });
    dropPublicView(ctx, tx, profile.id);
  }
  const id = transferId(companyId, userId);
  tx.set(collections(ctx).leadTransfers.doc(id), {
    id,
    companyId,
    fromUserId: userId,
    toUserId,
    status: 'pending',
    moved: 0,
    createdAt: at,
    updatedAt: at,
  });
  // The caller commits with transactWithOutbox, so the company's webhooks hear of it exactly once it is written.
  await publish(ctx, 'company.activity', {
    companyId,
    type: 'employee.left',
    data: {
      employee: { id: userId },
      reason: input.removedBy && input.removedBy !== userId ? 'removed' : 'left',
    },
    writer: tx,
  });
}

/** An active admin to take leads whose recipient left too, or null. */
async function anyActiveAdmin(ctx: AppContext, companyId: string, except: string): Promise<string | null> {
  const admins = (await activeAdminsQuery(ctx, companyId).get()).docs
    .map((d) => d.data())
    .filter((e) => e.userId !== except);
  admins.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.userId.localeCompare(b.userId));
  return admins[0]?.userId ?? null;
}

/**
 * Moves the leaver's company leads to the recipient, a batch at a time, and marks the transfer
 * done. Idempotent: it only ever moves what is still the leaver's. Answers how many it moved,
 * and whether the transfer is done (not while no active admin can take the leads).
 */
export async function finishLeadTransfer(
  ctx: AppContext,
  companyId: string,
  userId: string,
): Promise<{ moved: number; done: boolean }> {
  const ref = collections(ctx).leadTransfers.doc(transferId(companyId, userId));
  const transfer = (await ref.get()).data();
  if (!transfer || transfer.status === 'done') return { moved: 0, done: true };
  let toUserId = transfer.toUserId;
  if (!toUserId || (await collections(ctx).employees(companyId).doc(toUserId).get()).data()?.status !== 'active') {
    // The recipient left or was suspended meanwhile: an admin takes the leads instead.
    toUserId = await anyActiveAdmin(ctx, companyId, userId);
    if (!toUserId) return { moved: 0, done: false };
    await ref.update({ toUserId, updatedAt: now(ctx) });
  }
  let moved = 0;
  for (;;) {
    const page = await collections(ctx)
      .contacts.where('userId', '==', userId)
      .where('companyId', '==', companyId)
      .limit(TRANSFER_BATCH)
      .get();
    if (page.empty) break;
    const at = now(ctx);
    // With their duplicate keys' counters: a batch may take fewer than the page (docs/contacts.md).
    await moveContacts(
      ctx,
      page.docs.map((d) => d.data()),
      toUserId,
      { transferredFrom: userId, updatedAt: at },
      (batch, n) => batch.update(ref, { moved: FieldValue.increment(n), updatedAt: at }),
    );
    moved += page.size;
  }
  await ref.update({ status: 'done', updatedAt: now(ctx) });
  return { moved, done: true };
}

/** The scheduled job's body: every transfer still pending (a run stopped halfway), finished. */
export async function finishPendingLeadTransfers(
  ctx: AppContext,
): Promise<{ checked: number; finished: number; failed: number }> {
  const pending = (await collections(ctx).leadTransfers.where('status', '==', 'pending').limit(200).get()).docs.map(
    (d) => d.data(),
  );
  let finished = 0;
  let failed = 0;
  for (const transfer of pending) {
    try {
      if ((await finishLeadTransfer(ctx, transfer.companyId, transfer.fromUserId)).done) finished++;
    } catch (err) {
      failed++;
      ctx.logger.error({ err, transfer: transfer.id }, 'lead transfer failed; the next run tries again');
    }
  }
  return { checked: pending.length, finished, failed };
}

/** The scheduled job `finish-offboarding` (jobs/registry.ts). */
export async function finishOffboardingJob(
  deps: AppDeps,
): Promise<{ job: string; checked: number; finished: number; failed: number }> {
  return { job: 'finish-offboarding', ...(await finishPendingLeadTransfers(createContext(deps))) };
}
