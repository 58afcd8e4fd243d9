import { fold, type CardLine } from './text';

/** The fields a person is asked to check. */
export type CheckedField = 'name' | 'jobTitle' | 'company' | 'emails' | 'phones' | 'website' | 'address';

/** Below this the engine was unsure of the line (its confidence, 0–100): the field it gave is marked for a check. */
const SURE_CONFIDENCE = 80;

/**
 * Below this a name, job title or company is left empty (and marked for a check) rather than
 * saved: words read that unsurely are mostly misread ("Teoh Account Manager"). Emails, numbers,
 * web addresses and addresses are kept down to any confidence: their shape (an @ and a domain, a
 * number that is valid in its country, a postcode) already vouches for them, and on the bench's
 * cards they were right 17 times in 19 under 50.
 */
const DROP_CONFIDENCE = 50;

/** A line's text without its emails and web addresses (words joined by dots or an @). */
const withoutAddresses = (text: string) => text.replace(/\S*(?:@\S*|\.\S*\.|\.[a-z]{2,}\b)\S*/gi, ' ');

/**
 * The line a value was read from: the first whose letters hold its first letters (a number: its
 * last digits) — outside an email or web address first, as a company's name is in the card's
 * domain too ("Coldharbour Design" in "vandamme@coldharbourdesign.be", read unsurely).
 */
function sourceLine(field: CheckedField, value: string, lines: readonly CardLine[]): CardLine | undefined {
  // A number is found by its last digits: the line prints it without its country code.
  const wanted = field === 'phones' ? value.replace(/\D/g, '').slice(-9) : fold(value).slice(0, 14);
  const holds = (text: string) => fold(text).includes(wanted);
  // A name printed family first ("DAA RRR Rk" read as "Rk Daa Rrr") holds each of its words, not the name in order.
  const holdsEach = (text: string) => value.split(' ').every((word) => fold(text).includes(fold(word)));
  return (
    (field === 'phones' ? undefined : lines.find((line) => holds(withoutAddresses(line.text)))) ??
    lines.find((line) => holds(line.text)) ??
    (field === 'name' ? lines.find((line) => holdsEach(withoutAddresses(line.text))) : undefined)
  );
}

/** The name, job title or company read from a line the engine was too unsure of to keep (DROP_CONFIDENCE). */
export function tooUnsure(found: Partial<Record<'name' | 'jobTitle' | 'company', string>>, lines: readonly CardLine[]) {
  return (Object.keys(found) as ('name' | 'jobTitle' | 'company')[]).filter((field) => {
    const value = found[field];
    const source = value ? sourceLine(field, value, lines) : undefined;
    return source !== undefined && (source.confidence ?? 100) < DROP_CONFIDENCE;
  });
}

/**
 * The fields found that the person should check before saving: those read from a line the
 * engine was unsure of, or that come from no single line (a name guessed from the mailbox,
 * a title or address joined from several lines), numbers that could not be placed in a country, and
 * the fields the recogniser put right from the rest of the card or left empty (`repaired`).
 */
export function unsureFields(
  found: Record<CheckedField, string | readonly string[]>,
  lines: readonly CardLine[],
  repaired: readonly CheckedField[] = [],
): CheckedField[] {
  const sure = (field: CheckedField, value: string) => {
    const source = sourceLine(field, value, lines);
    return source !== undefined && (source.confidence ?? 100) >= SURE_CONFIDENCE;
  };
  return (Object.keys(found) as CheckedField[]).filter((field) => {
    const values = [found[field]].flat().filter(Boolean);
    // Put right from the rest of the card, or left empty because it was read too unsurely.
    if (repaired.includes(field)) return true;
    if (field === 'phones' && values.some((phone) => !phone.startsWith('+'))) return true;
    return values.some((value) => !sure(field, value));
  });
}
