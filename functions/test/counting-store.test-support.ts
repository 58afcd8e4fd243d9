import { join } from 'node:path';
import { SqliteStore } from '../src/platform/store/sqlite-store';
import type { QuerySpec, WriteOp } from '../src/platform/store/sqlite-sql';
import indexes from '../../firestore.indexes.json';

/**
 * The SQLite store, counting what Firestore would bill: a document read is 1 read, a query
 * max(1, documents), a count() 1 per 1,000 index entries (at least 1); every document written or
 * deleted is 1 write. Reads the commit makes for itself (its version checks) are not billed.
 */
export class CountingStore extends SqliteStore {
  reads = 0;
  writes = 0;
  private committing = false;

  /** A second connection to a test context's store file (`t.dir`), with the same indexes. */
  static over(dir: string): CountingStore {
    return new CountingStore({
      file: join(dir, 'everlink.sqlite'),
      indexes: indexes.indexes as never,
      fieldOverrides: indexes.fieldOverrides,
    });
  }

  reset(): void {
    this.reads = 0;
    this.writes = 0;
  }

  override readRow(path: string) {
    if (!this.committing) this.reads++;
    return super.readRow(path);
  }

  override runQuery(spec: QuerySpec) {
    const rows = super.runQuery(spec);
    this.reads += Math.max(1, rows.length);
    return rows;
  }

  override countQuery(spec: QuerySpec): number {
    const count = super.countQuery(spec);
    this.reads += Math.max(1, Math.ceil(count / 1000));
    return count;
  }

  override commit(writes: WriteOp[], reads?: Map<string, number>): void {
    this.committing = true;
    try {
      super.commit(writes, reads);
      this.writes += writes.length;
    } finally {
      this.committing = false;
    }
  }
}
