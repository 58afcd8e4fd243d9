import sharp from 'sharp';
import type { AppContext } from '../../src/platform/context';
import type { Card } from '../../src/contract/cards';
import { updateCompany } from '../../src/modules/company';
import { uploadCompanyImage } from '../../src/modules/company';
import { saveCompanyEverlink } from '../../src/modules/company';
import { assignCompanyCard } from '../../src/modules/company';
import { NEW_EVERLINK_ID } from '../../src/contract/company-brand';
import { collections } from '../../src/platform/store/collections';

/** Acme's two company cards: the first held by Priya, the second waiting in the drawer. */
export const ACME_CARDS = ['ACMECARD2345', 'ACMECARD2346'] as const;

const BRAND = { primaryColor: '#0f766e', accentColor: '#f59e0b' };

/** A small logo: a rounded square in the brand colour with a white "A", drawn as SVG and made a PNG. */
async function acmeLogo(): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">` +
    `<rect width="256" height="256" rx="48" fill="${BRAND.primaryColor}"/>` +
    `<path d="M128 48 L204 208 H170 L154 172 H102 L86 208 H52 Z M114 144 H142 L128 112 Z" fill="#ffffff"/>` +
    `<rect x="52" y="216" width="152" height="10" rx="5" fill="${BRAND.accentColor}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Acme's brand, through the services as its admin would set it: a logo, brand colours, one
 * company link on every employee's card, and two company cards (one given to Priya, who is in
 * Sales East, one unassigned). Card ids are fixed, so seeding again rewrites the same cards.
 */
export async function seedCompanyBrand(
  ctx: AppContext,
  demo: { companyId: string; adminId: string; holderId: string },
): Promise<void> {
  const admin = { uid: demo.adminId };
  const logo = await acmeLogo();
  const file = { bytes: logo, filename: 'acme-logo.png', contentType: 'image/png', size: logo.length, fields: {} };
  await uploadCompanyImage(ctx, admin, demo.companyId, 'company-logo', async () => file);
  await updateCompany(ctx, admin, demo.companyId, { brand: BRAND });
  await saveCompanyEverlink(ctx, admin, demo.companyId, NEW_EVERLINK_ID, {
    title: 'Acme product catalogue',
    url: 'https://acme.example/catalogue',
    divisionIds: [],
  });

  const now = ctx.clock.now().toISOString();
  const batch = ctx.store.batch();
  for (const id of ACME_CARDS) {
    const card: Card = {
      id,
      status: 'unassigned',
      userId: null,
      profileId: null,
      label: '',
      batchId: null,
      companyId: demo.companyId,
      activatedAt: null,
      deactivatedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    batch.set(collections(ctx).cards.doc(id), card);
  }
  await batch.commit();
  await assignCompanyCard(ctx, admin, demo.companyId, ACME_CARDS[0], demo.holderId);
}
