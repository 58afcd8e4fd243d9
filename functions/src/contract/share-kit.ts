import { z } from 'zod';
import { id } from './common';

/**
 * The share kit of a profile (docs/share-kit.md): Apple and Google wallet passes, an email
 * signature in three designs, call backgrounds in three designs, and the designs a company
 * hands to every employee.
 */

export const SIGNATURE_DESIGNS = ['classic', 'modern', 'compact'] as const;
export type SignatureDesign = (typeof SIGNATURE_DESIGNS)[number];

export const BACKGROUND_DESIGNS = ['gradient', 'minimal', 'bold'] as const;
export type BackgroundDesign = (typeof BACKGROUND_DESIGNS)[number];

/** The designs' names as the API words them (its refusals). */
export { BACKGROUND_DESIGN_LABELS, SIGNATURE_DESIGN_LABELS } from './labels';

export const DEFAULT_SIGNATURE_DESIGN: SignatureDesign = 'classic';
export const DEFAULT_BACKGROUND_DESIGN: BackgroundDesign = 'gradient';

/** Call backgrounds are Full HD: what Zoom, Teams and Meet recommend. */
export const BACKGROUND_SIZE = { width: 1920, height: 1080 } as const;

/** The QR code image a signature links to: PNG, square, this many pixels a side. */
export const QR_SIZE = { min: 64, max: 1024, default: 256 } as const;

export const SHARE_KIT_MESSAGES = {
  unknownDesign: 'Choose one of the designs.',
  walletUnavailable: 'Wallet passes are not available right now. Please try again later.',
  noPublicLink: 'This profile has no public link yet. Choose one in its details first.',
  chooseSomething: 'Choose a signature design or a background design.',
  designLocked: (label: string) => `Your company has chosen the ${label} design for everyone.`,
} as const;

const signatureDesign = () => z.enum(SIGNATURE_DESIGNS, { error: SHARE_KIT_MESSAGES.unknownDesign });
const backgroundDesign = () => z.enum(BACKGROUND_DESIGNS, { error: SHARE_KIT_MESSAGES.unknownDesign });

export const shareKitProfileParam = z.object({ id: id() });

/** GET /v1/profiles/{id}/signature?design=: left out, the company's design or the default. */
export const signatureQuery = z.object({ design: signatureDesign().optional() });

/** GET /v1/profiles/{id}/backgrounds/{design}.png */
export const backgroundParam = z.object({ id: id(), design: backgroundDesign() });

/** GET /v1/profiles/{id}/qr.png?size= */
export const qrQuery = z.object({
  size: z.coerce.number().int().min(QR_SIZE.min).max(QR_SIZE.max).default(QR_SIZE.default),
});

export const companyShareKitParam = z.object({ companyId: id() });

/** PUT /v1/company/{companyId}/share-kit: a design hands it to everyone, null lets each person choose. */
export const companyShareKitBody = z
  .object({
    signatureDesign: signatureDesign().nullable().optional(),
    backgroundDesign: backgroundDesign().nullable().optional(),
  })
  .strict()
  .refine((body) => body.signatureDesign !== undefined || body.backgroundDesign !== undefined, {
    message: SHARE_KIT_MESSAGES.chooseSomething,
  });
export type CompanyShareKitBody = z.infer<typeof companyShareKitBody>;

/** The designs a company hands to every employee (`companies/{companyId}/settings/shareKit`). */
export interface CompanyShareKit {
  companyId: string;
  signatureDesign: SignatureDesign | null;
  backgroundDesign: BackgroundDesign | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** One kind of design as the share tab shows it: the design to preselect, and whether it is the company's to choose. */
export interface DesignChoice<D extends string> {
  design: D;
  /** The company chose it for everyone and the viewer may not change that. */
  locked: boolean;
}

/** GET /v1/profiles/{id}/share-kit: what the profile's share tab needs. */
export interface ShareKit {
  profileId: string;
  /** The profile's public link (the QR codes' content); null while it has none. */
  cardUrl: string | null;
  /** The QR code as a PNG anyone can load (email signatures link to it); null without a public link. */
  qrUrl: string | null;
  /** Which wallets this deployment can sign passes for. */
  wallet: { apple: boolean; google: boolean };
  signature: DesignChoice<SignatureDesign>;
  background: DesignChoice<BackgroundDesign>;
  /** The owner's company while they are its employee; `canChoose`: the viewer may set its designs. */
  company: { id: string; name: string; canChoose: boolean } | null;
}

/** GET /v1/profiles/{id}/wallet/google */
export interface GoogleWalletLink {
  url: string;
}

export const APPLE_PASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';
