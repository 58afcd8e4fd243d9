import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import sharp from 'sharp';
import { jwtVerify, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLE_PASS_CONTENT_TYPE, SHARE_KIT_MESSAGES } from '../../contract/share-kit';
import { LOCAL_WALLET_IDS } from '../../../../scripts/lib/wallet-credentials.mjs';
import { createTestContext, createUser } from '../../../test/harness.test-support';
import {
  ACME_BRAND,
  binary,
  createShareKitWorld,
  firstProfile,
  unzip,
  type ShareKitWorld,
} from './share-kit.test-support';
import { GOOGLE_CLASS_SUFFIX, GOOGLE_SAVE_URL } from './google-pass';

let w: ShareKitWorld;
beforeAll(async () => {
  w = await createShareKitWorld();
});
afterAll(async () => w?.close());

const cardUrlOf = (slug: string | null) => `${w.t.deps.config.publicUrl}/card/@${slug}`;
const applePath = (profileId: string) => `/v1/profiles/${profileId}/wallet/apple`;
const googlePath = (profileId: string) => `/v1/profiles/${profileId}/wallet/google`;

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * Verifies the detached PKCS#7 signature over manifest.json as Wallet does: the signer
 * certificate chains to the (test) WWDR certificate, the signed attributes carry the manifest's
 * digest, and the RSA signature over those attributes verifies with the signer's public key.
 * (node-forge parses PKCS#7 but leaves verification to its caller.)
 */
function verifyPassSignature(signature: Buffer, manifest: Buffer): { signerSubject: string } {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(signature.toString('binary')));
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos: forge.asn1.Asn1[]; content?: unknown };
  };
  expect(message.rawCapture.content, 'detached: the manifest is not inside the signature').toBeUndefined();

  const wwdr = forge.pki.certificateFromPem(w.credentials.apple.wwdr);
  const signer = message.certificates.find((c) => c.subject.getField('CN')?.value.startsWith('Pass Type ID'));
  expect(signer).toBeDefined();
  expect(wwdr.verify(signer!)).toBe(true);
  expect(forge.pki.certificateToPem(signer!)).toBe(
    forge.pki.certificateToPem(forge.pki.certificateFromPem(w.credentials.apple.signerCert)),
  );

  const [signerInfo] = message.rawCapture.signerInfos;
  const parts = signerInfo.value as forge.asn1.Asn1[];
  const signed = parts.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0)!;
  const encryptedDigest = parts[parts.indexOf(signed) + 2];
  const attributes = signed.value as forge.asn1.Asn1[];
  const digestAttribute = attributes.find(
    (a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest,
  )!;
  const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
  expect(forge.util.bytesToHex(digest)).toBe(sha1(manifest));

  // The signature covers the attributes DER-encoded as a SET, not as the [0] they are stored in.
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const md = forge.md.sha1.create();
  md.update(forge.asn1.toDer(set).getBytes());
  expect(
    (signer!.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), encryptedDigest.value as string),
  ).toBe(true);
  return { signerSubject: signer!.subject.getField('CN').value };
}

async function downloadPass(profileId: string, headers: { Authorization: string }) {
  const res = await w.t.api.get(applePath(profileId)).set(headers).buffer(true).parse(binary);
  expect(res.status, res.status === 200 ? '' : JSON.stringify(res.body?.toString())).toBe(200);
  return { res, files: await unzip(res.body as Buffer) };
}

