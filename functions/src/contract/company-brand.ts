import { z } from 'zod';
import { id, pageQuery, requiredString, url } from './common';
import { cardId, type CardStatus } from './cards';
import { COMPANY_LIMITS, type Company, type LockableProfileField } from './company';
import { LOCKED_FIELD_LABELS } from './labels';

/**
 * A company's brand on its employees' cards: company links ("everlinks"), logo and background
 * (colours and locked fields are part of the company itself, `updateCompanyBody` in company.ts),
 * and the company's physical cards. docs/company.md, sections "Company links" to "Lead notifications".
 */

export const COMPANY_BRAND_LIMITS = {
  everlinks: 50,
  title: 100,
  divisionsPerLink: COMPANY_LIMITS.divisionsPerEmployee,
  maxOrder: 10_000,
} as const;

/** `POST …/everlinks/new` creates a link with an id the server chooses; any other id must exist. */
export const NEW_EVERLINK_ID = 'new';

/** The uploads of the branding: what each image is resized to (within, never enlarged). */
export const BRAND_IMAGE_TYPES = ['company-logo', 'background'] as const;
export type BrandImageType = (typeof BRAND_IMAGE_TYPES)[number];

export const COMPANY_BRAND_MESSAGES = {
  everlinkNotFound: 'This company link does not exist.',
  tooManyEverlinks: `A company can have at most ${COMPANY_BRAND_LIMITS.everlinks} links.`,
  holderNotEmployee: 'Choose an active employee of the company.',
  holderWithoutProfile: 'This employee has no active profile for the card to open yet.',
  companyCardTaken: 'This card belongs to a company. Ask an admin of the company to assign it to you.',
  unknownCompany: 'Unknown company.',
} as const;

/** How a locked field is named in the refusal ("Job title is managed by your company."). */
export { LOCKED_FIELD_LABELS };

const PLURAL_LABELS: readonly LockableProfileField[] = ['phoneNumbers', 'emails', 'websites', 'addresses', 'socials'];

export const lockedFieldMessage = (field: LockableProfileField) =>
  `${LOCKED_FIELD_LABELS[field]} ${PLURAL_LABELS.includes(field) ? 'are' : 'is'} managed by your company.`;

// --- company links ---

export const COMPANY_EVERLINK_TYPES = ['url', 'file'] as const;

export interface CompanyEverlinkFile {
  name: string;
  contentType: string;
  size: number;
}

/** A company link as the API answers it. */
export interface CompanyEverlink {
  id: string;
  companyId: string;
  type: (typeof COMPANY_EVERLINK_TYPES)[number];
  title: string;
  /** Where the link leads: the URL, or the uploaded file's download URL. */
  url: string;
  /** Uploaded files only. */
  file: CompanyEverlinkFile | null;
  /** Divisions whose employees' cards show it; empty: every employee's. */
  divisionIds: string[];
  /** Display order, ascending (ties by creation). */
  order: number;
  createdAt: string;
  updatedAt: string;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * POST …/everlinks/{everlinkId}: the whole link. To create one (`new`), `url` is required; a file
 * link is created by uploading its file. On a file link, leaving `url` out keeps the file and a
 * `url` turns it into a URL link. `order` left out: new links go last, existing ones stay.
 */
export const companyEverlinkBody = z
  .object({
    title: requiredString(COMPANY_BRAND_LIMITS.title),
    url: url().optional(),
    divisionIds: z.array(id()).max(COMPANY_BRAND_LIMITS.divisionsPerLink).transform(unique).default([]),
    order: z.number().int().min(0).max(COMPANY_BRAND_LIMITS.maxOrder).optional(),
  })
  .strict();
export type CompanyEverlinkBody = z.infer<typeof companyEverlinkBody>;

/** POST …/everlinks/upload?everlinkId=: a new file link (the form's `title`, or the file name), or a new file for that link. */
export const companyEverlinkUploadQuery = z.object({ everlinkId: id().optional() }).strict();

export const companyEverlinkParam = z.object({ companyId: id(), everlinkId: id() });

// --- branding ---

/** What an employee's public card shows of their company (`PublicProfile.company`). */
export interface PublicCompanyBrand {
  id: string;
  name: string;
  logoUrl: string | null;
  backgroundUrl: string | null;
  brand: { primaryColor: string; accentColor: string };
  /** The company links for this employee (all, or those of their divisions), in order. */
  everlinks: Pick<CompanyEverlink, 'id' | 'type' | 'title' | 'url'>[];
}

/**
 * The brand as an employee's card carries it, shaped once for the server's cards and the web's
 * branding preview: the company's pictures and colours, and its links (in the order given) for
 * everyone and for any of the employee's divisions.
 */
export function publicCompanyBrandOf(
  company: Pick<Company, 'id' | 'name' | 'logo' | 'background' | 'brand'>,
  everlinks: readonly Pick<CompanyEverlink, 'id' | 'type' | 'title' | 'url' | 'divisionIds'>[],
  divisionIds: readonly string[],
): PublicCompanyBrand {
  return {
    id: company.id,
    name: company.name,
    logoUrl: company.logo?.url ?? null,
    backgroundUrl: company.background?.url ?? null,
    brand: { primaryColor: company.brand.primaryColor, accentColor: company.brand.accentColor },
    everlinks: everlinks
      .filter((e) => !e.divisionIds.length || e.divisionIds.some((d) => divisionIds.includes(d)))
      .map(({ id, type, title, url }) => ({ id, type, title, url })),
  };
}

// --- company cards ---

export interface CompanyCardHolder {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A physical card of the company (a card with `companyId`), with its holder. */
export interface CompanyCard {
  id: string;
  companyId: string;
  status: CardStatus;
  label: string;
  /** `${publicUrl}/card/{id}`. */
  url: string;
  /** The profile the card opens: the holder's default when assigned. */
  profileId: string | null;
  holder: CompanyCardHolder | null;
  batchId: string | null;
  activatedAt: string | null;
  updatedAt: string;
}

export const companyCardsQuery = pageQuery;

/** PUT …/cards/{cardId}: `{ userId }` gives the card to that employee, `{ userId: null }` takes it back. */
export const assignCompanyCardBody = z.object({ userId: id().nullable() }).strict();
export type AssignCompanyCardBody = z.infer<typeof assignCompanyCardBody>;

export const companyCardParam = z.object({ companyId: id(), cardId: cardId() });
