import type { CardView } from '@contract/cards';
import { DEFAULT_PROFILE_CONFIG, type Profile, type PublicProfile } from '@contract/profiles';

/** Data as the API answers it, for the component tests of cards and the public card. */

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'p-work',
    userId: 'u1',
    name: 'Work',
    email: 'jordan@northwind.example',
    default: true,
    status: 'active',
    slug: 'jordan-rivera',
    linkId: 'l1',
    firstName: 'Jordan',
    lastName: 'Rivera',
    jobTitle: 'Partnerships Lead',
    company: 'Northwind Labs',
    department: '',
    pronouns: '',
    headline: '',
    bio: '',
    phoneNumbers: [],
    emails: [],
    websites: [],
    addresses: [],
    bookingUrl: null,
    photoUrl: null,
    coverUrl: null,
    logoUrl: null,
    images: {},
    everlinks: [],
    socials: [],
    config: DEFAULT_PROFILE_CONFIG,
    backgroundVideo: null,
    cardLanguage: 'auto',
    indexable: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function cardFixture(overrides: Partial<CardView> = {}): CardView {
  return {
    id: 'DEMQCARD2345',
    status: 'active',
    userId: 'u1',
    profileId: 'p-work',
    label: '',
    batchId: 'b1',
    activatedAt: '2025-03-01T10:00:00.000Z',
    deactivatedAt: null,
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    url: 'http://127.0.0.1:5000/card/DEMQCARD2345',
    ...overrides,
  };
}

export function publicProfileFixture(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'p-work',
    slug: 'jordan-rivera',
    url: 'http://127.0.0.1:5000/card/@jordan-rivera',
    displayName: 'Jordan Rivera',
    firstName: 'Jordan',
    lastName: 'Rivera',
    jobTitle: 'Partnerships Lead',
    company: 'Northwind Labs',
    department: 'Business Development',
    pronouns: 'they/them',
    headline: 'Building partnerships that ship',
    bio: 'I connect product teams with partners.',
    email: 'jordan@northwind.example',
    phoneNumbers: [{ label: 'mobile', number: '+1 415 555 0101' }],
    emails: [],
    websites: [{ label: 'company', url: 'https://northwind.example' }],
    addresses: [],
    bookingUrl: 'https://calendly.com/jordan',
    photoUrl: null,
    coverUrl: null,
    logoUrl: null,
    images: {},
    everlinks: [
      {
        id: 'e1',
        type: 'url',
        title: 'Partner program',
        url: 'https://northwind.example/partners',
        icon: null,
        thumbnailUrl: null,
      },
    ],
    socials: [
      {
        network: 'linkedin',
        url: 'https://www.linkedin.com/in/jordan',
        handle: 'jordan',
        order: 0,
        mediaUrl: null,
        name: 'LinkedIn',
        icon: 'linkedin',
      },
    ],
    config: DEFAULT_PROFILE_CONFIG,
    backgroundVideo: null,
    cardLanguage: 'auto',
    companyBrand: null,
    feeds: [],
    ...overrides,
  };
}
