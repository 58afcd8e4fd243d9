import type { Contact } from '@contract/contacts';

/**
 * What `POST /v1/contacts/merge` makes of a group (docs/contacts.md, "Duplicates and merging"),
 * computed in the browser so the person sees the result before choosing: the main contact's
 * name, company, job title and photo where it has them (else the oldest other's), every email and
 * phone once, all notes, all tags, a favorite if any was, and the oldest date added.
 */
export interface MergePreview {
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  photoUrl: string | null;
  emails: string[];
  phones: string[];
  tags: string[];
  favorite: boolean;
  notes: number;
  createdAt: string;
  /** Names, companies or titles of the others that differ from the kept ones (kept in the note). */
  alsoRecordedAs: RecordedVariant[];
}

/** A name, company or job title of another contact that the merged note keeps. */
export interface RecordedVariant {
  field: 'name' | 'company' | 'jobTitle';
  value: string;
}

const phoneKey = (phone: string) => phone.replace(/[^\d]/g, '').replace(/^0+/, '');
const fold = (v: string) => v.trim().toLowerCase();

/** The values with a key seen before (or empty) left out. */
function unique<T>(values: T[], key: (v: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = key(v);
    if (!v || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function mergePreview(primary: Contact, others: readonly Contact[]): MergePreview {
  const oldestFirst = [...others].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const all = [primary, ...oldestFirst];
  const pick = <T>(get: (c: Contact) => T, has: (c: Contact) => boolean) => get(all.find(has) ?? primary);
  const named = (c: Contact) => !!(c.firstName || c.lastName);
  const firstName = pick((c) => c.firstName, named);
  const lastName = pick((c) => c.lastName, named);
  const company = pick(
    (c) => c.company,
    (c) => !!c.company,
  );
  const jobTitle = pick(
    (c) => c.jobTitle,
    (c) => !!c.jobTitle,
  );
  const keptName = fold(`${firstName} ${lastName}`);
  const variants = oldestFirst.flatMap((c): RecordedVariant[] => {
    const name = `${c.firstName} ${c.lastName}`.trim();
    return [
      ...(named(c) && fold(name) !== keptName ? [{ field: 'name' as const, value: name }] : []),
      ...(c.company && fold(c.company) !== fold(company) ? [{ field: 'company' as const, value: c.company }] : []),
      ...(c.jobTitle && fold(c.jobTitle) !== fold(jobTitle) ? [{ field: 'jobTitle' as const, value: c.jobTitle }] : []),
    ];
  });
  const alsoRecordedAs = unique(variants, ({ field, value }) => `${field}:${fold(value)}`);
  return {
    firstName,
    lastName,
    company,
    jobTitle,
    photoUrl: pick(
      (c) => c.photoUrl,
      (c) => !!c.photoUrl,
    ),
    emails: unique(
      all.flatMap((c) => [c.email, ...c.otherEmails]),
      fold,
    ),
    phones: unique(
      all.flatMap((c) => [c.phoneNumber, ...c.otherPhoneNumbers]),
      phoneKey,
    ),
    tags: unique(
      all.flatMap((c) => c.tags),
      fold,
    ),
    favorite: all.some((c) => c.favorite),
    notes: all.filter((c) => c.note.trim()).length,
    createdAt: all.reduce((oldest, c) => (c.createdAt < oldest ? c.createdAt : oldest), primary.createdAt),
    alsoRecordedAs,
  };
}

/** How much a contact holds: the one with most is offered as the main contact first. */
export function completeness(contact: Contact): number {
  return (
    [
      contact.firstName,
      contact.lastName,
      contact.email,
      contact.phoneNumber,
      contact.company,
      contact.jobTitle,
      contact.note,
      contact.photoUrl,
    ].filter(Boolean).length +
    contact.otherEmails.length +
    contact.otherPhoneNumbers.length +
    contact.tags.length
  );
}

/** The most complete contact of a group; the oldest among equals (groups come oldest first). */
export function suggestedPrimary(contacts: readonly Contact[]): Contact {
  return contacts.reduce((best, c) => (completeness(c) > completeness(best) ? c : best), contacts[0]);
}
