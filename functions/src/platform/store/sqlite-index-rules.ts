import { lastSegment } from './paths';
import { normalizedOrders, type CompositeIndex, type QuerySpec } from './sqlite-sql';
import { StoreError } from './types';

/**
 * Firestore's rule for which queries its indexes can answer, so the SQLite store refuses locally
 * what production would refuse (docs/architecture.md, "A store as strict as Firestore").
 *
 * Without a composite index Firestore answers: a query with no filter and at most one order; one
 * field's equality, range or array-contains, ordered by nothing or by that field; and equalities
 * on several fields with no order (it merges their single-field indexes). Everything else (an
 * equality with an order on another field, a range with an order on another field, ranges on
 * several fields, array-contains with any other filter or order, orders on several fields) needs
 * a composite index whose fields are the equality and array-contains fields, in any order, then
 * the order fields with their exact directions; or several such indexes that share those order
 * fields and together hold every equality (index merging). A field exempted in `fieldOverrides`
 * has no single-field index, as firestore.indexes.json says.
 */

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: string; arrayConfig?: string; queryScope?: string }[];
}

interface Ordered {
  field: string;
  order: 'ASCENDING' | 'DESCENDING';
}

export class IndexRules {
  constructor(
    private readonly indexes: CompositeIndex[],
    private readonly overrides: FieldOverride[],
    private readonly projectId: string,
  ) {}

  /** Throws Firestore's FAILED_PRECONDITION when no declared index (or merge of them) answers the query. */
  check(spec: QuerySpec): void {
    const group = lastSegment(spec.collection);
    const arrays = [...new Set(spec.filters.filter((f) => f.op === 'array-contains').map((f) => f.field))];
    if (spec.filters.filter((f) => f.op === 'array-contains').length > 1) {
      throw new StoreError('invalid-argument', "Invalid query. You cannot use more than one 'array-contains' filter.");
    }
    const equalsTo = new Set(spec.filters.filter((f) => f.op === '==').map((f) => f.field));
    // An order on a field held to one value orders nothing; an `in` field ordered stays an order.
    const suffix: Ordered[] = normalizedOrders(spec)
      .filter((o) => !equalsTo.has(o.field))
      .map((o) => ({ field: o.field, order: o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' }));
    const ordered = new Set(suffix.map((o) => o.field));
    const equalities = [
      ...new Set(
        spec.filters.filter((f) => (f.op === '==' || f.op === 'in') && !ordered.has(f.field)).map((f) => f.field),
      ),
    ];
    if (this.servedBySingleFields(group, equalities, arrays, suffix)) return;
    if (this.servedByComposites(group, equalities, arrays, suffix)) return;
    throw this.missing(group, equalities, arrays, suffix);
  }

  private hasSingleField(group: string, field: string, kind: 'order' | 'contains'): boolean {
    const override = this.overrides.find((o) => o.collectionGroup === group && o.fieldPath === field);
    if (!override) return true;
    return override.indexes.some(
      (i) => (i.queryScope ?? 'COLLECTION') === 'COLLECTION' && (kind === 'contains' ? !!i.arrayConfig : !!i.order),
    );
  }

  private servedBySingleFields(group: string, equalities: string[], arrays: string[], suffix: Ordered[]): boolean {
    if (arrays.length) return !equalities.length && !suffix.length && this.hasSingleField(group, arrays[0], 'contains');
    if (!suffix.length) return equalities.every((field) => this.hasSingleField(group, field, 'order'));
    return !equalities.length && suffix.length === 1 && this.hasSingleField(group, suffix[0].field, 'order');
  }

  private servedByComposites(group: string, equalities: string[], arrays: string[], suffix: Ordered[]): boolean {
    const covered = new Set<string>();
    let fits = false;
    for (const index of this.indexes) {
      if (index.collectionGroup !== group || (index.queryScope ?? 'COLLECTION') !== 'COLLECTION') continue;
      const tail = index.fields.slice(index.fields.length - suffix.length);
      const head = index.fields.slice(0, index.fields.length - suffix.length);
      const tailMatches =
        tail.length === suffix.length &&
        tail.every(
          (f, i) => !f.arrayConfig && f.fieldPath === suffix[i].field && (f.order ?? 'ASCENDING') === suffix[i].order,
        );
      const headFits = head.every((f) =>
        f.arrayConfig ? arrays.includes(f.fieldPath) : equalities.includes(f.fieldPath),
      );
      if (!tailMatches || !headFits) continue;
      fits = true;
      for (const f of head) covered.add(`${f.arrayConfig ? 'contains' : 'eq'}:${f.fieldPath}`);
    }
    return fits && equalities.every((f) => covered.has(`eq:${f}`)) && arrays.every((f) => covered.has(`contains:${f}`));
  }

  private missing(group: string, equalities: string[], arrays: string[], suffix: Ordered[]): StoreError {
    const fields = [
      ...equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
      ...arrays.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' })),
      ...suffix.map((o) => ({ fieldPath: o.field, order: o.order })),
    ];
    const index = { collectionGroup: group, queryScope: 'COLLECTION', fields };
    const url = `https://console.firebase.google.com/project/${this.projectId}/firestore/indexes`;
    return new StoreError(
      'failed-precondition',
      `9 FAILED_PRECONDITION: The query requires an index. You can create it here: ${url} (add to firestore.indexes.json: ${JSON.stringify(index)})`,
    );
  }
}
