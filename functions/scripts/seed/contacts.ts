import type { AppContext } from '../../src/platform/context';
import type { ContactSource } from '../../src/contract/contacts';
import { buildContact, type ContactInput } from '../../src/modules/contacts';
import { collections } from '../../src/platform/store/collections';

interface DemoContact extends ContactInput {
  source: ContactSource;
  /** How long ago the contact came in. */
  daysAgo: number;
}

/**
 * The demo user's contact book: people met at events and through the card, a few leads from the
 * public form, some favorites, and two people recorded twice (one by email, one by phone) so
 * merging has something to show.
 */
const DEMO_CONTACTS: DemoContact[] = [
  {
    firstName: 'Maya',
    lastName: 'Patel',
    email: 'maya.patel@northwind.example',
    company: 'Northwind Traders',
    jobTitle: 'Procurement Lead',
    note: 'Asked for a quote on 200 team cards.',
    source: 'form',
    daysAgo: 0,
  },
  {
    firstName: 'Lucas',
    lastName: 'Moreau',
    email: 'lucas@atelier-moreau.example',
    phoneNumber: '+33 6 12 34 56 78',
    company: 'Atelier Moreau',
    jobTitle: 'Founder',
    source: 'form',
    daysAgo: 1,
    favorite: true,
  },
  {
    firstName: 'Hannah',
    lastName: 'Becker',
    phoneNumber: '+49 151 23456789',
    company: 'Becker Logistik',
    jobTitle: 'Operations Manager',
    note: 'Wants a demo next week.',
    source: 'form',
    daysAgo: 2,
  },
  {
    firstName: 'Daniel',
    lastName: 'Kim',
    email: 'daniel.kim@brightpath.example',
    phoneNumber: '+1 415 555 0134',
    company: 'BrightPath',
    jobTitle: 'VP Sales',
    source: 'exchange',
    daysAgo: 3,
    favorite: true,
    tags: ['SaaStr 2025'],
  },
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    email: 'sofia.rossi@lumen.example',
    company: 'Lumen Design',
    jobTitle: 'Creative Director',
    source: 'scan',
    daysAgo: 4,
    tags: ['Design Week'],
  },
  {
    firstName: 'Ethan',
    lastName: 'Brooks',
    email: 'ethan@brooksandco.example',
    phoneNumber: '+1 212 555 0187',
    company: 'Brooks & Co',
    jobTitle: 'Partner',
    source: 'manual',
    daysAgo: 5,
  },
  {
    firstName: 'Aisha',
    lastName: 'Okoye',
    email: 'aisha.okoye@kora.example',
    company: 'Kora Health',
    jobTitle: 'Head of Partnerships',
    source: 'exchange',
    daysAgo: 6,
    favorite: true,
  },
  {
    firstName: 'Mateo',
    lastName: 'García',
    email: 'mateo.garcia@solaris.example',
    phoneNumber: '+34 612 345 678',
    company: 'Solaris Energía',
    jobTitle: 'Project Engineer',
    source: 'scan',
    daysAgo: 8,
  },
  {
    firstName: 'Emily',
    lastName: 'Chen',
    email: 'emily.chen@quantic.example',
    company: 'Quantic Labs',
    jobTitle: 'CTO',
    source: 'exchange',
    daysAgo: 9,
    tags: ['Web Summit'],
  },
  {
    firstName: 'Oliver',
    lastName: 'Hughes',
    email: 'oliver.hughes@harbour.example',
    phoneNumber: '+44 7700 900123',
    company: 'Harbour Capital',
    jobTitle: 'Analyst',
    source: 'manual',
    daysAgo: 11,
  },
  {
    firstName: 'Nora',
    lastName: 'Lindqvist',
    email: 'nora@fjord.example',
    company: 'Fjord Studio',
    jobTitle: 'Product Designer',
    source: 'import',
    daysAgo: 13,
  },
  {
    firstName: 'Ravi',
    lastName: 'Menon',
    email: 'ravi.menon@tessera.example',
    phoneNumber: '+91 98765 43210',
    company: 'Tessera Systems',
    jobTitle: 'Engineering Manager',
    source: 'import',
    daysAgo: 13,
  },
  {
    firstName: 'Chloé',
    lastName: 'Dubois',
    email: 'chloe.dubois@maison.example',
    company: 'Maison Dubois',
    jobTitle: 'Marketing Manager',
    source: 'import',
    daysAgo: 13,
  },
  {
    firstName: 'James',
    lastName: 'Whitaker',
    email: 'j.whitaker@summit.example',
    phoneNumber: '+1 646 555 0142',
    company: 'Summit Realty',
    jobTitle: 'Broker',
    source: 'exchange',
    daysAgo: 15,
    favorite: true,
  },
  {
    firstName: 'Yuki',
    lastName: 'Tanaka',
    email: 'yuki.tanaka@sakura.example',
    company: 'Sakura Foods',
    jobTitle: 'Export Manager',
    source: 'scan',
    daysAgo: 17,
  },
  {
    firstName: 'Grace',
    lastName: 'Mwangi',
    email: 'grace@savanna.example',
    phoneNumber: '+254 712 345678',
    company: 'Savanna Ventures',
    jobTitle: 'Investor',
    source: 'form',
    daysAgo: 19,
    note: 'Met after the keynote; interested in company cards.',
  },
  {
    firstName: 'Tom',
    lastName: 'Novak',
    email: 'tom.novak@krystal.example',
    company: 'Krystal Glass',
    jobTitle: 'Sales Representative',
    source: 'manual',
    daysAgo: 22,
  },
  {
    firstName: 'Isabella',
    lastName: 'Costa',
    email: 'isabella.costa@verde.example',
    phoneNumber: '+55 11 91234 5678',
    company: 'Verde Agro',
    jobTitle: 'Sustainability Lead',
    source: 'exchange',
    daysAgo: 25,
  },
  {
    firstName: 'Liam',
    lastName: "O'Connor",
    email: 'liam.oconnor@clover.example',
    company: 'Clover Insurance',
    jobTitle: 'Account Manager',
    source: 'scan',
    daysAgo: 28,
  },
  {
    firstName: 'Zara',
    lastName: 'Ahmed',
    email: 'zara.ahmed@nimbus.example',
    company: 'Nimbus Cloud',
    jobTitle: 'Solutions Architect',
    source: 'manual',
    daysAgo: 31,
    favorite: true,
  },
  {
    firstName: 'Peter',
    lastName: 'Svensson',
    phoneNumber: '+46 70 123 45 67',
    company: 'Nordic Print',
    jobTitle: 'Print Shop Owner',
    source: 'manual',
    daysAgo: 35,
    note: 'Supplier for the physical cards.',
  },
  {
    firstName: 'Amara',
    lastName: 'Nwosu',
    email: 'amara@lagoscreative.example',
    company: 'Lagos Creative',
    jobTitle: 'Photographer',
    source: 'exchange',
    daysAgo: 40,
  },
  {
    firstName: 'Ben',
    lastName: 'Carter',
    email: 'ben.carter@foundry.example',
    phoneNumber: '+1 312 555 0199',
    company: 'Foundry Coffee',
    jobTitle: 'Owner',
    source: 'manual',
    daysAgo: 46,
  },
  // Maya again, from an older spreadsheet: same email, with a phone and an older title.
  {
    firstName: 'Maya',
    lastName: 'Patel',
    email: 'maya.patel@northwind.example',
    phoneNumber: '+1 206 555 0175',
    company: 'Northwind Traders',
    jobTitle: 'Buyer',
    source: 'import',
    daysAgo: 52,
  },
  {
    firstName: 'Elena',
    lastName: 'Popescu',
    email: 'elena.popescu@carpathia.example',
    company: 'Carpathia Travel',
    jobTitle: 'Agency Director',
    source: 'scan',
    daysAgo: 60,
  },
  // Daniel again, from a card scanned before he joined BrightPath: same mobile number.
  {
    firstName: 'Dan',
    lastName: 'Kim',
    email: 'dan@kimconsulting.example',
    phoneNumber: '+14155550134',
    company: 'Kim Consulting',
    jobTitle: 'Consultant',
    source: 'scan',
    daysAgo: 70,
  },
];

/** Fixed ids, so seeding again rewrites the same contacts instead of adding more. */
export const demoContactId = (index: number) => `demo-contact-${String(index + 1).padStart(2, '0')}`;

/**
 * Seeds the demo contact book for `userId`, attributed to `profileId` (the demo user's profile).
 * Idempotent: the same 26 documents, by fixed id, every run. Answers how many.
 */
export async function seedContacts(ctx: AppContext, options: { userId: string; profileId: string }): Promise<number> {
  const now = ctx.clock.now().getTime();
  const batch = ctx.store.batch();
  DEMO_CONTACTS.forEach(({ source, daysAgo, ...input }, index) => {
    const id = demoContactId(index);
    // Minutes apart on the same day, so the list order is stable.
    const at = new Date(now - daysAgo * 86_400_000 - index * 60_000).toISOString();
    const contact = buildContact(
      { ...input, profileId: options.profileId, consentAt: source === 'form' ? at : null },
      { id, userId: options.userId, source, now: at, createdAt: at },
    );
    batch.set(collections(ctx).contacts.doc(id), contact);
  });
  await batch.commit();
  return DEMO_CONTACTS.length;
}
