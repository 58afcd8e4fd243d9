import { z } from 'zod';
import { MESSAGES, MIN_PASSWORD_LENGTH } from './messages';

/**
 * Shared field builders. A missing or blank required field answers the specification's
 * 'This field is required.'; everything trims, because pasted values carry spaces.
 */
const requiredError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? MESSAGES.required : undefined;

export const requiredString = (max = 200) =>
  z.string({ error: requiredError }).trim().min(1, MESSAGES.required).max(max);

export const optionalString = (max = 200) => z.string().trim().max(max).optional();

export const email = () =>
  z
    .string({ error: requiredError })
    .trim()
    .min(1, MESSAGES.required)
    .pipe(z.email(MESSAGES.invalidEmail))
    .transform((v) => v.toLowerCase());

export const optionalEmail = () =>
  z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(z.union([z.literal(''), z.email(MESSAGES.invalidEmail)]))
    .optional();

export const url = () =>
  z
    .string({ error: requiredError })
    .trim()
    .min(1, MESSAGES.required)
    .refine((v) => {
      try {
        const u = new URL(/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`);
        return (
          ['http:', 'https:', 'mailto:', 'tel:'].includes(u.protocol) &&
          (u.protocol !== 'http:' && u.protocol !== 'https:'
            ? true
            : u.hostname.includes('.') || u.hostname === 'localhost')
        );
      } catch {
        return false;
      }
    }, MESSAGES.invalidUrl)
    .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`));

export const password = () =>
  z.string({ error: requiredError }).min(1, MESSAGES.required).min(MIN_PASSWORD_LENGTH, MESSAGES.invalidPassword);

/** Loose E.164-ish shape; the server normalises with libphonenumber-js where it matters. */
export const phoneNumber = () =>
  z
    .string()
    .trim()
    .max(32)
    .regex(/^\+?[0-9 ()\-.]{6,32}$/, MESSAGES.invalidPhone);

export const id = () =>
  z
    .string({ error: requiredError })
    .trim()
    .min(1, MESSAGES.required)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id.');

export const isoDate = () => z.iso.datetime({ offset: true });

/** Cursor pagination query, as every growing list of the API takes it. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(500).optional(),
});

export interface Page<T> {
  data: T[];
  nextCursor?: string;
}
