import type { Contact } from '@contract/contacts';

/** A complete contact as the API answers it, for component tests. */
export function contactFixture(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'c1',
    userId: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@analytical.example',
    phoneNumber: '+44 20 7946 0001',
    otherEmails: ['ada@home.example'],
    otherPhoneNumbers: [],
    company: 'Analytical Engines',
    jobTitle: 'Mathematician',
    note: 'Met at the Royal Society.',
    tags: ['Science', 'London'],
    favorite: true,
    source: 'manual',
    profileId: 'p-work',
    linkedProfileId: null,
    photoUrl: null,
    consentAt: null,
    consentText: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}
