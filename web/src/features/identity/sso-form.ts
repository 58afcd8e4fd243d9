import { z } from 'zod';
import { oidcSettings, samlSettings, type SsoConnection, type SsoSettingsBody } from '@contract/sso';
import type { IdentityT } from './i18n';

/** An optional field left empty is absent, as the contract expects (an empty URL would fail its check). */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const PEM = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * The certificates box holds one or more PEM blocks: each is one certificate. Whatever else is
 * left in the box is kept as an entry too, so the contract's check refuses it instead of it
 * vanishing.
 */
export function splitCertificates(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const blocks = value.match(PEM) ?? [];
  const rest = value.replace(PEM, '').trim();
  return rest ? [...blocks, rest] : blocks;
}

export type SamlSource = 'metadata' | 'fields';

/** The form's values: both providers' fields, only the chosen type's are sent. */
export interface SsoFormValues {
  type: 'oidc' | 'saml';
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  source: SamlSource;
  metadataXml: string;
  idpEntityId: string;
  ssoUrl: string;
  x509Certificates: string;
}

/**
 * The contract's OIDC and SAML settings, read from one form: empty optional fields dropped, the
 * certificates split, and what the contract leaves to the server asked for here (a secret for a
 * new OIDC provider, metadata or the three SAML fields).
 */
export function ssoFormSchema(t: IdentityT, hasClientSecret: boolean) {
  const oidc = z
    .object({ ...oidcSettings.shape, clientSecret: z.preprocess(blank, oidcSettings.shape.clientSecret) })
    .superRefine((value, ctx) => {
      if (!hasClientSecret && !value.clientSecret)
        ctx.addIssue({ code: 'custom', path: ['clientSecret'], message: t('sso.form.secretRequired') });
    });
  const saml = z
    .object({
      ...samlSettings.shape,
      source: z.enum(['metadata', 'fields']),
      metadataXml: z.preprocess(blank, samlSettings.shape.metadataXml),
      idpEntityId: z.preprocess(blank, samlSettings.shape.idpEntityId),
      ssoUrl: z.preprocess(blank, samlSettings.shape.ssoUrl),
      x509Certificates: z.preprocess(splitCertificates, samlSettings.shape.x509Certificates),
    })
    .superRefine((value, ctx) => {
      const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (value.source === 'metadata') {
        if (!value.metadataXml) missing('metadataXml', t('sso.form.metadataRequired'));
        return;
      }
      if (!value.idpEntityId) missing('idpEntityId', t('sso.form.entityIdRequired'));
      if (!value.ssoUrl) missing('ssoUrl', t('sso.form.ssoUrlRequired'));
      if (!value.x509Certificates?.length) missing('x509Certificates', t('sso.form.certificateRequired'));
    });
  return z.discriminatedUnion('type', [oidc, saml]);
}

export type SsoFormOutput = z.output<ReturnType<typeof ssoFormSchema>>;

/** What the API is sent: the chosen type's fields, and for SAML only the chosen source's. */
export function settingsBody(values: SsoFormOutput): SsoSettingsBody {
  if (values.type === 'oidc') {
    const { type, displayName, issuer, clientId, clientSecret } = values;
    return clientSecret
      ? { type, displayName, issuer, clientId, clientSecret }
      : { type, displayName, issuer, clientId };
  }
  const { type, displayName } = values;
  if (values.source === 'metadata') return { type, displayName, metadataXml: values.metadataXml };
  return {
    type,
    displayName,
    idpEntityId: values.idpEntityId,
    ssoUrl: values.ssoUrl,
    x509Certificates: values.x509Certificates,
  };
}

/** The form's start: the connection's own values (never its secret or certificates, which stay server side). */
export function formDefaults(connection: SsoConnection | null): SsoFormValues {
  return {
    type: connection?.type ?? 'oidc',
    displayName: connection?.displayName ?? '',
    issuer: connection?.issuer ?? '',
    clientId: connection?.clientId ?? '',
    clientSecret: '',
    source: connection?.type === 'saml' ? 'fields' : 'metadata',
    metadataXml: '',
    idpEntityId: connection?.idpEntityId ?? '',
    ssoUrl: connection?.ssoUrl ?? '',
    x509Certificates: '',
  };
}
