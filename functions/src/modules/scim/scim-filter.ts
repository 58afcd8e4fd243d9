import { parse, type Filter } from 'scim2-parse-filter';
import { invalidFilter } from './scim-errors';

/**
 * The filters Entra ID and Okta send (`eq` and `and` on a few attributes), parsed by
 * scim2-parse-filter and answered in memory over the company's records; anything else is 400
 * `invalidFilter` before anything is read. Attribute names are case-insensitive (RFC 7643 §2.1),
 * and so are userName, emails and displayName (caseExact false); ids and externalId are exact.
 */

/** What a filter may name on a resource: its value(s) and whether they compare case-insensitively. */
export type Attributes = Record<string, (record: never) => { values: unknown[]; caseExact: boolean }>;

export interface CompiledFilter<T> {
  test: (record: T) => boolean;
  /** The value of a top-level `<attr> eq "…"`, so the caller can look it up by index. */
  equals?: { attr: string; value: string };
}

const same = (a: unknown, b: unknown, caseExact: boolean) =>
  typeof a === 'string' && typeof b === 'string' && !caseExact ? a.toLowerCase() === b.toLowerCase() : a === b;

function compile<T>(filter: Filter, attributes: Attributes): (record: T) => boolean {
  if (filter.op === 'and') {
    const parts = filter.filters.map((f) => compile<T>(f, attributes));
    return (record) => parts.every((p) => p(record));
  }
  if (filter.op === 'eq') {
    const read = attributes[filter.attrPath.toLowerCase()] as
      ((record: T) => { values: unknown[]; caseExact: boolean }) | undefined;
    if (!read) throw invalidFilter();
    const wanted = filter.compValue;
    return (record) => {
      const { values, caseExact } = read(record);
      return values.some((v) => same(v, wanted, caseExact));
    };
  }
  // `emails[type eq "work"].value eq "…"` parses as `emails[type eq "work"] and emails.value eq "…"`.
  if (filter.op === '[]' && filter.valFilter.op === 'eq') {
    const read = attributes[`${filter.attrPath}[${filter.valFilter.attrPath}]`.toLowerCase()] as
      ((record: T) => { values: unknown[]; caseExact: boolean }) | undefined;
    if (!read) throw invalidFilter();
    const wanted = filter.valFilter.compValue;
    return (record) => read(record).values.some((v) => same(v, wanted, false));
  }
  throw invalidFilter();
}

export function compileFilter<T>(text: string | undefined, attributes: Attributes): CompiledFilter<T> | null {
  if (text === undefined || text.trim() === '') return null;
  let filter: Filter;
  try {
    filter = parse(text);
  } catch {
    throw invalidFilter();
  }
  const test = compile<T>(filter, attributes);
  const equals =
    filter.op === 'eq' && typeof filter.compValue === 'string'
      ? { attr: filter.attrPath.toLowerCase(), value: filter.compValue }
      : undefined;
  return { test, equals };
}
