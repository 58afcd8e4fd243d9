import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { requireSuperadmin } from '../../platform/access';
import { badRequest } from '../../platform/errors';
import type { DocumentSnapshot, QueryDocumentSnapshot } from '../../platform/store/types';
import type { Company } from '../../contract/company';
import type { CompanySummary, ListCompaniesQuery } from '../../contract/superadmin';
import { countActiveEmployees } from '../company';
import { collections } from '../../platform/store/collections';

const INVALID_CURSOR = 'This list position is no longer valid. Please load the list again.';
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Company names are stored as typed, and a Firestore range matches them case by case. A search
 * therefore looks for the prefix as typed, in lower and upper case, with its first letter and
 * with each word's first letter capitalised: "acme co" finds "Acme Co", "ACME CO" and "acme co".
 */
function nameVariants(search: string): string[] {
  const lower = search.toLowerCase();
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return [...new Set([search, lower, search.toUpperCase(), capital(lower), lower.split(' ').map(capital).join(' ')])];
}

/** Firestore's order of a name-ordered list: by name, then by id. */
const byNameThenId = (a: QueryDocumentSnapshot<Company>, b: QueryDocumentSnapshot<Company>) => {
  const [x, y] = [a.data().name, b.data().name];
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

async function resumeAfter(ctx: AppContext, cursor: string): Promise<DocumentSnapshot<Company>> {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!DOC_ID.test(id)) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  const snap = await collections(ctx).companies.doc(id).get();
  if (!snap.exists) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return snap;
}

/**
 * Superadmins: companies by name, a page at a time, each with its count of active employees (a
 * count aggregate). With a search, each spelling of the prefix is one range query from the same
 * cursor; their union, in name order, makes the page.
 */
export async function listCompanies(
  ctx: AppContext,
  caller: AuthUser,
  query: ListCompaniesQuery,
): Promise<{ data: CompanySummary[]; nextCursor?: string }> {
  await requireSuperadmin(ctx, caller);
  const after = query.cursor ? await resumeAfter(ctx, query.cursor) : undefined;
  const prefixes = query.search ? nameVariants(query.search) : [null];
  const pages = await Promise.all(
    prefixes.map((prefix) => {
      let q = collections(ctx).companies.orderBy('name');
      if (prefix) q = q.where('name', '>=', prefix).where('name', '<', `${prefix}\uf8ff`);
      if (after) q = q.startAfter(after);
      return q.limit(query.limit + 1).get();
    }),
  );
  const unique = new Map(pages.flatMap((page) => page.docs).map((doc) => [doc.id, doc]));
  const sorted = [...unique.values()].sort(byNameThenId);
  const docs = sorted.slice(0, query.limit);
  const last = docs.at(-1);
  const data = await Promise.all(
    docs.map(async (doc): Promise<CompanySummary> => {
      const company = doc.data();
      return {
        id: doc.id,
        name: company.name,
        employees: await countActiveEmployees(ctx, doc.id),
        createdAt: company.createdAt,
      };
    }),
  );
  return {
    data,
    nextCursor: sorted.length > query.limit && last ? Buffer.from(last.id).toString('base64url') : undefined,
  };
}
