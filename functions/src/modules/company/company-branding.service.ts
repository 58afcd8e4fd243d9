import type { AppContext } from '../../platform/context';
import { authorizeInCompany, type Caller } from '../../platform/access';
import type { ReadFile } from '../../platform/uploads';
import { notFound } from '../../platform/errors';
import type { Company, StoredFile } from '../../contract/company';
import { publicCompanyBrandOf, type BrandImageType, type PublicCompanyBrand } from '../../contract/company-brand';
import type { Profile } from '../../contract/profiles';
import { decodeImage, deleteMediaQuietly, readableImage, renderImage, storeMedia } from '../../platform/blobs/media';
import { getCompanyById, now } from './company.model';
import { companyEverlinksInOrder } from './company-links.service';
import { dropPublicCompany } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';

/**
 * The company's logo and background (its colours are part of PUT /v1/company/{companyId}), and
 * what an employee's public card shows of the company. Pictures are decoded and resized as
 * profile pictures are (profiles.media), stored under a new versioned path, and the company
 * points at them in a transaction; the replaced files go after the commit.
 */

/** Logo within 400×400 (transparency kept), background within 1600×1600; WebP, never enlarged. */
const SIZES: Record<BrandImageType, number> = { 'company-logo': 400, background: 1600 };
const FIELD: Record<BrandImageType, 'logo' | 'background'> = { 'company-logo': 'logo', background: 'background' };

/** POST …/company-logo/upload and …/background/upload (admins): the company with its new picture. */
export async function uploadCompanyImage(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  type: BrandImageType,
  read: ReadFile,
): Promise<Company> {
  await authorizeInCompany(ctx, caller, 'update', 'Company', companyId);
  const upload = await read();
  const size = SIZES[type];
  const rendition = await readableImage(() =>
    renderImage(decodeImage(upload).resize(size, size, { fit: 'inside', withoutEnlargement: true }), 'webp'),
  );
  const [stored] = await storeMedia(ctx, `companies/${companyId}/${FIELD[type]}`, [rendition]);
  const picture: StoredFile = { url: stored.url, path: stored.path };
  let replaced: StoredFile | null | undefined;
  try {
    const company = await ctx.store.runTransaction(async (tx) => {
      const ref = collections(ctx).companies.doc(companyId);
      const current = (await tx.get(ref)).data();
      if (!current) throw notFound();
      replaced = current[FIELD[type]];
      const next: Company = { ...current, [FIELD[type]]: picture, updatedAt: now(ctx) };
      tx.set(ref, next);
      dropPublicCompany(ctx, tx, companyId);
      return next;
    });
    if (replaced?.path) await deleteMediaQuietly(ctx, [replaced.path]);
    return company;
  } catch (error) {
    await deleteMediaQuietly(ctx, [stored.path]);
    throw error;
  }
}

/**
 * What the public card of this profile shows of its owner's company: logo, background, colours
 * and the links for the owner's divisions; null when the profile is no company's, or its owner
 * is no longer an employee.
 */
export async function companyBrandOf(
  ctx: AppContext,
  profile: Pick<Profile, 'userId' | 'companyId'>,
): Promise<PublicCompanyBrand | null> {
  if (!profile.companyId) return null;
  const [company, employee] = await Promise.all([
    getCompanyById(ctx, profile.companyId),
    collections(ctx).employees(profile.companyId).doc(profile.userId).get(),
  ]);
  const member = employee.data();
  if (!company || !member) return null;
  return publicCompanyBrandOf(company, await companyEverlinksInOrder(ctx, company.id), member.divisionIds ?? []);
}
