import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { SECURITY_SCHEME, apiErrorSchema, openApiPath, operationOf, type ApiRoute } from './define';
import { ACCOUNT_API } from './routes-account';
import { CONTENT_API } from './routes-content';
import { CONTACTS_API } from './routes-contacts';
import { COMPANY_API } from './routes-company';
import { COMMERCE_API } from './routes-commerce';
import { PLATFORM_API } from './routes-platform';
import { COMPANY_CRM_API } from './routes-company-crm';
import { SCIM_API } from './routes-scim';
import { SSO_CONFIG_API } from './routes-sso-config';

/** Every /v1 route, in the order of the feature groups (docs/api.md). */
export const API_ROUTES: ApiRoute[] = [
  ...ACCOUNT_API,
  ...CONTENT_API,
  ...CONTACTS_API,
  ...COMPANY_API,
  ...COMMERCE_API,
  ...PLATFORM_API,
  ...COMPANY_CRM_API,
  ...SCIM_API,
  ...SSO_CONFIG_API,
];

/** The description's version: the API is /v1; the minor grows with added routes or fields. */
export const API_VERSION = '1.0.0';

type OpenApiDocument = ReturnType<typeof createDocument>;

/** The OpenAPI 3.1 description of the API, built from the contract once a process. */
let built: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  built ??= documentOf(API_ROUTES);
  return built;
}

/** The description of these routes (the API's are `API_ROUTES`; a test describes others). */
export function documentOf(routes: ApiRoute[]): OpenApiDocument {
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Everlink API',
        version: API_VERSION,
        description:
          'The Everlink API: digital business cards, contacts and the company back office. ' +
          'Answers are `{ data }` (lists: `{ data, nextCursor }`); refusals are `ApiError`.',
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'A Firebase ID token of the signed-in person: `Authorization: Bearer <ID token>`. ' +
              'An API key (`evk_live_…`) is sent the same way, on the routes docs/api-keys.md lists.',
          },
        },
        schemas: { ApiError: apiErrorSchema },
      },
      paths: pathsOf(routes),
    },
    // A schema zod cannot render (a transform's output) is described as what it accepts.
    { allowEmptySchema: { custom: true, pipe: true, transform: true } },
  );
}

function pathsOf(routes: ApiRoute[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return paths;
}
