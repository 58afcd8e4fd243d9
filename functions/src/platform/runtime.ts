import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AppDeps } from './context';
import { loadConfig, type Config } from './config';
import { createLogger } from './logging';
import { createMailer } from './mail';
import indexes from '../../../firestore.indexes.json';

/**
 * Wires the real dependencies for a Cloud Function. The emulator (FUNCTIONS_EMULATOR=true)
 * uses the embedded SQLite store and disk files under .local/, unless FIRESTORE_EMULATOR_HOST
 * points at a Firestore emulator. Everything else is production Firestore and Cloud Storage.
 */
export async function buildDeps(config: Config = loadConfig()): Promise<AppDeps> {
  if (!getApps().length) initializeApp({ projectId: config.projectId, storageBucket: config.storageBucket });
  const local = process.env.FUNCTIONS_EMULATOR === 'true' || process.env.EVERLINK_LOCAL === '1';
  const useFirestore = !local || !!process.env.FIRESTORE_EMULATOR_HOST;

  let store: AppDeps['store'];
  if (useFirestore) {
    const { getFirestore } = await import('firebase-admin/firestore');
    const { FirestoreStore } = await import('./store/firestore-store');
    store = new FirestoreStore(getFirestore());
  } else {
    const { SqliteStore } = await import('./store/sqlite-store');
    store = new SqliteStore({
      file: join(config.dataDir, 'everlink.sqlite'),
      indexes: indexes.indexes as never,
      fieldOverrides: indexes.fieldOverrides,
    });
  }

  let blobs: AppDeps['blobs'];
  if (local) {
    const { DiskBlobStore, diskRootOf } = await import('./blobs/disk-blob-store');
    blobs = new DiskBlobStore(diskRootOf(config.dataDir));
  } else {
    const { getStorage } = await import('firebase-admin/storage');
    const { StorageBlobStore } = await import('./blobs/storage-blob-store');
    blobs = new StorageBlobStore(getStorage().bucket());
  }

  const logger = createLogger();
  return {
    store,
    blobs,
    auth: getAuth(),
    clock: { now: () => new Date() },
    config,
    logger,
    mail: createMailer(config, logger),
  };
}
