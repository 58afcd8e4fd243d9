import type { z } from 'zod';

/** Parses input with a contract schema; a ZodError becomes a 400 with `fields` in the error handler. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  return schema.parse(input ?? {});
}
