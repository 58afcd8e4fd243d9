import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(34);

describe('recogniseCard on lines the engine cut apart or read out of order', () => {
  it('keeps the country and the cut-off pieces of an address, but not a logo read between them', () => {
    const card = recogniseCard(
      lines(
        ['Sveavägen 137'],
        ['111 21 Stockholm'],
        ['Norrsken', 142],
        ['Sverige'],
        ['Maja Nordström', 76],
        ['maja@norrskenlogistics.se'],
      ),
    );
    expect(card.address).toBe('Sveavägen 137, 111 21 Stockholm, Sverige');
    expect(
      recogniseCard(
        lines(
          ['Alejandro Hernández', 42],
          ['Av. Presidente Masaryk 404'],
          ['Col.'],
          ['Polanco,'],
          ['06600 Ciudad de México'],
        ),
      ).address,
    ).toBe('Av. Presidente Masaryk 404, Col. Polanco, 06600 Ciudad de México');
    expect(
      recogniseCard(lines(['Zofia Nowak', 60], ['ul.'], ['Prosta 116/17,'], ['31-006 Kraków,'], ['Polska'])).address,
    ).toBe('ul. Prosta 116/17, 31-006 Kraków, Polska');
    expect(
      recogniseCard(
        lines(['Inês Sousa Pinto', 50], ['Rua de Santa Catarina,'], ['212'], ['1100-053 Lisboa'], ['Portugal']),
      ).address,
    ).toBe('Rua de Santa Catarina, 212, 1100-053 Lisboa, Portugal');
    expect(
      recogniseCard(lines(['Rasmus Nørgaard', 70], ['Vesterbrogade 102, 3. sal'], ['8000 Aarhus C'])).address,
    ).toBe('Vesterbrogade 102, 3. sal, 8000 Aarhus C');
  });

  it('never takes a tagline’s year for a town and its postcode', () => {
    const card = recogniseCard(
      lines(
        ['TALAVERA LOGISTICS S.A.P.l. DE C.V.', 41],
        ['Since 1998', 28],
        ['Alejandro Ramírez Treviño', 90],
        ['Calle Durango 141, Piso 11, Col. Polanco, 06600 Ciudad de México'],
      ),
    );
    expect(card.address).toBe('Calle Durango 141, Piso 11, Col. Polanco, 06600 Ciudad de México');
    expect(card.company).toBe('TALAVERA LOGISTICS S.A.P.I. DE C.V.');
  });

  it('takes the full company name under a logo word that spells the brand', () => {
    const card = recogniseCard(
      lines(
        ['Norrsken', 142],
        ['Norrsken Logistics Aktiebolag', 36],
        ['Maja Nordström', 76],
        ['maja@norrskenlogistics.se'],
      ),
    );
    expect(card.company).toBe('Norrsken Logistics Aktiebolag');
  });

  it('puts back legal forms whose letters the engine read as digits', () => {
    expect(recogniseCard(lines(['Zofia Nowak', 60], ['Polna Group Sp. z 0.0.'])).company).toBe(
      'Polna Group Sp. z o.o.',
    );
    expect(recogniseCard(lines(['Anders Kjær', 60], ['FJORDLYS LABS 1/S'])).company).toBe('FJORDLYS LABS I/S');
  });

  it('finishes a title left open, even across a number, and never takes its rest for the name', () => {
    expect(
      recogniseCard(
        lines(
          ['Matilda Kowalczyk', 68],
          ['Head of'],
          ['Mob 0462 039 727'],
          ['Partnerships & Alliances'],
          ['matildak@kookaburra.com.au'],
        ),
      ).jobTitle,
    ).toBe('Head of Partnerships & Alliances');
    expect(
      recogniseCard(
        lines(
          ['Rasmus Nørgaard', 76],
          ['Chefkonsulent,'],
          ['Mobil +45 61 61 42 80'],
          ['rasmus.norgaard@havnefront.dk'],
          ['Digital Transformation'],
        ),
      ).jobTitle,
    ).toBe('Chefkonsulent, Digital Transformation');
    const polish = recogniseCard(lines(['Pawel W¢jcik', 88, 61], ['Specjalista ds.'], ['Obsługi Klienta']));
    expect(polish.jobTitle).toBe('Specjalista ds. Obsługi Klienta');
    expect(polish.lastName).not.toBe('Klienta');
  });

  it('reads titles in Scandinavian and Polish, and one under the name by its place past a number', () => {
    expect(recogniseCard(lines(['Oskar Ekdahl', 69], ['Försäljningschef'])).jobTitle).toBe('Försäljningschef');
    expect(recogniseCard(lines(['Zofia Zieliński', 60], ['Kierownik Projektu'])).jobTitle).toBe('Kierownik Projektu');
    const card = recogniseCard(
      lines(['Maja Nordström', 76, 96], ['T +46 8 424 18 18'], ['Tillväxtstrateg', 36, 91], ['maja@norrsken.se']),
    );
    expect(card.jobTitle).toBe('Tillväxtstrateg');
    expect(card.unsure).toContain('jobTitle');
  });

  it('leaves out a fax whose label stands alone on the line above, and reads a label glued to its number', () => {
    const card = recogniseCard(lines(['tel'], ['71 868 22 46'], ['faks'], ['22 315 99 02'], ['Warszawa, Polska']), {
      defaultCountry: 'PL',
    });
    expect(card.phones).toEqual(['+48 71 868 22 46']);
    expect(
      recogniseCard(lines(['Finn Ngata', 84], ['T09 313 1528'], ['M021 879 7774'], ['finn@southernalps.co.nz'])).phones,
    ).toEqual(['+64 9 313 1528', '+64 21 879 7774']);
  });

  it('joins an email whose domain the engine cut with a space', () => {
    expect(
      recogniseCard(lines(['Georgia Beaumont', 50], ['georgia.beaumont@pohutukawapart ners.co.nz'])).emails,
    ).toEqual(['georgia.beaumont@pohutukawapartners.co.nz']);
  });

  it('ends an address at its country, and never takes a name after "Dr" for a street', () => {
    expect(
      recogniseCard(lines(['128 Deansgate'], ['Bristol BS1 1JA'], ['Dr Eleanor Pemberton', 60], ['Head of Design']))
        .address,
    ).toBe('128 Deansgate, Bristol BS1 1JA');
    expect(recogniseCard(lines(['35000 Rennes'], ['France'], ['Depurs 1972'])).address).toBe('35000 Rennes, France');
  });

  it('puts back ø and ç that the mailbox spells plain, only on a card of their country', () => {
    const danish = recogniseCard(lines(['Rasmus Ngrgaard', 76], ['rasmus.norgaard@havnefront.dk']));
    expect(danish.lastName).toBe('Nørgaard');
    const portuguese = recogniseCard(lines(['Gongalo Magalhães', 70], ['goncalo@tejo.pt']));
    expect(portuguese.firstName).toBe('Gonçalo');
    expect(recogniseCard(lines(['Rasmus Ngrgaard', 76], ['rasmus.norgaard@havnefront.com'])).lastName).toBe('Ngrgaard');
  });
});
