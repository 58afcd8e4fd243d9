import sharp, { type OverlayOptions } from 'sharp';
import QRCode from 'qrcode';
import { BACKGROUND_SIZE, type BackgroundDesign } from '../../contract/share-kit';
import { organizationOf, type ShareSubject } from './share-subject';
import { svgText } from './svg-text';

/**
 * Call backgrounds (Zoom, Teams, Meet): a 1920×1080 PNG drawn by sharp from an SVG built here,
 * with the QR code and the company logo composited as images. The person sits in the middle of
 * the frame, so the name sits in the top-left corner and the QR code bottom-right, on white so
 * phones can scan it off a screen. Text uses the system's sans-serif fonts (DejaVu or Liberation
 * here and in Cloud Functions' image).
 */

const { width: W, height: H } = BACKGROUND_SIZE;
const MARGIN = 120;
const QR_PIXELS = 240;
const QR_PADDING = 20;
const QR_CARD = QR_PIXELS + 2 * QR_PADDING;
const QR_LEFT = W - MARGIN - QR_CARD;
const QR_TOP = H - MARGIN - QR_CARD - 48;
const LOGO_BOX = { width: 320, height: 120, padding: 20 };
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;

export interface BackgroundInput {
  subject: ShareSubject;
  design: BackgroundDesign;
  cardUrl: string;
  /** The company logo's bytes (any format sharp reads), for employees. */
  logo: Buffer | null;
}

interface Palette {
  text: string;
  muted: string;
  /** The shapes behind everything. */
  backdrop: string;
  /** Logos go on a white chip on dark designs, so any logo stays legible. */
  logoChip: boolean;
}

/** The QR code of a URL as a PNG, `size` pixels a side (qr.png, signatures, backgrounds, passes). */
export function qrPng(url: string, size: number): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: 'png',
    width: size,
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/** `hex` mixed with black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(c + (target - c) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** At most `max` characters, with an ellipsis when cut. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function palette(input: BackgroundInput): Palette {
  const { primary, accent, onPrimary } = input.subject.look;
  if (input.design === 'minimal') {
    return {
      text: '#111827',
      muted: '#4b5563',
      backdrop: `<rect width="${W}" height="${H}" fill="#f8fafc"/><rect width="20" height="${H}" fill="${primary}"/><rect x="20" width="8" height="${H}" fill="${accent}" opacity="0.6"/>`,
      logoChip: false,
    };
  }
  if (input.design === 'bold') {
    return {
      text: '#ffffff',
      muted: '#cbd5e1',
      backdrop: `<rect width="${W}" height="${H}" fill="#0b1120"/><circle cx="${W - 80}" cy="${H + 40}" r="640" fill="${primary}"/><circle cx="-60" cy="-60" r="300" fill="${accent}" opacity="0.35"/>`,
      logoChip: true,
    };
  }
  const muted = onPrimary === '#ffffff' ? shade(primary, 0.75) : shade(primary, -0.6);
  return {
    text: onPrimary,
    muted,
    backdrop: `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${shade(primary, -0.45)}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/><circle cx="${W - 160}" cy="-120" r="520" fill="${accent}" opacity="0.22"/>`,
    logoChip: true,
  };
}

function textBlock(input: BackgroundInput, colors: Palette): string {
  const { subject } = input;
  const left = input.design === 'minimal' ? MARGIN + 28 : MARGIN;
  const name = clip(subject.name, 40);
  const nameSize = name.length <= 22 ? 84 : name.length <= 32 ? 66 : 54;
  const lines = [
    `<text x="${left}" y="${MARGIN + nameSize}" ${FONT} font-size="${nameSize}" font-weight="700" fill="${colors.text}">${svgText(name)}</text>`,
  ];
  let y = MARGIN + nameSize + 64;
  if (subject.details.jobTitle) {
    lines.push(
      `<text x="${left}" y="${y}" ${FONT} font-size="40" fill="${colors.text}">${svgText(clip(subject.details.jobTitle, 60))}</text>`,
    );
    y += 56;
  }
  const organization = organizationOf(subject);
  if (organization)
    lines.push(
      `<text x="${left}" y="${y}" ${FONT} font-size="36" fill="${colors.muted}">${svgText(clip(organization, 60))}</text>`,
    );
  return lines.join('');
}

function qrCard(colors: Palette): string {
  const border = colors.logoChip ? '' : ' stroke="#e5e7eb" stroke-width="2"';
  return (
    `<rect x="${QR_LEFT}" y="${QR_TOP}" width="${QR_CARD}" height="${QR_CARD}" rx="24" fill="#ffffff"${border}/>` +
    `<text x="${QR_LEFT + QR_CARD / 2}" y="${QR_TOP + QR_CARD + 44}" text-anchor="middle" ${FONT} font-size="26" fill="${colors.muted}">Scan for my card</text>`
  );
}

async function logoImage(logo: Buffer | null): Promise<{ png: Buffer; width: number; height: number } | null> {
  if (!logo) return null;
  try {
    const { data, info } = await sharp(logo, { limitInputPixels: 50_000_000 })
      .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    // A logo sharp cannot read is left out rather than failing the background.
    return null;
  }
}

/** The background as PNG bytes, exactly BACKGROUND_SIZE. */
export async function renderBackground(input: BackgroundInput): Promise<Buffer> {
  const colors = palette(input);
  const logo = await logoImage(input.logo);
  const logoLeft = logo ? W - MARGIN - logo.width : 0;
  const logoTop = MARGIN;
  const chip =
    logo && colors.logoChip
      ? `<rect x="${logoLeft - LOGO_BOX.padding}" y="${logoTop - LOGO_BOX.padding}" width="${logo.width + 2 * LOGO_BOX.padding}" height="${logo.height + 2 * LOGO_BOX.padding}" rx="18" fill="#ffffff"/>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${colors.backdrop}${chip}${textBlock(input, colors)}${qrCard(colors)}</svg>`;
  const overlays: OverlayOptions[] = [
    { input: await qrPng(input.cardUrl, QR_PIXELS), left: QR_LEFT + QR_PADDING, top: QR_TOP + QR_PADDING },
  ];
  if (logo) overlays.push({ input: logo.png, left: logoLeft, top: logoTop });
  return sharp(Buffer.from(svg)).composite(overlays).png({ compressionLevel: 6 }).toBuffer();
}
