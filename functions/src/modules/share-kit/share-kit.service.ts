import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { ApiError, notFound } from '../../platform/errors';
import {
  SHARE_KIT_MESSAGES,
  type BackgroundDesign,
  type GoogleWalletLink,
  type ShareKit,
  type SignatureDesign,
} from '../../contract/share-kit';
import { loadProfile, profileUrl } from '../profiles';
import {
  cardUrlOf,
  companyLogoBytes,
  fileNameOf,
  photoBytes,
  photoUrlOf,
  qrUrlOf,
  readableProfile,
  shareSubjectOf,
} from './share-subject';
import { designChoicesFor, resolveBackgroundDesign, resolveSignatureDesign } from './company-designs';
import { buildApplePass } from './apple-pass';
import { googleSaveUrl } from './google-pass';
import { renderSignature } from './signature';
import { qrPng, renderBackground } from './backgrounds';

/**
 * The share kit of a profile. Everything but the QR image is for whoever may read the profile
 * (its owner; a company admin, or a manager of the owner's division; a superadmin): others get
 * 404, as for every private object.
 */

const walletUnavailable = () => new ApiError(503, SHARE_KIT_MESSAGES.walletUnavailable, 'wallet-unavailable');

/** GET /v1/profiles/{id}/share-kit: what the share tab shows and preselects. */
export async function getShareKit(ctx: AppContext, caller: Caller, profileId: string): Promise<ShareKit> {
  const subject = await shareSubjectOf(ctx, await readableProfile(ctx, caller, profileId));
  const choices = await designChoicesFor(ctx, caller, subject.brand);
  return {
    profileId: subject.profile.id,
    cardUrl: subject.cardUrl,
    qrUrl: subject.cardUrl ? qrUrlOf(ctx, subject.profile.id) : null,
    wallet: { apple: !!ctx.config.wallet.apple, google: !!ctx.config.wallet.google },
    ...choices,
  };
}

/** GET /v1/profiles/{id}/wallet/apple: the signed .pkpass. */
export async function applePass(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
): Promise<{ filename: string; bytes: Buffer }> {
  const subject = await shareSubjectOf(ctx, await readableProfile(ctx, caller, profileId));
  const config = ctx.config.wallet.apple;
  if (!config) throw walletUnavailable();
  const cardUrl = cardUrlOf(subject);
  const [photo, logo] = await Promise.all([photoBytes(ctx, subject), companyLogoBytes(ctx, subject)]);
  const bytes = await buildApplePass({ subject, cardUrl, config, photo, logo });
  return { filename: `${fileNameOf(subject)}.pkpass`, bytes };
}

/** GET /v1/profiles/{id}/wallet/google: the "Save to Google Wallet" link. */
export async function googleWalletLink(ctx: AppContext, caller: Caller, profileId: string): Promise<GoogleWalletLink> {
  const subject = await shareSubjectOf(ctx, await readableProfile(ctx, caller, profileId));
  const config = ctx.config.wallet.google;
  if (!config) throw walletUnavailable();
  const url = await googleSaveUrl({
    subject,
    cardUrl: cardUrlOf(subject),
    config,
    origins: [ctx.config.publicUrl],
    photoUrl: photoUrlOf(ctx, subject),
    now: ctx.clock.now(),
  });
  return { url };
}

/** GET /v1/profiles/{id}/signature?design=: the signature's HTML, in the design asked for or preselected. */
export async function emailSignature(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
  requested?: SignatureDesign,
): Promise<string> {
  const subject = await shareSubjectOf(ctx, await readableProfile(ctx, caller, profileId));
  const design = resolveSignatureDesign(requested, (await designChoicesFor(ctx, caller, subject.brand)).signature);
  return renderSignature({
    subject,
    design,
    cardUrl: cardUrlOf(subject),
    photoUrl: photoUrlOf(ctx, subject),
    qrUrl: qrUrlOf(ctx, subject.profile.id),
  });
}

/** GET /v1/profiles/{id}/backgrounds/{design}.png */
export async function callBackground(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
  requested: BackgroundDesign,
): Promise<{ filename: string; png: Buffer }> {
  const subject = await shareSubjectOf(ctx, await readableProfile(ctx, caller, profileId));
  const design = resolveBackgroundDesign(requested, (await designChoicesFor(ctx, caller, subject.brand)).background);
  const png = await renderBackground({
    subject,
    design,
    cardUrl: cardUrlOf(subject),
    logo: await companyLogoBytes(ctx, subject),
  });
  return { filename: `${fileNameOf(subject)} background ${design}.png`, png };
}

/**
 * GET /v1/profiles/{id}/qr.png: the QR code of an active profile's link, for anyone (signatures
 * load it in other people's mail clients). It shows what the public page shows anyway.
 */
export async function publicQrPng(ctx: AppContext, profileId: string, size: number): Promise<Buffer> {
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status !== 'active' || !profile.slug) throw notFound();
  return qrPng(profileUrl(ctx.config.publicUrl, profile.slug), size);
}
