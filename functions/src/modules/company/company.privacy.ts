import type { AppContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { companyAccessChanged, companyAccessErased } from '../../platform/access';
import { FieldValue } from '../../platform/store/field-value';
import { PRIVACY_MESSAGES } from '../../contract/privacy';
import { finishLeadTransfer, releaseEmployee } from './offboarding';
import { activeAdminsQuery } from './company.model';
import { employeesChanged } from './employees.service';
import type { Query } from '../../platform/store/types';
import { dropPublicCompany } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';
import { transactWithOutbox } from '../../platform/outbox';

/**
 * The company's part of account deletion (modules/privacy): the person leaves their company as
 * an offboarding would (offboarding.ts releaseEmployee: company cards back to the company,
 * company leads handed to a colleague), and the company's records stop naming them. The last active admin of a company
 * with other active members is refused (409) before anything changes: the company would be left
 * with nobody to run it.
 */

/** Answers whether anyone is left in the company. */
async function leave(ctx: AppContext, userId: string, companyId: string): Promise<boolean> {
  const userDoc = collections(ctx).users.doc(userId);
  return transactWithOutbox(ctx, async (tx) => {
    const employee = (await tx.get(collections(ctx).employees(companyId).doc(userId))).data();
    const activeAdmins = (await tx.get(activeAdminsQuery(ctx, companyId))).docs;
    const others = (
      await tx.get(collections(ctx).employees(companyId).where('status', '==', 'active').limit(2))
    ).docs.filter((d) => d.id !== userId);
    const members = (await tx.get(collections(ctx).employees(companyId).limit(2))).docs.filter((d) => d.id !== userId);
    const company = (await tx.get(collections(ctx).companies.doc(companyId))).data();
    const admins = activeAdmins.filter((d) => d.id !== userId);
    if (activeAdmins.length > admins.length && !admins.length && others.length)
      throw conflict(PRIVACY_MESSAGES.lastAdmin, 'last-admin');
    await releaseEmployee(ctx, tx, { companyId, userId, transferLeadsTo: null });
    if (employee) {
      tx.delete(collections(ctx).employees(companyId).doc(userId));
      companyAccessChanged(ctx, tx, companyId);
    }
    tx.set(userDoc, { companyId: FieldValue.delete() }, { merge: true });
    // The company keeps an owner who can still run it: an admin, else nobody named.
    if (company?.ownerId === userId)
      tx.update(collections(ctx).companies.doc(companyId), {
        ownerId: admins[0]?.id ?? '',
        updatedAt: ctx.clock.now().toISOString(),
      });
    // Nobody left: the company is erased after this (eraseEmptyCompany); the mark lets a run
    // that stops halfway find it again once the person's record no longer names it.
    if (company && !members.length) tx.update(collections(ctx).companies.doc(companyId), { erasingFor: userId });
    return members.length > 0;
  });
}

/**
 * Before anything is deleted: the last active admin of a company with other active members is
 * refused (409), so a refused deletion has changed nothing.
 */
export async function assertMayLeaveCompany(ctx: AppContext, userId: string): Promise<void> {
  const companyId = (await collections(ctx).users.doc(userId).get()).data()?.companyId;
  if (!companyId) return;
  const admins = (await activeAdminsQuery(ctx, companyId).get()).docs;
  if (!admins.some((d) => d.id === userId) || admins.length > 1) return;
  const others = (
    await collections(ctx).employees(companyId).where('status', '==', 'active').limit(2).get()
  ).docs.filter((d) => d.id !== userId);
  if (others.length) throw conflict(PRIVACY_MESSAGES.lastAdmin, 'last-admin');
}

/** Runs for everyone: a person who left a company earlier may still be named in its records. */
export async function leaveCompanyForDeletion(ctx: AppContext, userId: string): Promise<number> {
  const user = (await collections(ctx).users.doc(userId).get()).data();
  if (user?.companyId) {
    const someoneLeft = await leave(ctx, userId, user.companyId);
    // Seats and the team plan's roles follow the people who remain (review S16).
    if (someoneLeft) await employeesChanged(ctx, user.companyId);
    // The leads move in batches after the commit; without an admin to take them they stay the
    // person's and the contacts step deletes them.
    await finishLeadTransfer(ctx, user.companyId, userId);
  }
  let changed = 0;
  // Hand-over records, and the trace on the leads they moved.
  for (const doc of (await collections(ctx).leadTransfers.where('fromUserId', '==', userId).get()).docs) {
    await doc.ref.delete();
    changed++;
  }
  for (;;) {
    const moved = await collections(ctx).contacts.where('transferredFrom', '==', userId).limit(400).get();
    if (moved.empty) break;
    const batch = ctx.store.batch();
    for (const doc of moved.docs) batch.update(doc.ref, { transferredFrom: FieldValue.delete() });
    await batch.commit();
    changed += moved.size;
  }
  // Invitations they sent stay the company's, without their name; those sent to them go.
  for (const doc of (await collections(ctx).invitations.where('invitedBy', '==', userId).get()).docs) {
    await doc.ref.update({ invitedBy: '' });
    changed++;
  }
  if (user?.email) {
    for (const doc of (await collections(ctx).invitations.where('email', '==', user.email.toLowerCase()).get()).docs) {
      await doc.ref.delete();
      changed++;
    }
  }
  return changed;
}

/** Companies this person's account deletion left with nobody in them, still to be erased. */
export async function companiesLeftEmptyBy(ctx: AppContext, userId: string): Promise<string[]> {
  return (await collections(ctx).companies.where('erasingFor', '==', userId).get()).docs.map((d) => d.id);
}

async function deleteAll(ctx: AppContext, query: Query<unknown>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snap = await query.limit(400).get();
    if (snap.empty) return deleted;
    const batch = ctx.store.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
  }
}

/**
 * Erases a company nobody is in any more (review S19): its short links, divisions, roles,
 * invitations and lead hand-over records, its brand and link files, then the company itself, last, so a run that stops is
 * finished by the next. Its billing goes first (billing.privacy eraseCompanyBilling).
 */
export async function eraseEmptyCompany(ctx: AppContext, companyId: string): Promise<number> {
  if ((await collections(ctx).employees(companyId).limit(1).get()).size) return 0;
  let erased = 0;
  for (const query of [
    collections(ctx).companyLinks(companyId),
    collections(ctx).divisions(companyId),
    collections(ctx).companyRoles(companyId),
    collections(ctx).invitations.where('companyId', '==', companyId),
    collections(ctx).leadTransfers.where('companyId', '==', companyId),
  ]) {
    erased += await deleteAll(ctx, query as Query<unknown>);
  }
  await ctx.blobs.deletePrefix(`companies/${companyId}`);
  const last = ctx.store.batch();
  dropPublicCompany(ctx, last, companyId);
  companyAccessErased(ctx, last, companyId);
  last.delete(collections(ctx).companies.doc(companyId));
  await last.commit();
  return erased + 1;
}
