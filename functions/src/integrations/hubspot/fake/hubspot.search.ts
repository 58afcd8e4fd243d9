import type { ServerResponse } from 'node:http';
import { sendJson, type FakeRequest } from '../../core/fake/http';
import { hsError, jsonOf } from './hubspot.wire';

/**
 * `POST /crm/v3/objects/contacts/search`: filter groups OR'd, filters within a group AND'd
 * (at most 5 groups, 10 filters each, 25 in all), `limit` up to 200, `after` as an offset. Like
 * HubSpot's it lags: a contact is found only from its `searchableAt` on, which is why the
 * adapter never searches before creating.
 */

interface SearchableContact {
  id: string;
  properties: Record<string, string>;
  archived: boolean;
  searchableAt: number;
}

interface SearchSource {
  readonly byId: Map<string, SearchableContact>;
  readNames(asked: string[]): string[];
  view(contact: SearchableContact, names?: string[]): unknown;
}

interface Filter {
  propertyName?: unknown;
  operator?: unknown;
  value?: unknown;
  values?: unknown;
}

const OPERATORS = ['EQ', 'NEQ', 'IN', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'];

function matches(contact: SearchableContact, filter: Filter): boolean {
  const actual = (contact.properties[String(filter.propertyName)] ?? '').toLowerCase();
  const wanted = String(filter.value ?? '').toLowerCase();
  switch (filter.operator) {
    case 'EQ':
      return actual !== '' && actual === wanted;
    case 'NEQ':
      return actual !== wanted;
    case 'IN':
      return Array.isArray(filter.values) && filter.values.some((v) => String(v).toLowerCase() === actual);
    case 'HAS_PROPERTY':
      return actual !== '';
    default:
      return actual === '';
  }
}

export function searchContacts(source: SearchSource, req: FakeRequest, res: ServerResponse, now = Date.now()): void {
  const body = jsonOf<{
    filterGroups?: { filters?: Filter[] }[];
    properties?: unknown;
    sorts?: { propertyName?: unknown; direction?: unknown }[];
    limit?: unknown;
    after?: unknown;
  }>(req, res);
  if (!body) return;
  const groups = Array.isArray(body.filterGroups) ? body.filterGroups : [];
  const filters = groups.flatMap((g) => (Array.isArray(g.filters) ? g.filters : []));
  if (groups.length > 5 || groups.some((g) => (g.filters?.length ?? 0) > 10) || filters.length > 25)
    return hsError(res, 400, 'VALIDATION_ERROR', 'Too many filters: at most 5 groups of 10 filters, 25 in all.');
  const unknown = filters.find((f) => !OPERATORS.includes(String(f.operator)));
  if (unknown) return hsError(res, 400, 'VALIDATION_ERROR', `Unsupported operator ${String(unknown.operator)}.`);
  const limit = body.limit === undefined ? 10 : Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    return hsError(res, 400, 'VALIDATION_ERROR', 'limit must be between 1 and 200.');
  const after = Number(body.after ?? 0) || 0;

  const hits = [...source.byId.values()].filter(
    (c) =>
      !c.archived &&
      c.searchableAt <= now &&
      (groups.length === 0 || groups.some((g) => (g.filters ?? []).every((f) => matches(c, f)))),
  );
  const sort = body.sorts?.[0];
  if (sort && typeof sort.propertyName === 'string') {
    const key = sort.propertyName;
    const sign = sort.direction === 'DESCENDING' ? -1 : 1;
    hits.sort((a, b) => sign * (a.properties[key] ?? '').localeCompare(b.properties[key] ?? ''));
  }
  const names = source.readNames(Array.isArray(body.properties) ? body.properties.map(String) : []);
  const page = hits.slice(after, after + limit);
  sendJson(res, 200, {
    total: hits.length,
    results: page.map((c) => source.view(c, names)),
    ...(after + limit < hits.length ? { paging: { next: { after: String(after + limit) } } } : {}),
  });
}