describe('Apple Wallet pass', () => {
  it('is a signed .pkpass whose manifest hashes every file and whose signature verifies with the test certificate', async () => {
    const { res, files } = await downloadPass(w.ownerProfile.id, w.owner.headers);
    expect(res.headers['content-type']).toBe(APPLE_PASS_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.pkpass"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((res.body as Buffer).subarray(0, 2).toString()).toBe('PK');

    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as Record<string, string>;
    const content = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(content.sort());
    for (const name of content) expect(manifest[name], name).toBe(sha1(files.get(name)!));
    expect(content).toEqual(
      expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png', 'thumbnail.png', 'thumbnail@2x.png']),
    );

    const { signerSubject } = verifyPassSignature(files.get('signature')!, files.get('manifest.json')!);
    expect(signerSubject).toBe(`Pass Type ID: ${LOCAL_WALLET_IDS.passTypeIdentifier}`);
    // Not vacuous: a manifest changed by one byte no longer matches the signature.
    const tampered = Buffer.from(files.get('manifest.json')!.toString().replace('}', ' }'));
    expect(() => verifyPassSignature(files.get('signature')!, tampered)).toThrow();
  });

  it("carries the card URL as its QR code, the person's details and the profile's colour (no company)", async () => {
    const { files } = await downloadPass(w.ownerProfile.id, w.owner.headers);
    const pass = JSON.parse(files.get('pass.json')!.toString());
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: LOCAL_WALLET_IDS.passTypeIdentifier,
      teamIdentifier: LOCAL_WALLET_IDS.teamIdentifier,
      serialNumber: w.ownerProfile.id,
      organizationName: 'Plain Studio',
      backgroundColor: rgbOf(w.ownerProfile.config.theme.primaryColor),
    });
    expect(pass.barcodes[0]).toMatchObject({
      format: 'PKBarcodeFormatQR',
      message: cardUrlOf(w.ownerProfile.slug),
      messageEncoding: 'iso-8859-1',
    });
    const fields = [...pass.generic.primaryFields, ...pass.generic.secondaryFields, ...pass.generic.auxiliaryFields];
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'name', value: "Pat O'Plain <b>" }),
        expect.objectContaining({ key: 'title', value: 'Designer & Maker' }),
        expect.objectContaining({ key: 'company', value: 'Plain Studio' }),
        expect.objectContaining({ key: 'email', value: 'pat@plain.example' }),
      ]),
    );
    // The thumbnail is the uploaded photo, resized.
    const thumb = await sharp(files.get('thumbnail@2x.png')!).metadata();
    expect([thumb.width, thumb.height, thumb.format]).toEqual([180, 180, 'png']);
    const { dominant } = await sharp(files.get('thumbnail@2x.png')!).stats();
    expect(dominant.r).toBeGreaterThan(200);
  });

  it("an employee's pass wears the company's colours, name and logo", async () => {
    const { files } = await downloadPass(w.repProfile.id, w.rep.headers);
    const pass = JSON.parse(files.get('pass.json')!.toString());
    expect(pass).toMatchObject({
      organizationName: 'Acme',
      backgroundColor: rgbOf(ACME_BRAND.primaryColor),
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: rgbOf(ACME_BRAND.accentColor),
    });
    expect(pass.logoText).toBeUndefined();
    expect(files.has('logo.png') && files.has('logo@2x.png')).toBe(true);
    expect((await sharp(files.get('logo@2x.png')!).metadata()).width).toBeLessThanOrEqual(320);
    expect(pass.generic.secondaryFields).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'title', value: 'Account Executive' })]),
    );
    verifyPassSignature(files.get('signature')!, files.get('manifest.json')!);
  });

  it('is for those who may read the profile: its admin and division manager yes; others 404, anonymous 401', async () => {
    expect((await downloadPass(w.repProfile.id, w.admin.headers)).files.has('pass.json')).toBe(true);
    expect((await downloadPass(w.repProfile.id, w.manager.headers)).files.has('pass.json')).toBe(true);
    expect((await downloadPass(w.repProfile.id, w.superadmin.headers)).files.has('pass.json')).toBe(true);
    for (const [who, profileId] of [
      [w.owner, w.repProfile.id],
      [w.globexAdmin, w.repProfile.id],
      [w.manager, w.engineerProfile.id],
      [w.rep, w.ownerProfile.id],
    ] as const) {
      const res = await w.t.api.get(applePath(profileId)).set(who.headers);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect((await w.t.api.get(applePath(w.ownerProfile.id))).status).toBe(401);
    expect((await w.t.api.get(applePath('no-such-profile')).set(w.owner.headers)).status).toBe(404);
    expect((await w.t.api.get(applePath('bad%2Fid')).set(w.owner.headers)).status).toBe(400);
  });
});

