import type { AppContext } from '../../platform/context';
import { authorizeInCompany, type Caller } from '../../platform/access';
import type { ReadFile } from '../../platform/uploads';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { MESSAGES } from '../../contract/messages';
import {
  COMPANY_BRAND_LIMITS,
  COMPANY_BRAND_MESSAGES,
  NEW_EVERLINK_ID,
  type CompanyEverlink,
  type CompanyEverlinkBody,
} from '../../contract/company-brand';
import { randomSuffix } from '../../platform/random-id';
import { deleteMediaQuietly, storeMedia } from '../../platform/blobs/media';
import { now } from './company.model';
import { divisionsById } from './divisions.service';
import { dropPublicCompany } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';

/**
 * Company links: `companies/{companyId}/everlinks/{everlinkId}`, shown on every employee's
 * public card (or those of the chosen divisions) above the employee's own links. Members read
 * them; writing takes `create`/`update`/`delete` on CompanyLink (admins). Uploaded files live
 * under `companies/{companyId}/everlinks/{everlinkId}/`; a replaced or removed file is deleted
 * after the commit, and a new file whose commit failed is deleted again.
 */

/** The stored link: the API's shape plus where its file lives. */
export interface StoredEverlink extends Omit<CompanyEverlink, 'file'> {
  file: (NonNullable<CompanyEverlink['file']> & { path: string }) | null;
}

function view(stored: StoredEverlink): CompanyEverlink {
  const { file, ...rest } = stored;
  return { ...rest, file: file ? { name: file.name, contentType: file.contentType, size: file.size } : null };
}

const byOrder = (a: StoredEverlink, b: StoredEverlink) =>
  a.order - b.order || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** All of a company's links in display order (at most COMPANY_BRAND_LIMITS.everlinks). */
async function allEverlinks(ctx: AppContext, companyId: string): Promise<StoredEverlink[]> {
  return (await collections(ctx).companyLinks(companyId).get()).docs.map((d) => d.data()).sort(byOrder);
}

const notFoundLink = () => notFound(COMPANY_BRAND_MESSAGES.everlinkNotFound);

/** GET /v1/company/{companyId}/everlinks: members read. */
export async function listCompanyEverlinks(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
): Promise<CompanyEverlink[]> {
  await authorizeInCompany(ctx, caller, 'read', 'CompanyLink', companyId);
  return (await allEverlinks(ctx, companyId)).map(view);
}

/**
 * POST …/everlinks/{everlinkId}: `new` creates a link with a server id (created: true), any
 * other id updates that link (404 when there is none). See `companyEverlinkBody`.
 */
export async function saveCompanyEverlink(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  everlinkId: string,
  body: CompanyEverlinkBody,
): Promise<{ created: boolean; everlink: CompanyEverlink }> {
  const creating = everlinkId === NEW_EVERLINK_ID;
  await authorizeInCompany(ctx, caller, creating ? 'create' : 'update', 'CompanyLink', companyId);
  await divisionsById(ctx, companyId, body.divisionIds);
  if (creating && !body.url) throw badRequest(MESSAGES.required, { url: MESSAGES.required });
  let replaced: string | null = null;
  const saved = await ctx.store.runTransaction(async (tx) => {
    const at = now(ctx);
    if (creating) {
      const existing = (await tx.get(collections(ctx).companyLinks(companyId))).docs.map((d) => d.data());
      if (existing.length >= COMPANY_BRAND_LIMITS.everlinks)
        throw conflict(COMPANY_BRAND_MESSAGES.tooManyEverlinks, 'too-many-everlinks');
      const ref = collections(ctx).companyLinks(companyId).doc(randomSuffix(16));
      const order =
        body.order ?? Math.min(COMPANY_BRAND_LIMITS.maxOrder, Math.max(-1, ...existing.map((e) => e.order)) + 1);
      const everlink: StoredEverlink = {
        id: ref.id,
        companyId,
        type: 'url',
        title: body.title,
        url: body.url!,
        file: null,
        divisionIds: body.divisionIds,
        order,
        createdAt: at,
        updatedAt: at,
      };
      tx.create(ref, everlink);
      dropPublicCompany(ctx, tx, companyId);
      return everlink;
    }
    const ref = collections(ctx).companyLinks(companyId).doc(everlinkId);
    const current = (await tx.get(ref)).data();
    if (!current) throw notFoundLink();
    // A URL replaces an uploaded file; without one a file link keeps its file.
    const toUrl = body.url !== undefined;
    replaced = toUrl && current.file ? current.file.path : null;
    const next: StoredEverlink = {
      ...current,
      title: body.title,
      divisionIds: body.divisionIds,
      order: body.order ?? current.order,
      ...(toUrl ? { type: 'url' as const, url: body.url!, file: null } : {}),
      updatedAt: at,
    };
    tx.set(ref, next);
    dropPublicCompany(ctx, tx, companyId);
    return next;
  });
  if (replaced) await deleteMediaQuietly(ctx, [replaced]);
  return { created: creating, everlink: view(saved) };
}

