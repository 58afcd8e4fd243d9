import { X509Certificate } from 'node:crypto';
import * as samlify from 'samlify';
import { badRequest } from '../../platform/errors';
import { SSO_LIMITS, SSO_MESSAGES } from '../../contract/sso';

/**
 * What a company's SAML identity provider says of itself: its metadata, parsed with samlify and
 * checked before anything is configured, so a typo is refused at once (an OIDC issuer's discovery
 * is read by sso-oidc.ts, the same reading sign-in uses).
 */

const metadataInvalid = () => badRequest(SSO_MESSAGES.metadataInvalid, { metadataXml: SSO_MESSAGES.metadataInvalid });

/** A bare base64 certificate (as metadata holds it) as PEM. */
const asPem = (cert: string) => {
  if (cert.includes('BEGIN CERTIFICATE')) return cert.trim();
  const body = cert.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`;
};

export interface SamlIdp {
  idpEntityId: string;
  ssoUrl: string;
  x509Certificates: string[];
}

/** The IdP's entity id, SSO URL (redirect binding first: SP-initiated sign-in) and signing certificates. */
export function parseMetadata(xml: string): SamlIdp {
  let meta: {
    getEntityID(): unknown;
    getSingleSignOnService(binding: string): unknown;
    getX509Certificate(use: string): unknown;
  };
  try {
    meta = samlify.IdentityProvider({ metadata: xml }).entityMeta;
  } catch {
    throw metadataInvalid();
  }
  const entityId = meta.getEntityID();
  const url = [meta.getSingleSignOnService('redirect'), meta.getSingleSignOnService('post')].find(
    (u): u is string => typeof u === 'string' && /^https?:\/\//.test(u),
  );
  const certs = [meta.getX509Certificate('signing')].flat().filter((c): c is string => typeof c === 'string' && !!c);
  if (typeof entityId !== 'string' || !entityId || !url || !certs.length) throw metadataInvalid();
  const pems = certs.slice(0, SSO_LIMITS.certificatesPerProvider).map(asPem);
  summarise(pems, 'metadataXml');
  return { idpEntityId: entityId, ssoUrl: url, x509Certificates: pems };
}

/** Each certificate's subject and expiry, for the back office (rotation); an unreadable one is refused. */
export function summarise(pems: string[], field = 'x509Certificates'): { subject: string; notAfter: string }[] {
  return pems.map((pem, index) => {
    try {
      const cert = new X509Certificate(pem);
      return { subject: cert.subject.split('\n').join(', '), notAfter: new Date(cert.validTo).toISOString() };
    } catch {
      throw badRequest(SSO_MESSAGES.certificateInvalid, {
        [field === 'metadataXml' ? field : `${field}.${index}`]: SSO_MESSAGES.certificateInvalid,
      });
    }
  });
}
