import { describe, expect, it } from 'vitest';
import { draftOf, foundSummary } from './draft';
import type { ScannedCard } from './recognise/recognise';

const CARD: ScannedCard = {
  firstName: 'Marcus',
  lastName: 'Chen',
  jobTitle: 'CTO',
  company: 'Brightline Robotics Inc.',
  emails: ['marcus@brightline.io', 'm.chen@brightline.io'],
  phones: ['+1 415 555 0132', '+1 415 555 0187'],
  website: 'brightline.io',
  address: '500 Howard Street, San Francisco, CA 94105',
  unsure: ['name', 'website'],
};

describe('the scan as a contact', () => {
  it('makes the first email and number the main ones and puts the website and address in the note', () => {
    expect(draftOf(CARD)).toEqual({
      firstName: 'Marcus',
      lastName: 'Chen',
      email: 'marcus@brightline.io',
      otherEmails: ['m.chen@brightline.io'],
      phoneNumber: '+1 415 555 0132',
      otherPhoneNumbers: ['+1 415 555 0187'],
      company: 'Brightline Robotics Inc.',
      jobTitle: 'CTO',
      note: 'Website: brightline.io\nAddress: 500 Howard Street, San Francisco, CA 94105',
      check: ['firstName', 'lastName', 'note'],
    });
  });

  it('says what was found in words, and nothing for an empty card', () => {
    expect(foundSummary(CARD)).toBe('name, job title, company, 2 emails, 2 phone numbers, website and address');
    expect(
      foundSummary({
        ...CARD,
        firstName: '',
        lastName: '',
        jobTitle: '',
        company: '',
        emails: ['a@b.co'],
        phones: [],
        website: '',
        address: '',
      }),
    ).toBe('email');
    expect(
      foundSummary({
        firstName: '',
        lastName: '',
        jobTitle: '',
        company: '',
        emails: [],
        phones: [],
        website: '',
        address: '',
        unsure: [],
      }),
    ).toBe('');
  });
});
