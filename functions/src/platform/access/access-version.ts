import type { AppContext } from '../context';
import type { DocumentSnapshot, Transaction, WriteBatch } from '../store/types';
import { FieldValue } from '../store/field-value';
import { collections } from '../store/collections';

/**
 * The versions the principal cache checks (principal-cache.ts, docs/users-and-roles.md). Every
 * write that changes what people may do bumps one in the same transaction or batch:
 * - the company's (`accessVersions/company-{companyId}`): a member's employee record (roles,
 *   divisions, status, removal), a company role's rules or deletion, the company's team plan;
 * - the person's (`users/{uid}.accessVersion`): a global role they hold changes its rules.
 * What lives on the user record itself (global role ids, company, disabled) is read on every call
 * and needs no bump.
 */

type Writer = Transaction | WriteBatch;

const companyKey = (companyId: string) => `company-${companyId}`;

export const companyAccessRef = (ctx: Pick<AppContext, 'store'>, companyId: string) =>
  collections(ctx).accessVersions.doc(companyKey(companyId));

/** What a company's members may do changed: their cached principals are read again. */
export function companyAccessChanged(ctx: Pick<AppContext, 'store'>, writer: Writer, companyId: string): void {
  // A merge with an increment creates the document on the first change and never fails for a missing one.
  writer.set(companyAccessRef(ctx, companyId), { version: FieldValue.increment(1) }, { merge: true });
}

/**
 * An erased company's version goes with it (review S19). Safe to start again from 0: it is erased
 * only once nobody is in it, and a person's principal also names their company on their record.
 */
export function companyAccessErased(ctx: Pick<AppContext, 'store'>, writer: Writer, companyId: string): void {
  writer.delete(companyAccessRef(ctx, companyId));
}

/** What this person may do changed through a role they hold; their user record must exist. */
export function userAccessChanged(ctx: Pick<AppContext, 'store'>, writer: Writer, userId: string): void {
  writer.update(collections(ctx).users.doc(userId), { accessVersion: FieldValue.increment(1) });
}

export const versionOf = (snap: DocumentSnapshot<{ version: number }>): number => snap.data()?.version ?? 0;
