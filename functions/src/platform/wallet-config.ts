import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineSecret } from 'firebase-functions/params';

/**
 * Signing material for wallet passes (modules/share-kit). In production the certificates and keys
 * are secrets (Secret Manager, bound with defineSecret; a bound secret reaches the code as the
 * environment variable of its name) and the identifiers plain settings. In local runs, without
 * them, the files `npm start` makes once under `.local/wallet` (scripts/lib/wallet-credentials.mjs)
 * stand in, or those of EVERLINK_WALLET_DIR (e2e runs and tests make their own). Either wallet
 * may be missing: its calls then answer 503 and the app hides its button.
 */

export interface AppleWalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** PEM texts, as passkit-generator takes them. */
  certificates: { wwdr: string; signerCert: string; signerKey: string; signerKeyPassphrase?: string };
}

export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  /** The service account's RSA private key, PKCS#8 PEM. */
  privateKey: string;
}

export interface WalletConfig {
  apple: AppleWalletConfig | null;
  google: GoogleWalletConfig | null;
}

/** Secret Manager names of the signing material. */
export const WALLET_SECRETS = {
  appleSignerCert: 'APPLE_PASS_SIGNER_CERT',
  appleSignerKey: 'APPLE_PASS_SIGNER_KEY',
  appleSignerKeyPassphrase: 'APPLE_PASS_SIGNER_KEY_PASSPHRASE',
  appleWwdrCert: 'APPLE_WWDR_CERT',
  googleServiceAccount: 'GOOGLE_WALLET_SERVICE_ACCOUNT',
} as const;

/** Plain settings (functions/.env): which pass type and Google issuer the material belongs to. */
const APPLE_PASS_TYPE_ID = 'APPLE_PASS_TYPE_ID';
const APPLE_TEAM_ID = 'APPLE_TEAM_ID';
const GOOGLE_WALLET_ISSUER_ID = 'GOOGLE_WALLET_ISSUER_ID';

/** The file layout of a local wallet folder; the same names as scripts/lib/wallet-credentials.mjs writes. */
const LOCAL_FILES = {
  wwdr: 'apple-wwdr.pem',
  signerCert: 'apple-signer.pem',
  signerKey: 'apple-signer-key.pem',
  signerKeyPassphrase: 'apple-signer-passphrase.txt',
  googleServiceAccount: 'google-service-account.json',
  ids: 'wallet-ids.json',
} as const;

type LocalFile = keyof typeof LOCAL_FILES;

function pem(name: string, value: string | undefined, kind: 'CERTIFICATE' | 'PRIVATE KEY'): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // Keys may be "PRIVATE KEY", "RSA PRIVATE KEY" or "ENCRYPTED PRIVATE KEY"; certificates only "CERTIFICATE".
  const ok =
    kind === 'CERTIFICATE'
      ? /-----BEGIN CERTIFICATE-----/.test(text)
      : /-----BEGIN (RSA |ENCRYPTED )?PRIVATE KEY-----/.test(text);
  if (!ok)
    throw new Error(
      `${name} must be a PEM ${kind === 'CERTIFICATE' ? 'certificate' : 'private key'} (-----BEGIN ${kind}-----).`,
    );
  return `${text}\n`;
}

