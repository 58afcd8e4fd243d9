import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { withoutLogoMark, withoutStrayEnd } from './company';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(24);

describe('names as real cards print them', () => {
  it('reads inner capitals, elisions, hyphens and more particles, after more courtesy titles', () => {
    const read = (name: string) => {
      const card = recogniseCard(lines(['Quarry Lane Ltd', 30], [name, 50], ['Account Manager']));
      return [card.firstName, card.lastName];
    };
    expect(read('Marc LaRoche')).toEqual(['Marc', 'LaRoche']);
    expect(read('Paolo DiStefano, PhD')).toEqual(['Paolo', 'DiStefano']);
    expect(read('Fiona McAllister-Hart')).toEqual(['Fiona', 'McAllister-Hart']);
    expect(read('Hélène d’Arcy')).toEqual(['Hélène', 'd’Arcy']);
    expect(read("Sanne van 't Veld")).toEqual(['Sanne', "van 't Veld"]);
    expect(read('Jonas vom Stein')).toEqual(['Jonas', 'vom Stein']);
    expect(read('Dra. Lucía del Valle')).toEqual(['Lucía', 'del Valle']);
    expect(read('ir. Bas de Wit')).toEqual(['Bas', 'de Wit']);
  });

  it('never takes a floor, a building or a department for a name', () => {
    const card = recogniseCard(
      lines(
        ['Kelso Partners LLP', 36],
        ['Third Floor', 28],
        ['9 Queen Street', 28],
        ['Leeds LS1 2TW', 28],
        ['Global Partnerships', 30],
        ['Nadia Farouk', 30],
      ),
    );
    expect([card.firstName, card.lastName]).toEqual(['Nadia', 'Farouk']);
    expect(card.address).toBe('Third Floor, 9 Queen Street, Leeds LS1 2TW');
  });

  it('puts back the "ü" read as "ii" in a name, on a German-speaking card only', () => {
    const german = recogniseCard(lines(['Lukas Griinberg', 50], ['Vertrieb'], ['lukas@kelso.de']));
    expect(german.lastName).toBe('Grünberg');
    const other = recogniseCard(lines(['Kai Kapaii', 50], ['kai@kelso.com']));
    expect(other.lastName).toBe('Kapaii');
  });
});

describe('companies with a logo read beside them', () => {
  it('drops marks read after the legal form, never a legal form itself', () => {
    expect(withoutStrayEnd('Kelso Biotech LLC il')).toBe('Kelso Biotech LLC');
    expect(withoutStrayEnd('Kelso Werkstoffe GmbH & Co. KG Oo')).toBe('Kelso Werkstoffe GmbH & Co. KG');
    expect(withoutStrayEnd('Kelso Engineering Inc. [| il')).toBe('Kelso Engineering Inc.');
    expect(withoutStrayEnd('Kelso Werkstoffe GmbH & Co. KG')).toBe('Kelso Werkstoffe GmbH & Co. KG');
    // No legal form: nothing to tell a mark from a word.
    expect(withoutStrayEnd('Studio Kelso AB')).toBe('Studio Kelso AB');
  });

  it('drops a mark read as lower-case letters or several symbols before the name, and only the first letter piece', () => {
    expect(withoutLogoMark('ill Kelso Energía S.L.U.')).toBe('Kelso Energía S.L.U.');
    expect(withoutLogoMark('i { [ Kelso Capital Corp.')).toBe('Kelso Capital Corp.');
    expect(withoutLogoMark('O TY NEWYDD DESIGN')).toBe('TY NEWYDD DESIGN');
  });
});

describe('addresses as real cards print them', () => {
  it('reads a Spanish street with its number after a comma, a French "bis" and a German "D-" postcode', () => {
    const spanish = recogniseCard(
      lines(['Marta Gil', 50], ['Calle Alcalá, 212'], ['28028 Madrid'], ['marta@kelso.es']),
    );
    expect(spanish.address).toBe('Calle Alcalá, 212, 28028 Madrid');
    const avenida = recogniseCard(lines(['Marta Gil', 50], ['Avda. de la Paz, 7'], ['46023 Valencia']));
    expect(avenida.address).toBe('Avda. de la Paz, 7, 46023 Valencia');
    expect(avenida.website).toBe('');
    const french = recogniseCard(lines(['Paul Roux', 50], ['12 bis, allée des Pins'], ['69003 Lyon']));
    expect(french.address).toBe('12 bis, allée des Pins, 69003 Lyon');
    const german = recogniseCard(lines(['Eva Roth', 50], ['Lange Gasse 12'], ['D-04109 Leipzig']));
    expect(german.address).toBe('Lange Gasse 12, D-04109 Leipzig');
    const dutch = recogniseCard(lines(['Eva Roth', 50], ['Oude Gracht 152-A'], ['3511 AZ Utrecht']));
    expect(dutch.address).toBe('Oude Gracht 152-A, 3511 AZ Utrecht');
  });
});

describe('emails and web addresses as OCR splits them', () => {
  it('keeps an "e." label out of the mailbox and a cut "www." site out of the web address', () => {
    const card = recogniseCard(
      lines(['Rupert Vale', 50], ['e. rupertvale@kelso.co.uk'], ['www .kelso-werkstoffe de'], ['ww.kelso.com']),
    );
    expect(card.emails).toEqual(['rupertvale@kelso.co.uk']);
    expect(card.website).toBe('www.kelso-werkstoffe.de');
    expect(recogniseCard(lines(['Rupert Vale', 50], ['ww.kelso.com'])).website).toBe('www.kelso.com');
    expect(recogniseCard(lines(['Rupert Vale', 50], ['www.kelsowerkstoffe'])).website).toBe('');
  });

  it('takes a site that is a mailbox, a letter for "@" and another domain of the card for that email', () => {
    const card = recogniseCard(
      lines(['Nia Bell', 50], ['niaakelsomaritime.co.uk'], ['https://kelsomaritime.co.uk'], ['Kelso Maritime LLP', 36]),
    );
    expect(card.emails).toEqual(['nia@kelsomaritime.co.uk']);
    expect(card.website).toBe('https://kelsomaritime.co.uk');
    expect(card.unsure).toContain('emails');
    // Without the other domain nothing is made up.
    expect(recogniseCard(lines(['Nia Bell', 50], ['niaakelsomaritime.co.uk'])).emails).toEqual([]);
  });

  it('takes each letter of the domain as two of email, web address and company read it', () => {
    const card = recogniseCard(
      lines(
        ['Rupert Vale', 50],
        ['Larchmoor Interiors Limited', 36],
        ['r.vale@narchmoor-interiors.co.uk'],
        ['larchnoor-interiors.co.uk'],
      ),
    );
    expect(card.emails).toEqual(['r.vale@larchmoor-interiors.co.uk']);
    expect(card.website).toBe('larchmoor-interiors.co.uk');
    expect(card.unsure).toEqual(expect.arrayContaining(['emails', 'website']));
  });
});
