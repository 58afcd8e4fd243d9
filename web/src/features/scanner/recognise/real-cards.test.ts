import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(24);

describe('recogniseCard on the designs and wording of real cards', () => {
  it('keeps Mac, Mc and O’ names and leaves the courtesy title out', () => {
    for (const [printed, first, last] of [
      ['Dr. Fiona MacLeod', 'Fiona', 'MacLeod'],
      ['Ewan McAllister', 'Ewan', 'McAllister'],
      ["Prof. Siobhan O'Connor", 'Siobhan', "O'Connor"],
      ['Henrik von Berg', 'Henrik', 'von Berg'],
      ['Sanne de Jong', 'Sanne', 'de Jong'],
    ]) {
      const card = recogniseCard(lines([printed, 44], ['Head of Partnerships'], ['hello@northlight.co.uk']));
      expect([card.firstName, card.lastName]).toEqual([first, last]);
    }
  });

  it('joins a job title set on two lines', () => {
    expect(
      recogniseCard(lines(['Marisol Reyes', 44], ['Senior Account'], ['Manager'], ['Bluepoint Logistics', 30]))
        .jobTitle,
    ).toBe('Senior Account Manager');
    expect(
      recogniseCard(lines(['Rafael Santos', 44], ['Business Development'], ['Manager'], ['Atlântico Partners', 30]))
        .jobTitle,
    ).toBe('Business Development Manager');
    expect(recogniseCard(lines(['Owen Hughes', 44], ['Principal Architect'], ['Tynewydd Design', 30])).jobTitle).toBe(
      'Principal Architect',
    );
  });

  it('leaves a logo read as a letter or a symbol out of the company', () => {
    expect(
      recogniseCard(lines(['A NORTHLIGHT STUDIO', 30], ['Fiona MacLeod', 44], ['fiona@northlight.co.uk'])).company,
    ).toBe('NORTHLIGHT STUDIO');
    expect(recogniseCard(lines(['(¢) CLYDESIDE CLINIC', 30], ['Aileen McBride', 44])).company).toBe('CLYDESIDE CLINIC');
    expect(recogniseCard(lines(['] STAGLINE LTD', 30], ['Callum MacDonald', 44])).company).toBe('STAGLINE LTD');
    expect(recogniseCard(lines(['($9) VIGNA NOVE', 46], ['Giulia Ferrari', 58], ['giulia@vignanove.it'])).company).toBe(
      'VIGNA NOVE',
    );
    expect(recogniseCard(lines(['& WALDKANTE INSTITUT', 48], ['Anja Schultz', 70])).company).toBe('WALDKANTE INSTITUT');
    // An @ read from the logo, apart from any word, is no mangled email.
    expect(
      recogniseCard(lines(['@ ASTORIA FREIGHT', 49], ['Nikos Papadakis', 72], ['nikos@astoriafreight.com'])).company,
    ).toBe('ASTORIA FREIGHT');
    expect(
      recogniseCard(lines(['Q@ BRACKENFIELD LTD', 52], ['Ewan McAllister', 55], ['ewan@brackenfield.co.uk'])).company,
    ).toBe('BRACKENFIELD LTD');
    expect(recogniseCard(lines(['A&B Partners', 30], ['Ada Lovelace', 44])).company).toBe('A&B Partners');
    expect(recogniseCard(lines(['3M Company', 30], ['Ada Lovelace', 44])).company).toBe('3M Company');
    expect(recogniseCard(lines(['AB InBev', 30], ['Ada Lovelace', 44], ['ada@ab-inbev.com'])).company).toBe('AB InBev');
    expect(recogniseCard(lines(['nN Kestrel Systems', 30], ['Caleb Pruitt', 44])).company).toBe('Kestrel Systems');
    // The domain spells the name without the mark; a name that starts with a short word keeps it.
    expect(
      recogniseCard(lines(['Al Kestrel Legal B.V.', 30], ['Femke de Vries', 44], ['fdevries@kestrellegal.nl'])).company,
    ).toBe('Kestrel Legal B.V.');
    expect(
      recogniseCard(lines(['Al Noor Trading LLC', 30], ['Omar Haddad', 44], ['omar@alnoortrading.com'])).company,
    ).toBe('Al Noor Trading LLC');
  });

  it('takes local job titles: German "-leiter", Spanish "jefe", French "gérant"', () => {
    for (const title of ['Institutsleiter', 'Teamleiterin Einkauf', 'Jefe de Ventas', 'Gérant', 'Gerant']) {
      expect(recogniseCard(lines(['Dieter Braun', 44], [title], ['dieter@elbtal.de'])).jobTitle).toBe(title);
    }
  });

  it('keeps US street addresses with numbered streets and hyphenated house numbers', () => {
    expect(
      recogniseCard(lines(['Adam Ostrowski', 44], ['(212) 555-0147'], ['245 W 29th Street, New York, NY 10001']))
        .address,
    ).toBe('245 W 29th Street, New York, NY 10001');
    expect(recogniseCard(lines(['Nikos Papadakis', 44], ['31-12 Ditmars Blvd'], ['Astoria, NY 11105'])).address).toBe(
      '31-12 Ditmars Blvd, Astoria, NY 11105',
    );
  });

  it('keeps German, French and Spanish addresses, a street without a street word too', () => {
    expect(recogniseCard(lines(['Miriam Vogel', 44], ['Zeil 106'], ['60313 Frankfurt am Main'])).address).toBe(
      'Zeil 106, 60313 Frankfurt am Main',
    );
    expect(recogniseCard(lines(['Julien Lefebvre', 44], ['18 rue de la Paix'], ['75002 Paris'])).address).toBe(
      '18 rue de la Paix, 75002 Paris',
    );
    expect(recogniseCard(lines(['Diego García', 44], ['Calle de Atocha 62'], ['28012 Madrid'])).address).toBe(
      'Calle de Atocha 62, 28012 Madrid',
    );
  });

  it('keeps a UK street without a street word over its postcode, and an Irish Eircode', () => {
    expect(recogniseCard(lines(['Eleanor Pemberton', 44], ['128 Deansgate'], ['Manchester M3 4LQ'])).address).toBe(
      '128 Deansgate, Manchester M3 4LQ',
    );
    expect(recogniseCard(lines(['Aoife Fitzgerald', 44], ['42 Dawson Street'], ['Dublin D02 YX88'])).address).toBe(
      '42 Dawson Street, Dublin D02 YX88',
    );
    // The postcode under a number is never read as part of it.
    expect(
      recogniseCard(lines(['Eleanor Pemberton', 44], ['0161 496 0441'], ['Manchester M3 4LQ']), {
        defaultCountry: 'GB',
      }).phones,
    ).toEqual(['+44 161 496 0441']);
  });

  it('never takes a postcode for a phone number, and reads numbers in the card’s own country', () => {
    const berlin = recogniseCard(
      lines(
        ['Katrin Hoffmann', 44],
        ['Tel. 030 4081 2270'],
        ['k.hoffmann@spreeblick.de'],
        ['Alexanderstraße 7'],
        ['10179 Berlin'],
      ),
      {
        defaultCountry: 'DE',
      },
    );
    expect(berlin.phones).toEqual(['+49 30 40812270']);
    // A reader in the US: the card's .de domain places its numbers in Germany.
    expect(
      recogniseCard(lines(['Katrin Hoffmann', 44], ['Tel. 030 4081 2270'], ['k.hoffmann@spreeblick.de']), {
        defaultCountry: 'US',
      }).phones,
    ).toEqual(['+49 30 40812270']);
    // A number printed with its country code sets the country for the others.
    expect(
      recogniseCard(lines(['Ewan McAllister', 44], ['T +44 20 7946 0321'], ['M 07911 123456']), {
        defaultCountry: 'US',
      }).phones,
    ).toEqual(['+44 20 7946 0321', '+44 7911 123456']);
    expect(
      recogniseCard(lines(['Ewan McAllister', 44], ['(212) 555-0147'], ['ewan@harbor.com']), { defaultCountry: 'US' })
        .phones,
    ).toEqual(['+1 212 555 0147']);
  });

  it('rejoins an email or web address the engine cut across two lines', () => {
    const card = recogniseCard(
      lines(['Maria Kowalczyk', 44], ['maria.kowalczyk@'], ['quillfeather.com'], ['www.brennan-hale.'], ['co.uk']),
    );
    expect(card.emails).toEqual(['maria.kowalczyk@quillfeather.com']);
    expect(card.website).toBe('www.brennan-hale.co.uk');
    // The dot before the ending read as a space.
    expect(
      recogniseCard(lines(['Mathieu Chevalier', 44], ['mathieu @bluepeakenergy fr'], ['lukas@brightwell-logistics de']))
        .emails,
    ).toEqual(['mathieu@bluepeakenergy.fr', 'lukas@brightwell-logistics.de']);
  });

  it('marks for a check what it read from a line the engine was unsure of, and nothing else', () => {
    const card = recogniseCard(
      lines(
        ['Amelia Hartwell', 44, 95],
        ['Senior Prodct Designer', 24, 61],
        ['Northwind Analytics Ltd', 30, 90],
        ['+44 20 7946 0958', 24, 55],
        ['amelia@northwind.co.uk', 24, 93],
      ),
    );
    expect(card.unsure.sort()).toEqual(['jobTitle', 'phones']);
  });
});
