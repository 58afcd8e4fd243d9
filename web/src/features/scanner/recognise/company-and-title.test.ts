import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(30);

describe('recogniseCard on legal forms before the name and titles in sentence case (session 14)', () => {
  it('keeps a legal form printed before the company’s name, and still drops a logo’s letters there', () => {
    const company = (text: string) =>
      recogniseCard(lines(['Dewi Lestari', 60], [text], ['dewi@merapienergi.co.id'])).company;
    expect(company('PT Merapi Energi')).toBe('PT Merapi Energi');
    expect(company('CV Merapi Energi')).toBe('CV Merapi Energi');
    expect(company('Al Merapi Energi')).toBe('Merapi Energi');
    // Alone, the same letters are no company.
    expect(recogniseCard(lines(['Dewi Lestari', 60], ['PT'])).company).toBe('');
  });

  it('reads an Icelandic "hf." as a legal form, and "S.fi." as the "S.A." it is', () => {
    expect(recogniseCard(lines(['Einar Jónsson', 60], ['Norðurljós Data hf.'])).company).toBe('Norðurljós Data hf.');
    expect(
      recogniseCard(lines(['Diego Jaramillo', 60], ['Cotopaxi Flores S.fi.'], ['diego@cotopaxiflores.com.ec'])).company,
    ).toBe('Cotopaxi Flores S.A.');
  });

  it('takes a title set in sentence case right under the name, marked, and not a sentence or a name', () => {
    const card = recogniseCard(lines(['Matej Novak', 60], ['Vedúca marketingu', 28], ['Triglav Robotics d.o.o.', 34]));
    expect(card.jobTitle).toBe('Vedúca marketingu');
    expect(card.unsure).toContain('jobTitle');
    const under = (text: string) => recogniseCard(lines(['Matej Novak', 60], [text, 28])).jobTitle;
    expect(under('Obchodný riaditeľ')).toBe('Obchodný riaditeľ');
    expect(under('We build robots for you.')).toBe('');
    // Set as large as the name, it is no title.
    expect(recogniseCard(lines(['Matej Novak', 60], ['Vedúca marketingu', 60])).jobTitle).toBe('');
  });
});

describe('recogniseCard on a title split by the company beside it, and a company put right by its domain (session 14)', () => {
  it('joins a title’s two lines across the company set larger between them, not across a line of the title’s size', () => {
    const card = recogniseCard(
      lines(['Juma Massawe', 60], ['Head of Field', 30], ['Msasani Tech Limited', 44], ['Operations', 30]),
    );
    expect(card.jobTitle).toBe('Head of Field Operations');
    expect(card.company).toBe('Msasani Tech Limited');
    const officer = recogniseCard(
      lines(['Luka Novak', 60], ['Chief Financial', 30], ['Bled Analytics d.o.o.', 48], ['Officer', 30]),
    );
    expect(officer.jobTitle).toBe('Chief Financial Officer');
    const plain = recogniseCard(
      lines(['Luka Novak', 60], ['Chief Financial', 30], ['Slovenska cesta 18', 30], ['Officer', 30]),
    );
    expect(plain.jobTitle).toBe('Chief Financial');
  });

  it('puts a letter of the company right when an email and the site agree on the brand, and marks it', () => {
    const card = (company: string, email: string, site: string) =>
      recogniseCard(lines(['Zuzana Horvath', 60], [company, 44], [email], [site]));
    const fixed = card('Catra Logistics a.s.', 'zhorvath@tatralogistics.sk', 'https://www.tatralogistics.sk');
    expect(fixed.company).toBe('Tatra Logistics a.s.');
    expect(fixed.unsure).toContain('company');
    // Without the agreeing pair, two letters off, or a short brand, nothing changes.
    expect(card('Catra Logistics a.s.', 'zhorvath@tatralogistics.sk', 'www.catralogistics.sk').company).toBe(
      'Catra Logistics a.s.',
    );
    expect(card('Cadra Logistics a.s.', 'z@tatralogistics.sk', 'www.tatralogistics.sk').company).toBe(
      'Cadra Logistics a.s.',
    );
    expect(card('Acne Ltd', 'z@acme.sk', 'www.acme.sk').company).toBe('Acne Ltd');
    // A site read only through the email agrees with nothing.
    expect(card('COPPERLINE LEGAL', 'd@copperiinelegal.com', 'copperfinelegal com').company).toBe('COPPERLINE LEGAL');
    expect(card('Tatra Logistics a.s.', 'z@tatralogistics.sk', 'www.tatralogistics.sk').unsure).not.toContain(
      'company',
    );
  });
});

describe('recogniseCard never sets a small letter of the company by the domain (session 14)', () => {
  it('leaves "Sliema Payments" when the email and site share the slip "paysents"', () => {
    const card = recogniseCard(
      lines(
        ['Maria Vella', 60],
        ['Sliema Payments Ltd', 44],
        ['maria@sliemapaysents.com.mt'],
        ['www.sliemapaysents.com.mt'],
      ),
    );
    expect(card.company).toBe('Sliema Payments Ltd');
  });
});

describe('recogniseCard on a web address cut by spaces (session 14)', () => {
  it('takes a site whose letters spell an email’s domain, marked, and nothing without the email', () => {
    const site = (text: string, email = 'evitols@balticamberworks.lv') =>
      recogniseCard(lines(['Edgars Vitols', 60], [email], [text]));
    expect(site('https //www balticamberworks lv').website).toBe('balticamberworks.lv');
    expect(site('https //www balticamberworks lv').unsure).toContain('website');
    // Its second-level ending's lost dot is put back (session 15), so it is read as printed.
    expect(site('© https://www.ramblasoftware.comuy', 'f@ramblasoftware.com.uy').website).toBe(
      'https://www.ramblasoftware.com.uy',
    );
    expect(site('https //www balticamberwork lv').website).toBe('');
    expect(site('https //www balticamberworks lv', 'edgars@gmail.com').website).toBe('');
    // An email whose ending was misread spells no site.
    expect(site('www redriverlogistics cornvn', 'dang@redriverlogistics.cornvn').website).toBe('');
  });
});
