import { describe, expect, it } from 'vitest';
import { recogniseCard, type ScannedCard } from './recognise';

const EMPTY: ScannedCard = {
  firstName: '',
  lastName: '',
  jobTitle: '',
  company: '',
  emails: [],
  phones: [],
  website: '',
  address: '',
  unsure: expect.any(Array) as ScannedCard['unsure'],
};

describe('recogniseCard', () => {
  it('reads a plain card field by field', () => {
    const text = [
      'Amelia Hartwell',
      'Senior Product Designer',
      'Northwind Analytics Ltd',
      '+44 20 7946 0958',
      'amelia.hartwell@northwind.co.uk',
      'www.northwind.co.uk',
      '12 Finsbury Square, London EC2A 1AS',
    ].join('\n');
    expect(recogniseCard(text)).toEqual({
      firstName: 'Amelia',
      lastName: 'Hartwell',
      jobTitle: 'Senior Product Designer',
      company: 'Northwind Analytics Ltd',
      emails: ['amelia.hartwell@northwind.co.uk'],
      phones: ['+44 20 7946 0958'],
      website: 'www.northwind.co.uk',
      address: '12 Finsbury Square, London EC2A 1AS',
      unsure: [],
    });
  });

  it("undoes OCR's usual slips: spaces in addresses, © for @, O for 0, junk from logos and rules", () => {
    const text = [
      '[]',
      'Amelia Hartwell |',
      '— Senior Product Designer',
      '|',
      'Tel: +44 2O 7946 O958',
      'amelia.hartwell©northwind. co.uk',
      'www. northwind .co.uk',
      'z0e@northwind.co.uk',
      '~ ~',
    ].join('\n');
    const card = recogniseCard(text);
    expect(card.firstName).toBe('Amelia');
    expect(card.lastName).toBe('Hartwell');
    expect(card.jobTitle).toBe('Senior Product Designer');
    expect(card.phones).toEqual(['+44 20 7946 0958']);
    expect(card.emails).toEqual(['amelia.hartwell@northwind.co.uk', 'zoe@northwind.co.uk']);
    expect(card.website).toBe('www.northwind.co.uk');
  });

  it('takes several labelled items from one line and leaves the fax out', () => {
    const text = [
      'Marcus Chen',
      'Chief Technology Officer',
      'T +1 415 555 0132 | M +1 415 555 0187 | F +1 415 555 0199',
      'E: marcus@brightline.io  ·  W: brightline.io',
    ].join('\n');
    const card = recogniseCard(text);
    expect(card.phones).toEqual(['+1 415 555 0132', '+1 415 555 0187']);
    expect(card.emails).toEqual(['marcus@brightline.io']);
    expect(card.website).toBe('brightline.io');
    // The brand in the domain names the company when no line spells it out.
    expect(card.company).toBe('');
    expect(card.jobTitle).toBe('Chief Technology Officer');
  });

  it('places numbers without a country code in the default country, and keeps a labelled one it cannot place as printed', () => {
    const text = ['Emily Nguyen', 'Fernwood Studio', '(503) 555-0148', 'Mobile: 07911 123456'].join('\n');
    expect(recogniseCard(text, { defaultCountry: 'US' }).phones).toEqual(['+1 503 555 0148', '07911 123456']);
    // With no country to assume, only the labelled number is a phone: an unlabelled run of digits could be anything.
    expect(recogniseCard(text).phones).toEqual(['07911 123456']);
    expect(recogniseCard(text, { defaultCountry: 'GB' }).phones).toEqual(['+44 7911 123456']);
  });

  it('uses the text size to find the name, and writes a name set in capitals as a name', () => {
    const card = recogniseCard([
      { text: 'PEBBLE & PINE', height: 32, confidence: 93 },
      { text: 'GRACE KIM', height: 50, confidence: 95 },
      { text: 'Founder & CEO', height: 27, confidence: 94 },
      { text: 'grace@pebbleandpine.com', height: 25, confidence: 90 },
    ]);
    expect(card).toMatchObject({
      firstName: 'Grace',
      lastName: 'Kim',
      jobTitle: 'Founder & CEO',
      company: 'PEBBLE & PINE',
    });
  });

  it('leaves courtesy titles and letters after the name out, and keeps particles and initials where they belong', () => {
    expect(recogniseCard('Dr. Hannah Weiss, PhD\nConsultant Paediatrician')).toMatchObject({
      firstName: 'Hannah',
      lastName: 'Weiss',
    });
    expect(recogniseCard('Pieter van der Berg\nProject Manager')).toMatchObject({
      firstName: 'Pieter',
      lastName: 'van der Berg',
    });
    expect(recogniseCard('Mark T. Jensen\nRegional Sales Director')).toMatchObject({
      firstName: 'Mark T.',
      lastName: 'Jensen',
    });
    expect(recogniseCard('Sofía Martínez García\nDirectora de Marketing')).toMatchObject({
      firstName: 'Sofía',
      lastName: 'Martínez García',
      jobTitle: 'Directora de Marketing',
    });
  });

  it('tells a job title from a company that shares its words', () => {
    const card = recogniseCard('Jordan Blake\nMarketing Director\nMarketing Solutions Ltd\njordan@msl.com');
    expect(card.jobTitle).toBe('Marketing Director');
    expect(card.company).toBe('Marketing Solutions Ltd');
    expect(recogniseCard('Liam O’Connor\nCo-Founder & CEO\nHarbour & Finch')).toMatchObject({
      lastName: 'O’Connor',
      jobTitle: 'Co-Founder & CEO',
      company: 'Harbour & Finch',
    });
  });

  it('finds the company from the brand in the email domain', () => {
    const card = recogniseCard('Priya Raman\nData Scientist\nKestrel Health\n+91 80 4567 8901\npriya@kestrelhealth.in');
    expect(card.company).toBe('Kestrel Health');
    // A free mail provider names no company.
    expect(
      recogniseCard('Noah Williams\nFreelance Photographer\nGmail me for bookings\nnoah.williams@gmail.com').company,
    ).toBe('');
  });

  it('joins an address printed over several lines, in several countries', () => {
    expect(recogniseCard('Marcus Chen\n500 Howard Street, Suite 300\nSan Francisco, CA 94105\nUSA').address).toBe(
      '500 Howard Street, Suite 300, San Francisco, CA 94105, USA',
    );
    expect(recogniseCard('Jonas Becker\nFriedrichstraße 123\n10117 Berlin').address).toBe(
      'Friedrichstraße 123, 10117 Berlin',
    );
    expect(recogniseCard('Aisha Bello\n14 Adeola Odeku Street\nVictoria Island, Lagos').address).toBe(
      '14 Adeola Odeku Street, Victoria Island, Lagos',
    );
    expect(recogniseCard('Zoe Anderson\nLevel 5, 1 Martin Place\nSydney NSW 2000').address).toBe(
      'Level 5, 1 Martin Place, Sydney NSW 2000',
    );
  });

  it('steps over a line of the other column that OCR read inside the address', () => {
    const card = recogniseCard(
      'Pieter van der Berg\nKeizersgracht 452\nDijkstra Bouw B.V.\n1016 GD Amsterdam\npieter@dijkstrabouw.nl',
    );
    expect(card.address).toBe('Keizersgracht 452, 1016 GD Amsterdam');
    expect(card.company).toBe('Dijkstra Bouw B.V.');
  });

  it('does not take a tagline, a version number or an abbreviation for a company or a web address', () => {
    const card = recogniseCard(
      'Ethan Brooks\nAccount Executive\nTurning data into decisions.\nRelease v2.0 notes, St.Louis office\nhttps://cobaltcloud.com/team',
    );
    expect(card.company).toBe('');
    expect(card.website).toBe('https://cobaltcloud.com/team');
  });

  it('names the person from their mailbox when the name line could not be read, but not from a shared one', () => {
    expect(recogniseCard('~~ 1l|\nada.lovelace@analytical.co.uk')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(recogniseCard('info.sales@analytical.co.uk')).toMatchObject({ firstName: '', lastName: '' });
  });

  it('answers an empty card for a picture without text', () => {
    expect(recogniseCard('')).toEqual(EMPTY);
    expect(recogniseCard('|| —\n. , ;\n~')).toEqual(EMPTY);
    expect(
      recogniseCard([
        { text: 'ee ,~', confidence: 20 },
        { text: '[] i', confidence: 31 },
      ]),
    ).toEqual(EMPTY);
  });

  it('joins a legal form read as a line of its own to the company above it', () => {
    const panel = (company: string, form: string) =>
      recogniseCard(
        [
          'Wout Van Damme',
          'Accountverantwoordelijke',
          'Tel. +32 2 052 84 79',
          'wvandamme@silverbirch.be',
          company,
          'www.silverbirch.be',
          form,
          'Meir 50, 2000 Antwerpen',
        ].join('\n'),
      ).company;
    expect(panel('Silverbirch Design', 'BV')).toBe('Silverbirch Design BV');
    expect(panel('Coldharbour Design', 'SRL')).toBe('Coldharbour Design SRL');
    expect(panel('Larchfield Elektrotechnik', 'OG')).toBe('Larchfield Elektrotechnik OG');
    expect(panel('Halcyon Marine Inc.', 'Ltd')).toBe('Halcyon Marine Inc.');
  });
});