const FILE_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * POST …/everlinks/upload: a PDF or picture (sniffed, ≤ 5 MB by readUpload). Without
 * `everlinkId` a new file link at the end, titled by the form's `title` or the file name;
 * with it, a new file for that link (which becomes a file link).
 */
export async function uploadCompanyEverlinkFile(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  everlinkId: string | undefined,
  read: ReadFile,
): Promise<{ created: boolean; everlink: CompanyEverlink }> {
  await authorizeInCompany(ctx, caller, everlinkId ? 'update' : 'create', 'CompanyLink', companyId);
  const upload = await read();
  const id = everlinkId ?? randomSuffix(16);
  const ext = FILE_EXTENSIONS[upload.contentType] ?? 'bin';
  const [stored] = await storeMedia(ctx, `companies/${companyId}/everlinks/${id}`, [
    { bytes: upload.bytes, contentType: upload.contentType, ext, name: 'file' },
  ]);
  const name = upload.filename || `file.${ext}`;
  const file = { name, contentType: upload.contentType, size: upload.size, path: stored.path };
  const title = (upload.fields.title ?? '').trim().slice(0, COMPANY_BRAND_LIMITS.title);
  let replaced: string | null = null;
  try {
    const saved = await ctx.store.runTransaction(async (tx) => {
      const ref = collections(ctx).companyLinks(companyId).doc(id);
      const at = now(ctx);
      if (everlinkId) {
        const current = (await tx.get(ref)).data();
        if (!current) throw notFoundLink();
        replaced = current.file?.path ?? null;
        const next: StoredEverlink = {
          ...current,
          type: 'file',
          url: stored.url,
          file,
          ...(title ? { title } : {}),
          updatedAt: at,
        };
        tx.set(ref, next);
        dropPublicCompany(ctx, tx, companyId);
        return next;
      }
      const existing = (await tx.get(collections(ctx).companyLinks(companyId))).docs.map((d) => d.data());
      if (existing.length >= COMPANY_BRAND_LIMITS.everlinks)
        throw conflict(COMPANY_BRAND_MESSAGES.tooManyEverlinks, 'too-many-everlinks');
      const order = Math.min(COMPANY_BRAND_LIMITS.maxOrder, Math.max(-1, ...existing.map((e) => e.order)) + 1);
      const everlink: StoredEverlink = {
        id,
        companyId,
        type: 'file',
        title: title || name.replace(/\.[^.]+$/, '').slice(0, COMPANY_BRAND_LIMITS.title) || 'File',
        url: stored.url,
        file,
        divisionIds: [],
        order,
        createdAt: at,
        updatedAt: at,
      };
      tx.create(ref, everlink);
      dropPublicCompany(ctx, tx, companyId);
      return everlink;
    });
    if (replaced) await deleteMediaQuietly(ctx, [replaced]);
    return { created: !everlinkId, everlink: view(saved) };
  } catch (error) {
    await deleteMediaQuietly(ctx, [stored.path]);
    throw error;
  }
}

/** DELETE …/everlinks/{everlinkId}: the link and its file. */
export async function deleteCompanyEverlink(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  everlinkId: string,
): Promise<{ id: string }> {
  await authorizeInCompany(ctx, caller, 'delete', 'CompanyLink', companyId);
  const ref = collections(ctx).companyLinks(companyId).doc(everlinkId);
  const removed = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFoundLink();
    tx.delete(ref);
    dropPublicCompany(ctx, tx, companyId);
    return current;
  });
  if (removed.file) await deleteMediaQuietly(ctx, [removed.file.path]);
  return { id: everlinkId };
}

/** Every link of the company, in display order, for the brand on its employees' cards. */
export async function companyEverlinksInOrder(ctx: AppContext, companyId: string): Promise<CompanyEverlink[]> {
  return (await allEverlinks(ctx, companyId)).map(view);
}
