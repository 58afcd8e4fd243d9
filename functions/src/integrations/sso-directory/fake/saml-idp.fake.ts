import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import forge from 'node-forge';
import * as samlifyModule from 'samlify';
import { esc } from '../../../platform/html';
import { DIRECTORY_PEOPLE, type DirectoryPerson } from './directory-people';

// Under Node's own ESM loader (tsx, `npm start`) samlify's CommonJS getters (SamlLib) are on its
// default export only; bundlers and vitest put them on the namespace.
const samlify = (samlifyModule as unknown as { default?: typeof samlifyModule }).default ?? samlifyModule;

/**
 * The company directory's SAML 2.0 identity provider (docs/sso.md), served by the directory's own
 * server beside its OpenID Provider: the same people, answered as a signed SAML Response. It
 * speaks the SP-initiated flow Identity Platform uses (AuthnRequest on the HTTP-Redirect binding,
 * Response on HTTP-POST to the request's ACS). Test and demo code only: never deployed.
 */

export const SAML_PATHS = { metadata: '/saml/metadata', sso: '/saml/sso' } as const;

const NAME_ID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BASIC = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';
const ATTRIBUTES = ['givenName', 'surname', 'title', 'department'] as const;

/**
 * A fresh self-signed RSA key and certificate for each start: nothing secret is kept in the
 * repository. Node makes the key (forge's pure-JS generation takes seconds); forge the certificate.
 */
