import { createHash } from 'node:crypto';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { GoogleWalletConfig } from '../../platform/wallet-config';
import { organizationOf, type ShareSubject } from './share-subject';

/**
 * "Save to Google Wallet": a link `https://pay.google.com/gp/v/save/<jwt>` whose JWT carries the
 * pass itself (a generic class and object), signed RS256 with the service account's key, so no
 * call to Google's API is needed first. Google creates the class on the first save.
 *
 * Google keeps an object once saved and ignores a JWT that names it again with other content,
 * so the object id ends with a hash of the content: changed details save as a new pass.
 */

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';
/** One class for every Everlink card of the issuer. */
export const GOOGLE_CLASS_SUFFIX = 'everlink_business_card';

export interface GooglePassInput {
  subject: ShareSubject;
  cardUrl: string;
  config: GoogleWalletConfig;
  /** Origins allowed to show the save button (the app's own). */
  origins: string[];
  /** Absolute photo URL Google fetches for the pass logo. */
  photoUrl: string | null;
  now: Date;
}

const text = (value: string) => ({ defaultValue: { language: 'en-US', value } });

function genericObject(input: GooglePassInput, classId: string) {
  const { subject, cardUrl } = input;
  const d = subject.details;
  const organization = organizationOf(subject);
  const email = d.email ?? d.emails[0]?.email;
  const phone = d.phoneNumbers[0]?.number;
  const modules = [
    ...(organization ? [{ id: 'company', header: 'Company', body: organization }] : []),
    ...(email ? [{ id: 'email', header: 'Email', body: email }] : []),
    ...(phone ? [{ id: 'phone', header: 'Phone', body: phone }] : []),
  ];
  const content = {
    classId,
    state: 'ACTIVE',
    cardTitle: text(organization || 'Everlink'),
    header: text(subject.name),
    ...(d.jobTitle ? { subheader: text(d.jobTitle) } : {}),
    ...(modules.length ? { textModulesData: modules } : {}),
    linksModuleData: { uris: [{ id: 'card', uri: cardUrl, description: 'Digital business card' }] },
    barcode: { type: 'QR_CODE', value: cardUrl },
    hexBackgroundColor: subject.look.primary,
    ...(input.photoUrl ? { logo: { sourceUri: { uri: input.photoUrl }, contentDescription: text(subject.name) } } : {}),
  };
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 12);
  return { id: `${input.config.issuerId}.profile-${subject.profile.id}-${hash}`, ...content };
}

// Importing a PEM key costs a parse; one import per key and instance.
const keys = new Map<string, Promise<CryptoKey>>();
const signingKey = (pem: string) => {
  let key = keys.get(pem);
  if (!key) keys.set(pem, (key = importPKCS8(pem, 'RS256')));
  return key;
};

/** The save link, with the signed JWT. */
export async function googleSaveUrl(input: GooglePassInput): Promise<string> {
  const classId = `${input.config.issuerId}.${GOOGLE_CLASS_SUFFIX}`;
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: input.origins,
    payload: { genericClasses: [{ id: classId }], genericObjects: [genericObject(input, classId)] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(input.config.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(input.now.getTime() / 1000))
    .sign(await signingKey(input.config.privateKey));
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
