// Types of auth-backup.mjs, for the functions' test of the crash-safe Auth export.

export declare const AUTH_BACKUP_INTERVAL_MS: number;

export interface AuthBackupTarget {
  /** host:port of the Auth emulator. */
  authHost: string;
  projectId: string;
  /** The folder --import reads (and --export-on-exit writes). */
  dir: string;
}

export declare function exportAuthAccounts(
  options: AuthBackupTarget & { last?: string | null },
): Promise<{ written: boolean; accounts: string }>;

export declare function startAuthBackup(
  options: AuthBackupTarget & { intervalMs?: number; onError?: (error: Error) => void },
): { stop(): Promise<void> };