function signingPair(commonName: string): { privateKey: string; certificate: string } {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  const subject = [{ name: 'commonName', value: commonName }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { privateKey, certificate: forge.pki.certificateToPem(cert) };
}

const attributeValues = (p: DirectoryPerson): Record<(typeof ATTRIBUTES)[number], string> => ({
  givenName: p.givenName,
  surname: p.familyName,
  title: p.title,
  department: p.department,
});

interface AuthnRequest {
  id: string;
  issuer: string;
  acsUrl: string;
}

/** The AuthnRequest of the HTTP-Redirect binding (raw DEFLATE, base64), or null when it is not one. */
function readRequest(encoded: string | null): AuthnRequest | null {
  if (!encoded) return null;
  try {
    const xml = samlify.Utility.inflateString(encoded);
    const { request, issuer } = samlify.Extractor.extract(xml, samlify.Extractor.loginRequestFields) as {
      request?: { id?: string; assertionConsumerServiceUrl?: string };
      issuer?: string;
    };
    const acsUrl = request?.assertionConsumerServiceUrl;
    if (!request?.id || typeof issuer !== 'string' || !acsUrl || !/^https?:\/\//.test(acsUrl)) return null;
    return { id: request.id, issuer, acsUrl };
  } catch {
    return null;
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><main>${body}</main></body></html>`;
}

/** The directory's people as a labelled radio group: a native form, so it works from the keyboard. */
function loginPage(samlRequest: string, relayState: string | null): string {
  const rows = DIRECTORY_PEOPLE.map(
    (p) =>
      `<li><label><input type="radio" name="accountId" value="${esc(p.id)}" required> ${esc(
        `${p.givenName} ${p.familyName}`,
      )} — ${esc(p.title)}, ${esc(p.department)} (${esc(p.email)})</label></li>`,
  ).join('');
  const relay = relayState ? `<input type="hidden" name="RelayState" value="${esc(relayState)}">` : '';
  return page(
    'Northwind directory (SAML) — sign in',
    `<h1>Northwind directory</h1><form method="post" action="${SAML_PATHS.sso}">
<input type="hidden" name="SAMLRequest" value="${esc(samlRequest)}">${relay}
<fieldset><legend>Sign in as</legend><ul>${rows}</ul></fieldset>
<button type="submit">Sign in</button></form>`,
  );
}

/** The HTTP-POST binding: a form the browser submits to the ACS by itself (a button if scripts are off). */
function postPage(acsUrl: string, samlResponse: string, relayState: string | null): string {
  const relay = relayState ? `<input type="hidden" name="RelayState" value="${esc(relayState)}">` : '';
  return page(
    'Northwind directory — signing you in',
    `<form method="post" action="${esc(acsUrl)}" id="saml">
<input type="hidden" name="SAMLResponse" value="${esc(samlResponse)}">${relay}
<button type="submit">Continue</button></form><script>document.getElementById('saml').submit()</script>`,
  );
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(body);
}

export interface SamlDirectory {
  entityId: string;
  metadataUrl: string;
  /** Answers the request if it is the IdP's; false leaves it to the OpenID Provider. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

/** The IdP at `origin` (the directory's own): entity id = metadata URL, as most IdPs name themselves. */
export function samlDirectory(origin: string): SamlDirectory {
  const metadataUrl = `${origin}${SAML_PATHS.metadata}`;
  const { privateKey, certificate } = signingPair('Northwind directory (local SAML IdP)');
  const idp = samlify.IdentityProvider({
    entityID: metadataUrl,
    privateKey,
    signingCert: certificate,
    nameIDFormat: [NAME_ID_EMAIL],
    singleSignOnService: [
      { Binding: samlify.Constants.namespace.binding.redirect, Location: `${origin}${SAML_PATHS.sso}` },
    ],
    loginResponseTemplate: {
      context: samlify.SamlLib.defaultLoginResponseTemplate.context,
      attributes: ATTRIBUTES.map((name) => ({
        name,
        nameFormat: BASIC,
        valueTag: name,
        valueXsiType: 'xs:string',
      })),
    },
  });
  const metadata = idp.getMetadata();

  async function respond(request: AuthnRequest, p: DirectoryPerson): Promise<string> {
    const sp = samlify.ServiceProvider({
      entityID: request.issuer,
      assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: request.acsUrl }],
    });
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000).toISOString();
    const values = attributeValues(p);
    const { context } = await idp.createLoginResponse(
      sp,
      { extract: { request: { id: request.id } } },
      'post',
      { email: p.email },
      {
        customTagReplacement: (template: string) => {
          const id = `_${forge.util.bytesToHex(forge.random.getBytesSync(16))}`;
          const tags: Record<string, string> = {
            ID: id,
            AssertionID: `${id}a`,
            Destination: request.acsUrl,
            Audience: request.issuer,
            SubjectRecipient: request.acsUrl,
            NameIDFormat: NAME_ID_EMAIL,
            NameID: p.email,
            Issuer: metadataUrl,
            IssueInstant: now.toISOString(),
            ConditionsNotBefore: now.toISOString(),
            ConditionsNotOnOrAfter: later,
            SubjectConfirmationDataNotOnOrAfter: later,
            AssertionConsumerServiceURL: request.acsUrl,
            EntityID: request.issuer,
            InResponseTo: request.id,
            StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
            AuthnStatement: '',
            ...Object.fromEntries(
              ATTRIBUTES.map((name) => [`attr${name[0]!.toUpperCase()}${name.slice(1)}`, values[name]]),
            ),
          };
          return { id, context: samlify.SamlLib.replaceTagsByValue(template, tags) };
        },
      },
    );
    return context;
  }

  async function sso(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const form = req.method === 'POST' ? await formOf(req) : url.searchParams;
    const encoded = form.get('SAMLRequest');
    const relayState = form.get('RelayState');
    const request = readRequest(encoded);
    if (!request || !encoded) {
      send(res, 400, 'text/html', page('Bad request', '<h1>Not a SAML AuthnRequest</h1>'));
      return;
    }
    if (req.method !== 'POST') {
      send(res, 200, 'text/html', loginPage(encoded, relayState));
      return;
    }
    const p = DIRECTORY_PEOPLE.find((x) => x.id === form.get('accountId'));
    if (!p) {
      send(res, 400, 'text/html', loginPage(encoded, relayState));
      return;
    }
    send(res, 200, 'text/html', postPage(request.acsUrl, await respond(request, p), relayState));
  }

  return {
    entityId: metadataUrl,
    metadataUrl,
    handle(req, res) {
      const url = new URL(req.url ?? '/', origin);
      if (url.pathname === SAML_PATHS.metadata && req.method === 'GET') {
        send(res, 200, 'application/samlmetadata+xml', metadata);
        return true;
      }
      if (url.pathname !== SAML_PATHS.sso) return false;
      sso(req, res, url).catch((error: unknown) => {
        send(res, 400, 'text/plain', error instanceof Error ? error.message : 'Bad request');
      });
      return true;
    },
  };
}
