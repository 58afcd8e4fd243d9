import { scimPatch, ScimError, type ScimPatchOperation, type ScimResource } from 'scim-patch';
import { z } from 'zod';
import { SCIM_LIMITS, SCIM_MESSAGES, SCIM_SCHEMAS } from '../../contract/scim';
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

type Operation = z.output<typeof patchBody>['Operations'][number];
type Resource = Record<string, unknown>;

const READ_ONLY = /^(id|meta|schemas)(\.|$)/i;

/** An operation's `op` in lower case, refused when it is none of SCIM's three or names a server attribute. */
function opOf(op: Operation): 'add' | 'replace' | 'remove' {
  const name = op.op.toLowerCase();
  if (name !== 'add' && name !== 'replace' && name !== 'remove') throw invalidSyntax(SCIM_MESSAGES.unsupportedPatch);
  if (op.path && READ_ONLY.test(op.path)) throw new ScimFail(400, `${op.path} cannot be changed.`, 'mutability');
  return name;
}

/**
 * `members` added, removed (Entra's value array) or replaced by value in one pass: scim-patch
 * compares every pair (10,000 members added to 10,000 took ~10 s of CPU, a removal a filter
 * pass each), and a group's members are the one list a directory sends by the thousand.
 */
function patchMembers(resource: Resource, op: 'add' | 'replace' | 'remove', value: unknown[]) {
  if (value.length > SCIM_LIMITS.membersPerGroup)
    throw invalidValue(`An operation may name at most ${SCIM_LIMITS.membersPerGroup} members.`);
  const named = value.map((member) => {
    const id = (member as { value?: unknown })?.value;
    if (typeof id !== 'string') throw invalidValue('Each member needs a value.');
    return { ...(member as object), value: id };
  });
  const current = Array.isArray(resource.members) ? (resource.members as { value: unknown }[]) : [];
  const listed = new Set(named.map((m) => m.value));
  if (op === 'remove') return { ...resource, members: current.filter((m) => !listed.has(m.value as string)) };
  if (op === 'replace') return { ...resource, members: named };
  const held = new Set(current.map((m) => m.value));
  return { ...resource, members: [...current, ...named.filter((m) => !held.has(m.value))] };
}

function viaScimPatch(resource: Resource, operations: ScimPatchOperation[]): Resource {
  const at = new Date();
  const input = { ...resource, meta: { created: at, lastModified: at } } as unknown as ScimResource;
  try {
    const { meta: _meta, ...patched } = scimPatch(input, operations, { mutateDocument: false }) as unknown as Resource;
    return patched;
  } catch (error) {
    if (!(error instanceof ScimError)) throw error;
    const detail = error.message || SCIM_MESSAGES.unsupportedPatch;
    if (error.scimCode === 'noTarget') throw new ScimFail(400, detail, 'noTarget');
    if (/path/i.test(detail)) throw invalidPath(detail);
    throw invalidSyntax(detail);
  }
}

/** The resource after the body's operations, in order; 400 `invalidSyntax`, `invalidPath` or `noTarget` otherwise. */
export function applyPatch<T extends Record<string, unknown>>(resource: T, body: unknown): T {
  const parsed = patchBody.safeParse(body);
  if (!parsed.success) throw invalidSyntax(SCIM_MESSAGES.unsupportedPatch);
  let patched: Resource = structuredClone(resource);
  let run: ScimPatchOperation[] = [];
  for (const op of parsed.data.Operations) {
    const name = opOf(op);
    if (op.path?.toLowerCase() === 'members' && Array.isArray(op.value)) {
      if (run.length) patched = viaScimPatch(patched, run);
      run = [];
      patched = patchMembers(patched, name, op.value);
    } else run.push({ op: name, path: op.path, value: op.value } as ScimPatchOperation);
  }
  return (run.length ? viaScimPatch(patched, run) : patched) as T;
}

/** SCIM booleans as the directories send them: `true`, `"True"`, `"false"`… */
export function booleanOf(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw invalidValue('active must be true or false.');
}
