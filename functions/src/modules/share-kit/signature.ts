import type { SignatureDesign } from '../../contract/share-kit';
import { contrast, esc, href, READABLE } from '../../platform/html';
import { organizationOf, type ShareSubject } from './share-subject';

/**
 * The email signature: HTML that Gmail, Outlook (desktop too, which renders with Word) and Apple
 * Mail all show alike. So: tables for layout, every style inline, `bgcolor`/`width`/`height`
 * attributes beside the styles Outlook ignores, absolute image URLs (JPEG and PNG only: Outlook
 * cannot show WebP), no classes, no scripts, no web fonts. Only what the public card shows goes
 * in: hidden contact details stay hidden.
 */

export interface SignatureInput {
  subject: ShareSubject;
  design: SignatureDesign;
  /** Absolute URLs the mail client loads. */
  photoUrl: string | null;
  qrUrl: string;
  cardUrl: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const TEXT = '#1f2937';
const MUTED = '#6b7280';
const TABLE = `cellpadding="0" cellspacing="0" border="0" role="presentation"`;

interface SignatureLink {
  label: string;
  url: string;
}

/** Colour for links and accents on white: the brand colour when it reads on white, else dark grey. */
const inkOf = (subject: ShareSubject) =>
  contrast(subject.look.primary, '#ffffff') >= READABLE.text ? subject.look.primary : TEXT;

function linksOf(subject: ShareSubject, cardUrl: string): SignatureLink[] {
  const d = subject.details;
  const email = d.email ?? d.emails[0]?.email;
  const phone = d.phoneNumbers[0]?.number;
  const website = d.websites[0]?.url;
  return [
    ...(email ? [{ label: email, url: `mailto:${email}` }] : []),
    ...(phone ? [{ label: phone, url: `tel:${phone.replace(/[^0-9+]/g, '')}` }] : []),
    ...(website ? [{ label: website.replace(/^https?:\/\//, '').replace(/\/$/, ''), url: website }] : []),
    { label: 'My digital card', url: cardUrl },
    ...(d.bookingUrl ? [{ label: 'Book a meeting', url: d.bookingUrl }] : []),
  ];
}

const socialsOf = (subject: ShareSubject): SignatureLink[] =>
  subject.details.socials.slice(0, 5).map((s) => ({ label: s.name, url: s.url }));

const link = (l: SignatureLink, color: string) =>
  `<a href="${href(l.url)}" style="color:${color};text-decoration:none;">${esc(l.label)}</a>`;

const joined = (links: SignatureLink[], color: string, separator = '&nbsp;&middot;&nbsp;') =>
  links.map((l) => link(l, color)).join(`<span style="color:${MUTED};">${separator}</span>`);

function roleLine(subject: ShareSubject): string {
  return [subject.details.jobTitle, organizationOf(subject)]
    .filter(Boolean)
    .map((v) => esc(v))
    .join(' &middot; ');
}

const image = (src: string, alt: string, size: number, round = false) =>
  `<img src="${esc(src)}" width="${size}" height="${size}" alt="${esc(alt)}" style="display:block;width:${size}px;height:${size}px;border:0;outline:none;${round ? `border-radius:${size / 2}px;` : ''}">`;

const qr = (input: SignatureInput, size: number) =>
  `<a href="${href(input.cardUrl)}" style="text-decoration:none;">${image(input.qrUrl, `QR code for ${input.subject.name}'s digital card`, size)}</a>`;

function classic(input: SignatureInput): string {
  const { subject } = input;
  const ink = inkOf(subject);
  const rows = [
    `<tr><td style="${FONT}font-size:16px;font-weight:bold;color:${TEXT};padding:0 0 2px 0;">${esc(subject.name)}</td></tr>`,
    roleLine(subject) &&
      `<tr><td style="${FONT}font-size:13px;color:${MUTED};padding:0 0 8px 0;">${roleLine(subject)}</td></tr>`,
    ...linksOf(subject, input.cardUrl).map(
      (l) => `<tr><td style="${FONT}font-size:13px;padding:0 0 2px 0;">${link(l, ink)}</td></tr>`,
    ),
    socialsOf(subject).length &&
      `<tr><td style="${FONT}font-size:12px;padding:6px 0 0 0;">${joined(socialsOf(subject), ink)}</td></tr>`,
  ].filter(Boolean);
  return `<table ${TABLE} style="border-collapse:collapse;${FONT}color:${TEXT};"><tr>${
    input.photoUrl
      ? `<td valign="top" style="padding:0 16px 0 0;">${image(input.photoUrl, subject.name, 80, true)}</td>`
      : ''
  }<td valign="top" style="padding:0 16px 0 14px;border-left:3px solid ${subject.look.primary};"><table ${TABLE} style="border-collapse:collapse;">${rows.join('')}</table></td><td valign="top" style="padding:0 0 0 8px;">${qr(input, 72)}</td></tr></table>`;
}

function modern(input: SignatureInput): string {
  const { subject } = input;
  const { primary, onPrimary } = subject.look;
  const ink = inkOf(subject);
  const details = [
    `<tr><td style="${FONT}font-size:18px;font-weight:bold;color:${ink};padding:0 0 2px 0;">${esc(subject.name)}</td></tr>`,
    roleLine(subject) &&
      `<tr><td style="${FONT}font-size:13px;color:${TEXT};padding:0 0 8px 0;">${roleLine(subject)}</td></tr>`,
    `<tr><td style="${FONT}font-size:12px;padding:0;">${joined(linksOf(subject, input.cardUrl), ink, '&nbsp;&nbsp;|&nbsp;&nbsp;')}</td></tr>`,
    socialsOf(subject).length &&
      `<tr><td style="${FONT}font-size:12px;padding:4px 0 0 0;">${joined(socialsOf(subject), ink)}</td></tr>`,
  ].filter(Boolean);
  const organization = organizationOf(subject);
  return `<table ${TABLE} style="border-collapse:collapse;${FONT}color:${TEXT};">${
    organization
      ? `<tr><td colspan="3" bgcolor="${primary}" style="background-color:${primary};color:${onPrimary};${FONT}font-size:11px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;padding:4px 10px;">${esc(organization)}</td></tr>`
      : `<tr><td colspan="3" bgcolor="${primary}" height="4" style="background-color:${primary};height:4px;line-height:4px;font-size:0;">&nbsp;</td></tr>`
  }<tr>${
    input.photoUrl
      ? `<td valign="top" style="padding:10px 14px 0 0;">${image(input.photoUrl, subject.name, 64)}</td>`
      : ''
  }<td valign="top" style="padding:10px 14px 0 0;"><table ${TABLE} style="border-collapse:collapse;">${details.join('')}</table></td><td valign="top" style="padding:10px 0 0 0;">${qr(input, 64)}</td></tr></table>`;
}

function compact(input: SignatureInput): string {
  const { subject } = input;
  const ink = inkOf(subject);
  const role = roleLine(subject);
  const card = { label: 'My digital card', url: input.cardUrl };
  return `<table ${TABLE} style="border-collapse:collapse;${FONT}color:${TEXT};"><tr><td valign="middle" style="padding:0 10px 0 0;">${qr(input, 48)}</td><td valign="middle" style="${FONT}font-size:13px;line-height:1.4;padding:0;"><strong style="color:${TEXT};">${esc(subject.name)}</strong>${
    role ? `<span style="color:${MUTED};">&nbsp;&middot;&nbsp;${role}</span>` : ''
  }<br>${link(card, ink)}</td></tr></table>`;
}

const DESIGNS: Record<SignatureDesign, (input: SignatureInput) => string> = { classic, modern, compact };

/** The signature as an HTML fragment: what goes into a mail client's signature settings. */
export function renderSignature(input: SignatureInput): string {
  return DESIGNS[input.design](input);
}
