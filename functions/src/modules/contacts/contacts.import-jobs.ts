import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { ApiError, notFound } from '../../platform/errors';
import type { ExpireAt } from '../../platform/store/types';
import { authorize } from '../../platform/access';
import { safeCell } from '../../platform/csv';
import type { ImportDuplicate, ImportIssue } from '../../contract/contacts';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportProgress, type ImportStatus } from '../../contract/contact-import';
import { collections } from '../../platform/store/collections';

/**
 * An import's progress, for the person watching a large file go in. Cloud Functions keep no
 * connection open to push progress on and cut work that runs after the answer, so the import
 * runs inside its request and writes its progress to a document (`contactImports/{importId}`)
 * after reading the file and after each batch of 500 contacts; the web app polls
 * GET /v1/contacts/imports/{importId} meanwhile. The document also keeps the rows' problems
 * for the downloadable report, and is gone a week later (Firestore's TTL policy deletes it by
 * `expireAt`; until it does, it is answered as absent).
 */

const KEEP_MS = 7 * 86_400_000;

type ReportLine = { row: number; field: string; reason: string };

export interface StoredImport extends ImportProgress {
  userId: string;
  report: ReportLine[];
  /** Problems beyond the report's limit, counted only. */
  reportCut: number;
  createdAt: string;
  expireAt: ExpireAt;
}

export interface ImportJob {
  update(
    change: Partial<
      Pick<ImportProgress, 'status' | 'total' | 'done' | 'imported' | 'errors' | 'duplicates' | 'message'>
    >,
  ): Promise<void>;
  /** Keeps the rows' problems for the report, in row order. */
  report(errors: ImportIssue[], duplicates: ImportDuplicate[]): Promise<void>;
}

/** An import nobody watches: the same calls, nothing written. */
export const UNWATCHED: ImportJob = { update: async () => {}, report: async () => {} };

/** Starts the progress document of an import the client named; 409 when that id was used. */
export async function startImportJob(ctx: AppContext, caller: AuthUser, importId: string): Promise<ImportJob> {
  const now = ctx.clock.now();
  const ref = collections(ctx).contactImports.doc(importId);
  const job: StoredImport = {
    importId,
    userId: caller.uid,
    status: 'reading',
    total: 0,
    done: 0,
    imported: 0,
    errors: 0,
    duplicates: 0,
    report: [],
    reportCut: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expireAt: new Date(now.getTime() + KEEP_MS),
  };
  try {
    await ref.create(job);
  } catch (error) {
    if ((error as { code?: string }).code === 'already-exists')
      throw new ApiError(409, IMPORT_MESSAGES.importIdTaken, 'conflict');
    throw error;
  }
  const stamp = () => ({ updatedAt: ctx.clock.now().toISOString() });
  return {
    update: async (change) => {
      // Progress is for the eye: a lost write must never fail the import itself.
      await ref
        .update({ ...change, ...stamp() })
        .catch((error: unknown) => ctx.logger.warn({ err: error, importId }, 'import progress not written'));
    },
    report: async (errors, duplicates) => {
      const lines: ReportLine[] = [
        ...errors.map((e) => ({ row: e.row, field: e.field ?? '', reason: e.message })),
        ...duplicates.map((d) => ({ row: d.row, field: '', reason: d.message })),
      ].sort((a, b) => a.row - b.row);
      const report = lines.slice(0, IMPORT_LIMITS.reportIssues);
      await ref
        .update({ report, reportCut: lines.length - report.length, ...stamp() })
        .catch((error: unknown) => ctx.logger.warn({ err: error, importId }, 'import report not written'));
    },
  };
}

async function ownImport(ctx: AppContext, caller: AuthUser, importId: string): Promise<StoredImport> {
  const job = (await collections(ctx).contactImports.doc(importId).get()).data();
  if (!job || new Date(job.expireAt) <= ctx.clock.now()) throw notFound(IMPORT_MESSAGES.importNotFound);
  // An import is judged as the contacts it writes: another person's is as absent as one that never was.
  await authorize(ctx, caller, 'read', 'Contact', { userId: job.userId }, { message: IMPORT_MESSAGES.importNotFound });
  return job;
}

export async function importProgress(ctx: AppContext, caller: AuthUser, importId: string): Promise<ImportProgress> {
  const job = await ownImport(ctx, caller, importId);
  const progress: ImportProgress = {
    importId: job.importId,
    status: job.status as ImportStatus,
    total: job.total,
    done: job.done,
    imported: job.imported,
    errors: job.errors,
    duplicates: job.duplicates,
    updatedAt: job.updatedAt,
  };
  if (job.message) progress.message = job.message;
  return progress;
}

/** The report as CSV rows (header first): row, field, reason; cells escaped as every export's are. */
export async function importReport(ctx: AppContext, caller: AuthUser, importId: string): Promise<string[][]> {
  const job = await ownImport(ctx, caller, importId);
  const rows = job.report.map((line) => [String(line.row), line.field, line.reason].map(safeCell));
  if (job.reportCut) rows.push(['', '', `… and ${job.reportCut.toLocaleString('en-US')} more`]);
  return [['row', 'field', 'reason'], ...rows];
}
