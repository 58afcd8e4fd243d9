import sharp from 'sharp';
import { PKPass } from 'passkit-generator';
import type { AppleWalletConfig } from '../../platform/wallet-config';
import { contrast, esc, READABLE } from '../../platform/html';
import { organizationOf, type ShareSubject } from './share-subject';
import { svgText } from './svg-text';

/**
 * The Apple Wallet pass: a "generic" pass whose QR code is the card URL, with the name, title
 * and company, the photo as its thumbnail and the company's colours (else the profile's).
 * passkit-generator writes manifest.json (SHA-1 of every file) and the detached PKCS#7
 * signature over it with the signer certificate, chained to the WWDR certificate.
 * The serial number is the profile id, so adding the pass again replaces the old one.
 */

export interface ApplePassInput {
  subject: ShareSubject;
  cardUrl: string;
  config: AppleWalletConfig;
  /** The profile photo (JPEG) and company logo (any format sharp reads), when there are. */
  photo: Buffer | null;
  logo: Buffer | null;
}

/** pass.json wants colours as `rgb(r, g, b)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    // By code point, so a name starting with an emoji gives the whole emoji.
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('') || 'E';

/** The icon (lock screen, notifications): the initials on the primary colour, at 1×, 2× and 3×. */
async function icons(subject: ShareSubject): Promise<Record<string, Buffer>> {
  const { primary, onPrimary } = subject.look;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="87" height="87"><rect width="87" height="87" rx="18" fill="${primary}"/><text x="43.5" y="56" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="${onPrimary}">${svgText(initialsOf(subject.name))}</text></svg>`;
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  const [one, two, three] = await Promise.all(
    [29, 58, 87].map((size) => sharp(master).resize(size, size).png().toBuffer()),
  );
  return { 'icon.png': one, 'icon@2x.png': two, 'icon@3x.png': three };
}

/** The photo as the pass thumbnail (90×90 points). */
async function thumbnails(photo: Buffer | null): Promise<Record<string, Buffer>> {
  if (!photo) return {};
  const size = (px: number) => sharp(photo).resize(px, px, { fit: 'cover' }).png().toBuffer();
  const [one, two] = await Promise.all([size(90), size(180)]);
  return { 'thumbnail.png': one, 'thumbnail@2x.png': two };
}

/** The company logo top-left (within 160×50 points). */
async function logos(logo: Buffer | null): Promise<Record<string, Buffer>> {
  if (!logo) return {};
  try {
    const within = (w: number, h: number) =>
      sharp(logo).resize(w, h, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    const [one, two] = await Promise.all([within(160, 50), within(320, 100)]);
    return { 'logo.png': one, 'logo@2x.png': two };
  } catch {
    // An unreadable logo leaves the organisation's name in its place.
    return {};
  }
}

function passJson(input: ApplePassInput) {
  const { subject, cardUrl, config } = input;
  const { primary, accent, onPrimary } = subject.look;
  const d = subject.details;
  const organization = organizationOf(subject);
  const email = d.email ?? d.emails[0]?.email;
  const phone = d.phoneNumbers[0]?.number;
  // The accent labels the fields when it reads on the background; else the text colour does.
  const label = contrast(accent, primary) >= READABLE.large ? accent : onPrimary;
  return {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    serialNumber: subject.profile.id,
    organizationName: organization || subject.name,
    description: `${subject.name}'s digital business card`,
    logoText: input.logo ? undefined : organization || 'Everlink',
    backgroundColor: rgb(primary),
    foregroundColor: rgb(onPrimary),
    labelColor: rgb(label),
    generic: {
      primaryFields: [{ key: 'name', label: 'Name', value: subject.name }],
      secondaryFields: [
        ...(d.jobTitle ? [{ key: 'title', label: 'Title', value: d.jobTitle }] : []),
        ...(organization ? [{ key: 'company', label: 'Company', value: organization }] : []),
      ],
      auxiliaryFields: [
        ...(email ? [{ key: 'email', label: 'Email', value: email }] : []),
        ...(phone ? [{ key: 'phone', label: 'Phone', value: phone }] : []),
      ],
      backFields: [
        {
          key: 'card',
          label: 'Digital card',
          value: cardUrl,
          attributedValue: `<a href="${esc(cardUrl)}">${esc(cardUrl)}</a>`,
        },
      ],
    },
  };
}

/** The signed .pkpass archive. */
export async function buildApplePass(input: ApplePassInput): Promise<Buffer> {
  const [iconFiles, thumbFiles, logoFiles] = await Promise.all([
    icons(input.subject),
    thumbnails(input.photo),
    logos(input.logo),
  ]);
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson(input))), ...iconFiles, ...thumbFiles, ...logoFiles },
    input.config.certificates,
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: input.cardUrl,
    messageEncoding: 'iso-8859-1',
    altText: input.cardUrl.replace(/^https?:\/\//, ''),
  });
  return pass.getAsBuffer();
}
