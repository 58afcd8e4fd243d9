import type { AppContext } from '../../platform/context';
import { authorize, can, type Caller } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import {
  BACKGROUND_DESIGN_LABELS,
  DEFAULT_BACKGROUND_DESIGN,
  DEFAULT_SIGNATURE_DESIGN,
  SHARE_KIT_MESSAGES,
  SIGNATURE_DESIGN_LABELS,
  type BackgroundDesign,
  type CompanyShareKit,
  type CompanyShareKitBody,
  type DesignChoice,
  type SignatureDesign,
} from '../../contract/share-kit';
import type { PublicCompanyBrand } from '../../contract/company-brand';
import { getCompanyById } from '../company';
import { collections } from '../../platform/store/collections';

/**
 * The designs a company hands to every employee: one document a company,
 * `companies/{companyId}/settings/shareKit`. Members read it (their share tab shows the choice);
 * whoever may update the company (admins, superadmins) sets it, and is not bound by it, so
 * they can preview every design before choosing.
 */

const settingsRef = (ctx: AppContext, companyId: string) => collections(ctx).companySettings(companyId).doc('shareKit');

const empty = (companyId: string): CompanyShareKit => ({
  companyId,
  signatureDesign: null,
  backgroundDesign: null,
  updatedAt: null,
  updatedBy: null,
});

async function readSettings(ctx: AppContext, companyId: string): Promise<CompanyShareKit> {
  return (await settingsRef(ctx, companyId).get()).data() ?? empty(companyId);
}

/** A company the caller may read (an active member, a superadmin); anyone else 404, as for every company call. */
async function readableCompany(ctx: AppContext, caller: Caller, companyId: string) {
  const company = await getCompanyById(ctx, companyId);
  if (!company) throw notFound();
  await authorize(ctx, caller, 'read', 'Company', { companyId });
  return company;
}

/** GET /v1/company/{companyId}/share-kit */
export async function getCompanyShareKit(ctx: AppContext, caller: Caller, companyId: string): Promise<CompanyShareKit> {
  await readableCompany(ctx, caller, companyId);
  return readSettings(ctx, companyId);
}

/** PUT /v1/company/{companyId}/share-kit: members who may not update the company get 403, and nothing changes. */
export async function setCompanyShareKit(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  body: CompanyShareKitBody,
): Promise<CompanyShareKit> {
  await readableCompany(ctx, caller, companyId);
  await authorize(ctx, caller, 'update', 'Company', { companyId }, { deny: 'forbidden' });
  return ctx.store.runTransaction(async (tx) => {
    const ref = settingsRef(ctx, companyId);
    const current = (await tx.get(ref)).data() ?? empty(companyId);
    const next: CompanyShareKit = {
      ...current,
      ...(body.signatureDesign !== undefined ? { signatureDesign: body.signatureDesign } : {}),
      ...(body.backgroundDesign !== undefined ? { backgroundDesign: body.backgroundDesign } : {}),
      updatedAt: ctx.clock.now().toISOString(),
      updatedBy: caller.uid,
    };
    tx.set(ref, next);
    return next;
  });
}

export interface DesignChoices {
  signature: DesignChoice<SignatureDesign>;
  background: DesignChoice<BackgroundDesign>;
  company: { id: string; name: string; canChoose: boolean } | null;
}

function choice<D extends string>(chosen: D | null, fallback: D, canChoose: boolean): DesignChoice<D> {
  return chosen ? { design: chosen, locked: !canChoose } : { design: fallback, locked: false };
}

/** The designs to preselect for a profile, as its company set them for the viewer. */
export async function designChoicesFor(
  ctx: AppContext,
  caller: Caller,
  brand: PublicCompanyBrand | null,
): Promise<DesignChoices> {
  if (!brand)
    return {
      signature: choice(null, DEFAULT_SIGNATURE_DESIGN, true),
      background: choice(null, DEFAULT_BACKGROUND_DESIGN, true),
      company: null,
    };
  const [settings, canChoose] = await Promise.all([
    readSettings(ctx, brand.id),
    can(ctx, caller, 'update', 'Company', { companyId: brand.id }),
  ]);
  return {
    signature: choice(settings.signatureDesign, DEFAULT_SIGNATURE_DESIGN, canChoose),
    background: choice(settings.backgroundDesign, DEFAULT_BACKGROUND_DESIGN, canChoose),
    company: { id: brand.id, name: brand.name, canChoose },
  };
}

/** The design to render: the one asked for unless the company locked another (403), else the preselected one. */
export function resolveSignatureDesign(
  requested: SignatureDesign | undefined,
  choice: DesignChoice<SignatureDesign>,
): SignatureDesign {
  if (requested && choice.locked && requested !== choice.design)
    throw forbidden(SHARE_KIT_MESSAGES.designLocked(SIGNATURE_DESIGN_LABELS[choice.design]));
  return requested ?? choice.design;
}

export function resolveBackgroundDesign(
  requested: BackgroundDesign,
  choice: DesignChoice<BackgroundDesign>,
): BackgroundDesign {
  if (choice.locked && requested !== choice.design)
    throw forbidden(SHARE_KIT_MESSAGES.designLocked(BACKGROUND_DESIGN_LABELS[choice.design]));
  return requested;
}
