import { describe, expect, it } from 'vitest';
import { recogniseCard } from './recognise';
import { engineLines } from './engine-lines.testing';

const lines = engineLines(24);

const titleOf = (...rows: [string, number?, number?][]) => recogniseCard(lines(...rows)).jobTitle;

describe('job titles on cards in several languages', () => {
  it('knows titles in English, German, French, Spanish, Dutch and Italian, with or without accents', () => {
    for (const title of [
      'Chartered Surveyor',
      'Geschäftsführer',
      'Geschaftsfuhrer',
      'Projektleiterin',
      'Lehrstuhl für Informatik',
      'Prokuristin',
      'Vertriebsberater',
      'Cheffe de Projet Digital',
      'Directrice Artistique',
      'Responsable Achats',
      'Architecte DPLG',
      'Jefa de Proyectos',
      'Socia Fundadora',
      'Hoofd Communicatie',
      'Teamleider',
      'Amministratore Delegato',
      'Deputy Head of Finance',
    ]) {
      expect(titleOf(['Dana Weiss', 44], [title], ['dana@elbtal.de'], ['Elbtal GmbH', 30])).toBe(title);
    }
  });

  it('puts back the umlaut of "-führer" that the English model reads as "li" or "ii"', () => {
    expect(titleOf(['Henrik von Berg', 44], ['Geschaftsflihrer'], ['Sonnenhof Kaffee GmbH', 30])).toBe(
      'Geschäftsführer',
    );
    expect(titleOf(['Henrik von Berg', 44], ['Geschaftsfiihrer'], ['Sonnenhof Kaffee GmbH', 30])).toBe(
      'Geschäftsführer',
    );
  });

  it('joins a department line under the title, with "&", "and" or after a comma', () => {
    expect(
      titleOf(['Lukas Vogt', 44], ['Principal Consultant', 29], ['Supply Chain & Logistics', 31], ['Vogt AG', 30]),
    ).toBe('Principal Consultant Supply Chain & Logistics');
    expect(titleOf(['Ana Ruiz', 44], ['Head of Research'], ['and Development'], ['Ruiz S.L.', 30])).toBe(
      'Head of Research and Development',
    );
    expect(titleOf(['Maria Kowalczyk', 44], ['Product Manager,'], ['Payments Platform'], ['Quill Inc', 30])).toBe(
      'Product Manager, Payments Platform',
    );
    // A department alone is no title, and no company either.
    const card = recogniseCard(lines(['Ana Ruiz', 44], ['Supply Chain & Logistics'], ['ana@ruiz.es']));
    expect([card.jobTitle, card.company]).toEqual(['', '']);
  });

  it('joins the two lines of a title read with the other column’s email between them', () => {
    expect(
      titleOf(
        ['Daan van Leeuwen', 44],
        ['e-mail daan@stonebridgestudio.nl'],
        ['Business Development', 29],
        ['www.stonebridgestudio.nl', 29],
        ['Manager', 29],
        ['Stonebridge Studio', 38],
      ),
    ).toBe('Business Development Manager');
  });

  it('does not join the name, the company or a logo read as letters to the title', () => {
    expect(titleOf(['Becker & Söhne GmbH', 50], ['EE', 34, 0], ['Jonas Becker', 64], ['Geschäftsführer', 35])).toBe(
      'Geschäftsführer',
    );
    expect(titleOf(['Owen Hughes', 44], ['Principal Architect'], ['Tynewydd Design', 30])).toBe('Principal Architect');
    expect(titleOf(['Owen Hughes', 44], ['Office Manager'], ['Northwind Analytics', 30])).toBe('Office Manager');
  });

  it('takes the line right under the name as the title when no line has a title word, and marks it', () => {
    const card = recogniseCard(
      lines(['Thompson Gale', 48], ['James Thompson', 64], ['Brand Storyteller', 36], ['james@thompsongale.co.uk']),
    );
    expect(card.jobTitle).toBe('Brand Storyteller');
    expect(card.unsure).toContain('jobTitle');
    // Not the company, a department alone, a place, a line as large as the name or read unsurely.
    for (const under of [
      ['Thompson Gale', 36],
      ['Supply Chain & Logistics', 36],
      ['Victoria Island, Lagos', 36],
      ['Brand Storyteller', 62],
      ['Brand Storyteller', 36, 70],
    ] as [string, number, number?][]) {
      expect(titleOf(['James Thompson', 64], under, ['james@thompsongale.co.uk'])).toBe('');
    }
  });

  it('keeps a two-line title whose lines a drawn icon read as a speck stands between', () => {
    const card = recogniseCard(
      lines(
        ['Corinne Brunner', 44],
        ['Director of'],
        ['LY)', 24, 47],
        ['Strategic Partnerships'],
        ['corinne@halcyon.ch'],
      ),
    );
    expect(card.jobTitle).toBe('Director of Strategic Partnerships');
  });
});