describe('Google Wallet link', () => {
  it('is a save link whose RS256 JWT verifies with the service account key and holds the pass', async () => {
    const res = await w.t.api.get(googlePath(w.repProfile.id)).set(w.rep.headers);
    expect(res.status).toBe(200);
    const { url } = res.body.data as { url: string };
    expect(url.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const jwt = url.slice(GOOGLE_SAVE_URL.length);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT' });

    const key = createPublicKey(w.credentials.google.publicKey);
    const { payload } = await jwtVerify(jwt, key, {
      issuer: LOCAL_WALLET_IDS.googleServiceAccountEmail,
      audience: 'google',
      algorithms: ['RS256'],
    });
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: [w.t.deps.config.publicUrl] });
    expect(payload.iat).toBe(Math.floor(w.t.clock.now().getTime() / 1000));

    const classId = `${LOCAL_WALLET_IDS.googleIssuerId}.${GOOGLE_CLASS_SUFFIX}`;
    const body = payload.payload as { genericClasses: { id: string }[]; genericObjects: Record<string, unknown>[] };
    expect(body.genericClasses).toEqual([{ id: classId }]);
    const [object] = body.genericObjects;
    expect(object).toMatchObject({
      classId,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: cardUrlOf(w.repProfile.slug) },
      hexBackgroundColor: ACME_BRAND.primaryColor,
      cardTitle: { defaultValue: { language: 'en-US', value: 'Acme' } },
      header: { defaultValue: { language: 'en-US', value: 'Rey Seller' } },
      subheader: { defaultValue: { language: 'en-US', value: 'Account Executive' } },
    });
    expect(object.id).toMatch(
      new RegExp(`^${LOCAL_WALLET_IDS.googleIssuerId}\\.profile-${w.repProfile.id}-[0-9a-f]{12}$`),
    );
    expect(object.textModulesData).toEqual(
      expect.arrayContaining([{ id: 'email', header: 'Email', body: 'rey@acme.example' }]),
    );

    // A JWT signed with any other key does not verify.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect(jwtVerify(jwt, other.publicKey)).rejects.toThrow();
  });

  it('changed details save as a new object; the same details keep the id', async () => {
    const idOf = async () => {
      const { url } = (await w.t.api.get(googlePath(w.ownerProfile.id)).set(w.owner.headers)).body.data;
      const { payload } = await jwtVerify(
        url.slice(GOOGLE_SAVE_URL.length),
        createPublicKey(w.credentials.google.publicKey),
      );
      return (payload.payload as { genericObjects: { id: string }[] }).genericObjects[0].id;
    };
    const before = await idOf();
    expect(await idOf()).toBe(before);
    expect(
      (await w.t.api.put(`/v1/profiles/${w.ownerProfile.id}`).set(w.owner.headers).send({ jobTitle: 'Lead Designer' }))
        .status,
    ).toBe(200);
    expect(await idOf()).not.toBe(before);
  });

  it('others 404, anonymous 401', async () => {
    expect((await w.t.api.get(googlePath(w.repProfile.id)).set(w.admin.headers)).status).toBe(200);
    expect((await w.t.api.get(googlePath(w.repProfile.id)).set(w.owner.headers)).status).toBe(404);
    expect((await w.t.api.get(googlePath(w.repProfile.id)).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await w.t.api.get(googlePath(w.repProfile.id))).status).toBe(401);
  });
});

describe('without signing material', () => {
  it('answers 503 with a clear message and the share kit says neither wallet is available', async () => {
    const t = await createTestContext({ EVERLINK_WALLET_DIR: '/nonexistent/everlink-wallet' });
    try {
      const user = await createUser(t);
      const profile = await firstProfile(t, user);
      for (const path of [applePath(profile.id), googlePath(profile.id)]) {
        const res = await t.api.get(path).set(user.headers);
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ message: SHARE_KIT_MESSAGES.walletUnavailable, code: 'wallet-unavailable' });
      }
      expect((await t.api.get(`/v1/profiles/${profile.id}/share-kit`).set(user.headers)).body.data.wallet).toEqual({
        apple: false,
        google: false,
      });
    } finally {
      await t.close();
    }
  });
});
