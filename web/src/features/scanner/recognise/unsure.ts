import type { CardLine } from './text';

/** The fields a person is asked to check. */
export type CheckedField = 'name' | 'jobTitle' | 'company' | 'emails' | 'phones' | 'website' | 'address';

/** Below this the engine was unsure of the line (its confidence, 0–100): the field it gave is marked for a check. */
export const SURE_CONFIDENCE = 80;

const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The fields found that the person should check before saving: those read from a line the
 * engine was unsure of, or that come from no single line (a name guessed from the mailbox,
 * a title or address joined from several lines), numbers that could not be placed in a country, and
 * values the recogniser put right from the rest of the card (`repaired`: an OCR slip undone).
 */
export function unsureFields(
  found: Record<CheckedField, string | readonly string[]>,
  lines: readonly CardLine[],
  repaired: readonly CheckedField[] = [],
): CheckedField[] {
  const sure = (field: CheckedField, value: string) => {
    // A number is found by its last digits: the line prints it without its country code.
    const wanted = field === 'phones' ? value.replace(/\D/g, '').slice(-9) : key(value).slice(0, 14);
    const source = lines.find((line) => key(line.text).includes(wanted));
    return source !== undefined && (source.confidence ?? 100) >= SURE_CONFIDENCE;
  };
  return (Object.keys(found) as CheckedField[]).filter((field) => {
    const values = [found[field]].flat().filter(Boolean);
    if (values.length && repaired.includes(field)) return true;
    if (field === 'phones' && values.some((phone) => !phone.startsWith('+'))) return true;
    return values.some((value) => !sure(field, value));
  });
}
