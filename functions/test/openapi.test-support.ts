import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { API_ROUTES, documentOf, openApiDocument } from '../src/contract/openapi/document';
import { openApiPath, successStatuses, type ApiRoute } from '../src/contract/openapi/define';

/**
 * Holds the API's real answers to its OpenAPI description (docs/api.md): the harness's client
 * (harness.test-support.ts) passes every 2xx answer of every API test through `checkAnswer`, which
 * throws, failing the test, when the route is not in the description, the status is not one it
 * documents, or the body does not match the documented schema or media type.
 */

const DOCUMENT_ID = 'everlink-openapi.json';

/** Literal characters first: Express answers `/contacts/count` before `/contacts/:contactId`. */
const literalLength = (path: string) => path.replace(/:\w+|\{\*\w+\}/g, '').length;

const matchers = API_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(
    `^/v1${route.path
      .replace(/[.]/g, '\\.')
      .replace(/\{\*\w+\}/g, '.+')
      .replace(/:\w+/g, '[^/]+')}/?$`,
  ),
})).sort((a, b) => literalLength(b.route.path) - literalLength(a.route.path));

/** The documented route Express would answer `method url` with, if any. */
export function routeOf(method: string, url: string): ApiRoute | undefined {
  const path = new URL(url, 'http://api.test').pathname;
  return matchers.find((m) => m.route.method === method.toLowerCase() && m.pattern.test(path))?.route;
}

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorFor(route: ApiRoute, status: number): ValidateFunction {
  const pointer = [
    'paths',
    openApiPath(route.path),
    route.method,
    'responses',
    String(status),
    'content',
    'application/json',
    'schema',
  ]
    .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('/');
  const key = `${DOCUMENT_ID}#/${pointer}`;
  let validate = validators.get(key);
  if (!validate) {
    if (!ajv) {
      // strict off: OpenAPI's own keywords (contentEncoding, example) sit beside JSON Schema's.
      ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addSchema(openApiDocument(), DOCUMENT_ID);
    }
    validate = ajv.compile({ $ref: key });
    validators.set(key, validate);
  }
  return validate;
}

export interface AnswerSeen {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

/** Throws when a 2xx answer to `method url` is not what the description says. */
export function checkAnswer(method: string, url: string, res: AnswerSeen): void {
  if (res.status < 200 || res.status >= 300) return;
  // Express answers HEAD with the GET route's headers and no body, OPTIONS with the CORS preflight.
  if (['HEAD', 'OPTIONS'].includes(method.toUpperCase())) return;
  if (!new URL(url, 'http://api.test').pathname.startsWith('/v1/')) return;
  const route = routeOf(method, url);
  const where = `${method.toUpperCase()} ${url} answered ${res.status}`;
  if (!route) throw new Error(`${where}, a route the OpenAPI description does not have (contract/openapi).`);
  if (!successStatuses(route).includes(res.status))
    throw new Error(`${where}; the description says ${successStatuses(route).join(' or ')}.`);
  const type = String(res.headers['content-type'] ?? '');
  const { answer } = route;
  if (answer.kind === 'empty') {
    if (res.text) throw new Error(`${where} with a body; the description says none.`);
    return;
  }
  if (answer.kind === 'file') {
    if (!answer.mediaTypes.some((media) => media === '*/*' || type.startsWith(media)))
      throw new Error(`${where} as ${type}; the description says ${answer.mediaTypes.join(' or ')}.`);
    return;
  }
  if (!type.startsWith('application/json')) {
    if (route.alsoHtml && type.startsWith('text/html')) return;
    throw new Error(`${where} as ${type}; the description says application/json.`);
  }
  const validate = validatorFor(route, res.status);
  if (!validate(res.body))
    throw new Error(
      `${where} with a body that does not match its OpenAPI schema: ${JSON.stringify(validate.errors?.slice(0, 5), null, 1)}`,
    );
}

type JsonSchema = { [key: string]: unknown };

/**
 * Routes whose success answer the description leaves open, as `METHOD /v1/path`: a JSON answer
 * with a part that has no schema of its own (`z.unknown()`, a transform's output), whether it is
 * `data`, a page's items, a field or an item anywhere inside. A map's values may be anything
 * (`z.record(z.string(), z.unknown())`: a role's conditions). Files (by media type) and 204s (no
 * body) are described as such.
 */
export function undescribedAnswers(routes: ApiRoute[] = API_ROUTES): string[] {
  const document = (routes === API_ROUTES ? openApiDocument() : documentOf(routes)) as unknown as JsonSchema;
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    const ref = schema?.$ref;
    if (typeof ref !== 'string') return schema;
    const found = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, part) => (at as JsonSchema | undefined)?.[part], document);
    return resolve(found as JsonSchema | undefined);
  };
  const typed = (raw: JsonSchema | undefined, seen: Set<JsonSchema>): boolean => {
    const schema = resolve(raw);
    if (!schema) return false;
    // A named schema met again (a tree's children) was checked where it was first met.
    if (seen.has(schema)) return true;
    seen.add(schema);
    const branches = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
    if (branches) return branches.length > 0 && branches.every((branch) => typed(branch, seen));
    if (!['type', 'const', 'enum'].some((key) => key in schema)) return false;
    if (schema.type === 'array') return typed(schema.items as JsonSchema | undefined, seen);
    const properties = Object.values((schema.properties ?? {}) as Record<string, JsonSchema>);
    return properties.every((property) => typed(property, seen));
  };
  return routes
    .filter((route) => {
      const { answer } = route;
      if (answer.kind === 'file' || answer.kind === 'empty') return false;
      const operation = (document.paths as Record<string, Record<string, JsonSchema>>)[openApiPath(route.path)]?.[
        route.method
      ];
      return successStatuses(route).some((status) => {
        const response = (operation?.responses as Record<string, JsonSchema> | undefined)?.[String(status)];
        const content = response?.content as Record<string, { schema?: JsonSchema }> | undefined;
        return !typed(content?.['application/json']?.schema, new Set());
      });
    })
    .map((route) => `${route.method.toUpperCase()} /v1${route.path}`);
}
