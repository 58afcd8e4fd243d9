import { buildDeps } from '../platform/runtime';
import { jobs } from './registry';
import { wire } from '../wiring';
import { tasksIdle } from '../platform/tasks';

/**
 * `npm run jobs -- <name>`: runs a scheduled job's body once, here, against the local store
 * (.local/ or EVERLINK_DATA_DIR), and prints its report as one JSON line.
 */
async function main(name: string | undefined): Promise<number> {
  const job = name ? jobs[name] : undefined;
  if (!job) {
    console.error(`${name ? `Unknown job '${name}'.` : 'Name a job.'} Known jobs: ${Object.keys(jobs).join(', ')}`);
    return 1;
  }
  // Local by construction: the embedded store (or the Firestore emulator when FIRESTORE_EMULATOR_HOST
  // is set), never a real project's Firestore. Production runs go through Cloud Scheduler.
  process.env.EVERLINK_LOCAL = '1';
  process.env.GCLOUD_PROJECT ??= 'demo-everlink';
  wire();
  const deps = await buildDeps();
  try {
    const report = await job(deps);
    // The tasks a refresh run enqueued run here, in this process: the store stays open for them.
    await tasksIdle(deps.store);
    console.log(JSON.stringify(report));
    return 0;
  } finally {
    await deps.store.close();
  }
}

// exitCode rather than exit(): stdout to a pipe may still be flushing.
main(process.argv[2]).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
