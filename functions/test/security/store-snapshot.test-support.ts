import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestContext } from '../harness.test-support';

/**
 * What is stored, cheaply: every document's path and version (SqliteStore gives each write a new
 * random version) and every blob file's path. Rate-limit counters are left out: counting a
 * refused call is the limiter's job, not a write of the route's.
 */
interface Snapshot {
  docs: Map<string, number>;
  blobs: Set<string>;
}

const IGNORED_COLLECTIONS = ['rateLimits/'];

function blobFiles(root: string, dir = root, into = new Set<string>()): Set<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) blobFiles(root, path, into);
    else into.add(relative(root, path));
  }
  return into;
}

export function snapshot(t: TestContext): Snapshot {
  const rows = t.store.db.prepare('SELECT path, version FROM docs').all() as { path: string; version: number }[];
  const docs = new Map(
    rows.filter((r) => !IGNORED_COLLECTIONS.some((c) => r.path.startsWith(c))).map((r) => [r.path, r.version]),
  );
  return { docs, blobs: blobFiles(join(t.dir, 'blobs')) };
}

/** The paths written between two snapshots (created, changed or deleted); empty when nothing was. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const changed: string[] = [];
  for (const [path, version] of after.docs)
    if (before.docs.get(path) !== version) changed.push(`${before.docs.has(path) ? 'changed' : 'created'} ${path}`);
  for (const path of before.docs.keys()) if (!after.docs.has(path)) changed.push(`deleted ${path}`);
  for (const path of after.blobs) if (!before.blobs.has(path)) changed.push(`created blob ${path}`);
  for (const path of before.blobs) if (!after.blobs.has(path)) changed.push(`deleted blob ${path}`);
  return changed;
}
