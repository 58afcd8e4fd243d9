// Test signing material for wallet passes, for local runs and tests (never for production, whose
// real certificates and key are secrets: docs/share-kit.md). Apple: a self-signed test CA that
// stands in for Apple's WWDR certificate, and a pass signer certificate it issued, whose key is
// encrypted with a passphrase as Apple's exports are. Google: an RSA service-account key in the
// JSON shape Google Cloud hands out. Wallet apps will not accept these (Apple and Google trust
// only their own chains); they make the whole flow run and let tests verify every signature.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import forge from 'node-forge';

/** The files in a wallet folder (EVERLINK_WALLET_DIR), as the functions read them. */
export const WALLET_FILES = {
  wwdr: 'apple-wwdr.pem',
  signerCert: 'apple-signer.pem',
  signerKey: 'apple-signer-key.pem',
  signerKeyPassphrase: 'apple-signer-passphrase.txt',
  googleServiceAccount: 'google-service-account.json',
  /** passTypeIdentifier, teamIdentifier and googleIssuerId the certificate was made for. */
  ids: 'wallet-ids.json',
};

/** The identifiers the local test certificate is made for (and the functions use locally). */
export const LOCAL_WALLET_IDS = {
  passTypeIdentifier: 'pass.test.everlink.card',
  teamIdentifier: 'EVERLINKT1',
  googleIssuerId: '3388000000022000000',
  googleServiceAccountEmail: 'everlink-wallet@demo-everlink.iam.gserviceaccount.com',
};

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function rsaKeyPair() {
  // Node's native generator: forge's pure-JS one takes seconds for 2048 bits.
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

function certificate({ subject, issuer, publicKey, signingKey, ca, now }) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive serial: the leading byte stays below 0x80.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 5 * YEAR_MS);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
          { name: 'subjectKeyIdentifier' },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, critical: true },
          { name: 'subjectKeyIdentifier' },
        ],
  );
  cert.sign(signingKey, forge.md.sha256.create());
  return cert;
}

/**
 * Fresh test credentials, in memory: `{ apple: { wwdr, signerCert, signerKey, signerKeyPassphrase },
 * google: { serviceAccount, publicKey } }`, every value a PEM string (the service account a JSON
 * object with `client_email` and `private_key`).
 */
export function makeWalletCredentials({ ids = LOCAL_WALLET_IDS, now = new Date() } = {}) {
  const caKeys = rsaKeyPair();
  const caName = [
    { name: 'commonName', value: 'Everlink Local Test WWDR CA' },
    { name: 'organizationName', value: 'Everlink (local test, not Apple)' },
    { name: 'countryName', value: 'US' },
  ];
  const ca = certificate({
    subject: caName,
    issuer: caName,
    publicKey: caKeys.publicKey,
    signingKey: caKeys.privateKey,
    ca: true,
    now,
  });

  const signerKeys = rsaKeyPair();
  const signer = certificate({
    subject: [
      { type: '0.9.2342.19200300.100.1.1', value: ids.passTypeIdentifier },
      { name: 'commonName', value: `Pass Type ID: ${ids.passTypeIdentifier}` },
      { name: 'organizationalUnitName', value: ids.teamIdentifier },
      { name: 'organizationName', value: 'Everlink (local test)' },
      { name: 'countryName', value: 'US' },
    ],
    issuer: caName,
    publicKey: signerKeys.publicKey,
    signingKey: caKeys.privateKey,
    ca: false,
    now,
  });
  const signerKeyPassphrase = randomBytes(12).toString('base64url');

  const google = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    apple: {
      wwdr: forge.pki.certificateToPem(ca),
      signerCert: forge.pki.certificateToPem(signer),
      signerKey: forge.pki.encryptRsaPrivateKey(signerKeys.privateKey, signerKeyPassphrase, { algorithm: 'aes256' }),
      signerKeyPassphrase,
    },
    google: {
      serviceAccount: {
        type: 'service_account',
        project_id: 'demo-everlink',
        private_key_id: randomBytes(20).toString('hex'),
        private_key: google.privateKey,
        client_email: ids.googleServiceAccountEmail,
      },
      publicKey: google.publicKey,
    },
  };
}

/** Writes credentials into `dir` in the functions' file layout (WALLET_FILES). */
export function writeWalletCredentials(dir, credentials, ids = LOCAL_WALLET_IDS) {
  mkdirSync(dir, { recursive: true });
  const { apple, google } = credentials;
  const files = {
    [WALLET_FILES.wwdr]: apple.wwdr,
    [WALLET_FILES.signerCert]: apple.signerCert,
    [WALLET_FILES.signerKey]: apple.signerKey,
    [WALLET_FILES.signerKeyPassphrase]: apple.signerKeyPassphrase,
    [WALLET_FILES.googleServiceAccount]: JSON.stringify(google.serviceAccount, null, 2),
    [WALLET_FILES.ids]: JSON.stringify(
      {
        passTypeIdentifier: ids.passTypeIdentifier,
        teamIdentifier: ids.teamIdentifier,
        googleIssuerId: ids.googleIssuerId,
      },
      null,
      2,
    ),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(resolve(dir, name), content, { mode: 0o600 });
}

/** Makes the local test credentials in `dir` once; a folder that has them all is left alone. */
export function ensureWalletCredentials(dir) {
  if (Object.values(WALLET_FILES).every((name) => existsSync(resolve(dir, name)))) return { dir, created: false };
  writeWalletCredentials(dir, makeWalletCredentials());
  return { dir, created: true };
}
