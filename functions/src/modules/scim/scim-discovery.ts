import type { AppContext } from '../../platform/context';
import { SCIM_LIMITS, SCIM_SCHEMAS } from '../../contract/scim';
import { scimBaseUrl } from './scim-tokens.service';

/** SCIM's discovery endpoints (RFC 7643 §5–7, RFC 7644 §4): what this server supports, described in SCIM's terms. */

export function serviceProviderConfig(ctx: AppContext) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    documentationUri: `${ctx.config.publicUrl}/docs/scim`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_LIMITS.maxResults },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: 'A SCIM token made in Everlink (company settings, SCIM), sent as Authorization: Bearer.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${scimBaseUrl(ctx)}/ServiceProviderConfig` },
  };
}

export function resourceTypes(ctx: AppContext) {
  const type = (id: 'User' | 'Group', schema: string, extensions: { schema: string; required: boolean }[]) => ({
    schemas: [SCIM_SCHEMAS.resourceType],
    id,
    name: id,
    endpoint: `/${id}s`,
    description: id === 'User' ? 'A person of the company' : 'A group, kept as one of the company divisions',
    schema,
    ...(extensions.length ? { schemaExtensions: extensions } : {}),
    meta: { resourceType: 'ResourceType', location: `${scimBaseUrl(ctx)}/ResourceTypes/${id}` },
  });
  return [
    type('User', SCIM_SCHEMAS.user, [{ schema: SCIM_SCHEMAS.enterpriseUser, required: false }]),
    type('Group', SCIM_SCHEMAS.group, []),
  ];
}

interface Attribute {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  caseExact?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  subAttributes?: Attribute[];
}

const attribute = (a: Attribute): Record<string, unknown> => ({
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...a,
  ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attribute) } : {}),
});

const s = (name: string, more: Partial<Attribute> = {}): Attribute => ({ name, type: 'string', ...more });

const USER_ATTRIBUTES: Attribute[] = [
  s('userName', { required: true, uniqueness: 'server' }),
  s('externalId', { caseExact: true }),
  {
    name: 'name',
    type: 'complex',
    subAttributes: [s('formatted'), s('familyName'), s('givenName'), s('middleName')],
  },
  s('displayName'),
  s('nickName'),
  s('title'),
  s('locale'),
  { name: 'active', type: 'boolean' },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    subAttributes: [s('value'), s('type'), { name: 'primary', type: 'boolean' }],
  },
  {
    name: 'groups',
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    subAttributes: [s('value', { mutability: 'readOnly' }), s('display', { mutability: 'readOnly' })],
  },
];

const ENTERPRISE_ATTRIBUTES: Attribute[] = [
  s('employeeNumber'),
  s('department'),
  s('organization'),
  s('division'),
  s('costCenter'),
  { name: 'manager', type: 'complex', subAttributes: [s('value'), s('displayName', { mutability: 'readOnly' })] },
];

const GROUP_ATTRIBUTES: Attribute[] = [
  s('displayName', { required: true, uniqueness: 'server' }),
  s('externalId', { caseExact: true }),
  {
    name: 'members',
    type: 'complex',
    multiValued: true,
    subAttributes: [s('value', { mutability: 'immutable' }), s('display', { mutability: 'readOnly' })],
  },
];

export function schemas(ctx: AppContext) {
  const schema = (id: string, name: string, attributes: Attribute[]) => ({
    schemas: [SCIM_SCHEMAS.schema],
    id,
    name,
    attributes: attributes.map(attribute),
    meta: { resourceType: 'Schema', location: `${scimBaseUrl(ctx)}/Schemas/${id}` },
  });
  return [
    schema(SCIM_SCHEMAS.user, 'User', USER_ATTRIBUTES),
    schema(SCIM_SCHEMAS.enterpriseUser, 'EnterpriseUser', ENTERPRISE_ATTRIBUTES),
    schema(SCIM_SCHEMAS.group, 'Group', GROUP_ATTRIBUTES),
  ];
}
