import type { AppContext, AppDeps } from '../../platform/context';
import { createContext } from '../../platform/context';
import { assertRecentSignIn, type AuthUser } from '../../platform/auth';
import { authorize } from '../../platform/access';
import { FieldValue } from '../../platform/store/field-value';
import { DELETION_STEPS, type AccountDeletion, type DeletionStep } from '../../contract/privacy';
import { STEP_RUNS } from './erasure.steps';
import { assertMayLeaveCompany } from '../company';
import { collections } from '../../platform/store/collections';

/**
 * Account deletion (DELETE /v1/users/{id}): the steps of erasure.steps.ts, in order, each
 * idempotent. `accountDeletions/{userId}` records the run: the steps done, and the step that
 * failed. A failed run is run again as a whole (by the person, or by the job
 * finish-account-deletions), which deletes what is left; the record goes with the last step.
 * The identity is deleted last, so until then the person can still sign in and ask again.
 */

export interface DeletionRecord {
  userId: string;
  status: 'running' | 'failed';
  done: DeletionStep[];
  failedStep?: DeletionStep;
  startedAt: string;
  updatedAt: string;
}

/** Runs every step for the person; a step's error stops the run and is answered as it is. */
export async function runDeletion(ctx: AppContext, userId: string): Promise<AccountDeletion> {
  const ref = collections(ctx).accountDeletions.doc(userId);
  const now = ctx.clock.now().toISOString();
  const existing = (await ref.get()).data();
  await ref.set({ userId, status: 'running', done: [], startedAt: existing?.startedAt ?? now, updatedAt: now });
  const counts: AccountDeletion['counts'] = {};
  for (const step of DELETION_STEPS) {
    try {
      counts[step] = await STEP_RUNS[step](ctx, userId);
    } catch (error) {
      ctx.logger.error(
        { err: error, userId, step },
        'account deletion stopped; it is run again by the person or the job',
      );
      await ref
        .set({ status: 'failed', failedStep: step, updatedAt: ctx.clock.now().toISOString() }, { merge: true })
        .catch(() => undefined);
      throw error;
    }
    // After the last step there is no record left to mark.
    if (step !== 'identity')
      await ref.update({ done: FieldValue.arrayUnion(step), updatedAt: ctx.clock.now().toISOString() });
  }
  await ref.delete();
  ctx.logger.info({ userId, counts }, 'account deleted');
  return { userId, deleted: true, counts };
}

/**
 * The person (or a superadmin) deletes the account, having signed in within the last five
 * minutes (the token's auth_time). A refusal (last company admin) comes before any change.
 */
export async function deleteAccount(ctx: AppContext, caller: AuthUser, userId: string): Promise<AccountDeletion> {
  assertRecentSignIn(caller, ctx.clock.now());
  await authorize(ctx, caller, 'delete', 'User', { userId });
  await assertMayLeaveCompany(ctx, userId);
  return runDeletion(ctx, userId);
}

/** Runs that stopped (a provider did not answer, an instance died) are finished every 15 minutes. */
const STALE_MS = 15 * 60_000;

export async function finishAccountDeletionsJob(
  deps: AppDeps,
): Promise<{ job: string; checked: number; failed: number; finished: number }> {
  const ctx = createContext(deps);
  const before = new Date(ctx.clock.now().getTime() - STALE_MS).toISOString();
  const pending = (await collections(ctx).accountDeletions.where('updatedAt', '<', before).limit(50).get()).docs.map(
    (d) => d.data(),
  );
  let finished = 0;
  let failed = 0;
  for (const record of pending) {
    try {
      await runDeletion(ctx, record.userId);
      finished++;
    } catch {
      failed++;
    }
  }
  return { job: 'finish-account-deletions', checked: pending.length, failed, finished };
}
