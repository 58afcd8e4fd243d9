import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format } from 'prettier';
import { openApiDocument } from '../../functions/src/contract/openapi/document';

/**
 * The web's types of the API, generated from its OpenAPI description (docs/api.md):
 * `npm run api:types -w web` writes them to src/api/openapi.d.ts, which is not committed (some
 * 12,000 generated lines): the web's typecheck writes it first, then checks the web against it.
 */
const API_TYPES_FILE = join(import.meta.dirname, '../src/api/openapi.d.ts');

export async function apiTypes(): Promise<string> {
  const ast = await openapiTS(structuredClone(openApiDocument()) as never, { alphabetize: true });
  const header =
    "// Generated from the API's OpenAPI description by `npm run api:types -w web`: not committed, do not edit.\n";
  return format(header + astToString(ast), {
    parser: 'typescript',
    printWidth: 120,
    singleQuote: true,
    trailingComma: 'all',
  });
}

if (process.argv[1] === import.meta.filename) writeFileSync(API_TYPES_FILE, await apiTypes());
