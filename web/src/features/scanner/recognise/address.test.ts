import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(24);

const addressOf = (rows: [string, number?, number?][], defaultCountry?: 'DE' | 'US') =>
  recogniseCard(lines(['Camille Moreau', 44], ['Office Manager'], ...rows), { defaultCountry }).address;

describe('postal addresses in US, UK, German, French, Spanish, Irish, Dutch and Swedish formats', () => {
  it('puts back the "ß" of "Straße" that OCR reads as B, lB, BB or lle, and marks the address for a check', () => {
    for (const printed of ['Prager StraBe 10', 'Prager StralBe 10', 'Prager StraBBe 10', 'Prager Stralle 10']) {
      expect(addressOf([[printed], ['01069 Dresden']])).toBe('Prager Straße 10, 01069 Dresden');
    }
    expect(addressOf([['AlexanderstralBBe 7'], ['10179 Berlin']])).toBe('Alexanderstraße 7, 10179 Berlin');
    expect(recogniseCard(lines(['Katrin Hoffmann', 44], ['LeopoldstraBe 13'], ['80802 Berlin'])).unsure).toContain(
      'address',
    );
  });

  it('reads "ü" read as "ii" back only on a German-speaking card, and known umlaut towns misread', () => {
    expect(addressOf([['Sendlinger Straße 24'], ['80331 Miinchen']], 'DE')).toBe('Sendlinger Straße 24, 80331 München');
    expect(addressOf([['12 Finsbury Square'], ['Hawaii Way, London EC2A 1AS']], 'US')).toContain('Hawaii');
    // A town with an umlaut misread after its postcode, on any card; marked for a check.
    expect(addressOf([['Bahnhofstrasse 10'], ['8001 Zirich']])).toBe('Bahnhofstrasse 10, 8001 Zürich');
    expect(addressOf([['Hohe Straße 12'], ['50667 Kéln']])).toBe('Hohe Straße 12, 50667 Köln');
    const card = recogniseCard(lines(['Stefan Meyer', 44], ['Sendlinger Straße 24'], ['80331 Minchen']));
    expect(card.address).toBe('Sendlinger Straße 24, 80331 München');
    expect(card.unsure).toContain('address');
    // Not a town's name elsewhere in the line, nor a town it does not know.
    expect(addressOf([['Minchen Road 4'], ['Leeds LS1 5HD']])).toBe('Minchen Road 4, Leeds LS1 5HD');
  });

  it('keeps French and Spanish streets whose kind is written in lower case, "cours" and a misread kind too', () => {
    expect(addressOf([["27 cours de I'Intendance"], ['33000 Bordeaux']])).toBe(
      "27 cours de l'Intendance, 33000 Bordeaux",
    );
    expect(addressOf([['29 houlevard Voltaire'], ['13001 Marseille']])).toBe('29 boulevard Voltaire, 13001 Marseille');
    expect(addressOf([['5 allée des Tilleuls'], ['69002 Lyon']])).toBe('5 allée des Tilleuls, 69002 Lyon');
    expect(addressOf([['Carrer de Mallorca 401'], ['08013 Barcelona']])).toBe(
      'Carrer de Mallorca 401, 08013 Barcelona',
    );
    expect(addressOf([['Avinguda Diagonal 640'], ['08017 Barcelona']])).toBe('Avinguda Diagonal 640, 08017 Barcelona');
  });

  it('keeps a UK postcode whose district digit was read as a letter, with the digit put back', () => {
    expect(addressOf([['3 Bold Lane'], ['Derby DET 3AF']])).toBe('3 Bold Lane, Derby DE1 3AF');
    expect(addressOf([['100 Whitechapel Road'], ['Derby DEI 3AF']])).toBe('100 Whitechapel Road, Derby DE1 3AF');
  });

  it('keeps a street with a comma after its number, a country on its own line, and a Swedish postcode', () => {
    expect(addressOf([['Plot 12, Marina Road'], ['Lagos, Nigeria']])).toBe('Plot 12, Marina Road, Lagos, Nigeria');
    expect(addressOf([['Kungsgatan 44'], ['111 35 Stockholm']])).toBe('Kungsgatan 44, 111 35 Stockholm');
  });

  it('never takes a number to call, a department or a title for an address', () => {
    const card = recogniseCard(
      lines(
        ['Sander Jansen', 44],
        ['Regional Sales Director'],
        ['Phone: +31 30 822 3053'],
        ['Supply Chain & Logistics'],
      ),
    );
    expect(card.address).toBe('');
  });

  it('puts a UK or Canadian postcode misread back in its shape', () => {
    expect(addressOf([['22 Mount Stuart Square, Cardiff CF10 SEE']])).toBe('22 Mount Stuart Square, Cardiff CF10 5EE');
    expect(addressOf([['4 Corn Street - Bristol BST THT']])).toBe('4 Corn Street - Bristol BS1 1HT');
    expect(addressOf([['457 Sparks Street, Ottawa ON K1P 585']])).toBe('457 Sparks Street, Ottawa ON K1P 5B5');
    expect(addressOf([['343 Queens Quay W, Toronto ON M5] 268']])).toBe('343 Queens Quay W, Toronto ON M5J 2G8');
    expect(addressOf([['1 Market Street'], ['Leeds LS1 6DT']])).toBe('1 Market Street, Leeds LS1 6DT');
  });
});
