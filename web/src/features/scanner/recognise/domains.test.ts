import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(24);

describe('emails and web addresses put right from the rest of the card', () => {
  it('undoes a comma read for a dot, and a dot read as a space before "co.uk" or in it', () => {
    const card = recogniseCard(
      lines(['Ana da Silva', 44], ['ana.silva@pixelnorte,pt', 24, 40], ['harriet@copperline.co uk'], ['acme co.uk']),
    );
    expect(card.emails).toEqual(['ana.silva@pixelnorte.pt', 'harriet@copperline.co.uk']);
    expect(card.website).toBe('acme.co.uk');
  });

  it('takes a web address printed without "www." whose dot was read as a space when an email agrees', () => {
    const card = recogniseCard(
      lines(['Louis Bernard', 44], ['Architecte DPLG'], ['louis@atelierbernard. fr'], ['atelierbernard fr']),
    );
    expect(card.website).toBe('atelierbernard.fr');
    expect(card.unsure).not.toContain('website');
    // Its ending misread as well: the email's domain, marked for a check.
    const slipped = recogniseCard(
      lines(['Lucia Navarro', 44], ['lucia@copperlinefoods.es'], ['copperlincfoods.cs'], ['Copperline Foods S.A.', 40]),
    );
    expect([slipped.website, slipped.company]).toEqual(['copperlinefoods.es', 'Copperline Foods S.A.']);
    expect(slipped.unsure).toContain('website');
    // No email to agree with: nothing is made up.
    expect(recogniseCard(lines(['Cian McGrath', 44], ['larkspurconsulting ae'])).website).toBe('');
  });

  it('puts right the one of email, web address and company that is a letter or two off the other two', () => {
    const email = recogniseCard(
      lines(
        ['COPPERLINE LEGAL', 40],
        ['Derek Okonkwo', 55],
        ['dokonkwo@copperiinelegal.com'],
        ['copperlinelegal. com'],
      ),
    );
    expect(email.emails).toEqual(['dokonkwo@copperlinelegal.com']);
    expect(email.unsure).toContain('emails');
    const site = recogniseCard(
      lines(['Alpenrot GmbH', 40], ['Stefan Meyer', 55], ['s.meyer@alpenrot.de'], ['www.alpenrol.de']),
    );
    expect(site.website).toBe('www.alpenrot.de');
    expect(site.unsure).toContain('website');
    // An ending that is not a real one, beside one that is.
    expect(
      recogniseCard(
        lines(['Mathieu Fontaine', 55], ['mfontaine @ copperlinesystems. ir'], ['www. copperlinesystems. fr']),
      ).emails,
    ).toEqual(['mfontaine@copperlinesystems.fr']);
  });

  it('changes nothing when no two agree: another domain is not a slip', () => {
    const card = recogniseCard(
      lines(['Acme Labs Ltd', 40], ['Jane Doe', 55], ['jane@acmelab.com'], ['www.acme-labs.co.uk']),
    );
    expect(card.emails).toEqual(['jane@acmelab.com']);
    expect(card.website).toBe('www.acme-labs.co.uk');
    const two = recogniseCard(lines(['Jane Doe', 55], ['jane@northwind.com'], ['www.northwood.com']));
    expect([two.emails, two.website]).toEqual([['jane@northwind.com'], 'www.northwood.com']);
  });

  it('rejoins a mailbox whose dot was read as a space, and reads an initial "I" as the "l" the name has', () => {
    const card = recogniseCard(
      lines(['Beatriz Silva', 44], ['beatriz silva@verdeeng.com.br'], ['Carmen de la Fuente'], ['Lead Designer']),
    );
    expect(card.emails).toEqual(['beatriz.silva@verdeeng.com.br']);
    expect(card.unsure).toContain('emails');
    expect(recogniseCard(lines(['Lukas Brandt', 44], ['Ibrandt@brightwell.de'])).emails).toEqual([
      'lbrandt@brightwell.de',
    ]);
    // An Ian keeps his I; a word that is not the person's name is not joined.
    expect(recogniseCard(lines(['Ian Brandt', 44], ['Ibrandt@brightwell.de'])).emails).toEqual([
      'ibrandt@brightwell.de',
    ]);
    expect(recogniseCard(lines(['Ana Ruiz', 44], ['email ana@ruiz.es'])).emails).toEqual(['ana@ruiz.es']);
  });
});
