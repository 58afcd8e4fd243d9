import { scimPatch, ScimError, type ScimPatchOperation, type ScimResource } from 'scim-patch';
import { z } from 'zod';
import { SCIM_MESSAGES, SCIM_SCHEMAS } from '../../contract/scim';
import { invalidPath, invalidSyntax, invalidValue, ScimFail } from './scim-errors';

/**
 * PATCH (RFC 7644 §3.5.2) through scim-patch, after taking in what Entra ID and Okta send
 * beside the RFC: capitalised ops, and Entra's `Remove` of `members` with a value array, which
 * must remove only those members (the RFC's remove without a filter would clear them all).
 */

const patchBody = z.object({
  schemas: z.array(z.string()).refine((s) => s.includes(SCIM_SCHEMAS.patchOp), 'schemas must name PatchOp'),
  Operations: z
    .array(z.object({ op: z.string(), path: z.string().optional(), value: z.unknown().optional() }))
    .min(1)
    .max(100),
});

const READ_ONLY = /^(id|meta|schemas)(\.|$)/i;

/** Entra's value-array removal of members, as one filtered removal a member. */
function expand(op: { op: string; path?: string; value?: unknown }): ScimPatchOperation[] {
  const name = op.op.toLowerCase();
  if (name !== 'add' && name !== 'replace' && name !== 'remove') throw invalidSyntax(SCIM_MESSAGES.unsupportedPatch);
  if (op.path && READ_ONLY.test(op.path)) throw new ScimFail(400, `${op.path} cannot be changed.`, 'mutability');
  if (name === 'remove' && op.path?.toLowerCase() === 'members' && Array.isArray(op.value)) {
    return op.value.map((member) => {
      const value = (member as { value?: unknown })?.value;
      if (typeof value !== 'string' || value.includes('"')) throw invalidValue('Each member needs a value.');
      return { op: 'remove', path: `members[value eq "${value}"]` };
    });
  }
  return [{ op: name, path: op.path, value: op.value } as ScimPatchOperation];
}

/** The resource after the body's operations; 400 `invalidSyntax`, `invalidPath` or `noTarget` otherwise. */
export function applyPatch<T extends Record<string, unknown>>(resource: T, body: unknown): T {
  const parsed = patchBody.safeParse(body);
  if (!parsed.success) throw invalidSyntax(SCIM_MESSAGES.unsupportedPatch);
  const operations = parsed.data.Operations.flatMap(expand);
  const at = new Date();
  const input = { ...structuredClone(resource), meta: { created: at, lastModified: at } } as unknown as ScimResource;
  try {
    const { meta: _meta, ...patched } = scimPatch(input, operations, { mutateDocument: false }) as unknown as T;
    return patched as T;
  } catch (error) {
    if (!(error instanceof ScimError)) throw error;
    const detail = error.message || SCIM_MESSAGES.unsupportedPatch;
    if (error.scimCode === 'noTarget') throw new ScimFail(400, detail, 'noTarget');
    if (/path/i.test(detail)) throw invalidPath(detail);
    throw invalidSyntax(detail);
  }
}

/** SCIM booleans as the directories send them: `true`, `"True"`, `"false"`… */
export function booleanOf(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw invalidValue('active must be true or false.');
}