function serviceAccountOf(name: string, raw: string | undefined): { email: string; privateKey: string } | undefined {
  if (!raw?.trim()) return undefined;
  let key: { client_email?: unknown; private_key?: unknown };
  try {
    key = JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be a service-account key file (JSON).`);
  }
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string')
    throw new Error(`${name} must hold client_email and private_key.`);
  return { email: key.client_email, privateKey: pem(`${name}.private_key`, key.private_key, 'PRIVATE KEY')! };
}

/** The files of a local wallet folder that exist, as text. */
function localFiles(dir: string | undefined): Partial<Record<LocalFile, string>> {
  if (!dir) return {};
  const found: Partial<Record<LocalFile, string>> = {};
  for (const [key, name] of Object.entries(LOCAL_FILES) as [LocalFile, string][]) {
    const path = resolve(dir, name);
    if (existsSync(path)) found[key] = readFileSync(path, 'utf8');
  }
  return found;
}

function localIds(raw: string | undefined): {
  passTypeIdentifier?: string;
  teamIdentifier?: string;
  googleIssuerId?: string;
} {
  if (!raw) return {};
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
}

/**
 * The wallet settings of this run: secrets and settings first; in local runs the folder's files
 * fill what is unset. Malformed material stops the start with a line naming the variable.
 */
export function loadWalletConfig(
  env: NodeJS.ProcessEnv,
  options: { local: boolean; defaultDir: string },
): WalletConfig {
  const files = options.local ? localFiles(env.EVERLINK_WALLET_DIR?.trim() || options.defaultDir) : {};
  const ids = localIds(files.ids);
  const value = (name: string, file?: LocalFile) => env[name]?.trim() || (file ? files[file] : undefined);

  const wwdr = pem(WALLET_SECRETS.appleWwdrCert, value(WALLET_SECRETS.appleWwdrCert, 'wwdr'), 'CERTIFICATE');
  const signerCert = pem(
    WALLET_SECRETS.appleSignerCert,
    value(WALLET_SECRETS.appleSignerCert, 'signerCert'),
    'CERTIFICATE',
  );
  const signerKey = pem(
    WALLET_SECRETS.appleSignerKey,
    value(WALLET_SECRETS.appleSignerKey, 'signerKey'),
    'PRIVATE KEY',
  );
  const passTypeIdentifier = env[APPLE_PASS_TYPE_ID]?.trim() || ids.passTypeIdentifier;
  const teamIdentifier = env[APPLE_TEAM_ID]?.trim() || ids.teamIdentifier;
  const apple =
    wwdr && signerCert && signerKey && passTypeIdentifier && teamIdentifier
      ? {
          passTypeIdentifier,
          teamIdentifier,
          certificates: {
            wwdr,
            signerCert,
            signerKey,
            signerKeyPassphrase:
              value(WALLET_SECRETS.appleSignerKeyPassphrase, 'signerKeyPassphrase')?.trim() || undefined,
          },
        }
      : null;

  const account = serviceAccountOf(
    WALLET_SECRETS.googleServiceAccount,
    value(WALLET_SECRETS.googleServiceAccount, 'googleServiceAccount'),
  );
  const issuerId = env[GOOGLE_WALLET_ISSUER_ID]?.trim() || ids.googleIssuerId;
  if (issuerId && !/^\d{1,30}$/.test(issuerId))
    throw new Error(`${GOOGLE_WALLET_ISSUER_ID} must be the issuer's number from the Google Pay & Wallet Console.`);
  const google =
    account && issuerId ? { issuerId, serviceAccountEmail: account.email, privateKey: account.privateKey } : null;
  return { apple, google };
}

/**
 * The secrets to bind to the API function: Apple's when APPLE_PASS_TYPE_ID is set, Google's when
 * GOOGLE_WALLET_ISSUER_ID is (a deploy fails while a bound secret is missing, so an unconfigured
 * wallet binds none). None in the emulator, which would look them up in Secret Manager.
 */
export function walletSecrets(env: NodeJS.ProcessEnv = process.env) {
  if (env.FUNCTIONS_EMULATOR === 'true') return [];
  const names: string[] = [];
  if (env[APPLE_PASS_TYPE_ID])
    names.push(
      WALLET_SECRETS.appleSignerCert,
      WALLET_SECRETS.appleSignerKey,
      WALLET_SECRETS.appleSignerKeyPassphrase,
      WALLET_SECRETS.appleWwdrCert,
    );
  if (env[GOOGLE_WALLET_ISSUER_ID]) names.push(WALLET_SECRETS.googleServiceAccount);
  return names.map((name) => defineSecret(name));
}
