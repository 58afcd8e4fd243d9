import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(34);

describe('recogniseCard on rules that hold in any country (session 10)', () => {
  it('takes a place with a six-digit postcode, a marked house number and a number-first street into the address', () => {
    const singapore = recogniseCard(lines(['Siti Rahman', 60], ['84 Robinson Road, #20-01'], ['Singapore 048811']));
    expect(singapore.address).toBe('84 Robinson Road, #20-01, Singapore 048811');
    const istanbul = recogniseCard(lines(['Elif Sahin', 60], ['Büyükdere Cad. No: 145'], ['34394 Levent / İstanbul']));
    expect(istanbul.address).toBe('Büyükdere Cad. No: 145, 34394 Levent / İstanbul');
    expect(recogniseCard(lines(['Bence Horváth', 60], ['Váci utca 29.'], ['1052 Budapest'])).address).toBe(
      'Váci utca 29., 1052 Budapest',
    );
    expect(
      recogniseCard(lines(['Arjun Malhotra', 60], ['B-41, Bandra Kurla Complex'], ['Mumbai 400051'])).address,
    ).toBe('B-41, Bandra Kurla Complex, Mumbai 400051');
    expect(
      recogniseCard(lines(['Arjun Malhotra', 60], ['2nd Floor, Prestige Tower'], ['41 MG Road, Bengaluru 560001']))
        .address,
    ).toBe('2nd Floor, Prestige Tower, 41 MG Road, Bengaluru 560001');
    // Seven digits after a place are no postcode.
    expect(recogniseCard(lines(['Arjun Malhotra', 60], ['Bengaluru 5600011'])).address).toBe('');
  });

  it('knows the legal forms of many countries, and splits a title from the company it shares a line with', () => {
    expect(recogniseCard(lines(['Mikko Virtanen', 60], ['Saimaa Oy'], ['mikko@saimaa.fi'])).company).toBe('Saimaa Oy');
    expect(recogniseCard(lines(['Jana Nováková', 60], ['Vltava Data s.r.o.'])).company).toBe('Vltava Data s.r.o.');
    expect(recogniseCard(lines(['Hafiz Rahman', 60], ['Klang Data Sdn. Bhd.'])).company).toBe('Klang Data Sdn. Bhd.');
    // A logo's edge read as a letter after an apostrophe is not part of the name.
    expect(recogniseCard(lines(['Mikko Virtanen', 60], ["'N SAIMAA OY", 40])).company).toBe('SAIMAA OY');
    expect(recogniseCard(lines(['Ana Ribeiro', 60], ["y 'N Guanabara Design S.A.", 40], ['Diretora'])).company).toBe(
      'Guanabara Design S.A.',
    );
    const finnish = recogniseCard(lines(['Aino Laine', 60], ['Toimitusjohtaja, Saimaa Ventures Oyj', 30]));
    expect([finnish.jobTitle, finnish.company]).toEqual(['Toimitusjohtaja', 'Saimaa Ventures Oyj']);
    const holdings = recogniseCard(
      lines(['Thabo Nkosi', 60], ['Key Account Manager, Baobab Holdings', 30], ['thabo@baobab.co.za']),
    );
    expect([holdings.jobTitle, holdings.company]).toEqual(['Key Account Manager', 'Baobab Holdings']);
    // A company word that is not the card's brand stays in the title; no title is made of a place.
    const services = recogniseCard(
      lines(['Brandon Ross', 60], ['Vice President, Client Services', 30], ['brandon@rivenhall.com']),
    );
    expect(services.jobTitle).toBe('Vice President, Client Services');
    const place = recogniseCard(lines(['Thabo Nkosi', 60], ['Durban, Baobab Holdings', 30], ['thabo@baobab.co.za']));
    expect(place.jobTitle).toBe('');
  });

  it('reads a name set on two lines, with contacts read between them, but not two specks or two labels', () => {
    const card = recogniseCard(
      lines(['Arjun', 70], ['Mob +91 98425 69974', 28], ['Malhotra', 72], ['arjun@sahyadri.co.in', 28]),
    );
    expect([card.firstName, card.lastName]).toEqual(['Arjun', 'Malhotra']);
    const particle = recogniseCard(lines(['Anri', 70], ['du Plessis', 70], ['aduplessis@baobab.co.za', 28]));
    expect([particle.firstName, particle.lastName]).toEqual(['Anri', 'du Plessis']);
    const specks = recogniseCard(lines(['Ne', 60, 41], ['No', 60, 4], ['Pawel Wojcik', 40], ['pawel@tatry.pl']));
    expect([specks.firstName, specks.lastName]).toEqual(['Pawel', 'Wojcik']);
    // Labels left of their numbers are no name either.
    const labels = recogniseCard(
      lines(['Zentrale 069 90009277', 30], ['Handy 0151 84451331', 30], ['dominik@ironbark.de']),
    );
    expect(labels.firstName).not.toBe('Zentrale');
  });

  it("reads numbers in the country of the card's domain ending, any country, but not in a worldwide ending's", () => {
    const hungarian = recogniseCard(lines(['Bence Horváth', 60], ['M 06 30 409 2433'], ['bence@balaton.hu']));
    expect(hungarian.phones).toEqual(['+36 30 409 2433']);
    const colombian = recogniseCard(lines(['Laura Ospina', 60], ['Cel. 310 555 1234'], ['laura@cafe.com.co']), {
      defaultCountry: 'GB',
    });
    expect(colombian.phones).toEqual(['+57 310 5551234']);
    const startup = recogniseCard(lines(['Ada Byron', 60], ['T (415) 555 0134'], ['ada@engine.co']), {
      defaultCountry: 'US',
    });
    expect(startup.phones).toEqual(['+1 415 555 0134']);
  });

  it('knows titles in Finnish, Hungarian, Czech and Turkish', () => {
    for (const title of ['Myyntipäällikkö', 'Ügyvezető igazgató', 'Projektová manažerka', 'Genel Müdür Yardımcısı']) {
      const card = recogniseCard(lines(['Burak Öztürk', 60], ['burak@bogazici.com.tr'], [title, 30]));
      expect([card.firstName, card.jobTitle]).toEqual(['Burak', title]);
    }
  });
});
