import { X509Certificate } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import * as samlify from 'samlify';
import { filteringAgent } from '../../platform/outbound';
import { badRequest } from '../../platform/errors';
import { SSO_LIMITS, SSO_MESSAGES } from '../../contract/sso';

/**
 * What a company's identity provider says of itself: an OIDC issuer's discovery document, read
 * through the SSRF rule (the issuer is an address an admin typed), and SAML metadata, parsed with
 * samlify. Both are checked before anything is configured, so a typo is refused at once.
 */

const DISCOVERY_MS = 5_000;
const DISCOVERY_BYTES = 100_000;

const unreachable = () => badRequest(SSO_MESSAGES.issuerUnreachable, { issuer: SSO_MESSAGES.issuerUnreachable });

/** GETs a small JSON document, or null: no redirect followed, one deadline, a size bound. */
function getJson(url: URL, allowLoopback: boolean): Promise<unknown> {
  const agent = filteringAgent(url, allowLoopback);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      { agent, signal: AbortSignal.timeout(DISCOVERY_MS), headers: { accept: 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > DISCOVERY_BYTES) response.destroy();
          else chunks.push(chunk);
        });
        response.on('close', () => {
          agent.destroy();
          if (response.statusCode !== 200 || read > DISCOVERY_BYTES) return resolve(null);
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            resolve(null);
          }
        });
      },
    );
    req.on('error', () => {
      agent.destroy();
      resolve(null);
    });
    req.end();
  });
}

const sameIssuer = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * The issuer's `/.well-known/openid-configuration`, which must name this very issuer (OpenID
 * Connect Discovery §4.3), as Identity Platform will fetch it. Plain http only for a loopback
 * issuer in local runs.
 */
export async function checkIssuer(issuer: string, allowLoopback: boolean): Promise<void> {
  const base = new URL(issuer);
  if (base.protocol !== 'https:' && !(allowLoopback && base.hostname === '127.0.0.1')) throw unreachable();
  const url = new URL(`${base.href.replace(/\/$/, '')}/.well-known/openid-configuration`);
  const doc = (await getJson(url, allowLoopback)) as { issuer?: unknown } | null;
  if (!doc || typeof doc.issuer !== 'string' || !sameIssuer(doc.issuer, issuer)) throw unreachable();
}

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
