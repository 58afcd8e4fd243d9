import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(30);

const card = (...rows: string[]) =>
  recogniseCard(lines(['Ayu Lestari', 60], ['Marketing Manager'], ...rows.map((r): [string] => [r])));

describe('recogniseCard on addresses and emails as real photos read them (session 15)', () => {
  it('puts back the "l" of a street kind’s abbreviation read as "I" or "1"', () => {
    expect(card('JI. Asia Afrika No. 8', 'Bandung 40111', 'Indonesia').address).toBe(
      'Jl. Asia Afrika No. 8, Bandung 40111, Indonesia',
    );
    expect(card('J1. Asia Afrika No. 8', 'Bandung 40111', 'Indonesia').address).toBe(
      'Jl. Asia Afrika No. 8, Bandung 40111, Indonesia',
    );
    expect(card('8800 Sunset BIvd.', 'West Hollywood, CA 90069').address).toBe(
      '8800 Sunset Blvd., West Hollywood, CA 90069',
    );
    // Words that are no street kind stay as printed.
    expect(card('Unit 4, Kilbride Ind. Est.', 'Dublin D24 X2P3').address).toBe(
      'Unit 4, Kilbride Ind. Est., Dublin D24 X2P3',
    );
  });

  it('reads a second-level ending after a space as the domain’s ending, not a piece of its name', () => {
    expect(card('luis.paredes@quitoverde com.ec').emails).toEqual(['luis.paredes@quitoverde.com.ec']);
    expect(card('ayu@lestaridesign co.id').emails).toEqual(['ayu@lestaridesign.co.id']);
    expect(card('georgia@pohutukawapart ners.co.nz').emails).toEqual(['georgia@pohutukawapartners.co.nz']);
  });

  it('sets a mailbox right by the printed name: a comma for its dot, a name’s letter off, a space inside a word', () => {
    const named = (name: string, email: string) => recogniseCard(lines([name, 60], ['Sales Director'], [email])).emails;
    expect(named('Diego Ramírez', 'ramirez, diego@andinasur.com.pe')).toEqual(['ramirez.diego@andinasur.com.pe']);
    expect(named('Tomaž Kovač', 'tomay kovac@ljubljanadata.si')).toEqual(['tomaz.kovac@ljubljanadata.si']);
    expect(named('Valentina Sosa', 'valent inas@cerroverde.com.uy')).toEqual(['valentinas@cerroverde.com.uy']);
    // Nothing is made up from words the name does not spell.
    expect(named('Anastasia Silva', 'ana silva@verdeeng.com.br')).toEqual(['silva@verdeeng.com.br']);
    expect(named('Diego Ramírez', 'sales, diego@andinasur.com.pe')).toEqual(['diego@andinasur.com.pe']);
  });

  it('puts the dot back into a second-level ending read as one word, and an ending’s "l" read as "I"', () => {
    expect(card('hoa.tran@saigonfreight.comvn', 'www.saigonfreight.comvn')).toMatchObject({
      emails: ['hoa.tran@saigonfreight.com.vn'],
      website: 'www.saigonfreight.com.vn',
    });
    expect(card('ruta@kaunasdesign.It').emails).toEqual(['ruta@kaunasdesign.lt']);
    // A real ending, one printed in capitals, and "com" before no country stay.
    expect(card('ruta@kaunasdesign.IT').emails).toEqual(['ruta@kaunasdesign.it']);
    expect(card('ayu@lestari.community').emails).toEqual(['ayu@lestari.community']);
    expect(card('ayu@lestari.comxq').emails).toEqual(['ayu@lestari.comxq']);
  });

  it('closes a space read after a mailbox’s underscore', () => {
    expect(card('petra_ novak@zagorjedrvo.hr').emails).toEqual(['petra_novak@zagorjedrvo.hr']);
  });

  it('keeps the card’s country read a letter off at the foot of the address', () => {
    // The country from the domain (.pe) or from a number's code (+370).
    expect(card('Av. Arequipa 2450', 'Lince, Lima 15046', 'Pern', 'ayu@andesviajes.com.pe').address).toBe(
      'Av. Arequipa 2450, Lince, Lima 15046, Peru',
    );
    expect(card('Tel. +370 5 212 3456', 'Gedimino pr. 9', 'LT-01103 Vilnius', 'Lietuv').address).toBe(
      'Gedimino pr. 9, LT-01103 Vilnius, Lietuva',
    );
    // Not a word of another kind, nor with no country on the card.
    expect(card('Av. Arequipa 2450', 'Lince, Lima 15046', 'Peruvian Tours', 'ayu@andesviajes.com.pe').address).toBe(
      'Av. Arequipa 2450, Lince, Lima 15046',
    );
    expect(card('Av. Arequipa 2450', 'Lince, Lima 15046', 'Pern').address).toBe('Av. Arequipa 2450, Lince, Lima 15046');
  });

  it('steps over a speck before places ending in the country, not over a title ending in one', () => {
    const read = (...rows: [string, number?, number?][]) =>
      recogniseCard(lines(['Thu Nguyen', 60], ['Chief Accountant'], ...rows)).address;
    expect(
      read(['15 Tran Hung Dao Street'], ['Ward 3, District 5'], ['all', 100, 67], ['Ho Chi Minh City, Vietnam']),
    ).toBe('15 Tran Hung Dao Street, Ward 3, District 5, Ho Chi Minh City, Vietnam');
    expect(
      read(['15 Tran Hung Dao Street'], ['Ward 3, District 5'], ['all', 100, 67], ['Regional Sales Manager, Vietnam']),
    ).toBe('15 Tran Hung Dao Street, Ward 3, District 5');
  });

  it('never takes a speck of the table as a street with its number', () => {
    const read = (...rows: [string, number?, number?][]) =>
      recogniseCard(lines(['Eleni Georgiou', 60], ['Commercial Director'], ...rows)).address;
    expect(read(['Akti Miaouli 85'], ['VY 4', 42, 62], ['185 37 Piraeus'], ['Greece'])).toBe(
      'Akti Miaouli 85, 185 37 Piraeus, Greece',
    );
    expect(read(['Zeil 106'], ['60313 Frankfurt am Main'])).toBe('Zeil 106, 60313 Frankfurt am Main');
  });

  it('joins a street named with its kind over its number alone, a number’s mark cut off, places under the street', () => {
    expect(card('Gedimino pr.', '29', 'LT-01103 Vilnius', 'Lietuva').address).toBe(
      'Gedimino pr., 29, LT-01103 Vilnius, Lietuva',
    );
    expect(card('No.', '7 Jalan Ampang', '50450 Kuala Lumpur', 'Malaysia').address).toBe(
      'No. 7 Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
    );
    expect(card('445 Sukhumvit Soi 37', 'Khlong Toei Nuea, Watthana', 'Bangkok 10110').address).toBe(
      '445 Sukhumvit Soi 37, Khlong Toei Nuea, Watthana, Bangkok 10110',
    );
    // A title over the number, and places with no street above them, are not taken.
    expect(card('Head of Sales', '29', 'LT-01103 Vilnius').address).toBe('29, LT-01103 Vilnius');
    expect(card('Sales, Marketing', 'Bangkok 10110').address).toBe('Bangkok 10110');
  });

  it('ends an address at a line ending in the country and leaves a Spanish "Móvil" label out of it', () => {
    expect(card('Carrera 7 # 71-21, Bogotá D.C., Colombia', 'Móvil +57 310 555 0199').address).toBe(
      'Carrera 7 # 71-21, Bogotá D.C., Colombia',
    );
    expect(card('Carrera 7 # 71-21', 'Bogotá D.C.', 'Colombia').address).toBe(
      'Carrera 7 # 71-21, Bogotá D.C., Colombia',
    );
  });

  it('drops an icon read before a line, so the places under a street still join it', () => {
    expect(card('@ Av. Apoquindo 3000, Of. 501', '@® Las Condes, Santiago').address).toBe(
      'Av. Apoquindo 3000, Of. 501, Las Condes, Santiago',
    );
  });

  it('sets a domain right by the card’s other readings: a dot lost, a letter more, an ending no country has', () => {
    const read = (company: string, ...rows: string[]) =>
      recogniseCard(lines(['Amani Otieno', 60], ['Agronomy Lead'], [company, 44], ...rows.map((r): [string] => [r])))
        .emails;
    expect(read('Kilima Farms Ltd', 'amani@kilimafarmsco.ke', 'www.kilimafarms.co.ke')).toEqual([
      'amani@kilimafarms.co.ke',
    ]);
    expect(read('Labadi Fintech Ltd', 'amani@ilabadifintech.com.gh', 'labadifintech.com.gh')).toEqual([
      'amani@labadifintech.com.gh',
    ]);
    expect(read('Toompea Digital OÜ', 'amani@toompeadigital.ce', 'https://toompeadigital.ee')).toEqual([
      'amani@toompeadigital.ee',
    ]);
    // A "Q" glued to the "@" of a mailbox in lower case is the "@" read twice.
    expect(read('Kilima Farms Ltd', 'amaniQ@kilimafarms.co.ke')).toEqual(['amani@kilimafarms.co.ke']);
    // Without the company agreeing, a brand a letter longer is another domain; a site with fewer dots changes nothing.
    expect(read('Otieno Partners', 'amani@acmelab.com', 'www.acmelabs.com')).toEqual(['amani@acmelab.com']);
    expect(read('Kilima Farms Ltd', 'amani@kilimafarms.co.uk', 'www.kilimafarmsco.uk')).toEqual([
      'amani@kilimafarms.co.uk',
    ]);
  });

  it('keeps a postcode alone on its line in the address', () => {
    expect(card('Av. Paulista, 1000 - cj. 12', 'Bela Vista, São Paulo - SP', '01310-100').address).toBe(
      'Av. Paulista, 1000 - cj. 12, Bela Vista, São Paulo - SP, 01310-100',
    );
  });

  it('reads a second-level ending split by a space before the next item on the line', () => {
    expect(card('thabo@umhlanga co za | www.umhlanga.co.za')).toMatchObject({
      emails: ['thabo@umhlanga.co.za'],
      website: 'www.umhlanga.co.za',
    });
  });

  it('sets a mailbox a letter off the name right when the name was read surely and the email not', () => {
    const read = (name: [string, number?, number?], email: [string, number?, number?]) =>
      recogniseCard(lines(name, ['Factory Manager'], email)).emails;
    expect(read(['Minh Dang', 90, 96], ['ainhdang@saigonlacquer.com.vn', 30, 70])).toEqual([
      'minhdang@saigonlacquer.com.vn',
    ]);
    expect(read(['Hamisi Mfinanga', 80, 90], ['hamisi.nfinanga@kilimatech.co.tz', 30, 40])).toEqual([
      'hamisi.mfinanga@kilimatech.co.tz',
    ]);
    // Not when the email was read surely, nor for a name with accents or a hyphen the mailbox leaves out.
    expect(read(['Minh Dang', 90, 96], ['ainhdang@saigonlacquer.com.vn', 30, 92])).toEqual([
      'ainhdang@saigonlacquer.com.vn',
    ]);
    expect(read(['Rok Potoénik', 90, 91], ['potocnik.rok@bledoutdoor.si', 30, 60])).toEqual([
      'potocnik.rok@bledoutdoor.si',
    ]);
    expect(read(['Seo-yeon Han', 90, 95], ['seoyeon@busanlines.co.kr', 30, 60])).toEqual(['seoyeon@busanlines.co.kr']);
  });

  it('reads an "@" read as "g" out of a site that ends with the card’s other domain', () => {
    expect(card('annagwislalogistics.pl', 'www.wislalogistics.pl')).toMatchObject({
      emails: ['anna@wislalogistics.pl'],
      website: 'www.wislalogistics.pl',
    });
    // Not without that other domain.
    expect(card('annagwislalogistics.pl').emails).toEqual([]);
  });

  it('puts right a country misread at the end of a whole address on one line, and slips of ß, ü and a Canadian code', () => {
    expect(card('Calle de Alcalá, 45, 28014 Madrid, Espafa', 'ayu@larchfield.es').address).toBe(
      'Calle de Alcalá, 45, 28014 Madrid, España',
    );
    // "ß" read as "3" is no number to call: the house number and the postcode stay the address.
    expect(card('Königstra3e 12 - 70173 Stuttgart')).toMatchObject({
      address: 'Königstraße 12 - 70173 Stuttgart',
      phones: [],
    });
    expect(card('Limmatquai 4 - 8001 Zlirich', 'T +41 44 211 22 33').address).toBe('Limmatquai 4 - 8001 Zürich');
    expect(card('150 Elgin Street, Ottawa ON K2P 1L4', 'Canada').address).toBe(
      '150 Elgin Street, Ottawa ON K2P 1L4, Canada',
    );
    expect(card('150 Elgin Street, Ottawa ON K2P 1L4, Canada').address).toBe(
      '150 Elgin Street, Ottawa ON K2P 1L4, Canada',
    );
    expect(card('457 Sparks Street, Ottawa ON K1P 585, Canada').address).toBe(
      '457 Sparks Street, Ottawa ON K1P 5B5, Canada',
    );
  });
});
